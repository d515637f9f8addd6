// SQL of the shopper-facing catalogue (spec §7): the products-store listing, one product by slug or id,
// and the facts behind the filter sidebar. Every query is scoped by store and sees active products only
// (an inactive product is never shown to shoppers, whatever filter the client sends).
// Filters run over the derived columns and filter tables of docs/decisions/0010, never over the JSON.
import { type ExpressionBuilder, type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { ProductFilter } from "~core/catalog/listing-query.schema";
import type { Cents } from "~core/money";
import { dialectOf } from "~server/db/dialect";
import type { DB } from "~server/db/schema";

export interface ProductRow {
  id: string;
  /** The product document as stored (JSON text). */
  data: string;
}

/** What a card shows, as the products table holds it beside the document. */
export interface CardRow {
  id: string;
  linkSlug: string;
  name: string;
  minimumPartPriceCents: Cents;
  imageUrl: string;
  /** productOptions.featuredProduct, each tag once, in no set order. */
  tags: string[];
}

export interface ListingOrder {
  by: "price" | "name" | "default";
  desc: boolean;
}

export interface ListingPage {
  filters: readonly ProductFilter[];
  order: ListingOrder;
  skip: number;
  take: number;
}

export interface CategoryRow {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

type ProductsEb = ExpressionBuilder<DB, "products">;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function likeLower(column: Expression<string>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} like ${containsPattern(text)} escape '\\'`;
}

// Capped at the largest integer column value: a bound above every price must not overflow PostgreSQL's int4.
const MAX_CENTS = 2_147_483_647;
const toCents = (amount: number) => Math.min(Math.round(amount * 100), MAX_CENTS) as Cents;

/**
 * The product is filed in a filter table under one of the values. EXISTS is probed row by row against
 * the table's primary key while the listing walks its order index, so a page of 20 stops early
 * instead of first collecting every product of a large category (docs/decisions/0012).
 */
function inFilterTable(
  eb: ProductsEb,
  storeId: string,
  table: "product_categories" | "product_colors" | "product_tags",
  values: string[],
): Expression<SqlBool> {
  const column = table === "product_categories" ? "category_id" : table === "product_colors" ? "color_name" : "tag";
  return eb.exists(
    eb
      .selectFrom(table)
      .select(sql<number>`1`.as("hit"))
      .where(`${table}.store_id`, "=", storeId)
      .where(`${table}.${column}` as `product_tags.tag`, "in", values)
      .whereRef(`${table}.product_id`, "=", "products.id"),
  );
}

/** One filter entry as SQL; several values mean "any of them" (spec §7 colours, tags, categories). */
function filterCondition(eb: ProductsEb, storeId: string, filter: ProductFilter): Expression<SqlBool> {
  const values = (filter.values ?? [filter.value]) as (string | number | boolean)[];
  const strings = values.map(String);
  switch (filter.key) {
    case "selectedCategories":
      return inFilterTable(eb, storeId, "product_categories", strings);
    case "colors":
      return inFilterTable(eb, storeId, "product_colors", strings);
    case "productOptions.featuredProduct":
      return inFilterTable(eb, storeId, "product_tags", strings);
    case "productBrand":
      return eb.or(strings.map((text) => likeLower(sql<string>`lower(${sql.ref("products.brand")})`, text)));
    case "productName":
      // name_lower is lower-cased by the same JS toLowerCase as the search text, so accents agree on both dialects.
      return eb.or(strings.map((text) => likeLower(sql.ref<string>("products.name_lower"), text)));
    case "minimumPartPrice": {
      const op = ({ gt: ">", gte: ">=", lt: "<", lte: "<=" } as const)[filter.operation];
      return eb.or(values.map((amount) => eb("products.minimum_part_price_cents", op, toCents(Number(amount)))));
    }
    case "activeProduct":
      // Only active products are ever listed, so "active = false" matches nothing and "true" everything.
      return values.includes(true) ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    case "designs.mainDesignId":
      return eb("products.main_design_id", "in", strings);
  }
}

function listingWhere(storeId: string, filters: readonly ProductFilter[]) {
  return (eb: ProductsEb) =>
    eb.and([
      eb("products.store_id", "=", storeId),
      eb("products.active", "=", 1),
      ...filters.map((filter) => filterCondition(eb, storeId, filter)),
    ]);
}

// Ties are broken by sort order then id, in the direction of the sort, so every page is deterministic
// and the order matches an index on (store_id, active, key, sort_order, id) scanned either way.
const ORDER_COLUMNS = {
  price: ["products.minimum_part_price_cents", "products.sort_order", "products.id"],
  name: ["products.name_lower", "products.sort_order", "products.id"],
  default: ["products.sort_order", "products.name_lower", "products.id"],
} as const;

/** The listing's products in listing order, one page of them, for the caller to pick columns from. */
function listingPageQuery(db: Kysely<DB>, storeId: string, page: ListingPage) {
  let query = db.selectFrom("products").where(listingWhere(storeId, page.filters));
  for (const column of ORDER_COLUMNS[page.order.by]) query = query.orderBy(column, page.order.desc ? "desc" : "asc");
  return query.limit(page.take).offset(page.skip);
}

/** One page of the listing: the products' ids and documents in listing order. */
export async function selectListingPage(db: Kysely<DB>, storeId: string, page: ListingPage): Promise<ProductRow[]> {
  return listingPageQuery(db, storeId, page).select(["products.id", "products.data"]).execute();
}

/**
 * One page of the listing as cards, from the columns derived from each document and the product's tag
 * rows (gathered as a JSON array in the same query): no document is read.
 */
export async function selectListingCards(db: Kysely<DB>, storeId: string, page: ListingPage): Promise<CardRow[]> {
  const gather = dialectOf(db) === "postgres" ? sql.raw("json_agg") : sql.raw("json_group_array");
  const rows = await listingPageQuery(db, storeId, page)
    .select([
      "products.id",
      "products.link_slug",
      "products.name",
      "products.minimum_part_price_cents",
      "products.image_url",
      sql<string[] | string | null>`(SELECT ${gather}(t.tag) FROM product_tags AS t
        WHERE t.store_id = products.store_id AND t.product_id = products.id)`.as("tags"),
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    linkSlug: row.link_slug,
    name: row.name,
    minimumPartPriceCents: row.minimum_part_price_cents,
    imageUrl: row.image_url,
    // PostgreSQL's driver parses json; SQLite answers the array's text; no tag rows is null there.
    tags: typeof row.tags === "string" ? (JSON.parse(row.tags) as string[]) : (row.tags ?? []),
  }));
}

/** The filter tables a filter can be counted from, with their value column. */
const FILTER_TABLES = {
  selectedCategories: ["product_categories", "category_id"],
  colors: ["product_colors", "color_name"],
  "productOptions.featuredProduct": ["product_tags", "tag"],
} as const;
type FilterTable = (typeof FILTER_TABLES)[keyof typeof FILTER_TABLES][0];

/**
 * Past this many products filed under the filter that drives a count, the count is estimated from this
 * many of them (decision 0099): a count then costs what a page of a few thousand rows costs, at any
 * size of store, as Elasticsearch's and Meilisearch's estimated totals do.
 */
export const EXACT_COUNT_LIMIT = 5000;

export interface ListingCount {
  count: number;
  /** True when the count is estimated from a sample (more than EXACT_COUNT_LIMIT candidates). */
  estimated: boolean;
}

function filterTableRows(db: Kysely<DB>, storeId: string, table: FilterTable, values: string[]) {
  const column = table === "product_categories" ? "category_id" : table === "product_colors" ? "color_name" : "tag";
  return db
    .selectFrom(table)
    .where(`${table}.store_id`, "=", storeId)
    .where(`${table}.${column}` as `product_tags.tag`, "in", values);
}

/** Rows of a filter table under the values, counted up to `cap` + 1 from its primary key alone. */
async function countFilterRows(db: Kysely<DB>, storeId: string, table: FilterTable, values: string[], cap: number) {
  const { rows } = await db
    .selectFrom(
      filterTableRows(db, storeId, table, values)
        .select(sql<number>`1`.as("hit"))
        .limit(cap + 1)
        .as("f"),
    )
    .select((eb) => eb.fn.countAll<number>().as("rows"))
    .executeTakeFirstOrThrow();
  return Number(rows);
}

async function countMatching(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
  driver?: { table: FilterTable; values: string[]; limit?: number },
) {
  let query = db.selectFrom("products").where(listingWhere(storeId, filters));
  if (driver) {
    let ids = filterTableRows(db, storeId, driver.table, driver.values).select(`${driver.table}.product_id`);
    // The sample is the first rows of the filter's primary key (value, then product id): no sort, so
    // the walk stops after `limit` rows.
    if (driver.limit !== undefined) ids = ids.limit(driver.limit);
    query = query.where("products.id", "in", ids as never);
  }
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The number of active products the filters match. With a category, colour or tag filter, the count
 * walks that filter's table (its primary key) and probes each product by id through
 * products_member_idx, instead of probing the filter table for every product of the store; the filter
 * with the fewest rows drives. Past EXACT_COUNT_LIMIT rows it is estimated from the first
 * EXACT_COUNT_LIMIT rows of that filter (value by value, in product id order, unrelated to price or
 * name) scaled to the filter's rows.
 */
export async function countListing(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
): Promise<ListingCount> {
  let driver: { index: number; table: FilterTable; values: string[]; rows: number } | undefined;
  for (const [index, filter] of filters.entries()) {
    if (!(filter.key in FILTER_TABLES)) continue;
    const table = FILTER_TABLES[filter.key as keyof typeof FILTER_TABLES][0];
    const values = ((filter.values ?? [filter.value]) as unknown[]).map(String);
    const cap = driver === undefined ? Number.MAX_SAFE_INTEGER : driver.rows;
    const rows = await countFilterRows(db, storeId, table, values, cap);
    if (driver === undefined || rows < driver.rows) driver = { index, table, values, rows };
  }
  if (driver === undefined) return { count: await countMatching(db, storeId, filters), estimated: false };
  const others = filters.filter((_, i) => i !== driver.index);
  if (driver.rows <= EXACT_COUNT_LIMIT) {
    return { count: await countMatching(db, storeId, others, driver), estimated: false };
  }
  const sampled = await countMatching(db, storeId, others, { ...driver, limit: EXACT_COUNT_LIMIT });
  return { count: Math.round((sampled * driver.rows) / EXACT_COUNT_LIMIT), estimated: true };
}

export async function selectActiveProductBySlug(
  db: Kysely<DB>,
  storeId: string,
  slug: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom("products")
    .select(["id", "data"])
    .where("store_id", "=", storeId)
    .where("slug", "=", slug)
    .where("active", "=", 1)
    .executeTakeFirst();
}

export async function selectActiveProductById(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom("products")
    .select(["id", "data"])
    .where("store_id", "=", storeId)
    .where("id", "=", id)
    .where("active", "=", 1)
    .executeTakeFirst();
}

/** Active products of the store by id (quote pricing); unknown or inactive ids are simply absent. */
export async function selectActiveProductsByIds(db: Kysely<DB>, storeId: string, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("products")
    .select(["id", "data"])
    .where("store_id", "=", storeId)
    .where("id", "in", ids)
    .where("active", "=", 1)
    .execute();
}

export async function selectCategories(db: Kysely<DB>, storeId: string): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom("categories")
    .select(["id", "parent_id", "name", "sort"])
    .where("store_id", "=", storeId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, sort: row.sort }));
}

/** Category ids (with their ancestors, as filed) that hold at least one product matching the filters. */
export async function selectMatchingCategoryIds(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
): Promise<string[]> {
  const rows = await db
    .selectFrom("product_categories")
    .innerJoin("products", (join) =>
      join
        .onRef("products.store_id", "=", "product_categories.store_id")
        .onRef("products.id", "=", "product_categories.product_id"),
    )
    .select("product_categories.category_id")
    .distinct()
    .where("product_categories.store_id", "=", storeId)
    .where(listingWhere(storeId, filters))
    .execute();
  return rows.map((row) => row.category_id);
}

/**
 * Colours of the products matching the filters, by name, each with its hex as the first product that
 * carries it (lowest id) names it: read from the filter rows, where each write keeps the hex beside
 * the name (before decision 0056 it was read from one whole document per colour).
 */
export async function selectMatchingColors(
  db: Kysely<DB>,
  storeId: string,
  filters: readonly ProductFilter[],
): Promise<{ colorName: string; hex: string }[]> {
  const carriers = db
    .selectFrom("product_colors")
    .innerJoin("products", (join) =>
      join
        .onRef("products.store_id", "=", "product_colors.store_id")
        .onRef("products.id", "=", "product_colors.product_id"),
    )
    .select((eb) => ["product_colors.color_name", eb.fn.min("product_colors.product_id").as("product_id")])
    .where("product_colors.store_id", "=", storeId)
    .where(listingWhere(storeId, filters))
    .groupBy("product_colors.color_name");
  const rows = await db
    .selectFrom(carriers.as("carrier"))
    .innerJoin("product_colors as color", (join) =>
      join.onRef("color.product_id", "=", "carrier.product_id").onRef("color.color_name", "=", "carrier.color_name"),
    )
    .select(["carrier.color_name", "color.hex"])
    .where("color.store_id", "=", storeId)
    .orderBy("carrier.color_name")
    .execute();
  return rows.map((row) => ({ colorName: row.color_name, hex: row.hex }));
}

/** Lowest and highest minimum part price of the store's active products (cents); undefined when it has none. */
export async function selectPriceBounds(
  db: Kysely<DB>,
  storeId: string,
): Promise<{ min: number; max: number } | undefined> {
  const row = await db
    .selectFrom("products")
    .select((eb) => [eb.fn.min("minimum_part_price_cents").as("min"), eb.fn.max("minimum_part_price_cents").as("max")])
    .where("store_id", "=", storeId)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!row || row.min === null || row.max === null) return undefined;
  return { min: Number(row.min), max: Number(row.max) };
}

/** Tags that at least one active product of the store carries. */
export async function selectTags(db: Kysely<DB>, storeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("product_tags")
    .innerJoin("products", (join) =>
      join
        .onRef("products.store_id", "=", "product_tags.store_id")
        .onRef("products.id", "=", "product_tags.product_id"),
    )
    .select("product_tags.tag")
    .distinct()
    .where("product_tags.store_id", "=", storeId)
    .where("products.active", "=", 1)
    .execute();
  return rows.map((row) => row.tag);
}
