// The catalogue listing's state (page, page size, sort, search, filters), its mirror in the page's
// query string, and the products call it becomes (spec §4 Catalogue, §7). The URL form is canonical:
// parsing a URL this module wrote gives back the same state, and writing that state gives the same URL.
import { DEFAULT_TAKE, type ProductFilter, type ProductsQuery, type ProductsSort } from "./listing-query.schema";

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = DEFAULT_TAKE;

export const SORT_KEYS = ["price_asc", "price_desc", "name_asc", "name_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** How each filter is written in the URL: comma list (check, color), 'min-max' (range), one slug (radio). */
export const LISTING_FILTERS = {
  brand: "check",
  category: "radio",
  color: "color",
  price: "range",
  tag: "check",
} as const;
export type ListingFilterSlug = keyof typeof LISTING_FILTERS;

export interface PriceRange {
  /** Decimal currency units; prices above min and up to max match. */
  min: number;
  max: number;
}

export interface ListingFilters {
  brand?: string[];
  /** Category path id ("tops/t-shirts"); the server also matches its sub-categories. */
  category?: string;
  color?: string[];
  price?: PriceRange;
  /** Product tags: Best Seller, New, Featured. */
  tag?: string[];
}

export interface ListingState {
  page: number;
  limit: PageSize;
  sort: SortKey | undefined;
  search: string | undefined;
  filters: ListingFilters;
}

export function defaultListingState(): ListingState {
  return { page: 1, limit: DEFAULT_PAGE_SIZE, sort: undefined, search: undefined, filters: {} };
}

const SLUGS = Object.keys(LISTING_FILTERS).sort() as ListingFilterSlug[];
const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);
const isSortKey = (value: string | null): value is SortKey => (SORT_KEYS as readonly (string | null)[]).includes(value);

function cleanList(values: readonly string[] | undefined): string[] | undefined {
  const kept = [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ""))];
  return kept.length === 0 ? undefined : kept;
}

// A range is written as "min-max", so only amounts that print as plain decimals can round-trip.
const PLAIN_AMOUNT = /^\d+(\.\d+)?$/;
function cleanRange(range: PriceRange | undefined): PriceRange | undefined {
  if (range === undefined) return undefined;
  const { min, max } = range;
  const plain = [min, max].every((amount) => Number.isFinite(amount) && PLAIN_AMOUNT.test(String(amount)));
  return plain && max > 0 && min <= max ? { min, max } : undefined;
}

/** The state with blank, duplicate and impossible values removed: the form every function returns. */
export function normalizeListingState(state: ListingState): ListingState {
  const search = state.search?.trim();
  const category = state.filters.category?.trim();
  const filters: ListingFilters = {};
  const brand = cleanList(state.filters.brand);
  const color = cleanList(state.filters.color);
  const tag = cleanList(state.filters.tag);
  const price = cleanRange(state.filters.price);
  if (brand) filters.brand = brand;
  if (category) filters.category = category;
  if (color) filters.color = color;
  if (price) filters.price = price;
  if (tag) filters.tag = tag;
  return {
    page: Number.isInteger(state.page) && state.page >= 1 ? state.page : 1,
    limit: isPageSize(state.limit) ? state.limit : DEFAULT_PAGE_SIZE,
    sort: isSortKey(state.sort ?? null) ? state.sort : undefined,
    search: search ? search : undefined,
    filters,
  };
}

// List values are joined with commas, so a comma (and the escape character) inside a value is escaped.
const escapeListValue = (value: string) => value.replace(/%/g, "%25").replace(/,/g, "%2C");
const unescapeListValue = (value: string) =>
  value.replace(/%(25|2C)/gi, (_, code: string) => (code === "25" ? "%" : ","));

function writeFilter(slug: ListingFilterSlug, filters: ListingFilters): string | undefined {
  switch (LISTING_FILTERS[slug]) {
    case "range":
      return filters.price && `${filters.price.min}-${filters.price.max}`;
    case "radio":
      return filters.category;
    default: {
      const values = filters[slug as "brand" | "color" | "tag"];
      return values?.map(escapeListValue).join(",");
    }
  }
}

