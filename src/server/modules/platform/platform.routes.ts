// The store calls of spec §7: the domain call (by Host or by a domain in the path), the portal size
// configuration, and the operators' store list.
import { createRoute, z } from "@hono/zod-openapi";
import { StoreDataSchema } from "~core/entities/store.schema";
import { STORE_STATE_KINDS, type StoreStateKind } from "~core/store-window/store-state";
import { systemClock } from "~server/clock";
import { type ApiRoutesDeps, createApiApp, errorResponses, requireRequestStore } from "~server/http/openapi";
import { requireAdminKey } from "~server/http/admin-auth";
import { isStoreUnlocked } from "~server/modules/store-access/require-store-access";
import { requireStoreAtDomain, sizeConfigOf, toDomainSource } from "./platform.service";
import { listStoreSummaries } from "~server/modules/stores/stores.service";

const SizeConfigSchema = z.array(z.object({ label: z.string(), sort: z.number().int().optional() }));

const StoreStateSchema = z
  .object({
    kind: z
      .enum(STORE_STATE_KINDS as [StoreStateKind, ...StoreStateKind[]])
      .describe(
        "open; private (open to shoppers with the store password); opensOn (its pop-up window has not opened); closedSince (its window ended); inactive (switched off)",
      ),
    takesOrders: z.boolean(),
    at: z.string().optional().describe("When it opens (opensOn), closed (closedSince) or closes (open, private)"),
    timeZone: z.string().describe("The store's IANA time zone: show `at` in it"),
    changesAt: z.string().optional().describe("The next instant the state changes on the clock alone"),
  })
  .openapi("StoreState");

const DomainSourceResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    data: StoreDataSchema.describe("The store document (spec §3) with the size configuration merged into sizes"),
    takesOrders: z
      .boolean()
      .describe("Whether the store takes a new order now, by the server's clock (active and inside its window)"),
    state: StoreStateSchema,
  }),
});

const domainSourceRoute = createRoute({
  method: "get",
  path: "/promo/stores/domainsource",
  summary: "The store of the request's Host",
  responses: {
    200: { description: "The store", content: { "application/json": { schema: DomainSourceResponseSchema } } },
    ...errorResponses(404),
  },
});

const domainSourceByDomainRoute = createRoute({
  method: "get",
  path: "/promo/stores/domainsource/{domain}",
  summary: "The store served at a domain",
  request: {
    params: z.object({ domain: z.string().min(1, "domain is required").max(253, "domain is too long") }),
  },
  responses: {
    200: { description: "The store", content: { "application/json": { schema: DomainSourceResponseSchema } } },
    ...errorResponses(400, 404),
  },
});

const portalConfigRoute = createRoute({
  method: "get",
  path: "/config/portalconfig",
  summary: "Size configuration of the request's store",
  responses: {
    200: {
      description: "Sizes (the store's own, or the default XS to 4XL)",
      content: { "application/json": { schema: z.object({ data: z.object({ sizes: SizeConfigSchema }) }) } },
    },
    ...errorResponses(404),
  },
});

const StoreSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  isActive: z.boolean(),
  isPrivate: z.boolean(),
  hasPassword: z.boolean(),
  updatedAt: z.string(),
});

const storesRoute = createRoute({
  method: "get",
  path: "/promo/stores",
  summary: "Every store (operators only: Authorization: Bearer ADMIN_API_KEY)",
  security: [{ bearerAuth: [] }],
  responses: {
    200: {
      description: "Stores",
      content: {
        "application/json": {
          schema: z.object({ data: z.object({ items: z.array(StoreSummarySchema), totalCount: z.number().int() }) }),
        },
      },
    },
    ...errorResponses(401, 404),
  },
});

export function createPlatformRoutes(deps: ApiRoutesDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const app = createApiApp();

  app.openapi(domainSourceRoute, (c) =>
    c.json({ data: toDomainSource(requireRequestStore(c), isStoreUnlocked(c), now()) }, 200),
  );

  app.openapi(domainSourceByDomainRoute, async (c) => {
    const own = c.get("store");
    const caller = own ? { id: own.id, unlocked: isStoreUnlocked(c) } : undefined;
    const store = await requireStoreAtDomain(db, c.req.valid("param").domain, caller, now());
    return c.json({ data: store }, 200);
  });

  app.openapi(portalConfigRoute, (c) => c.json({ data: { sizes: sizeConfigOf(requireRequestStore(c)) } }, 200));

  app.use(storesRoute.getRoutingPath(), requireAdminKey(deps.adminApiKey));
  app.openapi(storesRoute, async (c) => {
    // Parsed through the schema so a field added to the summary later never leaves by accident.
    const items = (await listStoreSummaries(db)).map((s) => StoreSummarySchema.parse(s));
    return c.json({ data: { items, totalCount: items.length } }, 200);
  });

  return app;
}
