// SQL of the order status workflow (docs/decisions/0038): the conditional status move, the status
// history, and the payments a cancellation gives back. Every function takes the database or a
// transaction first; the workflow service decides what is atomic.
import { type Kysely, sql } from "kysely";
import type { DB, OrderStatusHistoryTable, PaymentsTable } from "~server/db/schema";

/**
 * Moves an order from one status to the next. Only one of two changes racing from the same status
 * wins (a conditional UPDATE): false for the loser, who then queues no e-mail and refunds nothing.
 */
export async function moveOrderStatus(db: Kysely<DB>, orderId: string, from: string, to: string): Promise<boolean> {
  const order = await db
    .selectFrom("orders")
    .select("store_id")
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  if (!order) return false;
  // The store's orders stamp moves with every status change, so caches keyed on it (the fundraiser's
  // progress, docs/decisions/0035) see a cancellation at once. Bumped first: it takes the store's order
  // lock, as placement does, so the two never interleave.
  await db
    .updateTable("order_sequences")
    .set({ orders_stamp: sql<number>`orders_stamp + 1` })
    .where("store_id", "=", order.store_id)
    .execute();
  const result = await db
    .updateTable("orders")
    .set({ status: to })
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStatusHistory(db: Kysely<DB>, row: OrderStatusHistoryTable): Promise<void> {
  await db.insertInto("order_status_history").values(row).execute();
}

/** An order's status changes, oldest first. */
export async function listStatusHistory(db: Kysely<DB>, orderId: string): Promise<OrderStatusHistoryTable[]> {
  return db
    .selectFrom("order_status_history")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

/** Status changes of many orders (the CSV export's shipments), oldest first. */
export async function listStatusHistoryOf(db: Kysely<DB>, orderIds: string[]): Promise<OrderStatusHistoryTable[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("order_status_history")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

export async function listOrderPayments(db: Kysely<DB>, orderId: string): Promise<PaymentsTable[]> {
  return db.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
}

/** Moves a payment row's status; false when it was no longer `from`. */
export async function movePaymentStatus(db: Kysely<DB>, paymentId: string, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable("payments")
    .set({ status: to })
    .where("id", "=", paymentId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Payments of cancelled orders still to be given back, with the order's idempotency key (the provider's key). */
export async function listPaymentsToGiveBack(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select(["payments.id", "payments.order_id", "payments.token_ref", "orders.idempotency_key", "orders.store_id"])
    .where("payments.status", "=", "refund_pending")
    .orderBy("payments.created_at")
    .limit(limit)
    .execute();
}
