// A covering index for probing products by id in a listing count (decision 0099): the count walks a
// filter table (category, colour, tag) and checks each product's store, active flag and price from the
// index alone, without reading the row with its document. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("products_member_idx")
    .on("products")
    .columns(["store_id", "id", "active", "minimum_part_price_cents"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_member_idx").execute();
}
