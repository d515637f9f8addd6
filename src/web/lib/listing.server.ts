// Builds a product listing (lib/listing.ts) from the request URL with core's listing state: the
// products of the current page (rendered on the server, no spinner on first paint), the filter
// panel, and the link of every change, each resetting to page 1 (spec §4).
import {
  PAGE_SIZES,
  SORT_KEYS,
  changeListingOptions,
  listingSkip,
  listingStateFromSearch,
  listingStateToSearch,
  productsQueryFor,
  resetListingFilters,
  setListingFilter,
  type ListingState,
} from "~core/catalog/listing-state";
import type { WebLoadContext } from "~server/context";
import type { CategoryNode } from "./categories";
import type { CategoryLink, ListingView } from "./listing";
import { sharedView } from "../document/shared-views.server";
import type { PackedView } from "./packed-view";
import { pageUrl } from "./page-url.server";
import { paginationItems } from "./pagination";
import { toProductCard } from "./product-card.server";

const TAGS = ["New", "Featured", "Best Seller"] as const;

export interface ListingOptions {
  /** A category fixed by the page's path (/category/…, /shop/…, a product page); else the query's filter_category. */
  fixedCategory?: string;
  /** Where the sidebar's category links go on a page with a fixed category ("/category" or "/shop"). */
  categoryPathPrefix?: string;
}

/**
 * The listing's view, shared by requests for the same listing while the store is unchanged
 * (StoreCatalog.remember), packed as JSON text for each request (decision 0058).
 */
export function loadListing(
  context: WebLoadContext,
  request: Request,
  options: ListingOptions = {},
): Promise<PackedView<ListingView>> {
  const url = pageUrl(request);
  const { fixedCategory, categoryPathPrefix = "/category" } = options;
  const fromUrl = listingStateFromSearch(url.searchParams);
  const state: ListingState = fixedCategory
    ? { ...setListingFilter(fromUrl, "category", fixedCategory), page: fromUrl.page }
    : fromUrl;
  return sharedView(
    context,
    "listing",
    { path: url.pathname, categoryPathPrefix, fixedCategory: fixedCategory ?? "", state: JSON.stringify(state) },
    (viewContext) => listing(viewContext, url, state, fixedCategory, categoryPathPrefix),
  );
}

async function listing(
  context: WebLoadContext,
  url: URL,
  state: ListingState,
  fixedCategory: string | undefined,
  categoryPathPrefix: string,
): Promise<ListingView> {
  const queryOf = (next: ListingState) =>
    listingStateToSearch(fixedCategory ? { ...next, filters: { ...next.filters, category: undefined } } : next);
  const hrefOf = (next: ListingState) => {
    const query = queryOf(next);
    return query ? `${url.pathname}?${query}` : url.pathname;
  };

  const hideFilters = context.store.data.storeSpecificFeatures.hideCatalogFilter;
  const [list, filters] = await Promise.all([
    context.catalog.listProducts(productsQueryFor(state)),
    hideFilters ? Promise.resolve(null) : context.catalog.getFilters(),
  ]);
  const totalCount = list.totalCount ?? list.items.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / state.limit));
  const pageHref = (page: number) => hrefOf(changeListingOptions(state, { page }));

  const categoryHref = (id: string | undefined) => {
    if (!fixedCategory) return hrefOf(setListingFilter(state, "category", id));
    const rest = queryOf({ ...state, page: 1 });
    const path = id ? `${categoryPathPrefix}/${id}` : "/shop";
    return rest ? `${path}?${rest}` : path;
  };
  const categoryLinks = (nodes: CategoryNode[]): CategoryLink[] =>
    nodes.map((node) => ({
      id: node.id,
      name: node.name,
      href: categoryHref(node.id),
      active: state.filters.category === node.id,
      subCategory: categoryLinks(node.subCategory),
    }));
  const toggled = (values: string[] | undefined, value: string) =>
    values?.includes(value) ? values.filter((v) => v !== value) : [...(values ?? []), value];

  const ceiling = filters ? Math.max(1, Math.ceil(filters.price.max)) : 0;
  return {
    products: list.items.map(toProductCard),
    totalCount,
    page: state.page,
    pageCount,
    limit: state.limit,
    skip: listingSkip(state),
    search: state.search ?? null,
    query: queryOf(state),
    pagination: {
      previous: state.page > 1 ? pageHref(Math.min(state.page - 1, pageCount)) : null,
      next: state.page < pageCount ? pageHref(state.page + 1) : null,
      items: paginationItems(Math.min(state.page, pageCount), pageCount).map((item) =>
        typeof item === "number"
          ? { kind: "page", page: item, href: pageHref(item), current: item === state.page }
          : { kind: "gap", key: item },
      ),
    },
    sortOptions: [undefined, ...SORT_KEYS].map((key) => ({
      key: key ?? "",
      href: hrefOf(changeListingOptions(state, { sort: key })),
      selected: state.sort === key,
    })),
    limitOptions: PAGE_SIZES.map((limit) => ({
      limit,
      href: hrefOf(changeListingOptions(state, { limit })),
      selected: state.limit === limit,
    })),
    resetHref: hrefOf(resetListingFilters(state)),
    startOverHref: hrefOf({ ...resetListingFilters(state), search: undefined }),
    filters: filters && {
      categories: categoryLinks(filters.categories),
      allCategoriesHref: categoryHref(undefined),
      colors: filters.colors.map((color) => ({
        name: color.colorName,
        hex: color.hex,
        href: hrefOf(setListingFilter(state, "color", toggled(state.filters.color, color.colorName))),
        checked: state.filters.color?.includes(color.colorName) ?? false,
      })),
      price: {
        ceiling,
        min: state.filters.price?.min ?? 0,
        max: Math.min(state.filters.price?.max ?? ceiling, ceiling),
        active: state.filters.price !== undefined,
      },
      tags: TAGS.map((tag) => ({
        label: tag,
        href: hrefOf(setListingFilter(state, "tag", toggled(state.filters.tag, tag))),
        checked: state.filters.tag?.includes(tag) ?? false,
      })),
    },
  };
}
