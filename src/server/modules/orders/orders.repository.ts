// SQL for orders, their payments and the idempotency records of order placement (docs/decisions/0016).
// Every function takes the database or a transaction first; the order service decides what is atomic.
import { type Kysely, sql } from "kysely";
import { cents } from "~core/money";
import { FIRST_ORDER_NUMBER } from "~core/orders/order-sequence";
import type { DB, OrdersTable, PaymentsTable, PendingPlacementsTable } from "~server/db/schema";

// ---- idempotency -------------------------------------------------------------------------------

export type IdempotencyClaim =
  { kind: "owner" } | { kind: "replay"; response: string } | { kind: "mismatch" } | { kind: "busy" };

/**
 * Claims an idempotency key for one placement. The first caller owns it (an INSERT that only one can
 * win); later callers with the same body get the stored answer, or "busy" while the owner is still at
 * work. A claim older than `staleBefore` without an answer was left by a crashed process and is taken over.
 */
export async function claimIdempotencyKey(
  db: Kysely<DB>,
  claim: { storeId: string; key: string; requestHash: string; now: string; staleBefore: string },
): Promise<IdempotencyClaim> {
  const inserted = await db
    .insertInto("idempotency")
    .values({
      store_id: claim.storeId,
      key: claim.key,
      request_hash: claim.requestHash,
      response: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(["store_id", "key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: "owner" };

  const row = await db
    .selectFrom("idempotency")
    .select(["request_hash", "response", "created_at"])
    .where("store_id", "=", claim.storeId)
    .where("key", "=", claim.key)
    .executeTakeFirst();
  // Released between our INSERT and SELECT: the caller simply tries again.
  if (!row) return { kind: "busy" };
  if (row.request_hash !== claim.requestHash) return { kind: "mismatch" };
  if (row.response !== null) return { kind: "replay", response: row.response };
  if (row.created_at >= claim.staleBefore) return { kind: "busy" };
  const taken = await db
    .updateTable("idempotency")
    .set({ created_at: claim.now })
    .where("store_id", "=", claim.storeId)
    .where("key", "=", claim.key)
    .where("response", "is", null)
    .where("created_at", "=", row.created_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { kind: "owner" } : { kind: "busy" };
}

export async function completeIdempotencyKey(db: Kysely<DB>, storeId: string, key: string, response: string) {
  await db
    .updateTable("idempotency")
    .set({ response })
    .where("store_id", "=", storeId)
    .where("key", "=", key)
    .execute();
}

/** Gives a key back after a refused placement, so the shopper can correct the order and retry with it. */
export async function releaseIdempotencyKey(db: Kysely<DB>, storeId: string, key: string) {
  await db
    .deleteFrom("idempotency")
    .where("store_id", "=", storeId)
    .where("key", "=", key)
    .where("response", "is", null)
    .execute();
}

// ---- pending placements (docs/decisions/0027) ------------------------------------------------------

export async function insertPendingPlacement(db: Kysely<DB>, row: PendingPlacementsTable): Promise<void> {
  await db
    .insertInto("pending_placements")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["store_id", "idempotency_key"]).doUpdateSet({
        request_hash: row.request_hash,
        plan: row.plan,
        amount_cents: row.amount_cents,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export async function findPendingPlacement(db: Kysely<DB>, storeId: string, key: string) {
  return db
    .selectFrom("pending_placements")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** The placements pending for a key (a provider's webhook names the key, not the store). */
/** Whether an order was stored under this idempotency key, in any store. */
export async function orderExistsForKey(db: Kysely<DB>, key: string): Promise<boolean> {
  const row = await db.selectFrom("orders").select("id").where("idempotency_key", "=", key).executeTakeFirst();
  return row !== undefined;
}

export async function findPendingPlacementsByKey(db: Kysely<DB>, key: string) {
  return db.selectFrom("pending_placements").selectAll().where("idempotency_key", "=", key).execute();
}

/** Placements left pending since before `before` (their process died, or is far too slow). */
export async function listPendingPlacements(db: Kysely<DB>, before: string, limit: number) {
  return db
    .selectFrom("pending_placements")
    .selectAll()
    .where("created_at", "<", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Removes a key's pending placement; false when there was none (released, or finished by another). */
export async function deletePendingPlacement(db: Kysely<DB>, storeId: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom("pending_placements")
    .where("store_id", "=", storeId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The stored answer of a key, when its order was committed. */
export async function findIdempotencyAnswer(db: Kysely<DB>, storeId: string, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("idempotency")
    .select("response")
    .where("store_id", "=", storeId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.response ?? undefined;
}

// ---- order numbers -----------------------------------------------------------------------------

/**
 * The store's next order number. As the first write of the order transaction it also serialises order
 * commits of a store (row lock on PostgreSQL, write lock on SQLite): see migration 0003. It bumps the
 * store's orders stamp too (migration 0201).
 */
export async function nextOrderNumber(db: Kysely<DB>, storeId: string): Promise<number> {
  const row = await db
    .insertInto("order_sequences")
    .values({ store_id: storeId, last_number: FIRST_ORDER_NUMBER, orders_stamp: 1 })
    .onConflict((oc) =>
      oc.column("store_id").doUpdateSet({
        last_number: sql<number>`order_sequences.last_number + 1`,
        orders_stamp: sql<number>`order_sequences.orders_stamp + 1`,
      }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

// ---- orders and payments -----------------------------------------------------------------------

export async function insertOrder(db: Kysely<DB>, row: OrdersTable): Promise<void> {
  await db.insertInto("orders").values(row).execute();
}

export async function insertPayment(db: Kysely<DB>, row: PaymentsTable): Promise<void> {
  await db.insertInto("payments").values(row).execute();
}

/**
 * The store's orders stamp (docs/decisions/0035): it moves with every order placed and every status
 * change, so what is computed from the store's orders can be kept until it moves. 0 before any order.
 */
export async function readOrdersStamp(db: Kysely<DB>, storeId: string): Promise<number> {
  const row = await db
    .selectFrom("order_sequences")
    .select("orders_stamp")
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  return Number(row?.orders_stamp ?? 0);
}

export async function findOrderById(db: Kysely<DB>, id: string): Promise<OrdersTable | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findOrderByNumber(db: Kysely<DB>, storeId: string, orderNumber: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
}

export interface ListFilter {
  storeId?: string;
  /** ISO date-times, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

export async function listOrders(db: Kysely<DB>, filter: ListFilter) {
  let query = db.selectFrom("orders");
  if (filter.storeId) query = query.where("store_id", "=", filter.storeId);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", filter.to);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows, totalCount: Number(count) };
}

export async function listTransactions(db: Kysely<DB>, filter: ListFilter) {
  let query = db.selectFrom("payments").innerJoin("orders", "orders.id", "payments.order_id");
  if (filter.storeId) query = query.where("orders.store_id", "=", filter.storeId);
  if (filter.from) query = query.where("payments.created_at", ">=", filter.from);
  if (filter.to) query = query.where("payments.created_at", "<", filter.to);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "payments.id",
      "payments.order_id",
      "orders.order_number",
      "orders.store_id",
      "payments.provider",
      "payments.token_ref",
      "payments.amount_cents",
      "payments.status",
      "payments.created_at",
    ])
    .orderBy("payments.created_at", "desc")
    .orderBy("payments.id")
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows, totalCount: Number(count) };
}

// ---- sums over a store's placed orders ---------------------------------------------------------

/** The total and document of each order of the store that counts as placed (not in `notPlaced`). */
export function placedOrderRows(
  db: Kysely<DB>,
  storeId: string,
  notPlaced: readonly string[],
): Promise<{ total_cents: number; data: string }[]> {
  return db
    .selectFrom("orders")
    .select(["total_cents", "data"])
    .where("store_id", "=", storeId)
    .where("status", "not in", notPlaced)
    .execute();
}

/** Id, number and document of the store's orders paid partly or wholly by gift card. */
export function giftPaidOrderRows(
  db: Kysely<DB>,
  storeId: string,
): Promise<{ id: string; order_number: string; data: string }[]> {
  return db
    .selectFrom("orders")
    .select(["id", "order_number", "data"])
    .where("store_id", "=", storeId)
    .where("gift_cents", ">", cents(0))
    .execute();
}

/** Per store: how many orders were not cancelled and their total in cents (the console's store list). */
export function salesTotalsByStore(db: Kysely<DB>) {
  return db
    .selectFrom("orders")
    .select((eb) => [
      "store_id",
      eb.fn.countAll<number | string>().as("orders"),
      eb.fn.sum<number | string>("total_cents").as("total"),
    ])
    .where("status", "!=", "Cancelled")
    .groupBy("store_id")
    .execute();
}

/** `"productId":"<id>"` as JSON.stringify writes it in an order's lines, as a LIKE pattern (escaped). */
const productLinePattern = (productId: string) =>
  `%${JSON.stringify({ productId })
    .slice(1, -1)
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * How many orders of the store (placed or awaiting payment) have a line of the product: an order's
 * lines live in its JSON document, each with `"productId":"<id>"` (decision 0088).
 */
export async function countOrdersWithProduct(db: Kysely<DB>, storeId: string, productId: string): Promise<number> {
  const { count } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("store_id", "=", storeId)
    .where("data", "like", sql<string>`${productLinePattern(productId)} escape '\\'`)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Ids per query of productIdsWithOrders (three parameters each, well within both databases' limits). */
const PRODUCT_IDS_PER_QUERY = 200;

/**
 * Which of the products some order of the store has a line of: one EXISTS per id (it stops at the
 * first order found), 200 ids a query (a replacing catalogue import asks for every product it drops).
 */
export async function productIdsWithOrders(
  db: Kysely<DB>,
  storeId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const ids = [...new Set(productIds)];
  for (let at = 0; at < ids.length; at += PRODUCT_IDS_PER_QUERY) {
    const probes = ids
      .slice(at, at + PRODUCT_IDS_PER_QUERY)
      .map(
        (id) =>
          sql`SELECT CAST(${id} AS TEXT) AS id WHERE EXISTS (SELECT 1 FROM orders WHERE store_id = ${storeId} AND data LIKE ${productLinePattern(id)} ESCAPE '\\')`,
      );
    const { rows } = await sql<{ id: string }>`${sql.join(probes, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) found.add(row.id);
  }
  return found;
}
