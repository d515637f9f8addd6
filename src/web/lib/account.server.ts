// Loaders' side of the account area: the sample data of the page's language, shaped into the small
// view models of ./account.ts. Unknown order and address ids answer null (the route redirects).
import type { Locale } from "~core/i18n/locale";
import type { AddressView, CustomerView, OrderSummaryView, OrderView, OrdersPageView } from "./account";
import type { SampleOrder } from "./account-samples";
import { accountSamples, ORDERS_PER_PAGE, orderItemCount, orderSubtotal, orderTotal } from "./account-samples.server";
import { pageLinks } from "./pagination";

const summary = (order: SampleOrder): OrderSummaryView => ({
  id: order.id,
  date: order.date,
  status: order.status,
  itemCount: orderItemCount(order),
  total: orderTotal(order),
});

export function customerOf(locale: Locale): CustomerView {
  return accountSamples(locale).customer;
}

export function addressesOf(locale: Locale): AddressView[] {
  return accountSamples(locale).addresses;
}

export function addressOf(locale: Locale, id: string): AddressView | null {
  return addressesOf(locale).find((address) => address.id === id) ?? null;
}

export function dashboardOf(locale: Locale) {
  const { customer, addresses, orders } = accountSamples(locale);
  return {
    customer,
    defaultAddress: addresses.find((address) => address.isDefault) ?? addresses[0]!,
    recentOrders: orders.slice(0, 3).map(summary),
  };
}

/** One page of the order history (3 pages of 5); a page out of range shows the nearest one. */
export function ordersPageOf(locale: Locale, requestedPage: number): OrdersPageView {
  const { orders } = accountSamples(locale);
  const pageCount = Math.ceil(orders.length / ORDERS_PER_PAGE);
  const page = Number.isInteger(requestedPage) ? Math.min(Math.max(requestedPage, 1), pageCount) : 1;
  return {
    orders: orders.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE).map(summary),
    page,
    pageCount,
    pagination: pageLinks(page, pageCount, (n) => (n === 1 ? "/account/orders" : `/account/orders?page=${n}`)),
  };
}

export function orderOf(locale: Locale, id: string): OrderView | null {
  const { orders, addresses } = accountSamples(locale);
  const order = orders.find((candidate) => candidate.id === id);
  if (!order) return null;
  const billing = addresses.find((address) => address.isDefault) ?? addresses[0]!;
  return {
    ...summary(order),
    lines: order.lines.map((line) => ({
      ...line,
      lineTotal: Math.round(line.quantity * line.unitPrice * 100) / 100,
    })),
    subtotal: orderSubtotal(order),
    shipping: order.shipping,
    tax: order.tax,
    billing,
    shippingAddress: addresses[Number(order.id) % addresses.length] ?? billing,
  };
}
