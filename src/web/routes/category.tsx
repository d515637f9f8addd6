// Category pages (spec §2): /category{url} for navigation entries marked as product pages, and
// /category/:categorySlug/:subCategorySlug?. Breadcrumb Home > Shop > category; the header is the
// category name or 'category/subcategory'; content sections only without a sub-category; the
// listing is hidden when the matching content page has shopHidden, unless a sub-category is present.
import { redirect } from "react-router";
import { memo } from "react";
import type { Route } from "./+types/category";
import { PageHeader } from "../components/page-header";
import { ListingView } from "../features/catalog/listing-view";
import { ContentSections } from "../features/content/content-sections";
import { t } from "../i18n/t";
import { categoryForPage, findCategoryFor, flattenCategories } from "../lib/categories";
import { loadContentPage } from "../lib/content.server";
import { loadListing } from "../lib/listing.server";
import { unpackView } from "../lib/packed-view";
import { pageUrl } from "../lib/page-url.server";
import { pageMeta, shellFrom } from "../lib/seo";
import { loadCategories } from "../lib/shell.server";
import { useShell } from "../lib/use-shell";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { categorySlug, subCategorySlug } = params;
  const categories = flattenCategories(await loadCategories(context));
  const id = subCategorySlug ? `${categorySlug}/${subCategorySlug}` : categorySlug;
  const category =
    categories.find((c) => c.id === id) ??
    (subCategorySlug ? undefined : findCategoryFor(categorySlug, undefined, categories));
  if (!category) throw redirect("/");
  const parent = subCategorySlug ? categories.find((c) => c.id === categorySlug) : undefined;
  const heading = parent ? `${parent.name}/${category.name}` : category.name;

  const entry = context.store.data.contentManagement.find(
    (page) =>
      page.url.replace(/^\/+/, "").toLowerCase() === categorySlug.toLowerCase() ||
      (page.productPage && categoryForPage(page, categories)?.id === category.id),
  );
  const showListing = Boolean(subCategorySlug) || !entry?.shopHidden;
  const [page, listing] = await Promise.all([
    entry && !subCategorySlug ? loadContentPage(context, entry) : null,
    showListing ? loadListing(context, request, { fixedCategory: category.id, categoryPathPrefix: "/category" }) : null,
  ]);
  return {
    heading,
    path: pageUrl(request).pathname,
    page,
    listing,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.heading ?? "",
    description: (loaderData?.page && unpackView(loaderData.page).description) ?? undefined,
    path: loaderData?.path ?? "/",
    shell: shellFrom(matches),
  });
}

// Memoized on the loader data: React Router re-renders route components on every change of its state,
// such as the routes lazy discovery patches in after hydration (see root.tsx, StoreApp).
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryPageView loaderData={loaderData} />;
}

const CategoryPageView = memo(function CategoryPageView({
  loaderData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
}) {
  const { heading, listing } = loaderData;
  const sections = loaderData.page ? unpackView(loaderData.page).sections : [];
  const { dir } = useShell();
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[
          { label: t("shell.home"), href: "/" },
          { label: t("catalog.shop"), href: "/shop" },
          { label: heading },
        ]}
      />
      {sections.length > 0 && (
        <div className="mb-10">
          <ContentSections sections={sections} dir={dir} />
        </div>
      )}
      {listing && <ListingView listing={unpackView(listing)} />}
    </>
  );
});
