// Crash-safe card payments (docs/decisions/0027):
// - pending_placements: an order that is about to be paid for is written here before the card is
//   touched, with everything needed to store it later (the server's own draft, the units to take,
//   the gift hold). The order transaction deletes the row; a row left behind by a crash is finished
//   (if the provider holds a payment for its key) or released by the recovery step.
// - payment_tokens_live_key: at most one live (authorized or captured) payment per idempotency key
//   in the test gateway, so a retry with a new card token can never be charged a second time.
// Frozen once landed.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pending_placements")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pending_placements_pk", ["store_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("pending_placements_created_idx").on("pending_placements").column("created_at").execute();

  await db.schema
    .createIndex("payment_tokens_live_key")
    .on("payment_tokens")
    .column("capture_key")
    .unique()
    .where(sql.ref("status"), "in", [sql.lit("authorized"), sql.lit("captured")])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_tokens_live_key").execute();
  await db.schema.dropTable("pending_placements").execute();
}
