// Inventory that counts (issue 46, decision 0080). Every placed order takes its units off the stock
// of their colour and size in the order's own transaction, whatever the store's out-of-stock rule;
// the rule only decides whether a shopper may order beyond what is there (then the count goes below
// zero: the units the shop owes). Cancellations (and, later, refunded units) put them back through
// restockUnits. Each change is a stock_movements row naming the order or the operator. Counts are
// read and written under the store's stock lock (the order-sequence row), so parallel orders on
// SQLite or PostgreSQL end exact.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { inventoryFor } from "~core/catalog/badges";
import { putBackStock, stockMessage, stockShortfall, takeStock, type StockRequest } from "~core/catalog/stock";
import type { ProductData } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import type { DB, StockMovementsTable } from "~server/db/schema";
import { conflict } from "~server/http/errors";
import { directionOf, LOCALES, type Locale } from "~core/i18n/locale";
import type { Clock } from "~server/clock";
import { inTransaction } from "~server/db/transaction";
import { escapeHtml, enqueueMail, mailText } from "~server/modules/mail/outbox.service";
import type { AuditActor } from "~server/modules/operators/audit";
import { findProductById, putProduct, readStoreProducts } from "~server/modules/products/products.service";
import { requireStore } from "~server/modules/stores/stores.service";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";
import {
  claimLowStockAlert,
  insertStockMovements,
  listOrderStockMovements,
  listStockMovements,
  lockStoreStock,
  readLowStockThreshold,
  storesWithoutAlert,
  writeLowStockThreshold,
} from "./inventory.repository";

export type StockUnit = StockRequest & { productId: string };

export interface StockCause {
  reason: StockMovementsTable["reason"];
  orderId?: string;
  orderNumber?: string;
  /** The operator, or the admin API key (no account: its id is null). */
  actor?: { id: string | null; email: string } | null;
  now: Date;
}

const byProduct = (units: readonly StockUnit[]) => {
  const grouped = new Map<string, StockUnit[]>();
  for (const unit of units) {
    if (unit.quantity > 0) grouped.set(unit.productId, [...(grouped.get(unit.productId) ?? []), unit]);
  }
  return grouped;
};

function movement(
  storeId: string,
  productId: string,
  after: ProductData,
  unit: StockRequest,
  delta: number,
  cause: StockCause,
): StockMovementsTable {
  return {
    id: randomUUID(),
    store_id: storeId,
    product_id: productId,
    color: unit.color,
    size: unit.size,
    delta,
    quantity_after: inventoryFor(after, unit) ?? 0,
    reason: cause.reason,
    order_id: cause.orderId ?? null,
    order_number: cause.orderNumber ?? null,
    actor_id: cause.actor?.id ?? null,
    actor_email: cause.actor?.email ?? null,
    at: cause.now.toISOString(),
  };
}

/** Applies `change` to each product's units and records a movement per tracked colour × size. */
async function applyStock(
  trx: Kysely<DB>,
  storeId: string,
  units: readonly StockUnit[],
  cause: StockCause,
  sign: -1 | 1,
  check?: (product: ProductData, unit: StockUnit) => void,
): Promise<StockMovementsTable[]> {
  await lockStoreStock(trx, storeId);
  const movements: StockMovementsTable[] = [];
  for (const [productId, list] of byProduct(units)) {
    const record = await findProductById(trx, storeId, productId);
    if (!record) continue;
    for (const unit of list) check?.(record.data, unit);
    const tracked = list.filter((unit) => inventoryFor(record.data, unit) !== undefined);
    if (tracked.length === 0) continue;
    let after = record.data;
    for (const unit of tracked) {
      after = sign < 0 ? takeStock(after, [unit]) : putBackStock(after, [unit]);
      movements.push(movement(storeId, productId, after, unit, sign * unit.quantity, cause));
    }
    await putProduct(trx, storeId, productId, after);
  }
  await insertStockMovements(trx, movements);
  return movements;
}

/**
 * Takes a placed order's units off the stock, inside the order's transaction. Refused (409, with the
 * units left) only when the store blocks out-of-stock shopping and fewer are there than asked.
 */
