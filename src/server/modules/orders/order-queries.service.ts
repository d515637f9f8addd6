// Reading orders back: the shopper's receipt (with its token) and the admin views of orders and payments.
import { shopperMessage } from "~core/i18n/message";
import type { Kysely } from "kysely";
import { fromCents } from "~core/money";
import type { DB, OrdersTable } from "~server/db/schema";
import { notFound } from "~server/http/errors";
import { NOT_PLACED_STATUSES } from "~core/orders/order-status";
import {
  findOrderById,
  findOrderByNumber,
  listOrders,
  listTransactions,
  giftPaidOrderRows,
  placedOrderRows,
  readOrdersStamp,
} from "./orders.repository";

/** The store's orders stamp: moves with every order placed and every status change (decision 0035). */
export { readOrdersStamp };

/** The store's orders that a gift card paid for, by the order key their document keeps (a gift code's ledger links them). */
export async function giftPaidOrdersByKey(
  db: Kysely<DB>,
  storeId: string,
): Promise<Map<string, { id: string; number: string }>> {
  const orders = new Map<string, { id: string; number: string }>();
  for (const row of await giftPaidOrderRows(db, storeId)) {
    const key = (JSON.parse(row.data) as { orderKey?: unknown }).orderKey;
    if (typeof key === "string") orders.set(key, { id: row.id, number: row.order_number });
  }
  return orders;
}

/** Total and document of every order of the store that counts as placed (cancelled ones do not, decision 0038). */
export function placedOrders(db: Kysely<DB>, storeId: string): Promise<{ total_cents: number; data: string }[]> {
  return placedOrderRows(db, storeId, NOT_PLACED_STATUSES);
}
import { verifyReceiptToken } from "./receipt-token";
import { type StoredOrder, storedOrderToWire } from "./stored-order";

export type { StoredOrder };

const ORDER_NOT_FOUND = shopperMessage("order.notFound");

/** The stored order, only with the receipt token of this store and order number; anything else is a 404. */
export async function readReceipt(db: Kysely<DB>, secret: string, storeId: string, orderNumber: string, token: string) {
  if (!verifyReceiptToken(secret, storeId, orderNumber, token)) throw notFound(ORDER_NOT_FOUND);
  const row = await findOrderByNumber(db, storeId, orderNumber);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  // The status column is the order's current status; the document keeps the one it was placed with.
  return storedOrderToWire({ ...(JSON.parse(row.data) as StoredOrder), status: row.status as StoredOrder["status"] });
}

function toAdminOrder(row: OrdersTable) {
  return {
    id: row.id,
    storeId: row.store_id,
    orderNumber: row.order_number,
    status: row.status,
    subtotal: fromCents(row.subtotal_cents),
    tax: fromCents(row.tax_cents),
    shipping: fromCents(row.shipping_cents),
    giftCard: fromCents(row.gift_cents),
    total: fromCents(row.total_cents),
    createdAt: row.created_at,
    order: storedOrderToWire({ ...(JSON.parse(row.data) as StoredOrder), status: row.status as StoredOrder["status"] }),
  };
}

export async function getOrder(db: Kysely<DB>, id: string) {
  const row = await findOrderById(db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toAdminOrder(row);
}

export interface PageQuery {
  storeId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/**
 * A bound of a date range as an ISO date-time. A date alone ("2026-11-22") means the whole UTC day:
 * as `from` its start, as `to` the start of the next day (ranges are inclusive from, exclusive to).
 */
export function rangeBound(value: string | undefined, endOfDay: boolean): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value).toISOString();
  const start = new Date(`${value}T00:00:00.000Z`);
  return new Date(start.getTime() + (endOfDay ? 86_400_000 : 0)).toISOString();
}

function toFilter(query: PageQuery) {
  return {
    storeId: query.storeId,
    from: rangeBound(query.from, false),
    to: rangeBound(query.to, true),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}

export async function listOrderPage(db: Kysely<DB>, query: PageQuery) {
  const { rows, totalCount } = await listOrders(db, toFilter(query));
  return { items: rows.map(toAdminOrder), totalCount };
}

export async function listTransactionPage(db: Kysely<DB>, query: PageQuery) {
  const { rows, totalCount } = await listTransactions(db, toFilter(query));
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      storeId: row.store_id,
      provider: row.provider,
      tokenRef: row.token_ref,
      amount: row.amount_cents,
      status: row.status,
      createdAt: row.created_at,
    })),
    totalCount,
  };
}
