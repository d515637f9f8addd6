// The shopper-facing catalogue of one store: the products-store listing, a product by slug or id, and
// the filter sidebar's data (spec §7). The API routes and the SSR loaders (through createStoreCatalog)
// both call these functions, so a page and the API can never disagree.
import type { Kysely } from "kysely";
import type { ProductFilter, ProductsQuery } from "~core/catalog/listing-query.schema";
import { type ProductData, ProductDataSchema } from "~core/entities/product.schema";
import type { DB } from "~server/db/schema";
import { invalid } from "~server/http/errors";
import {
  type CategoryRow,
  type ListingOrder,
  type ProductRow,
  countListing,
  selectActiveProductById,
  selectActiveProductBySlug,
  selectActiveProductsByIds,
  selectCategories,
  selectListingPage,
  selectMatchingCategoryIds,
  selectMatchingColors,
  selectPriceBounds,
  selectTags,
} from "./catalog.repository";
import type { CategoryNode, FilterFacets, ProductItem, ProductList, StoreCatalog, StoreFilters } from "./catalog.types";

const PRODUCT_FIELDS = Object.keys(ProductDataSchema.shape);
/** The order in which the sidebar offers the tags (spec §2: New, Featured, Best Seller). */
const TAG_ORDER = ["New", "Featured", "Best Seller"] as const;

/**
 * Checks an include list (spec §7: product fields, top-level or dotted such as productData.productName)
 * and returns it, so an unknown field is a 400 naming it rather than a silently empty product.
 */
export function requireIncludeFields(include: readonly string[] | undefined): string[] | undefined {
  if (include === undefined || include.length === 0) return undefined;
  for (const field of include) {
    const top = field.split(".")[0] ?? "";
    if (!PRODUCT_FIELDS.includes(top) || field.split(".").some((part) => part === "")) {
      const message = `unknown product field "${field}" (known: ${PRODUCT_FIELDS.join(", ")})`;
      throw invalid(`include: ${message}`, [{ path: "include", message }]);
    }
  }
  return [...include];
}

/** The document reduced to the named fields, each at its own path; absent fields are left out. */
export function projectProduct(data: ProductData, include: readonly string[] | undefined): ProductData {
  if (include === undefined) return data;
  const out: Record<string, unknown> = {};
  for (const field of include) {
    const path = field.split(".");
    let source: unknown = data;
    for (const key of path) {
      source =
        typeof source === "object" && source !== null && !Array.isArray(source)
          ? (source as Record<string, unknown>)[key]
          : undefined;
    }
    if (source === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = (typeof next === "object" && next !== null ? next : (target[key] = {})) as Record<string, unknown>;
    }
    target[path[path.length - 1] as string] = source;
  }
  // A projection is by definition a part of the document; callers asked for exactly these fields.
  return out as ProductData;
}

/**
 * What one process keeps of one state of a store's catalogue: its filter sidebar and its parsed
 * product documents. `version` is the store's write stamp (TenantStore.version), which every product
 * write moves forward (stores.repository touchStore), so a change made by any process starts a new
 * state on the next request. Cached documents are frozen: readers share them.
 */
interface StoreReadCache {
  version: string;
  filters?: Promise<StoreFilters>;
  documents: Map<string, ProductData>;
}

/** More stores than any one process serves; past it the oldest entry makes room. */
const STORES_CACHED = 1_000;
/** Parsed documents kept per store (the demo stores hold under 200 products). */
const DOCUMENTS_PER_STORE = 500;
/** One cache per database (tests open several in one process). */
const readCaches = new WeakMap<Kysely<DB>, Map<string, StoreReadCache>>();

function readCacheFor(db: Kysely<DB>, storeId: string, version: string | undefined): StoreReadCache | undefined {
  if (version === undefined) return undefined;
  let stores = readCaches.get(db);
  if (!stores) readCaches.set(db, (stores = new Map()));
  let entry = stores.get(storeId);
  if (entry?.version !== version) {
    if (!entry && stores.size >= STORES_CACHED) stores.delete(stores.keys().next().value as string);
    entry = { version, documents: new Map() };
    stores.set(storeId, entry);
  }
  return entry;
}

