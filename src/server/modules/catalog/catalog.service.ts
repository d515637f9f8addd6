// The shopper-facing catalogue of one store: the products-store listing, a product by slug or id, and
// the filter sidebar's data (spec §7). The API routes and the SSR loaders (through createStoreCatalog)
// both call these functions, so a page and the API can never disagree.
import type { Kysely } from "kysely";
import type { ProductCardFields } from "~core/catalog/card-fields";
import type { ProductFilter, ProductsQuery } from "~core/catalog/listing-query.schema";
import { type ProductData, ProductDataSchema } from "~core/entities/product.schema";
import type { DB } from "~server/db/schema";
import {
  type ByteCache,
  createByteCache,
  estimateBytes,
  PARSED_BYTES_PER_JSON_BYTE,
  stringBytes,
} from "~server/memory-caches";
import { fromCents } from "~core/money";
import { invalid } from "~server/http/errors";
import {
  type CategoryRow,
  type ListingOrder,
  type ProductRow,
  countListing,
  type ListingCount,
  selectActiveProductById,
  selectActiveProductBySlug,
  selectActiveProductsByIds,
  selectCategories,
  selectListingCards,
  selectListingPage,
  selectMatchingCategoryIds,
  selectMatchingColors,
  selectPriceBounds,
  selectTags,
} from "./catalog.repository";
import type {
  CardsQuery,
  CategoryNode,
  FilterFacets,
  ProductItem,
  ProductList,
  StoreCatalog,
  StoreFilters,
} from "./catalog.types";

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
 * What one process keeps of the states of stores' catalogues: filter sidebars, parsed product
 * documents, listing counts and the pages' shared views. Each is keyed by the store's write stamp
 * (TenantStore.version, `id@updated_at`), which every product write moves forward (stores.repository
 * touchStore), so a change made by any process starts a new state on the next request and the old
 * state's entries are never read again: they age out of the byte-bounded caches (memory-caches.ts).
 * Readers share cached documents and views and must not change them. Outside production they are
 * frozen, so a test or `npm run dev` throws at the first write; in production freezing is skipped: it
 * cost as much as parsing the document (60–80 µs for a 10 KB bench product, the same as JSON.parse;
 * docs/performance.md), paid on every first read of a store's products and views.
 */
interface CatalogCaches {
  filters: ByteCache<Promise<StoreFilters>>;
  documents: ByteCache<ProductData>;
  counts: ByteCache<Promise<ListingCount>>;
  views: ByteCache<Promise<unknown>>;
}

/** One state of one store's catalogue, as the functions below receive it. */
interface StoreReadCache {
  version: string;
  caches: CatalogCaches;
}

/** One set of caches per database (tests open several in one process). */
const catalogCaches = new WeakMap<Kysely<DB>, CatalogCaches>();

function cachesOf(db: Kysely<DB>): CatalogCaches {
  let caches = catalogCaches.get(db);
  if (!caches) {
    caches = {
      filters: createByteCache("filters"),
      documents: createByteCache("products"),
      counts: createByteCache("counts"),
      views: createByteCache("views"),
    };
    catalogCaches.set(db, caches);
  }
  return caches;
}

function readCacheFor(db: Kysely<DB>, version: string | undefined): StoreReadCache | undefined {
  return version === undefined ? undefined : { version, caches: cachesOf(db) };
}

/** A placeholder size for a promise until its value is known (then it is set again with the real one). */
const PENDING_BYTES = 1024;

/**
 * Keeps `promise` under `key`, then sizes it by its value once it settles (a failed one is dropped, so
 * the next request tries again). Concurrent callers share the pending promise.
 */
function keepPromise<T>(cache: ByteCache<Promise<T>>, key: string, promise: Promise<T>, size?: (value: T) => number) {
  cache.set(key, promise, { size: PENDING_BYTES });
  promise.then(
    (value) => {
      if (cache.peek(key) !== promise) return;
      // lru-cache keeps an entry's size when the same value is set again: take it out first.
      cache.delete(key);
      cache.set(key, promise, { size: size ? size(value) : estimateBytes(value) });
    },
    () => {
      if (cache.peek(key) === promise) cache.delete(key);
    },
  );
  return promise;
}

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
  const views = cachesOf(db).views as ByteCache<Promise<T>>;
  const id = `${version}\n${key}`;
  const hit = views.get(id);
  if (hit) return hit;
  return keepPromise(views, id, compute().then(deepFreeze));
}

let freezeShared = true;

/** Whether shared documents and views are frozen; createApp turns it off in production (NODE_ENV). */
export function freezeSharedViews(on: boolean): void {
  freezeShared = on;
}

