// /site/terms (spec §2 site): terms and conditions, last modified 27 May 2018.
import type { Route } from "./+types/site-terms";
import { PageHeader } from "../components/page-header";
import { TermsView } from "../features/site/terms-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { termsSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { terms: termsSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.terms.title"), path: "/site/terms", shell: shellFrom(matches) });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.terms.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.terms.title") }]}
      />
      <TermsView terms={loaderData.terms} />
    </>
  );
}