/** Views kept across all stores of one database (loader data of pages, tens of KB each). */
export const VIEWS_CACHED = 500;
const viewCaches = new WeakMap<Kysely<DB>, Map<string, Promise<unknown>>>();

/**
 * StoreCatalog.remember: the view of `key` in this state of the store (`version`), computed once and
 * shared. A state's views go out of use when the store is written (the next request carries a new
 * version) and make room for others as the least recently used; a failed computation (a thrown
 * redirect too) is not kept. Without a version the view is computed afresh.
 */
export function rememberView<T>(
  db: Kysely<DB>,
  version: string | undefined,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (version === undefined) return compute();
  let views = viewCaches.get(db);
  if (!views) viewCaches.set(db, (views = new Map()));
  const id = `${version}\n${key}`;
  const hit = views.get(id) as Promise<T> | undefined;
  if (hit) {
    views.delete(id);
    views.set(id, hit);
    return hit;
  }
  const view = compute().then(deepFreeze);
  view.catch(() => {
    if (views.get(id) === view) views.delete(id);
  });
  if (views.size >= VIEWS_CACHED) views.delete(views.keys().next().value as string);
  views.set(id, view);
  return view;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function readDocument(row: ProductRow, cache: StoreReadCache | undefined): ProductData {
  const hit = cache?.documents.get(row.id);
  if (hit) return hit;
  // Documents were validated (and defaults filled) on the way in, so they are read back as is.
  const data = JSON.parse(row.data) as ProductData;
  if (!cache) return data;
  if (cache.documents.size >= DOCUMENTS_PER_STORE)
    cache.documents.delete(cache.documents.keys().next().value as string);
  cache.documents.set(row.id, deepFreeze(data));
  return data;
}

function toProductItem(row: ProductRow, include: readonly string[] | undefined, cache?: StoreReadCache): ProductItem {
  return { id: row.id, data: projectProduct(readDocument(row, cache), include) };
}

function listingOrder(sort: ProductsQuery["sort"]): ListingOrder {
  if (sort === undefined) return { by: "default", desc: false };
  return { by: sort.selector === "minimumPartPrice" ? "price" : "name", desc: sort.desc };
}

export async function listProducts(
  db: Kysely<DB>,
  storeId: string,
  query: ProductsQuery,
  cache?: StoreReadCache,
): Promise<ProductList> {
  const include = requireIncludeFields(query.include);
  // One query after another: SQLite serialises them anyway, and on PostgreSQL one request then holds
  // one pooled connection at a time, so a burst of requests cannot drain the pool.
  const rows = await selectListingPage(db, storeId, {
    filters: query.filters,
    order: listingOrder(query.sort),
    skip: query.skip,
    take: query.take,
  });
  const totalCount = query.requireTotalCount ? await countListing(db, storeId, query.filters) : undefined;
  const filters = query.includeFilters ? await getStoreFilters(db, storeId) : undefined;
  const list: ProductList = { items: rows.map((row) => toProductItem(row, include, cache)) };
  if (totalCount !== undefined) list.totalCount = totalCount;
  if (filters !== undefined) list.filters = filters;
  return list;
}

export async function findProductBySlug(
  db: Kysely<DB>,
  storeId: string,
  slug: string,
  include?: readonly string[],
  cache?: StoreReadCache,
): Promise<ProductItem | undefined> {
  const fields = requireIncludeFields(include);
  const row = await selectActiveProductBySlug(db, storeId, slug);
  return row && toProductItem(row, fields, cache);
}

export async function findProductById(
  db: Kysely<DB>,
  storeId: string,
  id: string,
  include?: readonly string[],
  cache?: StoreReadCache,
): Promise<ProductItem | undefined> {
  const fields = requireIncludeFields(include);
  const row = await selectActiveProductById(db, storeId, id);
  return row && toProductItem(row, fields, cache);
}

/**
 * One whole active product as the API answers it (`{"id":…,"data":…}`), written from the stored text
 * of its document. Documents are stored as JSON.stringify wrote them (products.repository), and
 * parsing and writing that text again gives the same text, so the document is neither parsed nor
 * serialised on the way out.
 */
export async function findProductJson(
  db: Kysely<DB>,
  storeId: string,
  by: { slug: string } | { id: string },
): Promise<string | undefined> {
  const row =
    "slug" in by
      ? await selectActiveProductBySlug(db, storeId, by.slug)
      : await selectActiveProductById(db, storeId, by.id);
  return row && `{"id":${JSON.stringify(row.id)},"data":${row.data}}`;
}

/** Whole documents of the store's active products with these ids (for pricing); absent ids are left out. */
export async function findActiveProductsByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, ProductData>> {
  const rows = await selectActiveProductsByIds(db, storeId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, JSON.parse(row.data) as ProductData]));
}

