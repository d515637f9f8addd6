// Order endpoints: placing an order and reading its receipt (store API, behind the private-store
// lock), and the admin views of orders and transactions (spec §7 GET /orders…, admin key only).
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { shopperMessage } from "~core/i18n/message";
import { fromCents } from "~core/money";
import type { AppEnv } from "~server/context";
import type { DB } from "~server/db/schema";
import { invalid } from "~server/http/errors";
import { containsCardNumber } from "~server/modules/payments/payments.service";
import { createApiApp, dataResponse, errorResponses, requireRequestStore } from "~server/http/openapi";
import { requestLocale, wordFor } from "~server/http/request-locale";
import { requireStoreAccess } from "~server/modules/store-access/require-store-access";
import type { ProviderLogger, Providers } from "~server/providers/providers";
import { requireAdminKey } from "~server/http/admin-auth";
import { PlaceOrderAnswerSchema, PlaceOrderBodySchema } from "./orders.schema";
import { ORDER_MESSAGES, placeOrder, type OrderDeps } from "./orders.service";
import { getOrder, listOrderPage, listTransactionPage, readReceipt } from "./order-queries.service";
import { trackOrder } from "./order-tracking.service";
import { clientAddress } from "~server/http/client-address";
import { type Clock, systemClock } from "~server/clock";

export interface OrderRoutesDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  adminApiKey?: string;
  providers: Providers;
  logger: ProviderLogger;
  now?: Clock;
  /** A placement left unfinished (its process crashed) blocks its key this long (default 2 min). */
  claimLeaseMs?: number;
  faultAt?: OrderDeps["faultAt"];
}

export const CARD_NUMBER_REFUSED = shopperMessage("payment.cardNumberRefused");

/** Refuses a body holding anything shaped like a card number, wherever it sits (before validation strips fields). */
const refuseCardNumbers: MiddlewareHandler<AppEnv> = async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    // Not JSON: the body validator that runs next answers with a 400 of its own.
  }
  if (containsCardNumber(body)) throw invalid(CARD_NUMBER_REFUSED);
  await next();
};

const placeRoute = createRoute({
  method: "post",
  path: "/promo/ecommerce/orders",
  summary: "Places an order (repriced, idempotent, charged through the payment provider)",
  middleware: [refuseCardNumbers] as const,
  request: {
    headers: z.object({ "idempotency-key": z.string().trim().min(1).max(200).optional() }),
    body: { required: true, content: { "application/json": { schema: PlaceOrderBodySchema } } },
  },
  responses: {
    200: dataResponse(PlaceOrderAnswerSchema, "Order placed (or the first answer for a repeated idempotency key)"),
    ...errorResponses(400, 401, 404, 409, 422, 503),
  },
});

const OrderNumber = z.string().trim().min(1).max(40);

const receiptRoute = createRoute({
  method: "get",
  path: "/promo/ecommerce/orders/{orderNumber}",
  summary: "The receipt of an order, with the receipt token its placement answered",
  request: {
    params: z.object({ orderNumber: OrderNumber.openapi({ param: { name: "orderNumber", in: "path" } }) }),
    query: z.object({ receipt: z.string().min(1).max(200) }),
  },
  responses: {
    200: dataResponse(z.object({ order: z.unknown() }), "The stored order"),
    ...errorResponses(400, 401, 404),
  },
});

const trackRoute = createRoute({
  method: "post",
  path: "/promo/ecommerce/order-tracking",
  summary: "The status of an order, by its number and the e-mail address it was placed with",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ orderNumber: OrderNumber, email: z.email("must be an e-mail address").max(200) }),
        },
      },
    },
  },
  responses: {
    200: dataResponse(
      z
        .object({
          orderNumber: z.string(),
          status: z.string(),
          createdAt: z.string(),
          total: z.number(),
          items: z.number().int(),
          delivery: z.enum(["toAddress", "pickup"]),
          shippingCarrier: z.string(),
          shippingService: z.string(),
          history: z.array(z.object({ status: z.string(), at: z.string() })),
          shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), at: z.string() }).nullable(),
        })
        .openapi("TrackedOrder"),
      "The order's status",
    ),
    ...errorResponses(400, 401, 404, 429),
  },
});

