// SQL for products. The JSON document is the product; the columns and filter tables beside it are
// derived from it on every write, so they can never disagree with it (docs/decisions/0010).
import { type Kysely, sql } from "kysely";
import type { ProductData } from "~core/entities/product.schema";
import type { DB } from "~server/db/schema";
import { dialectOf } from "~server/db/dialect";
import { inTransaction } from "~server/db/transaction";
import { roundCents } from "~core/money";
import { cardImageUrl, cardLinkSlug } from "~core/catalog/card-fields";
import { conflict } from "~server/http/errors";
import { touchStore } from "~server/modules/stores/stores.service";

export interface ProductRecord {
  id: string;
  storeId: string;
  slug: string;
  data: ProductData;
  updatedAt: string;
  /** When the operator archived it (decision 0088); null or absent while it is live. */
  archivedAt?: string | null;
}

/** "Crew Neck Tee (Heavy)" → "crew-neck-tee-heavy"; accents are folded, anything else becomes a hyphen. */
function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "tops/t-shirts/long" → ["tops", "tops/t-shirts", "tops/t-shirts/long"]: a parent category lists its children's products. */
function withAncestors(categoryIds: string[]): string[] {
  const all = new Set<string>();
  for (const id of categoryIds) {
    const parts = id.split("/").filter(Boolean);
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join("/"));
  }
  return [...all];
}

/** The slug a product is stored under: its own, else its name's; a name of only symbols gives the id. */
export function productSlug(id: string, data: ProductData): string {
  return data.productData.slug ?? (slugify(data.productData.productName) || id.toLowerCase());
}

/** Each colour name once, in order, with the hex of its first entry (as colors.find() reads it). */
function firstHexByName(colors: ProductData["productData"]["colors"]): Map<string, string> {
  const hexByName = new Map<string, string>();
  for (const color of colors) if (!hexByName.has(color.colorName)) hexByName.set(color.colorName, color.hex);
  return hexByName;
}

type DerivedProduct = ReturnType<typeof deriveProductRow>;

function deriveProductRow(storeId: string, id: string, data: ProductData) {
  const { productData, productOptions, designs } = data;
  return {
    row: {
      store_id: storeId,
      id,
      // A name of only symbols slugifies to nothing; the id is unique in the store and URL-safe.
      slug: productSlug(id, data),
      name: productData.productName,
      name_lower: productData.productName.toLowerCase(),
      brand: productData.productBrand,
      minimum_part_price_cents: roundCents(productData.minimumPartPrice * 100),
      active: (productOptions.activeProduct ? 1 : 0) as 0 | 1,
      sort_order: productOptions.sortOrder,
      main_design_id: designs.mainDesignId ?? null,
      link_slug: cardLinkSlug(id, data),
      image_url: cardImageUrl(data),
      data: JSON.stringify(data),
      updated_at: new Date().toISOString(),
    } as const,
    categories: withAncestors(productData.selectedCategories.map((c) => c.id)),
    colors: [...firstHexByName(productData.colors)],
    tags: [...new Set(productOptions.featuredProduct)],
  };
}

// Rows per multi-row INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const CHUNK = 500;

function chunked<T>(items: T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
}

async function insertFilterRows(db: Kysely<DB>, products: DerivedProduct[]): Promise<void> {
  const keys = (p: DerivedProduct) => ({ store_id: p.row.store_id, product_id: p.row.id });
  const categories = products.flatMap((p) => p.categories.map((category_id) => ({ ...keys(p), category_id })));
  const colors = products.flatMap((p) => p.colors.map(([color_name, hex]) => ({ ...keys(p), color_name, hex })));
  const tags = products.flatMap((p) => p.tags.map((tag) => ({ ...keys(p), tag })));
  for (const chunk of chunked(categories)) await db.insertInto("product_categories").values(chunk).execute();
  for (const chunk of chunked(colors)) await db.insertInto("product_colors").values(chunk).execute();
  for (const chunk of chunked(tags)) await db.insertInto("product_tags").values(chunk).execute();
}

