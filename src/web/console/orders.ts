// Shared by the console's Orders pages: the statuses' texts and the filters read from a URL.
import { ORDER_STATUSES, statusKey } from "~core/orders/order-status";
import type { ConsoleTextKey } from "./i18n/en";

export const STATUS_OPTIONS = ORDER_STATUSES;

/** The console text of an order status ("In production" → orderStatus.inProduction). */
export const statusText = (status: string): ConsoleTextKey => `orderStatus.${statusKey(status)}`;

export interface OrderFilters {
  storeId: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

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
