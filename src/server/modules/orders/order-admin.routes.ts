// The operator's order endpoints (docs/decisions/0038), under /api/admin with the admin API key:
// the list across stores with filters, the order in full, a status change, the production sheet of a
// store (JSON and CSV) and the orders' CSV export. Thin: validate, call one service, shape the answer
// (amounts in decimal units at this edge, cents inside).
import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { ORDER_STATUSES } from "~core/orders/order-status";
import { fromCents } from "~core/money";
import { type Clock, systemClock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { adminApiActor, requireAdminKey } from "~server/http/admin-auth";
import { createApiApp, dataResponse, errorResponses, jsonBody } from "~server/http/openapi";
import { ID_MESSAGE, ID_PATTERN } from "~server/modules/stores/stores.schema";
import type { PaymentProvider, ProviderLogger } from "~server/providers/providers";
import {
  buildProductionSheet,
  getOrderDetail,
  listOrders,
  ordersAsCsv,
  productionSheetAsCsv,
  type OrderDetail,
  type OrderSummary,
} from "./order-admin.service";
import { auditStatusChange, changeOrderStatus } from "./order-workflow.service";
import { storedOrderToWire } from "./stored-order";

export interface OrderAdminRoutesDeps {
  db: Kysely<DB>;
  adminApiKey?: string;
  providers: { payments: PaymentProvider };
  logger: ProviderLogger;
  now?: Clock;
}

const DateBound = z.iso.datetime({ offset: true }).or(z.iso.date());
const StatusFilter = z.enum(ORDER_STATUSES);

const SearchQuerySchema = z.object({
  storeId: z.string().regex(ID_PATTERN, ID_MESSAGE).optional(),
  status: StatusFilter.optional(),
  from: DateBound.optional(),
  to: DateBound.optional(),
  q: z.string().trim().min(1).max(100).optional(),
});
const ListQuerySchema = SearchQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const OrderId = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
const StoreParam = z.object({
  storeId: z
    .string()
    .regex(ID_PATTERN, ID_MESSAGE)
    .openapi({ param: { name: "storeId", in: "path" } }),
});
const SheetQuerySchema = z.object({
  from: DateBound.optional(),
  to: DateBound.optional(),
  status: StatusFilter.optional(),
  brand: z.string().trim().max(200).optional(),
  supplierCode: z.string().trim().max(200).optional(),
  decorationLocation: z.string().trim().max(200).optional(),
});

const OrderSummarySchema = z
  .object({
    id: z.string(),
    storeId: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    createdAt: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    items: z.number().int(),
    total: z.number(),
  })
  .openapi("AdminOrderSummary");

const HistoryEntrySchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  note: z.string().nullable(),
  event: z
    .enum(["refund_undone"])
    .nullable()
    .describe("An entry that changes no status: refund_undone, a refund that could not be made after all"),
  amount: z.number().nullable().describe("The refund_undone entry's amount"),
});

const OrderDetailSchema = OrderSummarySchema.extend({
  order: z.unknown().describe("The stored order document: lines, sizes, personalization per unit, addresses"),
  amounts: z.object({
    subtotal: z.number(),
    tax: z.number(),
    shipping: z.number(),
    giftCard: z.number(),
    total: z.number(),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      reference: z.string(),
      amount: z.number(),
      status: z.string().describe("captured, refund_pending, refunded or voided"),
      createdAt: z.string(),
    }),
  ),
  giftCard: z.object({ code: z.string(), amount: z.number(), state: z.string() }).nullable(),
  fundraiser: z.object({
    amount: z.number(),
    counts: z.boolean(),
    lines: z.array(z.object({ lineId: z.string(), perItem: z.number(), percentage: z.number() })),
  }),
  history: z.array(HistoryEntrySchema),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), at: z.string() }).nullable(),
}).openapi("AdminOrderDetail");