/** Creates or replaces a product of a store; a slug already used by another product of the store is refused. */
export async function upsertProduct(
  db: Kysely<DB>,
  storeId: string,
  id: string,
  data: ProductData,
): Promise<{ created: boolean; product: ProductRecord }> {
  const derived = deriveProductRow(storeId, id, data);
  const { row } = derived;
  return inTransaction(db, async (trx) => {
    const clash = await trx
      .selectFrom("products")
      .select("id")
      .where("store_id", "=", storeId)
      .where("slug", "=", row.slug)
      .where("id", "<>", id)
      .executeTakeFirst();
    if (clash) {
      throw conflict(`The slug ${row.slug} is already used by the product ${clash.id} in the store ${storeId}.`);
    }

    const existing = await trx
      .selectFrom("products")
      .select(["id", "archived_at"])
      .where("store_id", "=", storeId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (existing) {
      const { store_id: _store, id: _id, ...changes } = row;
      // An archived product stays out of the shop whatever its new document says (decision 0088).
      if (existing.archived_at) changes.active = 0;
      await trx.updateTable("products").set(changes).where("store_id", "=", storeId).where("id", "=", id).execute();
      for (const table of ["product_categories", "product_colors", "product_tags"] as const) {
        await trx.deleteFrom(table).where("store_id", "=", storeId).where("product_id", "=", id).execute();
      }
    } else {
      await trx.insertInto("products").values(row).execute();
    }

    await insertFilterRows(trx, [derived]);
    await touchStore(trx, storeId);
    return { created: !existing, product: { id, storeId, slug: row.slug, data, updatedAt: row.updated_at } };
  });
}

/** False when the store had no such product. Filter rows go with it (foreign key cascade). */
export async function deleteProduct(db: Kysely<DB>, storeId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom("products")
      .where("store_id", "=", storeId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await touchStore(trx, storeId);
    return true;
  });
}

/**
 * Inserts many products into a store that holds none of them (after deleteStoreProducts), in a few
 * multi-row statements instead of several round trips per product. Two products with one slug are refused.
 */
export async function insertProducts(
  db: Kysely<DB>,
  storeId: string,
  products: { id: string; data: ProductData }[],
): Promise<void> {
  const derived = products.map((p) => deriveProductRow(storeId, p.id, p.data));
  const slugOwners = new Map<string, string>();
  for (const { row } of derived) {
    const owner = slugOwners.get(row.slug);
    if (owner) throw conflict(`The slug ${row.slug} is already used by the product ${owner} in the store ${storeId}.`);
    slugOwners.set(row.slug, row.id);
  }
  await inTransaction(db, async (trx) => {
    for (const chunk of chunked(derived))
      await trx
        .insertInto("products")
        .values(chunk.map((p) => p.row))
        .execute();
    await insertFilterRows(trx, derived);
    await touchStore(trx, storeId);
  });
}

/**
 * Refreshes the planner's statistics of the catalogue tables after a bulk load. PostgreSQL plans the
 * listing from them, and until autovacuum gets round to a freshly loaded table (a minute or more) it
 * guesses: measured on 10,000 new products, the category listing took 78 ms without them and 2.8 ms
 * with them (docs/performance.md). SQLite plans well from its indexes alone, so it is left as it is.
 */
export async function refreshCatalogStatistics(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`ANALYZE products, product_categories, product_colors, product_tags`.execute(db);
}

/** Removes every product of a store (the first step of re-importing it). */
export async function deleteStoreProducts(db: Kysely<DB>, storeId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("products").where("store_id", "=", storeId).execute();
    await touchStore(trx, storeId);
  });
}

const PRODUCT_COLUMNS = ["id", "store_id", "slug", "data", "updated_at", "archived_at"] as const;

