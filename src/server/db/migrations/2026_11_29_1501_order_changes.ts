// Partial refunds and order edits (issue 46, docs/decisions/0086): one row per console action, its
// idempotency key unique per store, so a double click or a second process changes the order once;
// and what the test gateway has refunded of a captured payment (partial refunds). Frozen once landed.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("store_id", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    // refund-unit | refund-line | refund-shipping | refund-amount | edit
    .addColumn("kind", "text", (c) => c.notNull())
    // done: the order and the gift card changed and the card was refunded (or nothing was due to it);
    // card_pending: the provider failed the card refund, an operator retries it from the order page.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("card_cents", "integer", (c) => c.notNull())
    .addColumn("gift_cents", "integer", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("actor_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_changes_key_unique")
    .on("order_changes")
    .columns(["store_id", "idempotency_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("order_changes_order_idx")
    .on("order_changes")
    .columns(["order_id", "created_at"])
    .execute();
  await db.schema
    .alterTable("payment_tokens")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_tokens").dropColumn("refunded_cents").execute();
  await db.schema.dropTable("order_changes").ifExists().execute();
}
