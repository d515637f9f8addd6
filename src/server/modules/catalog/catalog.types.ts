// The catalogue as SSR loaders see it: bound to the request's store, so a loader can never ask for
// another store's products. The API routes of spec §7 and the loaders share one implementation
// (catalog.service.ts); these are its shapes.
import type { ProductFilter, ProductsQuery } from "~core/catalog/listing-query.schema";
import type { ProductCardFields } from "~core/catalog/card-fields";
import type { ProductData } from "~core/entities/product.schema";

export interface ProductItem {
  id: string;
  /** The product document; projected to the requested fields when the query names `include`. */
  data: ProductData;
}

export interface ProductList {
  items: ProductItem[];
  /** Present when the query asked for requireTotalCount. */
  totalCount?: number;
  /** True when totalCount is an estimate (a filter with more than a few thousand products, decision 0099). */
  totalCountEstimated?: true;
  /** Present when the query asked for includeFilters: the store's whole filter sidebar. */
  filters?: StoreFilters;
}

/** A category as spec §7's filters call names it: name, url (path id) and its sub-categories. */
export interface CategoryNode {
  id: string;
  name: string;
  url: string;
  subCategory: CategoryNode[];
}

export interface StoreFilters {
  categories: CategoryNode[];
  colors: { colorName: string; hex: string }[];
  /** Bounds of minimumPartPrice over the store's active products, decimal units. */
  price: { min: number; max: number };
  tags: ("Best Seller" | "New" | "Featured")[];
}

/** What is left to pick once a set of filters applies (spec §7 filter-products). */
export interface FilterFacets {
  categories: CategoryNode[];
  colors: { colorName: string; hex: string }[];
}

/** A listing page asked for as cards: filters, order and paging (no count, sidebar or projection). */
export type CardsQuery = Pick<ProductsQuery, "filters" | "sort" | "skip" | "take">;

export interface StoreCatalog {
  listProducts(query: ProductsQuery): Promise<ProductList>;
  /** The listing as card fields, from the columns kept beside the documents (no document is parsed). */
  listProductCards(query: CardsQuery): Promise<ProductCardFields[]>;
  /** Active products only; `include` projects the document as in listProducts. */
  findProductBySlug(slug: string, include?: readonly string[]): Promise<ProductItem | undefined>;
  findProductById(id: string, include?: readonly string[]): Promise<ProductItem | undefined>;
  getFilters(): Promise<StoreFilters>;
  /** The category tree of getFilters, without computing the rest of the sidebar when it is not known yet. */
  getCategories(): Promise<CategoryNode[]>;
  /** Categories and colours still holding products under these filters. */
  getFilterFacets?(filters: readonly ProductFilter[]): Promise<FilterFacets>;
  /**
   * A view computed from this state of the store alone (its document and catalogue) and the key,
   * such as a page's loader data: computed once per state and key, then shared (frozen) by every
   * request that asks while the state lasts. The key must name everything else the view depends on.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}
