// Shared by the console's Orders pages: the order and payment statuses' texts, and the filters read
// from a URL (checked by ~core/orders/order-filters).
import type { OrderFilterProblem, OrderFilters } from "~core/orders/order-filters";
import { ORDER_STATUSES, statusKey } from "~core/orders/order-status";
import type { ConsoleTextKey } from "./i18n/en";

export type { OrderFilters };

export const STATUS_OPTIONS = ORDER_STATUSES;

/** The console text of an order status ("In production" → orderStatus.inProduction). */
export const statusText = (status: string): ConsoleTextKey => `orderStatus.${statusKey(status)}`;

const PAYMENT_STATUS_TEXT: Readonly<Record<string, ConsoleTextKey>> = {
  unused: "paymentStatus.unused",
  authorized: "paymentStatus.authorized",
  captured: "paymentStatus.captured",
  declined: "paymentStatus.declined",
  voided: "paymentStatus.voided",
  refunded: "paymentStatus.refunded",
  refund_pending: "paymentStatus.refundPending",
};

/** A payment row's status (captured, refund_pending…) as its console text; undefined for one it does not know. */
export const paymentStatusText = (status: string): ConsoleTextKey | undefined =>
  Object.hasOwn(PAYMENT_STATUS_TEXT, status) ? PAYMENT_STATUS_TEXT[status] : undefined;

/** The console text of a filter's problem ({value} is what was asked). */
export const FILTER_PROBLEM_TEXT: Readonly<Record<OrderFilterProblem, ConsoleTextKey>> = {
  badDate: "orders.badDate",
  unknownStatus: "orders.unknownStatus",
  unknownStore: "orders.unknownStore",
  dateOrder: "orders.dateOrder",
};

export function filtersOf(url: URL): OrderFilters {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  return { storeId: get("store"), status: get("status"), from: get("from"), to: get("to"), q: get("q") };
}

/** The query string of filters (empty ones left out), for links that keep them. */
export function filterQuery(filters: OrderFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const pairs: [string, string][] = [
    ["store", filters.storeId],
    ["status", filters.status],
    ["from", filters.from],
    ["to", filters.to],
    ["q", filters.q],
    ...Object.entries(extra),
  ];
  for (const [key, value] of pairs) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The production sheet's product filters (decision 0080), as typed; the service cleans them. */
export function sheetFiltersOf(url: URL): { brand: string; supplierCode: string; decorationLocation: string } {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  return { brand: get("brand"), supplierCode: get("supplierCode"), decorationLocation: get("decorationLocation") };
}
