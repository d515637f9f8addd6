// A product listing as the catalogue page renders it (spec §2 Catalogue). Every link that changes the
// listing is computed on the server from core's listing state, so the browser bundle carries no
// query grammar (and no zod); only the price slider derives its URL in the browser, loading core's
// listing-state module when the visitor first moves it.
import type { ProductCardData } from "./product-card";
import type { PageLinks } from "./pagination";

export interface CategoryLink {
  id: string;
  name: string;
  href: string;
  active: boolean;
  subCategory: CategoryLink[];
}

export interface FilterPanel {
  categories: CategoryLink[];
  allCategoriesHref: string;
  colors: { name: string; hex: string; href: string; checked: boolean }[];
  /** Slider bounds (lower bound 0: only prices above 0 match) and the current range. */
  price: { ceiling: number; min: number; max: number; active: boolean };
  tags: { label: string; href: string; checked: boolean }[];
}

export interface ListingView {
  products: ProductCardData[];
  totalCount: number;
  page: number;
  pageCount: number;
  limit: number;
  skip: number;
  search: string | null;
  /** The listing's query string without "?" (the category of a category page lives in its path). */
  query: string;
  pagination: PageLinks;
  sortOptions: { key: string; href: string; selected: boolean }[];
  limitOptions: { limit: number; href: string; selected: boolean }[];
  /** Clears every filter, back to page 1; search and sort stay. */
  resetHref: string;
  /** The empty state's reset: no filters and no search term either (a search alone can find nothing). */
  startOverHref: string;
  /** Null when the store hides the catalogue filter (hideCatalogFilter). */
  filters: FilterPanel | null;
}
