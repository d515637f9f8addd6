// Tables the order flow needs beyond the initial schema (docs/decisions/0016, 0018):
// - payment_tokens: the built-in test card gateway's tokens (brand and last 4 digits only, never the
//   number), kept in the database so any process behind the load balancer can capture them;
// - order_sequences: one row per store whose counter gives human-friendly order numbers. Bumping it is
//   the first write of every order transaction, so it also serialises order commits per store
//   (a row lock on PostgreSQL, the write lock on SQLite) for inventory and gift balance updates.
// Frozen once landed. ifNotExists lets test set-ups apply it before it is registered in migrate.ts.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_tokens")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("exp_month", "integer", (c) => c.notNull())
    .addColumn("exp_year", "integer", (c) => c.notNull())
    // What the test gateway will answer at capture: "approve" or "decline" (decided from the test card).
    .addColumn("outcome", "text", (c) => c.notNull())
    // unused → captured | declined → refunded (captured only).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("capture_key", "text")
    .addColumn("amount_cents", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("order_sequences")
    .ifNotExists()
    .addColumn("store_id", "text", (c) => c.primaryKey().references("stores.id").onDelete("cascade"))
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_sequences").ifExists().execute();
  await db.schema.dropTable("payment_tokens").ifExists().execute();
}
