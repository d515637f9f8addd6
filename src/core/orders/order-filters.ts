// The console's order filters (store, status, placed from / to, search) as typed in its GET form or
// a hand-edited URL, checked: a filter that cannot be used is left out of the search and named with
// its problem, so the page lists the orders without it and says so next to the field, never
// silently (decision 0038). Pure: the console's loaders run it with the stores the actor may read.
import { isOrderStatus } from "./order-status";

export interface OrderFilters {
  /** "" when not filtered. */
  storeId: string;
  status: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  q: string;
}

export type OrderFilterField = "storeId" | "status" | "from" | "to";
export type OrderFilterProblem = "badDate" | "unknownStatus" | "unknownStore" | "dateOrder";
export type OrderFilterProblems = Partial<Record<OrderFilterField, OrderFilterProblem>>;

/** A calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * The filters that can be used, and the problem of each that cannot: a store the actor cannot read
 * (or that does not exist: the two are not told apart), a status that is not one, a date that is not
 * a calendar day, or a "to" before "from". An empty filter is no problem.
 */
export function checkOrderFilters(
  filters: OrderFilters,
  readableStoreIds: readonly string[],
): { filters: OrderFilters; problems: OrderFilterProblems } {
  const problems: OrderFilterProblems = {};
  const usable = { ...filters };
  if (usable.storeId && !readableStoreIds.includes(usable.storeId)) {
    problems.storeId = "unknownStore";
    usable.storeId = "";
  }
  if (usable.status && !isOrderStatus(usable.status)) {
    problems.status = "unknownStatus";
    usable.status = "";
  }
  for (const field of ["from", "to"] as const) {
    if (usable[field] && !isCalendarDate(usable[field])) {
      problems[field] = "badDate";
      usable[field] = "";
    }
  }
  if (usable.from && usable.to && usable.to < usable.from) {
    problems.to = "dateOrder";
    usable.to = "";
  }
  return { filters: usable, problems };
}
