// What a store's fundraiser raised (issue #21, console Fundraising): totals, by product and by day,
// from the orders as they were placed. Each order keeps the fundraiser share the store defined when it
// was placed (docs/decisions/0008): per line an amount per item × quantity and a percentage of the
// line's merchandise, and the order's total, which adds the store's amount per order. Cancelled orders
// do not count (docs/decisions/0038). Days are UTC calendar days, as the console's date filters.
import { toCsv } from "./csv";
import { countsAsPlaced } from "./order-status";
import { addCents, maxCents, subtractCents, sumCents, ZERO_CENTS, type Cents } from "../money";

/** The part of a stored order the report reads. */
export interface FundraisingOrder {
  orderNumber: string;
  status: string;
  /** ISO date-time. */
  createdAt: string;
  orderFundraiser: Cents;
  lines: readonly {
    productId: string;
    productName: string;
    quantity: number;
    fundraiser: { itemTotal: Cents; percentageAmount: Cents };
  }[];
}

export interface FundraisingProductRow {
  productId: string;
  productName: string;
  units: number;
  perItemCents: Cents;
  percentageCents: Cents;
  cents: Cents;
}

export interface FundraisingDayRow {
  /** YYYY-MM-DD (UTC). */
  day: string;
  orders: number;
  cents: Cents;
}

export interface FundraisingOrderRow {
  orderNumber: string;
  createdAt: string;
  status: string;
  perItemCents: Cents;
  percentageCents: Cents;
  perOrderCents: Cents;
  cents: Cents;
}

export interface FundraisingReport {
  totals: {
    cents: Cents;
    perItemCents: Cents;
    percentageCents: Cents;
    perOrderCents: Cents;
    orders: number;
    units: number;
  };
  /** Cancelled orders in the range, left out of every figure. */
  cancelledOrders: number;
  /** Most raised first. */
  byProduct: FundraisingProductRow[];
  /** Oldest first; every day of the range (or from the first to the last order) when it spans at most MAX_FILLED_DAYS. */
  byDay: FundraisingDayRow[];
  /** Counted orders, oldest first. */
  orders: FundraisingOrderRow[];
}

/** A range longer than this lists only the days that had orders (a chart of years of empty days says nothing). */
export const MAX_FILLED_DAYS = 366;

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);

/** The order's share split into its three parts; the per-order part is what the lines do not explain. */
export function orderShare(order: FundraisingOrder): Omit<FundraisingOrderRow, "orderNumber" | "createdAt" | "status"> {
  const perItemCents = sumCents(order.lines.map((line) => line.fundraiser.itemTotal));
  const percentageCents = sumCents(order.lines.map((line) => line.fundraiser.percentageAmount));
  const cents = order.orderFundraiser;
  return {
    perItemCents,
    percentageCents,
    perOrderCents: maxCents(ZERO_CENTS, subtractCents(cents, addCents(perItemCents, percentageCents))),
    cents,
  };
}

/** Days from `from` to `to` (YYYY-MM-DD, inclusive), or undefined when the span is too long or inverted. */
function daysBetween(from: string, to: string): string[] | undefined {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return undefined;
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (count > MAX_FILLED_DAYS) return undefined;
  return Array.from({ length: count }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The report of orders already narrowed to a store and a date range. `range` (YYYY-MM-DD, either end
 * optional) only decides which empty days the day list shows.
 */
export function fundraisingReport(
  orders: readonly FundraisingOrder[],
  range: { from?: string; to?: string } = {},
): FundraisingReport {
  const products = new Map<string, FundraisingProductRow>();
  const days = new Map<string, FundraisingDayRow>();
  const rows: FundraisingOrderRow[] = [];
  let cancelledOrders = 0;
  let units = 0;
  for (const order of [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (!countsAsPlaced(order.status)) {
      cancelledOrders += 1;
      continue;
    }
    const share = orderShare(order);
    rows.push({ orderNumber: order.orderNumber, createdAt: order.createdAt, status: order.status, ...share });
    for (const line of order.lines) {
      units += line.quantity;
      const row = products.get(line.productId) ?? {
        productId: line.productId,
        productName: line.productName,
        units: 0,
        perItemCents: ZERO_CENTS,
        percentageCents: ZERO_CENTS,
        cents: ZERO_CENTS,
      };
      row.units += line.quantity;
      row.perItemCents = addCents(row.perItemCents, line.fundraiser.itemTotal);
      row.percentageCents = addCents(row.percentageCents, line.fundraiser.percentageAmount);
      row.cents = addCents(row.perItemCents, row.percentageCents);
      products.set(line.productId, row);
    }
    const day = dayOf(order.createdAt);
    const dayRow = days.get(day) ?? { day, orders: 0, cents: ZERO_CENTS };
    dayRow.orders += 1;
    dayRow.cents = addCents(dayRow.cents, share.cents);
    days.set(day, dayRow);
  }
  const seen = [...days.keys()].sort();
  const first = range.from ?? seen[0];
  const last = range.to ?? seen.at(-1);
  const filled = first && last ? daysBetween(first, last) : undefined;
  const byDay = filled
    ? filled.map((day) => days.get(day) ?? { day, orders: 0, cents: ZERO_CENTS })
    : seen.map((day) => days.get(day) as FundraisingDayRow);
  return {
    totals: {
      cents: sumCents(rows.map((row) => row.cents)),
      perItemCents: sumCents(rows.map((row) => row.perItemCents)),
      percentageCents: sumCents(rows.map((row) => row.percentageCents)),
      perOrderCents: sumCents(rows.map((row) => row.perOrderCents)),
      orders: rows.length,
      units,
    },
    cancelledOrders,
    byProduct: [...products.values()].sort((a, b) => b.cents - a.cents || a.productName.localeCompare(b.productName)),
    byDay,
    orders: rows,
  };
}

export type FundraisingCsvView = "days" | "products" | "orders";

const decimal = (cents: number) => Math.round(cents) / 100;

/** One view of the report as CSV (amounts in currency units). */
export function fundraisingCsv(report: FundraisingReport, view: FundraisingCsvView): string {
  switch (view) {
    case "products":
      return toCsv(
        ["Product id", "Product", "Units", "Per item", "Percentage", "Raised"],
        report.byProduct.map((row) => [
          row.productId,
          row.productName,
          row.units,
          decimal(row.perItemCents),
          decimal(row.percentageCents),
          decimal(row.cents),
        ]),
      );
    case "orders":
      return toCsv(
        ["Order", "Placed at", "Status", "Per item", "Percentage", "Per order", "Raised"],
        report.orders.map((row) => [
          row.orderNumber,
          row.createdAt,
          row.status,
          decimal(row.perItemCents),
          decimal(row.percentageCents),
          decimal(row.perOrderCents),
          decimal(row.cents),
        ]),
      );
    default:
      return toCsv(
        ["Day (UTC)", "Orders", "Raised"],
        report.byDay.map((row) => [row.day, row.orders, decimal(row.cents)]),
      );
  }
}
