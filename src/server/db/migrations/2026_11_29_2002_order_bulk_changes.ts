// Bulk status changes on the console's orders list (issue 46, docs/decisions/0097): one row per
// confirmed bulk change, its one-time key the primary key, so a double submit (or a second process)
// changes the orders once and answers with the first run's outcome. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_bulk_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    // JSON: the order ids asked for; then, once every order was tried, what changed and what was refused.
    .addColumn("order_ids", "text", (c) => c.notNull())
    .addColumn("outcome", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_bulk_changes").ifExists().execute();
}