const StatusChangeBodySchema = z
  .object({
    status: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe(`One of ${ORDER_STATUSES.join(", ")}`),
    carrier: z.string().trim().max(100).optional().describe("Required for Shipped"),
    trackingNumber: z.string().trim().max(100).optional().describe("Required for Shipped"),
    note: z.string().trim().max(2000).optional().describe("Kept in the history; never shown to the shopper"),
  })
  .openapi("OrderStatusChange");

const Snapshot = z.object({ orderId: z.string(), storeId: z.string(), orderNumber: z.string(), status: z.string() });
const StatusChangeAnswerSchema = z
  .object({
    before: Snapshot,
    after: Snapshot,
    payments: z.array(z.object({ paymentId: z.string(), amount: z.number(), status: z.string() })),
    giftCard: z.object({ code: z.string(), amount: z.number() }).nullable(),
    order: OrderDetailSchema,
  })
  .openapi("OrderStatusChangeResult");

const ProductionSheetSchema = z
  .object({
    storeId: z.string(),
    orders: z.number().int(),
    totalUnits: z.number().int(),
    fieldNames: z.array(z.string()),
    rows: z.array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        brand: z.string(),
        supplierCode: z.string(),
        decorationLocation: z.string(),
        color: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        decorations: z.array(
          z.object({ orderNumber: z.string(), unit: z.string(), fields: z.record(z.string(), z.string()) }),
        ),
      }),
    ),
  })
  .openapi("ProductionSheet");

const csvResponse = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/orders",
  summary: "Orders across stores, newest first: by store, status, date range, and number/name/e-mail search (admin)",
  security: [{ adminKey: [] }],
  request: { query: ListQuerySchema },
  responses: {
    200: dataResponse(
      z.object({ items: z.array(OrderSummarySchema), totalCount: z.number(), page: z.number(), limit: z.number() }),
      "Orders",
    ),
    ...errorResponses(400, 401),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/admin/orders.csv",
  summary: "The orders of the same filters as CSV, oldest first (admin)",
  security: [{ adminKey: [] }],
  request: { query: SearchQuerySchema },
  responses: { 200: csvResponse("Orders as CSV"), ...errorResponses(400, 401) },
});

const detailRoute = createRoute({
  method: "get",
  path: "/admin/orders/{id}",
  summary: "One order in full: lines, sizes, personalization, payment, gift card, fundraiser, history (admin)",
  security: [{ adminKey: [] }],
  request: { params: OrderId },
  responses: { 200: dataResponse(OrderDetailSchema, "Order"), ...errorResponses(401, 404) },
});

const statusRoute = createRoute({
  method: "post",
  path: "/admin/orders/{id}/status",
  summary: "Moves an order along its workflow; cancelling gives the payment and gift card back (admin)",
  security: [{ adminKey: [] }],
  request: { params: OrderId, body: jsonBody(StatusChangeBodySchema) },
  responses: {
    200: dataResponse(StatusChangeAnswerSchema, "Status changed"),
    ...errorResponses(400, 401, 404, 409),
  },
});

const sheetRoute = createRoute({
  method: "get",
  path: "/admin/stores/{storeId}/production-sheet",
  summary: "Units per product × colour × size and the names/numbers to decorate, for a date range (admin)",
  security: [{ adminKey: [] }],
  request: { params: StoreParam, query: SheetQuerySchema },
  responses: { 200: dataResponse(ProductionSheetSchema, "Production sheet"), ...errorResponses(400, 401) },
});

const sheetCsvRoute = createRoute({
  method: "get",
  path: "/admin/stores/{storeId}/production-sheet.csv",
  summary: "The production sheet as CSV (admin)",
  security: [{ adminKey: [] }],
  request: { params: StoreParam, query: SheetQuerySchema },
  responses: { 200: csvResponse("Production sheet as CSV"), ...errorResponses(400, 401) },
});

const summaryToWire = (s: OrderSummary) => ({ ...s, total: fromCents(s.totalCents) });

