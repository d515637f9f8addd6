// The built-in test card gateway's HTTP surface, mounted at the root (not under /api): the browser
// script and the token endpoint it calls. Card numbers reach only this endpoint, never the store API.
import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { createApiApp, ErrorResponseSchema } from "~server/http/openapi";
import { GATEWAY_SCRIPT } from "./gateway-script";
import { createCardToken } from "./payments.service";
import { type Clock, systemClock } from "~server/clock";

export interface PaymentGatewayRoutesDeps {
  db: Kysely<DB>;
  now?: Clock;
}

const field = (max: number) => z.union([z.string().max(max), z.number()]).transform((v) => String(v));

const CardBodySchema = z.object({
  number: field(40),
  expMonth: field(4),
  expYear: field(4),
  cvc: field(8),
});

const TokenSchema = z.object({ tokenId: z.string(), brand: z.string(), last4: z.string() }).openapi("CardToken");

const createTokenRoute = createRoute({
  method: "post",
  path: "/payments/test/tokens",
  summary: "Test gateway: turns card data into a single-use token",
  request: { body: { required: true, content: { "application/json": { schema: CardBodySchema } } } },
  responses: {
    201: { description: "Token", content: { "application/json": { schema: TokenSchema } } },
    400: { description: "Invalid card", content: { "application/json": { schema: ErrorResponseSchema } } },
  },
});

export function createPaymentGatewayRoutes(deps: PaymentGatewayRoutesDeps) {
  const now = deps.now ?? systemClock;
  const app = createApiApp();

  app.get("/payments/test/v1.js", (c) => {
    c.header("Content-Type", "application/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(GATEWAY_SCRIPT);
  });

  app.openapi(createTokenRoute, async (c) => {
    const token = await createCardToken(deps.db, c.req.valid("json"), now());
    // Card data must never be cached anywhere on the way back.
    c.header("Cache-Control", "no-store");
    return c.json(TokenSchema.parse(token), 201);
  });

  return app;
}
