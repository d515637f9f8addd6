// /site/components (spec §2 site): a showcase of the store's interface primitives.
import type { Route } from "./+types/site-components";
import { PageHeader } from "../components/page-header";
import { ComponentsView } from "../features/site/components-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { componentsSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { sample: componentsSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.components.title"), path: "/site/components", shell: shellFrom(matches) });
}

export default function ComponentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.components.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.components.title") }]}
      />
      <ComponentsView sample={loaderData.sample} />
    </>
  );
}
