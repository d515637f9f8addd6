// /site/about-us (spec §2 site): sample content about the store.
import type { Route } from "./+types/site-about-us";
import { PageHeader } from "../components/page-header";
import { AboutView } from "../features/site/about-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { aboutSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { about: aboutSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.about.title"), path: "/site/about-us", shell: shellFrom(matches) });
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.about.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.about.title") }]}
      />
      <AboutView about={loaderData.about} />
    </>
  );
}
