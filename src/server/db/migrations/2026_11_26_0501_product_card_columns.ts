// Product cards without documents (docs/decisions/0056): the card's link slug and image beside each
// product, and each colour's hex beside its filter row, derived from the document on every write like
// the other columns (0010). Carousels, related products, the sitemap and the colour swatches of the
// filter sidebar then read columns: a store's first home page parsed 23 whole documents for its
// carousels and one per colour for the sidebar (docs/performance.md, stop 33).
// Rows written before are filled here from their documents, read once each, as core/catalog/card-fields
// and the write path derive them.
// Frozen once landed.
import { type Kysely, type RawBuilder, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL runs each migration in a transaction; SQLite does not, so one is opened here: a failure
  // leaves the tables as they were.
  if (db.isTransaction) await addAndFill(db);
  else await db.transaction().execute(addAndFill);
}

async function addAndFill(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("link_slug", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("image_url", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("product_colors")
    .addColumn("hex", "text", (c) => c.notNull().defaultTo("#000000"))
    .execute();
  await fill(db);
}

/** What this migration reads of a stored document (documents were validated on the way in). */
interface StoredDocument {
  productData: { slug?: string; primaryImageUrl?: string; colors: { colorName: string; hex: string }[] };
  mediaData: { media: { url: string }[] };
}

// Products per pass: a pass holds their documents (about 12 KB each in the bench) and one UPDATE of
// the products and of the colour rows; bound parameters stay far below SQLite's and PostgreSQL's bounds.
const BATCH = 1000;

/**
 * Reads every product's document once, in primary-key order, a batch at a time, and writes its card
 * columns and colour hexes (as core/catalog/card-fields and the write path derive them; copied here
 * so the migration stays as it landed). Done in JavaScript: PostgreSQL's JSON parsing took about 35 s
 * per 200,000 documents for each field read, four times the whole of this (docs/performance.md).
 */
async function fill(db: Kysely<unknown>): Promise<void> {
  let after: { storeId: string; id: string } | undefined;
  for (;;) {
    const { rows } = await sql<{ store_id: string; id: string; data: string }>`
      SELECT store_id, id, data FROM products
      ${after ? sql`WHERE (store_id, id) > (${after.storeId}, ${after.id})` : sql``}
      ORDER BY store_id, id LIMIT ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    const cards: RawBuilder<unknown>[] = [];
    const colors: RawBuilder<unknown>[] = [];
    for (const row of rows) {
      const { productData, mediaData } = JSON.parse(row.data) as StoredDocument;
      const linkSlug = productData.slug ?? row.id;
      const imageUrl = productData.primaryImageUrl || mediaData.media[0]?.url || "";
      cards.push(sql`(${row.store_id}, ${row.id}, ${linkSlug}, ${imageUrl})`);
      const hexByName = new Map<string, string>();
      for (const color of productData.colors)
        if (!hexByName.has(color.colorName)) hexByName.set(color.colorName, color.hex);
      for (const [name, hex] of hexByName) colors.push(sql`(${row.store_id}, ${row.id}, ${name}, ${hex})`);
    }
    // (VALUES …) names its columns column1, column2, … on both SQLite and PostgreSQL.
    await sql`
      UPDATE products AS p SET link_slug = v.column3, image_url = v.column4
      FROM (VALUES ${sql.join(cards)}) AS v
      WHERE p.store_id = v.column1 AND p.id = v.column2`.execute(db);
    for (let i = 0; i < colors.length; i += BATCH)
      await sql`
        UPDATE product_colors AS c SET hex = v.column4
        FROM (VALUES ${sql.join(colors.slice(i, i + BATCH))}) AS v
        WHERE c.store_id = v.column1 AND c.product_id = v.column2 AND c.color_name = v.column3`.execute(db);
    after = { storeId: last.store_id, id: last.id };
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("product_colors").dropColumn("hex").execute();
  await db.schema.alterTable("products").dropColumn("image_url").execute();
  await db.schema.alterTable("products").dropColumn("link_slug").execute();
}