/** The state as the page's query string (no leading "?"); page 1 and the default page size are left out. */
export function listingStateToSearch(state: ListingState): string {
  const clean = normalizeListingState(state);
  const params = new URLSearchParams();
  if (clean.page > 1) params.set("page", String(clean.page));
  if (clean.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(clean.limit));
  if (clean.sort) params.set("sort", clean.sort);
  if (clean.search) params.set("search", clean.search);
  for (const slug of SLUGS) {
    const written = writeFilter(slug, clean.filters);
    if (written !== undefined) params.set(`filter_${slug}`, written);
  }
  return params.toString();
}

/** The state a query string describes; anything unreadable falls back to its default. */
export function listingStateFromSearch(search: string | URLSearchParams): ListingState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = Number(params.get("page") ?? "1");
  const limit = Number(params.get("limit") ?? DEFAULT_PAGE_SIZE);
  const sort = params.get("sort");
  const list = (slug: ListingFilterSlug) => params.get(`filter_${slug}`)?.split(",").map(unescapeListValue);
  const range = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(params.get("filter_price") ?? "");
  const filters: ListingFilters = {
    brand: list("brand"),
    category: params.get("filter_category") ?? undefined,
    color: list("color"),
    price: range ? { min: Number(range[1]), max: Number(range[2]) } : undefined,
    tag: list("tag"),
  };
  return normalizeListingState({
    page,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
    sort: isSortKey(sort) ? sort : undefined,
    search: params.get("search") ?? undefined,
    filters,
  });
}

/**
 * Changes page, page size, sort or search. Any change other than the page itself starts again
 * at page 1, because the old page number means nothing in the new result (spec §4).
 */
export function changeListingOptions(
  state: ListingState,
  change: Partial<Pick<ListingState, "page" | "limit" | "sort" | "search">>,
): ListingState {
  const onlyPage = Object.keys(change).every((key) => key === "page");
  return normalizeListingState({ ...state, ...change, page: onlyPage ? (change.page ?? state.page) : 1 });
}

/** Sets (or with undefined clears) one filter, going back to page 1. */
export function setListingFilter<S extends ListingFilterSlug>(
  state: ListingState,
  slug: S,
  value: ListingFilters[S] | undefined,
): ListingState {
  return normalizeListingState({ ...state, page: 1, filters: { ...state.filters, [slug]: value } });
}

/** Reset: clears categories, colours, price and every other filter, back to page 1; search and sort stay. */
export function resetListingFilters(state: ListingState): ListingState {
  return normalizeListingState({ ...state, page: 1, filters: {} });
}

/** Number of products before the current page: (page − 1) × limit. */
export function listingSkip(state: ListingState): number {
  return (state.page - 1) * state.limit;
}

const SORTS: Record<SortKey, ProductsSort> = {
  price_asc: { selector: "minimumPartPrice", desc: false },
  price_desc: { selector: "minimumPartPrice", desc: true },
  name_asc: { selector: "productName", desc: false },
  name_desc: { selector: "productName", desc: true },
};

/** The products call for a listing state; only active products are listed. */
export function productsQueryFor(state: ListingState): ProductsQuery {
  const clean = normalizeListingState(state);
  const { brand, category, color, price, tag } = clean.filters;
  const filters: ProductFilter[] = [{ key: "activeProduct", operation: "equal", value: true }];
  if (category) filters.push({ key: "selectedCategories", operation: "equal", value: category });
  if (brand) filters.push({ key: "productBrand", operation: "contains", values: brand });
  if (color) filters.push({ key: "colors", operation: "contains", values: color });
  if (price) {
    filters.push({ key: "minimumPartPrice", operation: "gt", value: price.min });
    filters.push({ key: "minimumPartPrice", operation: "lte", value: price.max });
  }
  if (tag) filters.push({ key: "productOptions.featuredProduct", operation: "contains", values: tag });
  if (clean.search) filters.push({ key: "productName", operation: "contains", value: clean.search });
  return {
    skip: listingSkip(clean),
    take: clean.limit,
    requireTotalCount: true,
    includeFilters: false,
    include: undefined,
    sort: clean.sort === undefined ? undefined : SORTS[clean.sort],
    filters,
  };
}