const AdminOrderSchema = z
  .object({
    id: z.string(),
    storeId: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    subtotal: z.number(),
    tax: z.number(),
    shipping: z.number(),
    giftCard: z.number(),
    total: z.number(),
    createdAt: z.string(),
    order: z.unknown(),
  })
  .openapi("AdminOrder");

const TransactionSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    storeId: z.string(),
    provider: z.string(),
    tokenRef: z.string(),
    amount: z.number(),
    status: z.string(),
    createdAt: z.string(),
  })
  .openapi("Transaction");

const PageQuerySchema = z.object({
  storeId: z.string().trim().min(1).max(64).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const getOrderRoute = createRoute({
  method: "get",
  path: "/orders/{id}",
  summary: "One order (admin)",
  security: [{ adminKey: [] }],
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: "id", in: "path" } }),
    }),
  },
  responses: { 200: dataResponse(AdminOrderSchema, "Order"), ...errorResponses(401, 404) },
});

const listOrdersRoute = createRoute({
  method: "get",
  path: "/orders",
  summary: "Orders, newest first, by store and date (admin)",
  security: [{ adminKey: [] }],
  request: { query: PageQuerySchema },
  responses: {
    200: dataResponse(z.object({ items: z.array(AdminOrderSchema), totalCount: z.number() }), "Orders"),
    ...errorResponses(400, 401),
  },
});

const listTransactionsRoute = createRoute({
  method: "get",
  path: "/transactions",
  summary: "Payments captured for orders, newest first (admin)",
  security: [{ adminKey: [] }],
  request: { query: PageQuerySchema },
  responses: {
    200: dataResponse(z.object({ items: z.array(TransactionSchema), totalCount: z.number() }), "Transactions"),
    ...errorResponses(400, 401),
  },
});

export function createOrderRoutes(deps: OrderRoutesDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const app = createApiApp();
  app.use("/promo/ecommerce/orders", requireStoreAccess());
  app.use("/promo/ecommerce/orders/*", requireStoreAccess());
  app.use("/promo/ecommerce/order-tracking", requireStoreAccess());
  const admin = requireAdminKey(deps.adminApiKey);
  app.use("/orders", admin);
  app.use("/orders/*", admin);
  app.use("/transactions", admin);

  app.openapi(placeRoute, async (c) => {
    const store = requireRequestStore(c);
    const { order } = c.req.valid("json");
    const answer = await placeOrder({ ...deps, now }, store, {
      order,
      idempotencyKey: c.req.valid("header")["idempotency-key"],
      // The confirmation e-mail speaks the language the shopper browses in (the store front's cookie).
      locale: requestLocale(c),
    });
    // A replayed answer was stored in English: its message is worded for this request.
    const placed = { ...answer, message: wordFor(c, ORDER_MESSAGES.placed) };
    return c.json({ data: PlaceOrderAnswerSchema.parse(placed) }, 200);
  });

  app.openapi(receiptRoute, async (c) => {
    const store = requireRequestStore(c);
    const { orderNumber } = c.req.valid("param");
    const order = await readReceipt(db, deps.sessionSecret, store.id, orderNumber, c.req.valid("query").receipt);
    return c.json({ data: { order } }, 200);
  });

  app.openapi(trackRoute, async (c) => {
    const store = requireRequestStore(c);
    const tracked = await trackOrder(db, store.id, c.req.valid("json"), clientAddress(c), now().getTime());
    return c.json({ data: tracked }, 200);
  });

  app.openapi(getOrderRoute, async (c) => {
    const order = await getOrder(db, c.req.valid("param").id);
    return c.json({ data: AdminOrderSchema.parse(order) }, 200);
  });

  app.openapi(listOrdersRoute, async (c) => {
    const page = await listOrderPage(db, c.req.valid("query"));
    return c.json(
      { data: { items: page.items.map((o) => AdminOrderSchema.parse(o)), totalCount: page.totalCount } },
      200,
    );
  });

  app.openapi(listTransactionsRoute, async (c) => {
    const page = await listTransactionPage(db, c.req.valid("query"));
    const items = page.items.map((t) => TransactionSchema.parse({ ...t, amount: fromCents(t.amount) }));
    return c.json({ data: { items, totalCount: page.totalCount } }, 200);
  });

  return app;
}
