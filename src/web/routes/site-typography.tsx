// /site/typography (spec §2 site): headings, paragraphs, lists, quotes, tables and code.
import type { Route } from "./+types/site-typography";
import { PageHeader } from "../components/page-header";
import { TypographyView } from "../features/site/typography-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { typographySample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { sample: typographySample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.typography.title"), path: "/site/typography", shell: shellFrom(matches) });
}

export default function TypographyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.typography.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.typography.title") }]}
      />
      <TypographyView sample={loaderData.sample} />
    </>
  );
}