function deepFreeze<T>(value: T): T {
  if (!freezeShared) return value;
  freezeAll(value);
  return value;
}

function freezeAll(value: unknown): void {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeAll(child);
  }
}

function readDocument(row: ProductRow, cache: StoreReadCache | undefined): ProductData {
  const key = cache && `${cache.version}\n${row.id}`;
  const hit = key === undefined ? undefined : cache?.caches.documents.get(key);
  if (hit) return hit;
  // Documents were validated (and defaults filled) on the way in, so they are read back as is.
  const data = JSON.parse(row.data) as ProductData;
  if (!cache || key === undefined) return data;
  cache.caches.documents.set(key, deepFreeze(data), {
    size: row.data.length * PARSED_BYTES_PER_JSON_BYTE + stringBytes(key),
  });
  return data;
}

/**
 * A parsed document is kept only for a projection (`include`), which reads it again on every request.
 * A whole document is read to build a page's view, once per state of the store, and the view is what
 * is kept: keeping its documents as well filled the cache with entries no request read again (a home
 * page alone parses 23 of them), pushing out the projections and views that are read again
 * (docs/performance.md, stop 32).
 */
function toProductItem(row: ProductRow, include: readonly string[] | undefined, cache?: StoreReadCache): ProductItem {
  return { id: row.id, data: projectProduct(readDocument(row, include === undefined ? undefined : cache), include) };
}

function listingOrder(sort: ProductsQuery["sort"]): ListingOrder {
  if (sort === undefined) return { by: "default", desc: false };
  return { by: sort.selector === "minimumPartPrice" ? "price" : "name", desc: sort.desc };
}

/** One listing page's rows, total and filters, as the query asks; both answers below are written from them. */
async function listingParts(db: Kysely<DB>, storeId: string, query: ProductsQuery, cache?: StoreReadCache) {
  // One query after another: SQLite serialises them anyway, and on PostgreSQL one request then holds
  // one pooled connection at a time, so a burst of requests cannot drain the pool.
  const rows = await selectListingPage(db, storeId, {
    filters: query.filters,
    order: listingOrder(query.sort),
    skip: query.skip,
    take: query.take,
  });
  const counted = query.requireTotalCount ? await countedListing(db, storeId, query.filters, cache) : undefined;
  const filters = query.includeFilters ? await getStoreFilters(db, storeId) : undefined;
  return { rows, totalCount: counted?.count, estimated: counted?.estimated === true, filters };
}

export async function listProducts(
  db: Kysely<DB>,
  storeId: string,
  query: ProductsQuery,
  cache?: StoreReadCache,
): Promise<ProductList> {
  const include = requireIncludeFields(query.include);
  const { rows, totalCount, estimated, filters } = await listingParts(db, storeId, query, cache);
  const list: ProductList = { items: rows.map((row) => toProductItem(row, include, cache)) };
  if (totalCount !== undefined) list.totalCount = totalCount;
  if (estimated) list.totalCountEstimated = true;
  if (filters !== undefined) list.filters = filters;
  return list;
}

/**
 * One page of the listing as card fields, read from the columns derived from each document and the
 * tag rows: no document is read or parsed. What carousels, related products and the sitemap show of
 * a product (docs/decisions/0056).
 */
export async function listProductCards(
  db: Kysely<DB>,
  storeId: string,
  query: CardsQuery,
): Promise<ProductCardFields[]> {
  const rows = await selectListingCards(db, storeId, {
    filters: query.filters,
    order: listingOrder(query.sort),
    skip: query.skip,
    take: query.take,
  });
  return rows.map(({ minimumPartPriceCents, tags, ...row }) => ({
    ...row,
    minimumPartPrice: fromCents(minimumPartPriceCents),
    featuredProduct: tags,
  }));
}

/**
 * The listing of whole documents (no `include`) as the API answers it, the ProductList that
 * listProducts gives written as JSON, with each document taken as its stored text (findProductJson
 * says why that is the same text). So a page of 20 documents is neither parsed nor serialised again:
 * across thousands of stores, most pages are read from documents no cache holds, and parsing them
 * was the largest cost of a store not seen lately (docs/performance.md, stop 32).
 */
export async function listProductsJson(
  db: Kysely<DB>,
  storeId: string,
  query: ProductsQuery,
  version?: string,
): Promise<string> {
  const { rows, totalCount, estimated, filters } = await listingParts(db, storeId, query, readCacheFor(db, version));
  let json = `{"items":[${rows.map(storedItemJson).join(",")}]`;
  if (totalCount !== undefined) json += `,"totalCount":${JSON.stringify(totalCount)}`;
  if (estimated) json += `,"totalCountEstimated":true`;
  if (filters !== undefined) json += `,"filters":${JSON.stringify(filters)}`;
  return `${json}}`;
}

