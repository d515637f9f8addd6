// SQL of the Stripe adapter (migration 2026_11_29_1301): the PaymentIntents created for each order
// idempotency key, the webhook events already handled, and the refunds and disputes recorded on orders.
import type { Kysely } from "kysely";
import type { Cents } from "~core/money";
import type { DB, OrderPaymentEventsTable, StripePaymentIntentsTable } from "~server/db/schema";

export type StripeIntentRow = StripePaymentIntentsTable;

/** The key's latest PaymentIntent (the highest attempt). */
export async function findLatestStripeIntent(db: Kysely<DB>, key: string): Promise<StripeIntentRow | undefined> {
  return db
    .selectFrom("stripe_payment_intents")
    .selectAll()
    .where("idempotency_key", "=", key)
    .orderBy("attempt", "desc")
    .executeTakeFirst();
}

/** Records an intent of a key; one that is already recorded (by a webhook, or a retry) stays as it is. */
export async function recordStripeIntent(db: Kysely<DB>, row: StripeIntentRow): Promise<void> {
  await db
    .insertInto("stripe_payment_intents")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function markStripeIntentConfirmed(db: Kysely<DB>, paymentIntentId: string, token: string) {
  await db
    .updateTable("stripe_payment_intents")
    .set({ confirmed_with: token })
    .where("payment_intent_id", "=", paymentIntentId)
    .execute();
}

/** Records a webhook event's id; false when it was recorded before (a replay). */
export async function recordProviderEvent(
  db: Kysely<DB>,
  row: { id: string; provider: string; type: string; receivedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("provider_events")
    .values({ id: row.id, provider: row.provider, type: row.type, received_at: row.receivedAt })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The order a provider payment (its PaymentIntent id) paid for. */
export async function findOrderIdByPaymentRef(db: Kysely<DB>, provider: string, ref: string) {
  const row = await db
    .selectFrom("payments")
    .select("order_id")
    .where("provider", "=", provider)
    .where("token_ref", "=", ref)
    .executeTakeFirst();
  return row?.order_id;
}

/** A refund's last word: an event told later (Stripe does not keep their order) never moves it back. */
export const FINAL_REFUND_STATUSES = ["failed", "canceled"] as const;

/**
 * Records a refund or dispute on its order, or moves its status; one row per provider object. A
 * refund failed or cancelled stays so (decision 0113). Returns the status the row now holds.
 */
export async function upsertOrderPaymentEvent(
  db: Kysely<DB>,
  row: Omit<OrderPaymentEventsTable, "amount_cents"> & { amount_cents: Cents },
): Promise<string> {
  await db
    .insertInto("order_payment_events")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("reference")
        .doUpdateSet({ status: row.status, amount_cents: row.amount_cents, reason: row.reason })
        .where("order_payment_events.status", "not in", [...FINAL_REFUND_STATUSES]),
    )
    .execute();
  const stored = await db
    .selectFrom("order_payment_events")
    .select("status")
    .where("reference", "=", row.reference)
    .executeTakeFirst();
  return stored?.status ?? row.status;
}

export async function listOrderPaymentEvents(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom("order_payment_events")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

/** A Stripe payment whose charge is refunded in full (charge.refunded): captured → refunded. */
export async function markStripePaymentRefunded(db: Kysely<DB>, intentId: string): Promise<void> {
  await db
    .updateTable("payments")
    .set({ status: "refunded" })
    .where("provider", "=", "stripe")
    .where("token_ref", "=", intentId)
    .where("status", "=", "captured")
    .execute();
}

/**
 * Claims the refund of a charge no order owns (decision 0113), with the amount it refunds: false when
 * another delivery or process claimed it first. The claim is given back when the refund failed, so a
 * later delivery may try again; one whose process died stays until the recovery step finishes it (0119).
 */
export async function claimOrderlessRefund(
  db: Kysely<DB>,
  paymentIntentId: string,
  at: string,
  amount: Cents,
): Promise<boolean> {
  const result = await db
    .updateTable("stripe_payment_intents")
    .set({ orderless_refund_at: at, orderless_refund_cents: amount })
    .where("payment_intent_id", "=", paymentIntentId)
    .where("orderless_refund_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims of orderless refunds made before `claimedBefore` and never finished: their process died (0119). */
export async function listStuckOrderlessRefunds(db: Kysely<DB>, claimedBefore: string, limit: number) {
  return db
    .selectFrom("stripe_payment_intents")
    .select(["payment_intent_id", "idempotency_key", "orderless_refund_at", "orderless_refund_cents"])
    .where("orderless_refund_at", "<", claimedBefore)
    .where("orderless_refunded_at", "is", null)
    .orderBy("orderless_refund_at")
    .limit(limit)
    .execute();
}

/**
 * Takes over a stuck claim, as the claim of a placement is taken over: only while it is still the claim
 * `claimedAt` and unfinished, so of two recovery passes one finishes it. False when another did.
 */
export async function reclaimOrderlessRefund(
  db: Kysely<DB>,
  paymentIntentId: string,
  claimedAt: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("stripe_payment_intents")
    .set({ orderless_refund_at: at })
    .where("payment_intent_id", "=", paymentIntentId)
    .where("orderless_refund_at", "=", claimedAt)
    .where("orderless_refunded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The claimed refund was made at Stripe and is recorded: no recovery pass looks at it again. */
export async function markOrderlessRefunded(db: Kysely<DB>, paymentIntentId: string, at: string): Promise<void> {
  await db
    .updateTable("stripe_payment_intents")
    .set({ orderless_refunded_at: at })
    .where("payment_intent_id", "=", paymentIntentId)
    .execute();
}

export async function releaseOrderlessRefund(db: Kysely<DB>, paymentIntentId: string): Promise<void> {
  await db
    .updateTable("stripe_payment_intents")
    .set({ orderless_refund_at: null, orderless_refund_cents: null })
    .where("payment_intent_id", "=", paymentIntentId)
    .where("orderless_refunded_at", "is", null)
    .execute();
}