/** Categories as a tree in sort order; a category whose parent is missing becomes a root. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, url: row.id, subCategory: [] } as CategoryNode]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.subCategory : roots).push(node);
  }
  return roots;
}

async function findColors(db: Kysely<DB>, storeId: string, filters: readonly ProductFilter[]) {
  const carriers = await selectMatchingColors(db, storeId, filters);
  const documents = await findActiveProductsByIds(
    db,
    storeId,
    carriers.map((c) => c.productId),
  );
  return carriers.map(({ colorName, productId }) => ({
    colorName,
    hex: documents.get(productId)?.productData.colors.find((c) => c.colorName === colorName)?.hex ?? "#000000",
  }));
}

/** The filter sidebar of the whole store: every category, the colours and tags in use, the price range. */
export async function getStoreFilters(db: Kysely<DB>, storeId: string): Promise<StoreFilters> {
  const categories = buildCategoryTree(await selectCategories(db, storeId));
  const colors = await findColors(db, storeId, []);
  const bounds = await selectPriceBounds(db, storeId);
  const tags = await selectTags(db, storeId);
  return {
    categories,
    colors,
    price: bounds ? { min: bounds.min / 100, max: bounds.max / 100 } : { min: 0, max: 0 },
    tags: TAG_ORDER.filter((tag) => tags.includes(tag)),
  };
}

/** The categories and colours that still hold products once these filters apply (spec §7 filter-products). */
export async function getFilterFacets(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
): Promise<FilterFacets> {
  const categories = await selectCategories(db, storeId);
  const present = new Set(await selectMatchingCategoryIds(db, storeId, filters));
  const colors = await findColors(db, storeId, filters);
  return { categories: buildCategoryTree(categories.filter((c) => present.has(c.id))), colors };
}

/**
 * The store's filter sidebar, computed once per state of its catalogue (see StoreReadCache); without
 * a version it is computed afresh. A failed computation is not kept: the next request tries again.
 */
export function cachedStoreFilters(db: Kysely<DB>, storeId: string, version: string | undefined) {
  const cache = readCacheFor(db, storeId, version);
  if (!cache) return getStoreFilters(db, storeId);
  if (!cache.filters) {
    const filters = getStoreFilters(db, storeId).then(deepFreeze);
    filters.catch(() => {
      if (cache.filters === filters) delete cache.filters;
    });
    cache.filters = filters;
  }
  return cache.filters;
}

/**
 * The catalogue bound to one store, as SSR loaders receive it in their context. With the store's
 * version, the filter sidebar and parsed product documents are shared until the catalogue changes;
 * without one, the sidebar is still computed once per request (the shell and the listing both ask).
 */
export function createStoreCatalog(db: Kysely<DB>, storeId: string, version?: string): StoreCatalog {
  let filters: Promise<StoreFilters> | undefined;
  const cache = () => readCacheFor(db, storeId, version);
  return {
    listProducts: (query) => listProducts(db, storeId, query, cache()),
    findProductBySlug: (slug, include) => findProductBySlug(db, storeId, slug, include, cache()),
    findProductById: (id, include) => findProductById(db, storeId, id, include, cache()),
    getFilters: () => (filters ??= cachedStoreFilters(db, storeId, version)),
    getFilterFacets: (filters) => getFilterFacets(db, storeId, filters),
    remember: (key, compute) => rememberView(db, version, key, compute),
  };
}