function toProductRecord(row: {
  id: string;
  store_id: string;
  slug: string;
  data: string;
  updated_at: string;
  archived_at: string | null;
}): ProductRecord {
  return {
    id: row.id,
    storeId: row.store_id,
    slug: row.slug,
    // Validated (and defaults filled) on the way in, so read back as is.
    data: JSON.parse(row.data) as ProductData,
    updatedAt: row.updated_at,
    archivedAt: row.archived_at,
  };
}

export async function findProductById(db: Kysely<DB>, storeId: string, id: string): Promise<ProductRecord | undefined> {
  const row = await db
    .selectFrom("products")
    .select(PRODUCT_COLUMNS)
    .where("store_id", "=", storeId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toProductRecord(row);
}

export async function findProductBySlug(
  db: Kysely<DB>,
  storeId: string,
  slug: string,
): Promise<ProductRecord | undefined> {
  const row = await db
    .selectFrom("products")
    .select(PRODUCT_COLUMNS)
    .where("store_id", "=", storeId)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && toProductRecord(row);
}

export async function countProducts(db: Kysely<DB>, storeId: string): Promise<number> {
  const { count } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("store_id", "=", storeId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Removes the given products of a store (a bulk import replaces them); their filter rows go with them. */
export async function deleteProductsByIds(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  for (const chunk of chunked([...ids])) {
    await db.deleteFrom("products").where("store_id", "=", storeId).where("id", "in", chunk).execute();
  }
}

export async function findProductsByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<ProductRecord[]> {
  const found: ProductRecord[] = [];
  for (const chunk of chunked([...ids])) {
    const rows = await db
      .selectFrom("products")
      .select(PRODUCT_COLUMNS)
      .where("store_id", "=", storeId)
      .where("id", "in", chunk)
      .execute();
    found.push(...rows.map(toProductRecord));
  }
  return found;
}

/** Every product's id and slug in a store: what a bulk import checks new slugs against. */
export async function listProductSlugs(db: Kysely<DB>, storeId: string): Promise<{ id: string; slug: string }[]> {
  return db.selectFrom("products").select(["id", "slug"]).where("store_id", "=", storeId).execute();
}

/**
 * A store's products in id order, `pageSize` at a time (keyset pages), so an export of a large
 * catalogue never holds more than one page of parsed documents.
 */
export async function* readStoreProducts(
  db: Kysely<DB>,
  storeId: string,
  pageSize = CHUNK,
): AsyncGenerator<ProductRecord[]> {
  let after: string | undefined;
  for (;;) {
    let query = db.selectFrom("products").select(PRODUCT_COLUMNS).where("store_id", "=", storeId);
    if (after !== undefined) query = query.where("id", ">", after);
    const rows = await query.orderBy("id").limit(pageSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toProductRecord);
    after = rows[rows.length - 1]?.id;
    if (rows.length < pageSize) return;
  }
}

/** The console's product list filters (all optional): text in the name or id, a category, a badge, shown or hidden. */
export interface ProductListFilters {
  q?: string;
  category?: string;
  tag?: string;
  active?: boolean;
  /** "exclude": live products only; "only": archived ones only; absent: both (decision 0088). */
  archived?: "exclude" | "only";
}

/** One page of a store's products for the console, by listing order (sort order, then name), with the total. */
export async function listProductsPage(
  db: Kysely<DB>,
  storeId: string,
  filters: ProductListFilters,
  page: { offset: number; limit: number },
): Promise<{ items: ProductRecord[]; totalCount: number }> {
  let query = db.selectFrom("products").where("products.store_id", "=", storeId);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb("products.name_lower", "like", sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(products.id)`, "like", sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filters.category) {
    const category = filters.category;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_categories as pc")
          .select("pc.product_id")
          .whereRef("pc.store_id", "=", "products.store_id")
          .whereRef("pc.product_id", "=", "products.id")
          .where("pc.category_id", "=", category),
      ),
    );
  }
  if (filters.tag) {
    const tag = filters.tag;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_tags as pt")
          .select("pt.product_id")
          .whereRef("pt.store_id", "=", "products.store_id")
          .whereRef("pt.product_id", "=", "products.id")
          .where("pt.tag", "=", tag),
      ),
    );
  }
  if (filters.active !== undefined) query = query.where("products.active", "=", filters.active ? 1 : 0);
  if (filters.archived === "exclude") query = query.where("products.archived_at", "is", null);
  if (filters.archived === "only") query = query.where("products.archived_at", "is not", null);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "products.id",
      "products.store_id",
      "products.slug",
      "products.data",
      "products.updated_at",
      "products.archived_at",
    ])
    .orderBy("products.sort_order")
    .orderBy("products.name_lower")
    .orderBy("products.id")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { items: rows.map(toProductRecord), totalCount: Number(count) };
}

/** Temporary slugs ("~" and the id, which no real slug can be) for the given products of a store. */
export async function parkSlugs(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  await db
    .updateTable("products")
    .set({ slug: sql<string>`${"~"} || id` })
    .where("store_id", "=", storeId)
    .where("id", "in", ids)
    .execute();
}

/** SELECT … FOR UPDATE of the given products of a store (PostgreSQL only). */
export async function lockProductRows(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  await db
    .selectFrom("products")
    .select("id")
    .where("store_id", "=", storeId)
    .where("id", "in", ids)
    .forUpdate()
    .execute();
}

/**
 * Archives (a time) or restores (null) a product: `active` follows, 0 while archived, else what its
 * document says (decision 0088). Moves the store's catalogue version so every cache drops it. False
 * when the store has no such product.
 */
export async function setProductArchived(
  db: Kysely<DB>,
  storeId: string,
  id: string,
  archivedAt: string | null,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("products")
      .select("data")
      .where("store_id", "=", storeId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    const shown = (JSON.parse(row.data) as ProductData).productOptions.activeProduct;
    await trx
      .updateTable("products")
      .set({ archived_at: archivedAt, active: archivedAt === null && shown ? 1 : 0 })
      .where("store_id", "=", storeId)
      .where("id", "=", id)
      .execute();
    await touchStore(trx, storeId);
    return true;
  });
}

/** Archives the given products of a store not archived yet (`active` 0); the caller moves the store's version. */
export async function markArchived(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
  archivedAt: string,
): Promise<void> {
  await db
    .updateTable("products")
    .set({ archived_at: archivedAt, active: 0 })
    .where("store_id", "=", storeId)
    .where("id", "in", ids)
    .where("archived_at", "is", null)
    .execute();
}

/** The archived products among the given ids of a store (every product of it without ids), with when. */
export async function selectArchived(
  db: Kysely<DB>,
  storeId: string,
  ids?: readonly string[],
): Promise<{ id: string; archived_at: string }[]> {
  const found: { id: string; archived_at: string }[] = [];
  const chunks = ids ? chunked([...ids]) : [undefined];
  for (const chunk of chunks) {
    if (chunk?.length === 0) continue;
    let query = db
      .selectFrom("products")
      .select(["id", "archived_at"])
      .where("store_id", "=", storeId)
      .where("archived_at", "is not", null);
    if (chunk) query = query.where("id", "in", chunk);
    for (const row of await query.execute())
      if (row.archived_at) found.push({ id: row.id, archived_at: row.archived_at });
  }
  return found;
}

/** Marks products archived again after a rewrite (an import deletes and inserts them): `active` 0. */
export async function restoreArchivedMarks(
  db: Kysely<DB>,
  storeId: string,
  marks: readonly { id: string; archived_at: string }[],
): Promise<void> {
  for (const mark of marks)
    await db
      .updateTable("products")
      .set({ archived_at: mark.archived_at, active: 0 })
      .where("store_id", "=", storeId)
      .where("id", "=", mark.id)
      .execute();
}
