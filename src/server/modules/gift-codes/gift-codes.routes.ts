// Gift card endpoints of spec §7 (store API, behind the private-store lock) and the admin endpoints
// that issue and inspect codes. Amounts are decimal currency units here and cents inside.
import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomUUID } from "node:crypto";
import { fromCents, toCents } from "~core/money";
import type { DB } from "~server/db/schema";
import { AmountSchema } from "~server/modules/estimates/estimates.schema";
import { adminApiActor, requireAdminKey } from "~server/http/admin-auth";
import { clientAddress } from "~server/http/client-address";
import { wordFor } from "~server/http/request-locale";
import type { ShopperMessage } from "~core/i18n/message";
import { createApiApp, dataResponse, errorResponses, jsonBody, requireRequestStore } from "~server/http/openapi";
import { requireStoreAccess } from "~server/modules/store-access/require-store-access";
import { ID_MESSAGE, ID_PATTERN } from "~server/modules/stores/stores.schema";
import {
  applyGiftCode,
  DEFAULT_RESERVATION_MINUTES,
  describeGiftCode,
  getGiftReservation,
  type GiftApplyResult,
  type GiftShopper,
  removeGiftCode,
  setGiftCodeBalance,
  updateGiftReservation,
} from "./gift-codes.service";
import { type Clock, systemClock } from "~server/clock";

export interface GiftCodeRoutesDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  adminApiKey?: string;
  now?: Clock;
  /** GIFT_RESERVATION_MINUTES (default 30). */
  reservationMinutes?: number;
}

const Amount = AmountSchema;
const OrderKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .openapi({ param: { name: "orderKey", in: "path" } });

const ApplyResultSchema = z
  .object({
    isSuccess: z.boolean(),
    code: z.string().describe("The message's code (the same in every language)"),
    message: z.string().describe("In the shopper's language"),
    orderKey: z.string().optional(),
    appliedAmount: z.number(),
    remainingBalance: z.number(),
  })
  .openapi("GiftCodeApplyResult");
