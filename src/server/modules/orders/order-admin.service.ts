// The operator's views of orders (docs/decisions/0038): the list across stores with filters, the
// order in full (lines, sizes, personalization per unit, payment, gift card, fundraiser share, status
// history), the production sheet of a store for a date range, and the CSV export. Amounts in cents;
// the routes convert them at the edge. The console's pages call these functions as they are.
import { listProviderPaymentEvents } from "~server/modules/payments/payment-events.service";
import { ZERO_CENTS, type Cents } from "~core/money";
import type { Kysely } from "kysely";
import { csvRows, type CsvValue } from "~core/orders/csv";
import { countsAsPlaced } from "~core/orders/order-status";
import { nameAndNumber, pricedUnits } from "~core/orders/paperwork";
import {
  productionSheet,
  productionSheetCsv,
  type ProductionAttributes,
  type ProductionSheet,
} from "~core/orders/production-sheet";
import { findProductsByIds } from "~server/modules/products/products.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { sizeListsOf, storeSizeList, type SizeListBook } from "~core/catalog/sizes";
import type { DB, OrdersTable, OrderStatusHistoryTable } from "~server/db/schema";
import { notFound } from "~server/http/errors";
import { findGiftRedemption } from "~server/modules/gift-codes/gift-codes.service";
import { eachOrder, searchOrders, type OrderSearch } from "./order-admin.repository";
import { rangeBound } from "./order-queries.service";
import { listOrderPayments, listStatusHistory, listStatusHistoryOf } from "./order-workflow.repository";
import { findOrderById } from "./orders.repository";
import type { StoredOrder } from "./stored-order";
import { WORKFLOW_MESSAGES } from "./order-workflow.service";

export interface OrderListQuery {
  storeId?: string;
  /** Only these stores (the console narrows an organiser's list to theirs). */
  storeIds?: readonly string[];
  status?: string;
  /** ISO date-time or a date (a whole UTC day). */
  from?: string;
  to?: string;
  /** Part of an order number, a customer's name or e-mail address. */
  q?: string;
  page: number;
  limit: number;
}

export interface OrderSummary {
  id: string;
  storeId: string;
  orderNumber: string;
  status: string;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  items: number;
  totalCents: Cents;
}

export interface StatusHistoryEntry {
  from: string | null;
  to: string;
  at: string;
  actor: { id: string | null; email: string } | null;
  carrier: string | null;
  trackingNumber: string | null;
  note: string | null;
  /** An entry that changes no status: a refund that could not be made after all (decision 0113), and its amount. */
  event: "refund_undone" | null;
  amountCents: Cents | null;
}

export interface OrderDetail extends OrderSummary {
  /** The stored order document (cents): every line, size, personalization per unit, addresses. */
  order: StoredOrder;
  amounts: { subtotalCents: Cents; taxCents: Cents; shippingCents: Cents; giftCents: Cents; totalCents: Cents };
  payments: {
    id: string;
    provider: string;
    reference: string;
    amountCents: Cents;
    status: string;
    createdAt: string;
  }[];
  giftCard: { code: string; cents: Cents; state: string } | null;
  /** Refunds and disputes made at the payment provider (Stripe's dashboard), from its webhook. */
  providerEvents: {
    reference: string;
    kind: "refund" | "dispute";
    status: string;
    amountCents: Cents;
    reason: string | null;
    at: string;
  }[];
  /** The fundraiser's share of this order (0 once cancelled: it no longer counts). */
  fundraiser: {
    cents: Cents;
    counts: boolean;
    lines: { lineId: string; itemCents: Cents; percentageCents: Cents }[];
  };
  /** Placement first ("Processing" at created_at), then every change. */
  history: StatusHistoryEntry[];
  /** The latest shipment's carrier and tracking number. */
  shipment: { carrier: string; trackingNumber: string; at: string } | null;
}

const toSearch = (query: Omit<OrderListQuery, "page" | "limit">): OrderSearch => ({
  storeId: query.storeId,
  storeIds: query.storeIds,
  status: query.status,
  from: rangeBound(query.from, false),
  to: rangeBound(query.to, true),
  q: query.q,
});

const parse = (row: OrdersTable) => JSON.parse(row.data) as StoredOrder;

function toSummary(row: OrdersTable, order: StoredOrder): OrderSummary {
  return {
    id: row.id,
    storeId: row.store_id,
    orderNumber: row.order_number,
    status: row.status,
    createdAt: row.created_at,
    customerName: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
    customerEmail: order.contact.email,
    items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: row.total_cents,
  };
}

