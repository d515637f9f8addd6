import { memo } from "react";
import type { Route } from "./+types/home";
import { PageHeader } from "../components/page-header";
import { FundraiserMeter } from "../features/store-window/fundraiser-meter";
import { ContentSections } from "../features/content/content-sections";
import { t } from "../i18n/t";
import { findHomePage, loadContentPage } from "../lib/content.server";
import { unpackView } from "../lib/packed-view";
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
    description: (loaderData?.page && unpackView(loaderData.page).description) ?? undefined,
    path: "/",
    shell: shellFrom(matches),
  });
}

// Memoized on the loader data: React Router re-renders route components on every change of its state,
// such as the routes lazy discovery patches in after hydration (see root.tsx, StoreApp).
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView loaderData={loaderData} />;
}

const HomeView = memo(function HomeView({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const shell = useShell();
  const page = loaderData.page && unpackView(loaderData.page);
  return (
    <>
      <PageHeader
        title={page?.title ?? shell.storeName}
        titleLang={shell.contentLang}
        crumbs={[{ label: t("shell.home") }]}
      />
      {loaderData.fundraiser && <FundraiserMeter progress={loaderData.fundraiser} />}
      {page && <ContentSections sections={page.sections} dir={shell.dir} />}
    </>
  );
});
