// Stripe card payments (issue 47, docs/decisions/0078). Three tables:
// - stripe_payment_intents: the PaymentIntents created for an order's idempotency key, numbered by
//   attempt (a cancelled one is followed by the next), so the key's payment is found without Stripe's
//   eventually consistent search; a webhook records one our process created but did not live to write.
// - provider_events: the ids of the webhook events already handled, so a replay changes nothing.
// - order_payment_events: refunds and disputes made in Stripe's dashboard, recorded on the order and
//   shown in the console; one row per Stripe object and state (unique), whatever the retries.
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stripe_payment_intents")
    .addColumn("payment_intent_id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull())
    // The confirmation token (ctoken_…) the intent was last confirmed with, if any.
    .addColumn("confirmed_with", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("stripe_payment_intents_key_attempt", ["idempotency_key", "attempt"])
    .execute();
  await db.schema
    .createTable("provider_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("order_payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    // refund | dispute
    .addColumn("kind", "text", (c) => c.notNull())
    // The provider's object and its state (re_…:succeeded, dp_…:needs_response): unique.
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_payment_events_order_idx").on("order_payment_events").column("order_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_payment_events").ifExists().execute();
  await db.schema.dropTable("provider_events").ifExists().execute();
  await db.schema.dropTable("stripe_payment_intents").ifExists().execute();
}
