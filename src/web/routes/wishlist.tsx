// The wish list page (spec §2): /shop/wishlist, kept in the browser.
import type { Route } from "./+types/wishlist";
import { PageHeader } from "../components/page-header";
import { WishlistView } from "../features/wishlist/wishlist-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("wishlist.title"), path: "/shop/wishlist", shell: shellFrom(matches), noindex: true });
}

export default function WishlistPage() {
  return (
    <>
      <PageHeader
        title={t("wishlist.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("wishlist.title") }]}
      />
      <WishlistView />
    </>
  );
}
