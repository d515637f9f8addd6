// The comparison page (spec §2): /shop/compare, header 'Comparison', title 'Compare Products Page'.
import type { Route } from "./+types/compare";
import { PageHeader } from "../components/page-header";
import { CompareView } from "../features/compare/compare-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("compare.title"), path: "/shop/compare", shell: shellFrom(matches), noindex: true });
}

export default function ComparePage() {
  return (
    <>
      <PageHeader
        title={t("compare.header")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("compare.header") }]}
      />
      <CompareView />
    </>
  );
}
