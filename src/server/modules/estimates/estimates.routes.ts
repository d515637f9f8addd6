// PUT /promo/shipping-estimate and PUT /promo/tax-estimate (spec §7), behind the private-store lock.
// Lines are repriced on the server; a provider failure is a 503 with a clear message, never a 0.
import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { fromCents, toCents } from "~core/money";
import type { DB } from "~server/db/schema";
import { createApiApp, errorResponses, requireRequestStore } from "~server/http/openapi";
import { requireStoreAccess } from "~server/modules/store-access/require-store-access";
import type { Providers } from "~server/providers/providers";
import { AmountSchema, DestinationSchema, LinesSchema, ShippingEstimateOptionSchema } from "./estimates.schema";
import { estimateShipping, estimateTax } from "./estimates.service";
import { type Clock } from "~server/clock";

export interface EstimateRoutesDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  providers: Providers;
  now?: Clock;
}

const errors = errorResponses(400, 401, 404, 409, 422, 503);

const shippingRoute = createRoute({
  method: "put",
  path: "/promo/shipping-estimate",
  summary: "Shipping options for the lines and address",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ lines: LinesSchema, shippingAddress: DestinationSchema }) } },
    },
  },
  responses: {
    200: {
      description: "Options (pick-up and carriers)",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ shippingEstimate: z.array(ShippingEstimateOptionSchema) }) }),
        },
      },
    },
    ...errors,
  },
});

const TaxEstimateSchema = z.object({ taxAmount: z.number(), taxJarAPIResponse: z.unknown() });

const taxRoute = createRoute({
  method: "put",
  path: "/promo/tax-estimate",
  summary: "Tax for the lines, address and shipping amount",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ lines: LinesSchema, shippingAddress: DestinationSchema, shippingAmount: AmountSchema }),
        },
      },
    },
  },
  responses: {
    200: { description: "Tax", content: { "application/json": { schema: z.object({ data: TaxEstimateSchema }) } } },
    ...errors,
  },
});

export function createEstimateRoutes(deps: EstimateRoutesDeps) {
  const app = createApiApp();
  app.use("/promo/shipping-estimate", requireStoreAccess());
  app.use("/promo/tax-estimate", requireStoreAccess());

  app.openapi(shippingRoute, async (c) => {
    const store = requireRequestStore(c);
    const options = await estimateShipping(deps, store, c.req.valid("json"));
    return c.json({ data: { shippingEstimate: options.map((o) => ShippingEstimateOptionSchema.parse(o)) } }, 200);
  });

  app.openapi(taxRoute, async (c) => {
    const store = requireRequestStore(c);
    const { lines, shippingAddress, shippingAmount } = c.req.valid("json");
    const quote = await estimateTax(deps, store, { lines, shippingAddress, shippingAmount: toCents(shippingAmount) });
    return c.json({ data: { taxAmount: fromCents(quote.tax), taxJarAPIResponse: quote.details } }, 200);
  });

  return app;
}
