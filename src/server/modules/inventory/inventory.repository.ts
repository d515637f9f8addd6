// SQL of inventory (decision 0080): the stock history rows, the store's low-stock threshold and the
// daily low-stock alert's claim. Every function takes the database or a transaction first.
import { type Kysely, sql } from "kysely";
import { FIRST_ORDER_NUMBER } from "~core/orders/order-sequence";
import type { DB, StockMovementsTable } from "~server/db/schema";

/**
 * Takes the store's stock lock: the store's order-sequence row, which every placement takes first
 * (its order number) and every status change bumps. Stock is read and written after it, so two
 * orders, or an order and a cancellation, never interleave on one store's counts (PostgreSQL holds
 * the row lock to commit; SQLite has one writer at a time).
 */
export async function lockStoreStock(db: Kysely<DB>, storeId: string): Promise<void> {
  // A write that changes nothing still takes the row's lock (PostgreSQL) or the write lock (SQLite),
  // without moving the orders stamp that caches of order sums key on. A store with no order yet has
  // no row: it is made as it would be just before the first order (that order then gets
  // FIRST_ORDER_NUMBER), so that an import or an editor's save racing the store's first orders is
  // serialised with them too (they deadlocked on the product rows on PostgreSQL without it).
  await db
    .insertInto("order_sequences")
    .values({ store_id: storeId, last_number: FIRST_ORDER_NUMBER - 1, orders_stamp: 0 })
    .onConflict((oc) => oc.column("store_id").doUpdateSet({ last_number: sql<number>`order_sequences.last_number` }))
    .execute();
}

/** Rows per INSERT: 13 values each stays far under SQLite's bound-variable limit (an import records many). */
const MOVEMENTS_PER_INSERT = 60;

export async function insertStockMovements(db: Kysely<DB>, rows: StockMovementsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += MOVEMENTS_PER_INSERT)
    await db
      .insertInto("stock_movements")
      .values(rows.slice(start, start + MOVEMENTS_PER_INSERT))
      .execute();
}

/** A colour × size's history, newest first. */
export async function listStockMovements(
  db: Kysely<DB>,
  storeId: string,
  item: { productId: string; color?: string; size?: string },
  limit = 100,
): Promise<StockMovementsTable[]> {
  let query = db
    .selectFrom("stock_movements")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("product_id", "=", item.productId);
  if (item.color !== undefined) query = query.where("color", "=", item.color);
  if (item.size !== undefined) query = query.where("size", "=", item.size);
  return query.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function listOrderStockMovements(db: Kysely<DB>, orderId: string): Promise<StockMovementsTable[]> {
  return db.selectFrom("stock_movements").selectAll().where("order_id", "=", orderId).orderBy("at").execute();
}

export async function readLowStockThreshold(db: Kysely<DB>, storeId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("store_inventory_settings")
    .select("low_stock_threshold")
    .where("store_id", "=", storeId)
    .executeTakeFirst();
  return row ? Number(row.low_stock_threshold) : undefined;
}

export async function writeLowStockThreshold(db: Kysely<DB>, storeId: string, threshold: number, now: string) {
  await db
    .insertInto("store_inventory_settings")
    .values({ store_id: storeId, low_stock_threshold: threshold, updated_at: now })
    .onConflict((oc) => oc.column("store_id").doUpdateSet({ low_stock_threshold: threshold, updated_at: now }))
    .execute();
}

/** Claims the store's alert of the day; false when another pass (or process) already has it. */
export async function claimLowStockAlert(
  db: Kysely<DB>,
  row: { store_id: string; day: string; items: number; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("low_stock_alerts")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Stores that have not had their alert of `day` yet. */
export async function storesWithoutAlert(db: Kysely<DB>, day: string): Promise<{ id: string; data: string }[]> {
  return db
    .selectFrom("stores")
    .select(["stores.id", "stores.data"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("low_stock_alerts")
            .select("low_stock_alerts.store_id")
            .whereRef("low_stock_alerts.store_id", "=", "stores.id")
            .where("low_stock_alerts.day", "=", day),
        ),
      ),
    )
    .execute();
}