export async function takeOrderUnits(
  trx: Kysely<DB>,
  store: { id: string; data: StoreData },
  units: readonly StockUnit[],
  cause: Omit<StockCause, "reason">,
): Promise<StockMovementsTable[]> {
  return applyStock(trx, store.id, units, { ...cause, reason: "order" }, -1, (product, unit) => {
    const available = stockShortfall(store.data, product, unit);
    if (available !== undefined) {
      throw conflict(stockMessage(product.productData.productName, unit, available), {
        productId: unit.productId,
        color: unit.color,
        size: unit.size,
        available,
      });
    }
  });
}

/**
 * Takes units off the stock whatever is left (they are already with the shopper): a refund undone
 * because the provider refused its card part (decision 0108). Inside the transaction that records why.
 */
export async function takeUnitsBack(
  trx: Kysely<DB>,
  storeId: string,
  units: readonly StockUnit[],
  cause: StockCause,
): Promise<StockMovementsTable[]> {
  return applyStock(trx, storeId, units, cause, -1);
}

/**
 * Puts units back on the stock (a cancelled order, a refunded unit, a unit taken off an order): call
 * it inside the transaction that records why. Untracked colours and sizes are left alone.
 */
export async function restockUnits(
  trx: Kysely<DB>,
  storeId: string,
  units: readonly StockUnit[],
  cause: StockCause,
): Promise<StockMovementsTable[]> {
  return applyStock(trx, storeId, units, cause, 1);
}

// ---- Stock typed in the console's product editor or brought by an import (decision 0107) ----------

/**
 * Takes the store's stock lock (the one placements take, decision 0080) for a write that sets counts
 * itself: the product editor's save and a catalogue import take it first in their transaction, so an
 * order placed meanwhile either commits before them (and they read its take) or waits for them.
 */
export async function lockStock(trx: Kysely<DB>, storeId: string): Promise<void> {
  await lockStoreStock(trx, storeId);
}

/**
 * The count a colour × size gets when the editor's field was changed from `loaded` (what the form
 * showed) to `typed`: the change is applied to what is stored now, so units an order took between the
 * form's load and its save stay taken (loaded 6, typed 10, an order took 1 meanwhile: 9). A count that
 * was not tracked when loaded, or is not tracked now, becomes what was typed.
 */
export function editedStockCount(change: { loaded: string; typed: number; stored: number | undefined }): number {
  if (change.loaded === "" || change.stored === undefined) return change.typed;
  return change.stored + change.typed - Number(change.loaded);
}

/**
 * Records in the stock history every colour × size whose count differs between a product as stored
 * (`before`, undefined for a new product) and as written (`after`): reason "adjustment" for the
 * console's editor, "import" for a catalogue import, with the operator. Call it in the write's
 * transaction, after lockStock. A count no longer tracked is recorded as going to 0.
 */
export async function recordStockEdits(
  trx: Kysely<DB>,
  storeId: string,
  products: readonly { id: string; before: ProductData | undefined; after: ProductData }[],
  cause: { reason: "adjustment" | "import"; actor?: StockCause["actor"]; now: Date },
): Promise<StockMovementsTable[]> {
  const movements: StockMovementsTable[] = [];
  for (const { id, before, after } of products) {
    const items = new Map<string, { color: string; size: string }>();
    for (const product of before ? [before, after] : [after])
      for (const color of product.productData.colors)
        for (const size of product.productData.sizes)
          items.set(JSON.stringify([color.colorName, size]), { color: color.colorName, size });
    for (const item of items.values()) {
      const was = before ? inventoryFor(before, item) : undefined;
      const now = inventoryFor(after, item);
      if (was === now) continue;
      movements.push(movement(storeId, id, after, { ...item, quantity: 0 }, (now ?? 0) - (was ?? 0), cause));
    }
  }
  await insertStockMovements(trx, movements);
  return movements;
}

/**
 * The admin API's single-product PUT (decision 0114): the document written under the stock lock, and
 * every colour × size whose count it changes recorded in the stock history as an adjustment by the
 * API key, as the editor's save and an import are (decision 0107). The PUT's counts are absolute (the
 * document says so): recorded as the change from what was stored, an order's take included.
 */
