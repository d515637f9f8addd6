// The catalogue (spec §2): /shop, /shop/:categorySlug(/:subCategorySlug) and /shop?search=. The server
// renders the first page with its products; every change is a link to the next URL. On a locked
// private store the server redirects before this runs, and the catalogue refuses as well.
import { redirect } from "react-router";
import { memo } from "react";
import type { Route } from "./+types/shop";
import { PageHeader } from "../components/page-header";
import { ListingView } from "../features/catalog/listing-view";
import { t } from "../i18n/t";
import { findCategoryFor, flattenCategories } from "../lib/categories";
import { loadListing } from "../lib/listing.server";
import { unpackView } from "../lib/packed-view";
import { pageUrl } from "../lib/page-url.server";
import { pageMeta, shellFrom } from "../lib/seo";
import { loadCategories } from "../lib/shell.server";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { categorySlug, subCategorySlug } = params;
  let category: { id: string; name: string } | undefined;
  if (categorySlug) {
    const categories = flattenCategories(await loadCategories(context));
    const id = subCategorySlug ? `${categorySlug}/${subCategorySlug}` : categorySlug;
    category = categories.find((c) => c.id === id) ?? findCategoryFor(id, undefined, categories);
    if (!category) throw redirect("/");
  }
  const listing = await loadListing(context, request, { fixedCategory: category?.id, categoryPathPrefix: "/shop" });
  return {
    listing,
    category: category ? { id: category.id, name: category.name } : null,
    path: pageUrl(request).pathname,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({ title: t("catalog.shopTitle"), path: loaderData?.path ?? "/shop", shell: shellFrom(matches) });
}

// Memoized on the loader data: React Router re-renders route components on every change of its state,
// such as the routes lazy discovery patches in after hydration (see root.tsx, StoreApp).
export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopView loaderData={loaderData} />;
}

const ShopView = memo(function ShopView({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { category } = loaderData;
  const listing = unpackView(loaderData.listing);
  const title = listing.search
    ? t("catalog.searchResults", { text: listing.search })
    : (category?.name ?? t("catalog.shop"));
  const crumbs = [
    { label: t("shell.home"), href: "/" },
    { label: t("catalog.shop"), href: "/shop" },
    ...(category ? [{ label: category.name }] : []),
  ];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <ListingView listing={listing} />
    </>
  );
});
