// SQL of partial refunds and order edits (docs/decisions/0086): the change row claimed by its
// idempotency key (insert first, ON CONFLICT DO NOTHING: of two at once, one inserts), the order
// rewritten only if it is still as the change read it, and the change's state.
import { type Kysely, sql } from "kysely";
import type { Cents } from "~core/money";
import type { DB, OrderChangesTable } from "~server/db/schema";

/** Inserts the change; false when its key was already used in the store (the change is a repeat). */
export async function claimOrderChange(db: Kysely<DB>, row: OrderChangesTable): Promise<boolean> {
  const result = await db
    .insertInto("order_changes")
    .values(row)
    .onConflict((oc) => oc.columns(["store_id", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findOrderChangeByKey(
  db: Kysely<DB>,
  storeId: string,
  key: string,
): Promise<OrderChangesTable | undefined> {
  return db
    .selectFrom("order_changes")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** An order's refunds and edits, oldest first. */
export async function listOrderChanges(db: Kysely<DB>, orderId: string): Promise<OrderChangesTable[]> {
  return db
    .selectFrom("order_changes")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function moveOrderChangeState(
  db: Kysely<DB>,
  id: string,
  from: OrderChangesTable["state"],
  to: OrderChangesTable["state"],
): Promise<void> {
  await db.updateTable("order_changes").set({ state: to }).where("id", "=", id).where("state", "=", from).execute();
}

export interface OrderRewrite {
  data: string;
  subtotalCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
  giftCents: Cents;
  totalCents: Cents;
}

/**
 * Writes the order as changed, only if its document is still the one the change was computed from
 * and it is still in `status`; false otherwise (another change won). The store's orders stamp moves
 * first, as a status change does: it takes the store's order lock and refreshes cached figures.
 */
export async function rewriteOrder(
  db: Kysely<DB>,
  order: { id: string; storeId: string; data: string; status: string },
  next: OrderRewrite,
): Promise<boolean> {
  await db
    .updateTable("order_sequences")
    .set({ orders_stamp: sql<number>`orders_stamp + 1` })
    .where("store_id", "=", order.storeId)
    .execute();
  const result = await db
    .updateTable("orders")
    .set({
      data: next.data,
      subtotal_cents: next.subtotalCents,
      tax_cents: next.taxCents,
      shipping_cents: next.shippingCents,
      gift_cents: next.giftCents,
      total_cents: next.totalCents,
    })
    .where("id", "=", order.id)
    .where("status", "=", order.status)
    .where("data", "=", order.data)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findOrderChangeById(db: Kysely<DB>, id: string): Promise<OrderChangesTable | undefined> {
  return db.selectFrom("order_changes").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Claims a change's card part for a retry (docs/decisions/0096): card_pending → card_retrying with
 * the attempt's time; a retry whose process died (claimed before `staleBefore`) may be claimed again.
 * False when another retry holds it or the card part is done.
 */
export async function claimCardRetry(db: Kysely<DB>, id: string, at: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable("order_changes")
    .set({ state: "card_retrying", card_attempt_at: at })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("state", "=", "card_pending"),
        eb.and([
          eb("state", "=", "card_retrying"),
          eb.or([eb("card_attempt_at", "is", null), eb("card_attempt_at", "<", staleBefore)]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An order's changes whose card part is not done: the order page offers to retry them. */
export async function listCardPendingChanges(db: Kysely<DB>, orderId: string): Promise<OrderChangesTable[]> {
  return db
    .selectFrom("order_changes")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("state", "in", ["card_pending", "card_retrying"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Moves a change from `from` to `to` if it is still in `from` (decision 0108: of two processes
 * settling a refused card refund, one does); false when another got there first.
 */
export async function moveOrderChangeStateIf(
  db: Kysely<DB>,
  id: string,
  from: OrderChangesTable["state"],
  to: OrderChangesTable["state"],
): Promise<boolean> {
  const result = await db
    .updateTable("order_changes")
    .set({ state: to })
    .where("id", "=", id)
    .where("state", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
