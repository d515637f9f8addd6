import type { Route } from "./+types/home";
import { PageHeader } from "../components/page-header";
import { FundraiserMeter } from "../features/store-window/fundraiser-meter";
import { ContentSections } from "../features/content/content-sections";
import { t } from "../i18n/t";
import { findHomePage, loadContentPage } from "../lib/content.server";
import { pageMeta, shellFrom } from "../lib/seo";
import { useShell } from "../lib/use-shell";

export async function loader({ context }: Route.LoaderArgs) {
  const home = findHomePage(context);
  return {
    page: home ? await loadContentPage(context, home) : null,
    fundraiser: await context.fundraiserProgress(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("shell.home"),
    description: loaderData?.page?.description ?? undefined,
    path: "/",
    shell: shellFrom(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const { page } = loaderData;
  return (
    <>
      <PageHeader title={page?.title ?? shell.storeName} crumbs={[{ label: t("shell.home") }]} />
      {loaderData.fundraiser && <FundraiserMeter progress={loaderData.fundraiser} />}
      {page && <ContentSections sections={page.sections} dir={shell.dir} />}
    </>
  );
}
