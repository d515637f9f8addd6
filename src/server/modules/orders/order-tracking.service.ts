// Order tracking (spec §2 /shop/track-order): a shopper gives the order number and the e-mail address
// of the order and gets its status. Both must match, and failed lookups are limited per client so the
// form cannot be used to enumerate orders (the store password's limiter, docs/decisions/0013).
import { shopperMessage } from "~core/i18n/message";
import type { Kysely } from "kysely";
import { fromCents } from "~core/money";
import type { DB } from "~server/db/schema";
import { notFound, rateLimited } from "~server/http/errors";
import { type RateLimit, takeAttempt } from "~server/modules/rate-limit/rate-limit.service";
import { historyOf, latestShipment } from "./order-admin.service";
import { listStatusHistory } from "./order-workflow.repository";
import { findOrderByNumber } from "./orders.repository";
import type { StoredOrder } from "./stored-order";

export const TRACK_NOT_FOUND = shopperMessage("order.trackNotFound");
export const TRACK_LIMIT: RateLimit = { limit: 20, windowMs: 15 * 60_000 };

export interface TrackedOrder {
  orderNumber: string;
  status: string;
  createdAt: string;
  /** Amount charged, decimal units. */
  total: number;
  items: number;
  delivery: StoredOrder["delivery"];
  shippingCarrier: string;
  shippingService: string;
  /** The placement, then each status change, oldest first (docs/decisions/0038). */
  history: { status: string; at: string }[];
  /** The carrier and tracking number of the latest shipment, once shipped. */
  shipment: { carrier: string; trackingNumber: string; at: string } | null;
}

export async function trackOrder(
  db: Kysely<DB>,
  storeId: string,
  input: { orderNumber: string; email: string },
  client: string,
  nowMs: number,
): Promise<TrackedOrder> {
  const key = `track:${storeId}:${client}`;
  // Counted before the lookup so that lookups sent at once cannot all pass; a match takes it back.
  const { verdict, attempt } = await takeAttempt(db, [{ rule: TRACK_LIMIT, key }], nowMs);
  if (!verdict.allowed)
    throw rateLimited(
      shopperMessage("order.tooManyLookups", { count: verdict.retryAfterSeconds }),
      verdict.retryAfterSeconds,
    );
  const row = await findOrderByNumber(db, storeId, input.orderNumber.trim().toUpperCase());
  const order = row ? (JSON.parse(row.data) as StoredOrder) : undefined;
  if (!row || !order || order.billingAddress.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    throw notFound(TRACK_NOT_FOUND);
  }
  await attempt.release();
  const history = historyOf(row, await listStatusHistory(db, row.id));
  return {
    orderNumber: row.order_number,
    status: row.status,
    createdAt: row.created_at,
    total: fromCents(order.grandTotal),
    items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery: order.delivery,
    shippingCarrier: order.shippingCarrier,
    shippingService: order.shippingService,
    // What the shopper sees: statuses and dates, never who made a change or the operator's note.
    // Entries that change no status (a refund undone, decision 0113) are the operator's; the shopper was e-mailed.
    history: history.filter((entry) => entry.event === null).map((entry) => ({ status: entry.to, at: entry.at })),
    shipment: latestShipment(history),
  };
}