const applyRoute = createRoute({
  method: "post",
  path: "/promo/ecommerce/gift-code/apply",
  summary: "Reserves a gift card's balance for an order amount",
  request: { body: jsonBody(z.object({ orderAmount: Amount, code: z.string().max(200) })) },
  responses: {
    200: dataResponse(ApplyResultSchema, "Applied, or isSuccess false with the reason"),
    ...errorResponses(400, 401, 404, 429),
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/promo/ecommerce/cart-gift-code/{orderKey}",
  summary: "Follows a changed order total with the gift card reservation",
  request: {
    params: z.object({ orderKey: OrderKey }),
    // totalAmount is the field of the reservation (blockedParts); orderAmount is accepted as in apply.
    body: jsonBody(
      z
        .object({ totalAmount: Amount.optional(), orderAmount: Amount.optional() })
        .refine((b) => b.totalAmount !== undefined || b.orderAmount !== undefined, {
          path: ["totalAmount"],
          message: "required",
        }),
    ),
  },
  responses: { 200: dataResponse(ApplyResultSchema, "Updated reservation"), ...errorResponses(400, 401, 404, 409) },
});

const ReservationSchema = z
  .object({
    code: z.string(),
    balance: z.number(),
    blockedParts: z.array(z.object({ orderKey: z.string(), totalAmount: z.number() })),
  })
  .openapi("GiftCodeReservation");

const getRoute = createRoute({
  method: "get",
  path: "/promo/ecommerce/gift-code/{orderKey}",
  summary: "The gift card reservation of an order key",
  request: { params: z.object({ orderKey: OrderKey }) },
  responses: { 200: dataResponse(ReservationSchema, "Reservation"), ...errorResponses(400, 401, 404) },
});

const removeRoute = createRoute({
  method: "post",
  path: "/promo/ecommerce/gift-code/remove",
  summary: "Releases a gift card reservation",
  request: { body: jsonBody(z.object({ orderKey: z.string().trim().min(1).max(100), code: z.string().max(200) })) },
  responses: {
    200: dataResponse(
      z.object({ isSuccess: z.boolean(), code: z.string(), message: z.string() }),
      "Removed, or isSuccess false",
    ),
    ...errorResponses(400, 401, 404),
  },
});

const AdminGiftCodeSchema = z
  .object({
    code: z.string(),
    balance: z.number(),
    available: z.number(),
    /** Disabled in the console: shoppers cannot apply it. */
    disabled: z.boolean(),
    reservations: z.array(z.object({ orderKey: z.string(), totalAmount: z.number(), expiresAt: z.string() })),
  })
  .openapi("AdminGiftCode");
const adminParams = z.object({
  storeId: z
    .string()
    .regex(ID_PATTERN, ID_MESSAGE)
    .openapi({ param: { name: "storeId", in: "path" } }),
  code: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be 1 to 64 letters, digits or '-'")
    .openapi({ param: { name: "code", in: "path" } }),
});

const adminPutRoute = createRoute({
  method: "put",
  path: "/admin/stores/{storeId}/gift-codes/{code}",
  summary: "Issues a gift code or sets its balance (admin)",
  security: [{ adminKey: [] }],
  request: { params: adminParams, body: jsonBody(z.object({ balance: Amount })) },
  responses: {
    200: dataResponse(AdminGiftCodeSchema, "Balance set"),
    201: dataResponse(AdminGiftCodeSchema, "Code issued"),
    ...errorResponses(400, 401, 404),
  },
});

const adminGetRoute = createRoute({
  method: "get",
  path: "/admin/stores/{storeId}/gift-codes/{code}",
  summary: "A gift code's balance and active reservations (admin)",
  security: [{ adminKey: [] }],
  request: { params: adminParams },
  responses: { 200: dataResponse(AdminGiftCodeSchema, "Gift code"), ...errorResponses(401, 404) },
});

const applyResultToWire = (r: GiftApplyResult) => ({
  ...r,
  appliedAmount: fromCents(r.appliedAmount),
  remainingBalance: fromCents(r.remainingBalance),
});

type AdminGiftCode = Awaited<ReturnType<typeof describeGiftCode>>;
const adminToWire = (g: AdminGiftCode) => ({
  ...g,
  balance: fromCents(g.balance),
  available: fromCents(g.available),
  reservations: g.reservations.map((r) => ({ ...r, totalAmount: fromCents(r.totalAmount) })),
});

/**
 * The checkout session that owns gift card holds (decision 0098): an opaque id the server issues in an
 * HttpOnly cookie on the first apply, sent back only to the gift card calls. Not a secret of the
 * shopper's: losing it only means applying the code again.
 */
export const GIFT_SESSION_COOKIE = "gift_session";
const GIFT_SESSION_PATH = "/api/promo/ecommerce";
const SESSION_PATTERN = /^[0-9a-f-]{36}$/;
const GIFT_SESSION_SECONDS = 24 * 3600;

// Secure only over https, so the cookie still works on http://*.localhost during development.
const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";

/** The caller's session id (undefined without a well-formed cookie) and address. */
function shopperOf(c: Context): GiftShopper {
  const cookie = getCookie(c, GIFT_SESSION_COOKIE);
  return { session: cookie && SESSION_PATTERN.test(cookie) ? cookie : undefined, client: clientAddress(c) };
}

/** The caller's session, issuing one (and its cookie) when the caller has none. */
function sessionOf(c: Context): { session: string; client: string } {
  const shopper = shopperOf(c);
  const session = shopper.session ?? randomUUID();
  setCookie(c, GIFT_SESSION_COOKIE, session, {
    httpOnly: true,
    sameSite: "Lax",
    path: GIFT_SESSION_PATH,
    maxAge: GIFT_SESSION_SECONDS,
    secure: isHttps(c),
  });
  return { session, client: shopper.client };
}

/** Store endpoints (paths relative to /api). */
/** A shopper-facing answer: its message's code, and the message in the shopper's language. */
function localizedAnswer<T extends { message: ShopperMessage }>(answer: T, c: Context) {
  return { ...answer, code: answer.message.code, message: wordFor(c, answer.message) };
}

export function createGiftCodeRoutes(deps: GiftCodeRoutesDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const clock = () => ({ now: now(), reservationMinutes: deps.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES });
  const app = createApiApp();
  app.use("/promo/ecommerce/*", requireStoreAccess());

  app.openapi(applyRoute, async (c) => {
    const store = requireRequestStore(c);
    const { code, orderAmount } = c.req.valid("json");
    const shopper = sessionOf(c);
    const result = await applyGiftCode(db, store.id, { code, orderAmount: toCents(orderAmount), ...shopper }, clock());
    return c.json({ data: ApplyResultSchema.parse(localizedAnswer(applyResultToWire(result), c)) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const store = requireRequestStore(c);
    const { orderKey } = c.req.valid("param");
    const { totalAmount, orderAmount } = c.req.valid("json");
    const total = toCents(totalAmount ?? orderAmount ?? 0);
    const result = await updateGiftReservation(db, store.id, orderKey, total, shopperOf(c), clock());
    return c.json({ data: ApplyResultSchema.parse(localizedAnswer(applyResultToWire(result), c)) }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const store = requireRequestStore(c);
    const view = await getGiftReservation(db, store.id, c.req.valid("param").orderKey, shopperOf(c), now());
    const data = {
      code: view.code,
      balance: fromCents(view.balance),
      blockedParts: view.blockedParts.map((p) => ({ orderKey: p.orderKey, totalAmount: fromCents(p.totalAmount) })),
    };
    return c.json({ data: ReservationSchema.parse(data) }, 200);
  });

  app.openapi(removeRoute, async (c) => {
    const store = requireRequestStore(c);
    const result = await removeGiftCode(db, store.id, { ...c.req.valid("json"), ...shopperOf(c) });
    return c.json({ data: localizedAnswer(result, c) }, 200);
  });

  return app;
}

/** Admin endpoints (paths relative to /api: /api/admin/stores/{storeId}/gift-codes/{code}). */
export function createGiftCodeAdminRoutes(deps: GiftCodeRoutesDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const app = createApiApp();
  app.use("/admin/stores/:storeId/gift-codes/*", requireAdminKey(deps.adminApiKey));
  const adminActor = adminApiActor(deps.adminApiKey);

  app.openapi(adminPutRoute, async (c) => {
    const { storeId, code } = c.req.valid("param");
    const { balance } = c.req.valid("json");
    const { created, giftCode } = await setGiftCodeBalance(db, storeId, code, toCents(balance), now(), adminActor);
    const data = AdminGiftCodeSchema.parse(adminToWire(giftCode));
    return created ? c.json({ data }, 201) : c.json({ data }, 200);
  });

  app.openapi(adminGetRoute, async (c) => {
    const { storeId, code } = c.req.valid("param");
    const giftCode = await describeGiftCode(db, storeId, code, now());
    return c.json({ data: AdminGiftCodeSchema.parse(adminToWire(giftCode)) }, 200);
  });

  return app;
}