/** Bytes of one kept count: the key's text and the number. */
const COUNT_BYTES = 96;

/**
 * The number of products a filter set matches, kept once per state of the store's catalogue
 * (decision 0036); a filter set not seen before is counted from its filter table and estimated past
 * a few thousand candidates (decision 0099). Any product write moves the store's version, so a count
 * is never read for a catalogue other than the one it was taken of. Without a version it is counted afresh.
 */
function countedListing(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
  cache: StoreReadCache | undefined,
): Promise<ListingCount> {
  if (!cache) return countListing(db, storeId, filters);
  const key = `${cache.version}\n${JSON.stringify(filters)}`;
  const hit = cache.caches.counts.get(key);
  if (hit) return hit;
  return keepPromise(cache.caches.counts, key, countListing(db, storeId, filters), () => COUNT_BYTES + key.length);
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

/** A ProductItem of a whole document, written from the document's stored text (findProductJson says why). */
const storedItemJson = (row: ProductRow) => `{"id":${JSON.stringify(row.id)},"data":${row.data}}`;

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
  return row && storedItemJson(row);
}

/**
 * Whole documents of the store's active products with these ids (for pricing); absent ids are left
 * out. With the store's version (a quote) the parsed documents are kept for that state of the
 * catalogue, shared and read-only, so a cart priced again and again parses each product once (#48).
 */
export async function findActiveProductsByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
  version?: string,
): Promise<Map<string, ProductData>> {
  const rows = await selectActiveProductsByIds(db, storeId, [...new Set(ids)]);
  const cache = readCacheFor(db, version);
  return new Map(rows.map((row) => [row.id, readDocument(row, cache)]));
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

/** The filter sidebar of the whole store: every category, the colours and tags in use, the price range. */
export async function getStoreFilters(db: Kysely<DB>, storeId: string): Promise<StoreFilters> {
  const categories = buildCategoryTree(await selectCategories(db, storeId));
  const colors = await selectMatchingColors(db, storeId, []);
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
  const colors = await selectMatchingColors(db, storeId, filters);
  return { categories: buildCategoryTree(categories.filter((c) => present.has(c.id))), colors };
}

/**
 * The store's filter sidebar, computed once per state of its catalogue (see StoreReadCache); without
 * a version it is computed afresh. A failed computation is not kept: the next request tries again.
 */
export function cachedStoreFilters(db: Kysely<DB>, storeId: string, version: string | undefined) {
  const cache = readCacheFor(db, version);
  if (!cache) return getStoreFilters(db, storeId);
  const hit = cache.caches.filters.get(cache.version);
  if (hit) return hit;
  return keepPromise(cache.caches.filters, cache.version, getStoreFilters(db, storeId).then(deepFreeze));
}

/**
 * The store's category tree alone (the shell's menu, a category page's lookup): taken from the filter
 * sidebar when this state's sidebar is already known or on its way, else one query of its own, kept
 * with this state's views. A first page that shows no sidebar (a home page) so skips the sidebar's
 * colour, price and tag queries.
 */
export function cachedStoreCategories(
  db: Kysely<DB>,
  storeId: string,
  version: string | undefined,
): Promise<CategoryNode[]> {
  const cache = readCacheFor(db, version);
  const filters = cache?.caches.filters.get(cache.version);
  if (filters) return filters.then((sidebar) => sidebar.categories);
  return rememberView(db, version, "catalog:categories", async () =>
    buildCategoryTree(await selectCategories(db, storeId)),
  );
}

/**
 * The catalogue bound to one store, as SSR loaders receive it in their context. With the store's
 * version, the filter sidebar and parsed product documents are shared until the catalogue changes;
 * without one, the sidebar is still computed once per request (the shell and the listing both ask).
 */
export function createStoreCatalog(db: Kysely<DB>, storeId: string, version?: string): StoreCatalog {
  let filters: Promise<StoreFilters> | undefined;
  const cache = () => readCacheFor(db, version);
  return {
    listProducts: (query) => listProducts(db, storeId, query, cache()),
    listProductCards: (query) => listProductCards(db, storeId, query),
    findProductBySlug: (slug, include) => findProductBySlug(db, storeId, slug, include, cache()),
    findProductById: (id, include) => findProductById(db, storeId, id, include, cache()),
    getFilters: () => (filters ??= cachedStoreFilters(db, storeId, version)),
    getCategories: () =>
      filters ? filters.then((sidebar) => sidebar.categories) : cachedStoreCategories(db, storeId, version),
    getFilterFacets: (filters) => getFilterFacets(db, storeId, filters),
    remember: (key, compute) => rememberView(db, version, key, compute),
  };
}
