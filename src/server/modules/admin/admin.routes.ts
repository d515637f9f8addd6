// The admin API (mounted at /api/admin): create, replace, delete and list stores and products.
// Behind a bearer key from the environment; without a configured key the API does not exist.
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "~server/db/schema";
import { adminApiActor, requireAdminKey } from "~server/http/admin-auth";
import { type Clock, systemClock } from "~server/clock";
import { fromZodError, invalid, notFound } from "~server/http/errors";
import { createCatalogueAdminRoutes } from "~server/modules/catalog-admin/catalog-admin.routes";
import { PutProductBodySchema } from "~server/modules/products/products.schema";
import { putProductWithStockHistory } from "~server/modules/inventory/inventory.service";
import { archiveProduct, removeProduct } from "~server/modules/products/products.service";
import { IdSchema, PutStoreBodySchema } from "~server/modules/stores/stores.schema";
import { listStoreSummaries, putStore, removeStore } from "~server/modules/stores/stores.service";

export interface AdminRoutesDeps {
  db: Kysely<DB>;
  adminApiKey?: string;
  /** DATA_DIR/media: uploaded product images live under it. */
  mediaDir: string;
  /** ADMIN_IMAGE_MAX_MB in bytes. */
  imageMaxBytes: number;
  now?: Clock;
}

const StoreSummaryResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  isActive: z.boolean(),
  isPrivate: z.boolean(),
  hasPassword: z.boolean(),
  updatedAt: z.string(),
});

const ProductResponseSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  slug: z.string(),
  updatedAt: z.string(),
});

async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid("Request body must be valid JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

function readId(c: Context, name: "storeId" | "productId"): string {
  const parsed = IdSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw fromZodError(parsed.error, name);
  return parsed.data;
}

export function createAdminRoutes(deps: AdminRoutesDeps) {
  const { db, adminApiKey } = deps;
  const app = new Hono();
  // Every change is audited as the key's (decision 0076), in the change's own transaction.
  const actor = adminApiActor(adminApiKey);
  const audit = () => ({ actor, at: (deps.now ?? systemClock)() });

  app.use("*", requireAdminKey(adminApiKey));
  // Catalogue import, export, images and price preview (docs/decisions/0039).
  app.route("/", createCatalogueAdminRoutes({ db, mediaDir: deps.mediaDir, imageMaxBytes: deps.imageMaxBytes }));

  app.get("/stores", async (c) => {
    const stores = await listStoreSummaries(db);
    return c.json({
      data: { items: stores.map((s) => StoreSummaryResponseSchema.parse(s)), totalCount: stores.length },
    });
  });

  app.put("/stores/:storeId", async (c) => {
    const storeId = readId(c, "storeId");
    const body = await readBody(c, PutStoreBodySchema);
    const { created, store } = await putStore(db, storeId, body, audit());
    return c.json({ data: StoreSummaryResponseSchema.parse(store) }, created ? 201 : 200);
  });

  app.delete("/stores/:storeId", async (c) => {
    await removeStore(db, readId(c, "storeId"), audit());
    return c.body(null, 204);
  });

  app.put("/stores/:storeId/products/:productId", async (c) => {
    const storeId = readId(c, "storeId");
    const productId = readId(c, "productId");
    const { data } = await readBody(c, PutProductBodySchema);
    // Its counts are stock: each one it changes is in the stock history as the key's (decision 0114).
    const { created, product } = await putProductWithStockHistory(db, storeId, productId, data, audit());
    return c.json({ data: ProductResponseSchema.parse(product) }, created ? 201 : 200);
  });

  app.delete("/stores/:storeId/products/:productId", async (c) => {
    await removeProduct(db, readId(c, "storeId"), readId(c, "productId"), audit());
    return c.body(null, 204);
  });

  // Archive (out of the shop, kept for its orders) and restore (decision 0088). A product that
  // orders have cannot be deleted (409): archive it instead.
  for (const [path, archive] of [
    ["archive", true],
    ["restore", false],
  ] as const)
    app.post(`/stores/:storeId/products/:productId/${path}`, async (c) => {
      const storeId = readId(c, "storeId");
      const productId = readId(c, "productId");
      if (!(await archiveProduct(db, storeId, productId, archive, audit())))
        throw notFound(`There is no product ${productId} in the store ${storeId}.`);
      return c.body(null, 204);
    });

  return app;
}
