// Listing indexes that hold the whole ORDER BY of the products-store call (key, then the sort_order
// and id tie-breaks), so a page of 20 walks the index and stops, instead of sorting every product of
// the store (docs/decisions/0012; measured at 100,000 products: ~300-700 ms per page before, < 2 ms after).
// The 0001 indexes on (store_id, active, key) stay: they are prefixes of these and cost little.
import type { Kysely } from "kysely";

const INDEXES = {
  products_price_order_idx: ["store_id", "active", "minimum_part_price_cents", "sort_order", "id"],
  products_name_order_idx: ["store_id", "active", "name_lower", "sort_order", "id"],
  products_default_order_idx: ["store_id", "active", "sort_order", "name_lower", "id"],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.schema
      .createIndex(name)
      .on("products")
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
