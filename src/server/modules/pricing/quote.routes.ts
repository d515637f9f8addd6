// POST /promo/store/quote: the server's price for a cart (tiers across lines of one product, markups,
// personalization, fundraiser), so the cart shows what an order will be charged.
import { createRoute, z } from "@hono/zod-openapi";
import { type ApiRoutesDeps, createApiApp, errorResponses, requireRequestStore } from "~server/http/openapi";
import { requireStoreAccess } from "~server/modules/store-access/require-store-access";
import { QuoteBodySchema, QuoteSchema } from "./quote.schema";
import { requestLocale } from "~server/http/request-locale";
import { quoteCart } from "./quote.service";

const quoteRoute = createRoute({
  method: "post",
  path: "/promo/store/quote",
  summary: "Price cart lines on the server",
  request: { body: { required: true, content: { "application/json": { schema: QuoteBodySchema } } } },
  responses: {
    200: {
      description: "Priced lines and totals; problems that block an order (no price, quantity bounds) in issues",
      content: { "application/json": { schema: z.object({ data: QuoteSchema }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function createQuoteRoutes(deps: ApiRoutesDeps) {
  const app = createApiApp();
  app.use(quoteRoute.getRoutingPath(), requireStoreAccess());
  app.openapi(quoteRoute, async (c) => {
    const quote = await quoteCart(deps.db, requireRequestStore(c), c.req.valid("json"), requestLocale(c));
    return c.json({ data: quote }, 200);
  });
  return app;
}
