// Archived products (issue 45, decision 0088): when the operator archived the product, null while it
// is live. An archived product's `active` column is 0 whatever its document says, so every shop query
// (listing, search, product page, pricing of an order) leaves it out. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").addColumn("archived_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("archived_at").execute();
}