/** The history as the shopper and the operator read it: the placement, then each change. */
export function historyOf(
  row: Pick<OrdersTable, "created_at">,
  changes: OrderStatusHistoryTable[],
): StatusHistoryEntry[] {
  return [
    {
      from: null,
      to: "Processing",
      at: row.created_at,
      actor: null,
      carrier: null,
      trackingNumber: null,
      note: null,
      event: null,
      amountCents: null,
    },
    ...changes.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      at: change.at,
      actor: change.actor_email === null ? null : { id: change.actor_id, email: change.actor_email },
      carrier: change.carrier,
      trackingNumber: change.tracking_number,
      note: change.note,
      event: change.event ?? null,
      amountCents: change.amount_cents ?? null,
    })),
  ];
}

export function latestShipment(history: StatusHistoryEntry[]): OrderDetail["shipment"] {
  const shipped = history.filter((entry) => entry.to === "Shipped" && entry.carrier && entry.trackingNumber).at(-1);
  return shipped
    ? { carrier: shipped.carrier ?? "", trackingNumber: shipped.trackingNumber ?? "", at: shipped.at }
    : null;
}

/** Orders across stores, newest first, filtered by store, status, date range and search text. */
export async function listOrders(
  db: Kysely<DB>,
  query: OrderListQuery,
): Promise<{ items: OrderSummary[]; totalCount: number; page: number; limit: number }> {
  const { rows, totalCount } = await searchOrders(db, toSearch(query), {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: rows.map((row) => toSummary(row, parse(row))), totalCount, page: query.page, limit: query.limit };
}

/** One order in full; 404 when there is none. */
export async function getOrderDetail(db: Kysely<DB>, orderId: string): Promise<OrderDetail> {
  const row = await findOrderById(db, orderId);
  if (!row) throw notFound(WORKFLOW_MESSAGES.notFound);
  const order = parse(row);
  const history = historyOf(row, await listStatusHistory(db, row.id));
  const gift =
    order.orderKey && order.giftCodeBalance > 0
      ? await findGiftRedemption(db, row.store_id, order.orderKey)
      : undefined;
  const counts = countsAsPlaced(row.status);
  return {
    ...toSummary(row, order),
    order: { ...order, status: row.status as StoredOrder["status"] },
    amounts: {
      subtotalCents: row.subtotal_cents,
      taxCents: row.tax_cents,
      shippingCents: row.shipping_cents,
      giftCents: row.gift_cents,
      totalCents: row.total_cents,
    },
    payments: (await listOrderPayments(db, row.id)).map((p) => ({
      id: p.id,
      provider: p.provider,
      reference: p.token_ref,
      amountCents: p.amount_cents,
      status: p.status,
      createdAt: p.created_at,
    })),
    giftCard: gift ? { code: gift.code, cents: gift.cents, state: gift.state } : null,
    providerEvents: (await listProviderPaymentEvents(db, row.id)).map((e) => ({
      reference: e.reference,
      kind: e.kind,
      status: e.status,
      amountCents: e.amount_cents,
      reason: e.reason,
      at: e.at,
    })),
    fundraiser: {
      cents: counts ? order.orderFundraiser : ZERO_CENTS,
      counts,
      lines: order.lines.map((line) => ({
        lineId: line.id,
        itemCents: line.fundraiser.itemTotal,
        percentageCents: line.fundraiser.percentageAmount,
      })),
    },
    history,
    shipment: latestShipment(history),
  };
}

/** A store's pick-up orders that are ready to collect, oldest first. */
export async function listReadyForPickup(
  db: Kysely<DB>,
  storeId: string,
): Promise<{ orderNumber: string; customerName: string; order: StoredOrder }[]> {
  const found: { orderNumber: string; customerName: string; order: StoredOrder }[] = [];
  for await (const rows of eachOrder(db, toSearch({ storeId, status: "Ready for pick-up" }))) {
    for (const row of rows) {
      const order = parse(row);
      if (order.delivery === "pickup") {
        found.push({ orderNumber: row.order_number, customerName: toSummary(row, order).customerName, order });
      }
    }
  }
  return found;
}

export interface ProductionSheetQuery {
  storeId: string;
  from?: string;
  to?: string;
  /** Only orders of this status (e.g. "In production"); by default every order not cancelled. */
  status?: string;
  /** Only products of this brand, supplier code or decoration location (decision 0080). */
  brand?: string;
  supplierCode?: string;
  decorationLocation?: string;
}

/**
 * The size lists a store's papers order sizes by (docs/decisions/0092): each product's own list and
 * the store's size list. Products may be given when already read.
 */
export async function sizeListBook(
  db: Kysely<DB>,
  storeId: string,
  products: readonly { id: string; data: { productData: { sizes: string[] } } }[],
): Promise<SizeListBook> {
  const store = await findStoreById(db, storeId);
  return {
    store: storeSizeList(store?.data.sizes),
    products: Object.fromEntries(products.map((record) => [record.id, record.data.productData.sizes])),
  };
}

/** What to make for a store's orders of a date range: units per product × colour × size, and what to print on each. */
export async function buildProductionSheet(
  db: Kysely<DB>,
  query: ProductionSheetQuery,
): Promise<ProductionSheet & { orders: number }> {
  const orders: { orderNumber: string; lines: StoredOrder["lines"] }[] = [];
  for await (const rows of eachOrder(db, toSearch(query))) {
    for (const row of rows) {
      if (countsAsPlaced(row.status)) orders.push({ orderNumber: row.order_number, lines: parse(row).lines });
    }
  }
  const ids = [...new Set(orders.flatMap((order) => order.lines.map((line) => line.productId)))];
  const products = await findProductsByIds(db, query.storeId, ids);
  const attributes = new Map<string, ProductionAttributes>(
    products.map((record) => [
      record.id,
      {
        brand: record.data.productData.productBrand,
        supplierCode: record.data.productData.supplierCode ?? "",
        decorationLocation: record.data.productData.decorationLocation ?? "",
      },
    ]),
  );
  const sheet = productionSheet(
    orders,
    (id) => attributes.get(id) ?? { brand: "", supplierCode: "", decorationLocation: "" },
    query,
    sizeListsOf(await sizeListBook(db, query.storeId, products)),
  );
  // Only orders with a product left after the product filters count.
  const kept = new Set(sheet.rows.map((row) => row.productId));
  const counted = orders.filter((order) => order.lines.some((line) => kept.has(line.productId))).length;
  return { ...sheet, orders: counted };
}

export async function productionSheetAsCsv(db: Kysely<DB>, query: ProductionSheetQuery): Promise<string> {
  return productionSheetCsv(await buildProductionSheet(db, query));
}

const ORDER_CSV_HEADER = [
  "Order",
  "Store",
  "Created at",
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Delivery",
  "Shipping service",
  "Items",
  "Subtotal",
  "Tax",
  "Shipping",
  "Gift card",
  "Total",
  "Fundraiser",
  "Payment",
  "Carrier",
  "Tracking number",
  "Note",
];

const decimal = (cents: number) => Math.round(cents) / 100;

/** The orders of a search (every page, oldest first) as CSV, one row per order. */
export async function ordersAsCsv(db: Kysely<DB>, query: Omit<OrderListQuery, "page" | "limit">): Promise<string> {
  // Written a page of orders at a time: only the text is kept, not every order's cells until the end.
  let csv = csvRows([ORDER_CSV_HEADER]);
  for await (const rows of eachOrder(db, toSearch(query))) {
    const out: CsvValue[][] = [];
    const changes = await listStatusHistoryOf(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const order = parse(row);
      const shipment = latestShipment(
        historyOf(
          row,
          changes.filter((change) => change.order_id === row.id),
        ),
      );
      const summary = toSummary(row, order);
      out.push([
        row.order_number,
        row.store_id,
        row.created_at,
        row.status,
        summary.customerName,
        summary.customerEmail,
        order.contact.phone,
        order.delivery,
        order.shippingService,
        summary.items,
        decimal(row.subtotal_cents),
        decimal(row.tax_cents),
        decimal(row.shipping_cents),
        decimal(row.gift_cents),
        decimal(row.total_cents),
        decimal(countsAsPlaced(row.status) ? order.orderFundraiser : 0),
        order.card ? `${order.payment} ${order.card.brand} ${order.card.last4}` : order.payment,
        shipment?.carrier ?? "",
        shipment?.trackingNumber ?? "",
        order.note ?? "",
      ]);
    }
    csv += csvRows(out);
  }
  return csv;
}

const UNIT_CSV_HEADER = [
  "Order",
  "Store",
  "Created at",
  "Status",
  "Name",
  "E-mail",
  "Product ID",
  "Product",
  "Colour",
  "Size",
  "Unit",
  "Personalization name",
  "Personalization number",
  "Other personalization",
  "Quantity",
  "Unit price",
  "Personalization price",
];

/**
 * The orders of a search as CSV, one row per unit (decision 0097): its product, colour, size, the
 * name and number printed on it, its unit and personalization prices, with the order's number,
 * customer and status. Each row's Quantity is 1, so the column sums to the orders' units.
 */
export async function orderUnitsAsCsv(db: Kysely<DB>, query: Omit<OrderListQuery, "page" | "limit">): Promise<string> {
  let csv = csvRows([UNIT_CSV_HEADER]);
  for await (const rows of eachOrder(db, toSearch(query))) {
    const out: CsvValue[][] = [];
    for (const row of rows) {
      const order = parse(row);
      const summary = toSummary(row, order);
      for (const unit of pricedUnits(order.lines)) {
        const { name, number, other } = nameAndNumber(unit.fields);
        out.push([
          row.order_number,
          row.store_id,
          row.created_at,
          row.status,
          summary.customerName,
          summary.customerEmail,
          unit.productId,
          unit.productName,
          unit.color,
          unit.size,
          unit.unit,
          name,
          number,
          other,
          1,
          decimal(unit.unitPrice),
          decimal(unit.personalizationPrice),
        ]);
      }
    }
    csv += csvRows(out);
  }
  return csv;
}
