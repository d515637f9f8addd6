// A refund that did not happen after all (issue 47, docs/decisions/0113). The order's history keeps
// an entry that is no change of status (`event`: refund_undone, with the amount) so the console shows
// it; the shopper's tracking page lists statuses only. A Stripe charge captured for a key that has no
// order and no pending placement is refunded once: `orderless_refund_at` is its claim. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_status_history").addColumn("event", "text").execute();
  await db.schema.alterTable("order_status_history").addColumn("amount_cents", "integer").execute();
  await db.schema.alterTable("stripe_payment_intents").addColumn("orderless_refund_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stripe_payment_intents").dropColumn("orderless_refund_at").execute();
  await db.schema.alterTable("order_status_history").dropColumn("amount_cents").execute();
  await db.schema.alterTable("order_status_history").dropColumn("event").execute();
}