export function orderDetailToWire(d: OrderDetail) {
  return OrderDetailSchema.parse({
    ...summaryToWire(d),
    order: storedOrderToWire(d.order),
    amounts: {
      subtotal: fromCents(d.amounts.subtotalCents),
      tax: fromCents(d.amounts.taxCents),
      shipping: fromCents(d.amounts.shippingCents),
      giftCard: fromCents(d.amounts.giftCents),
      total: fromCents(d.amounts.totalCents),
    },
    payments: d.payments.map((p) => ({ ...p, amount: fromCents(p.amountCents) })),
    giftCard: d.giftCard && { code: d.giftCard.code, amount: fromCents(d.giftCard.cents), state: d.giftCard.state },
    fundraiser: {
      amount: fromCents(d.fundraiser.cents),
      counts: d.fundraiser.counts,
      lines: d.fundraiser.lines.map((l) => ({
        lineId: l.lineId,
        perItem: fromCents(l.itemCents),
        percentage: fromCents(l.percentageCents),
      })),
    },
    history: d.history.map(({ amountCents, ...entry }) => ({
      ...entry,
      amount: amountCents === null ? null : fromCents(amountCents),
    })),
    shipment: d.shipment,
  });
}

/** A UTF-8 byte order mark first: spreadsheet programs then read names in Cyrillic or Arabic right. */
const csvBody = (csv: string, filename: string) =>
  new Response(`\uFEFF${csv}`, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });

export function createOrderAdminRoutes(deps: OrderAdminRoutesDeps) {
  const { db } = deps;
  const workflow = { db, providers: deps.providers, logger: deps.logger, now: deps.now ?? systemClock };
  const app = createApiApp();
  const admin = requireAdminKey(deps.adminApiKey);
  const adminActor = adminApiActor(deps.adminApiKey);
  app.use("/admin/orders", admin);
  app.use("/admin/orders.csv", admin);
  app.use("/admin/orders/*", admin);
  app.use("/admin/stores/:storeId/production-sheet", admin);
  app.use("/admin/stores/:storeId/production-sheet.csv", admin);

  app.openapi(listRoute, async (c) => {
    const page = await listOrders(db, c.req.valid("query"));
    return c.json({ data: { ...page, items: page.items.map((s) => OrderSummarySchema.parse(summaryToWire(s))) } }, 200);
  });

  app.openapi(exportRoute, async (c) => csvBody(await ordersAsCsv(db, c.req.valid("query")), "orders.csv"));

  app.openapi(detailRoute, async (c) => {
    return c.json({ data: orderDetailToWire(await getOrderDetail(db, c.req.valid("param").id)) }, 200);
  });

  app.openapi(statusRoute, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const change = { ...body, to: body.status };
    const result = await changeOrderStatus(workflow, id, change, {
      actor: null,
      onChange: auditStatusChange(adminActor, change, workflow.now),
    });
    const data = StatusChangeAnswerSchema.parse({
      before: result.before,
      after: result.after,
      payments: result.payments.map((p) => ({
        paymentId: p.paymentId,
        amount: fromCents(p.amountCents),
        status: p.status,
      })),
      giftCard: result.giftCard ? { code: result.giftCard.code, amount: fromCents(result.giftCard.cents) } : null,
      order: orderDetailToWire(await getOrderDetail(db, id)),
    });
    return c.json({ data }, 200);
  });

  app.openapi(sheetRoute, async (c) => {
    const { storeId } = c.req.valid("param");
    const sheet = await buildProductionSheet(db, { storeId, ...c.req.valid("query") });
    return c.json({ data: ProductionSheetSchema.parse({ storeId, ...sheet }) }, 200);
  });

  app.openapi(sheetCsvRoute, async (c) => {
    const { storeId } = c.req.valid("param");
    const csv = await productionSheetAsCsv(db, { storeId, ...c.req.valid("query") });
    return csvBody(csv, `production-sheet-${storeId}.csv`);
  });

  return app;
}