export async function putProductWithStockHistory(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  data: ProductData,
  audit: { actor: AuditActor; at: Date },
): ReturnType<typeof putProduct> {
  return inTransaction(db, async (trx) => {
    // An unknown store is a 404 before the lock, which would make its order-sequence row.
    await requireStore(trx, storeId);
    await lockStock(trx, storeId);
    const before = await findProductById(trx, storeId, productId);
    const written = await putProduct(trx, storeId, productId, data, audit);
    await recordStockEdits(trx, storeId, [{ id: productId, before: before?.data, after: data }], {
      reason: "adjustment",
      actor: audit.actor,
      now: audit.at,
    });
    return written;
  });
}

/** Who or what made a stock history row: "order 1042", "console: <operator e-mail>", "import". */
export function stockMovementBy(row: Pick<StockMovementsTable, "reason" | "actor_email" | "order_number">): string {
  if (row.reason === "import") return "import";
  if (row.order_number) return `order ${row.order_number}`;
  return row.actor_email ? `console: ${row.actor_email}` : row.reason;
}

/** The units of an order's lines, one entry per line and size. */
export function unitsOfOrder(order: {
  lines: readonly { productId: string; color: string; sizes: readonly { size: string; quantity: number }[] }[];
}): StockUnit[] {
  return order.lines.flatMap((line) =>
    line.sizes.map((size) => ({
      productId: line.productId,
      color: line.color,
      size: size.size,
      quantity: size.quantity,
    })),
  );
}

/**
 * What an order change moves on the stock: the units the order no longer has (to put back) and the
 * units it has newly (to take), per product, colour and size.
 */
export function stockDelta(
  before: readonly StockUnit[],
  after: readonly StockUnit[],
): { removed: StockUnit[]; added: StockUnit[] } {
  const key = (unit: StockUnit) => JSON.stringify([unit.productId, unit.color, unit.size]);
  const counts = new Map<string, { unit: StockUnit; change: number }>();
  for (const [units, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    for (const unit of units) {
      const entry = counts.get(key(unit)) ?? { unit, change: 0 };
      entry.change += sign * unit.quantity;
      counts.set(key(unit), entry);
    }
  }
  const removed: StockUnit[] = [];
  const added: StockUnit[] = [];
  for (const { unit, change } of counts.values()) {
    if (change < 0) removed.push({ ...unit, quantity: -change });
    if (change > 0) added.push({ ...unit, quantity: change });
  }
  return { removed, added };
}

/**
 * The units an order still holds: what its placement took, less what was put back since (refunded
 * units, an earlier restock), per product, colour and size, from its stock history.
 */
export async function unitsHeldByOrder(db: Kysely<DB>, orderId: string): Promise<StockUnit[]> {
  const held = new Map<string, StockUnit>();
  for (const row of await listOrderStockMovements(db, orderId)) {
    const key = `${row.product_id}\u0000${row.color}\u0000${row.size}`;
    const unit = held.get(key) ?? { productId: row.product_id, color: row.color, size: row.size, quantity: 0 };
    unit.quantity -= row.delta;
    held.set(key, unit);
  }
  return [...held.values()].filter((unit) => unit.quantity > 0);
}

/** Puts back everything a cancelled order still holds (inside the cancellation's transaction). */
export async function restockCancelledOrder(
  trx: Kysely<DB>,
  storeId: string,
  orderId: string,
  cause: Omit<StockCause, "reason" | "orderId">,
): Promise<StockMovementsTable[]> {
  const units = await unitsHeldByOrder(trx, orderId);
  return restockUnits(trx, storeId, units, { ...cause, orderId, reason: "cancellation" });
}

// ---- Low stock (decision 0080) ------------------------------------------------------------------

/** The threshold of a store that never set one: a colour × size at 5 units or fewer is low. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export interface LowStockItem {
  productId: string;
  productName: string;
  color: string;
  size: string;
  /** Units left; below 0 when units were sold beyond stock. */
  quantity: number;
}

/** One row of a colour × size's stock history: when, by how much, what was left, who or which order. */
export interface StockHistoryRow {
  at: string;
  delta: number;
  quantityAfter: number;
  reason: StockMovementsTable["reason"];
  orderId: string | null;
  orderNumber: string | null;
  actorEmail: string | null;
}

/** A colour × size's stock history, newest first (the last 100 changes). */
export async function stockHistory(
  db: Kysely<DB>,
  storeId: string,
  item: { productId: string; color: string; size: string },
): Promise<StockHistoryRow[]> {
  const rows = await listStockMovements(db, storeId, item, 100);
  return rows.map((row) => ({
    at: row.at,
    delta: row.delta,
    quantityAfter: row.quantity_after,
    reason: row.reason,
    orderId: row.order_id,
    orderNumber: row.order_number,
    actorEmail: row.actor_email,
  }));
}

