// The account area's sample data (data/demo/samples/account.ts) of one language, with the order history
// derived from it (spec §1, §2: order history of 3 pages, statuses Pending, Shipped, Completed and On
// hold). Amounts are what was charged, in the store's currency (USD). Server-only: loaders pick the
// page's language and send the browser only what the page shows.
import type { Locale } from "~core/i18n/locale";
import { ACCOUNT_SAMPLES, PRICES, SIZES } from "../../../data/demo/samples/account";
import type { OrderStatus } from "./account";
import type { LocaleSamples, SampleOrder } from "./account-samples";

const ORDER_STATUSES: readonly OrderStatus[] = ["pending", "shipped", "completed", "onHold"];

/** Fifteen orders, newest first, 5 per page: the order history's 3 pages. Deterministic. */
function ordersFor(samples: LocaleSamples): SampleOrder[] {
  return Array.from({ length: 15 }, (_, index) => {
    const lineCount = 1 + (index % 3);
    const lines = Array.from({ length: lineCount }, (_, line) => {
      const product = (index + line * 2) % samples.products.length;
      return {
        product: samples.products[product]!,
        color: samples.colors[(index + line) % samples.colors.length]!,
        size: SIZES[(index + line) % SIZES.length]!,
        quantity: 1 + ((index * 3 + line) % 12),
        unitPrice: PRICES[product]!,
      };
    });
    const day = new Date(Date.UTC(2026, 9, 28) - index * 9 * 86_400_000);
    return {
      id: String(5320 - index * 7),
      date: day.toISOString(),
      status: ORDER_STATUSES[index % ORDER_STATUSES.length]!,
      lines,
      shipping: index % 4 === 3 ? 0 : 9.95,
      tax: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) * 6.25) / 100,
    };
  });
}

export const ORDERS_PER_PAGE = 5;

export function accountSamples(locale: Locale) {
  const samples = ACCOUNT_SAMPLES[locale];
  return { customer: samples.customer, addresses: samples.addresses, orders: ordersFor(samples) };
}

export const orderSubtotal = (order: SampleOrder) =>
  Math.round(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;

export const orderTotal = (order: SampleOrder) =>
  Math.round((orderSubtotal(order) + order.shipping + order.tax) * 100) / 100;

export const orderItemCount = (order: SampleOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