export async function lowStockThreshold(db: Kysely<DB>, storeId: string): Promise<number> {
  return (await readLowStockThreshold(db, storeId)) ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(db: Kysely<DB>, storeId: string, threshold: number, now: Date) {
  await writeLowStockThreshold(db, storeId, threshold, now.toISOString());
}

/** Every tracked colour × size of the store's products at or below the threshold, fewest first. */
export async function lowStockItems(db: Kysely<DB>, storeId: string, threshold: number): Promise<LowStockItem[]> {
  const items: LowStockItem[] = [];
  for await (const page of readStoreProducts(db, storeId)) {
    for (const record of page) {
      const product = record.data;
      const sizes = product.productData.sizes;
      for (const color of product.productData.colors) {
        for (const size of sizes) {
          const quantity = inventoryFor(product, { color: color.colorName, size });
          if (quantity !== undefined && quantity <= threshold) {
            items.push({
              productId: record.id,
              productName: product.productData.productName,
              color: color.colorName,
              size,
              quantity,
            });
          }
        }
      }
    }
  }
  return items.sort(
    (a, b) => a.quantity - b.quantity || a.productName.localeCompare(b.productName) || a.color.localeCompare(b.color),
  );
}

export function renderLowStockMail(
  store: StoreData,
  threshold: number,
  items: readonly LowStockItem[],
): { subject: string; html: string } {
  const language = store.primaryInformation.contentLanguage.split("-")[0];
  const locale: Locale = (LOCALES as readonly string[]).includes(language ?? "") ? (language as Locale) : "en";
  const text = mailText(locale);
  const name = store.primaryInformation.storeName;
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(`${item.productName} — ${item.color} — ${item.size}`)}</td><td>${item.quantity}</td></tr>`,
    )
    .join("");
  return {
    subject: text("mail.lowStockSubject", { store: name, count: items.length }),
    html:
      `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><body>` +
      `<p>${escapeHtml(text("mail.lowStockText", { store: name, threshold }))}</p>` +
      `<table><thead><tr><th>${escapeHtml(text("mail.lowStockItem"))}</th><th>${escapeHtml(text("mail.lowStockLeft"))}</th></tr></thead>` +
      `<tbody>${rows}</tbody></table></body></html>`,
  };
}

/**
 * The daily low-stock e-mail to the operator (OPERATOR_EMAIL), through the outbox: once per store and
 * UTC day (the claim's insert decides, so two processes send it once), only when something is low.
 * Answers how many e-mails were queued.
 */
export async function sendLowStockAlerts(deps: {
  db: Kysely<DB>;
  now: Clock;
  operatorEmail?: string;
}): Promise<number> {
  if (!deps.operatorEmail) return 0;
  const now = deps.now();
  const day = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const row of await storesWithoutAlert(deps.db, day)) {
    const threshold = await lowStockThreshold(deps.db, row.id);
    const items = await lowStockItems(deps.db, row.id, threshold);
    const sent = await inTransaction(deps.db, async (trx) => {
      const claimed = await claimLowStockAlert(trx, {
        store_id: row.id,
        day,
        items: items.length,
        created_at: now.toISOString(),
      });
      if (!claimed || items.length === 0) return 0;
      const mail = renderLowStockMail(JSON.parse(row.data) as StoreData, threshold, items);
      await enqueueMail(trx, {
        storeId: row.id,
        orderId: null,
        to: deps.operatorEmail!,
        ...mail,
        now: now.toISOString(),
      });
      return 1;
    });
    queued += sent;
  }
  return queued;
}

/** Runs sendLowStockAlerts every intervalMs until stop(). */
export function startLowStockAlerts(deps: {
  db: Kysely<DB>;
  now: Clock;
  operatorEmail?: string;
  intervalMs: number;
  logger: { error: (obj: object, msg?: string) => void };
}): PeriodicTask {
  return startPeriodicTask(
    async () => {
      await sendLowStockAlerts(deps);
    },
    {
      intervalMs: deps.intervalMs,
      firstAfterMs: 15_000,
      onError: (err) => deps.logger.error({ err }, "low-stock alerts pass failed"),
    },
  );
}
