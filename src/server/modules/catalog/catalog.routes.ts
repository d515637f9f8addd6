// The catalogue calls of spec §7: the products-store listing, the filter sidebar, filter facets, and one
// product by slug or id. A locked private store answers 401 to all of them (requireStoreAccess).
import { shopperMessage } from "~core/i18n/message";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "~server/context";
import { ProductsQuerySchema } from "~core/catalog/listing-query.schema";
import { ProductDataSchema } from "~core/entities/product.schema";
import { notFound } from "~server/http/errors";
import { type ApiRoutesDeps, createApiApp, errorResponses, requireRequestStore } from "~server/http/openapi";
import { requireStoreAccess } from "~server/modules/store-access/require-store-access";
import {
  createStoreCatalog,
  findProductJson,
  getFilterFacets,
  listProductsJson,
  requireIncludeFields,
} from "./catalog.service";
import type { CategoryNode, ProductItem, ProductList } from "./catalog.types";

const CategoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() => z.object({ id: z.string(), name: z.string(), url: z.string(), subCategory: z.array(CategoryNodeSchema) }))
  .openapi("CategoryNode");
const ColorSchema = z.object({ colorName: z.string(), hex: z.string() });
const StoreFiltersSchema = z
  .object({
    categories: z.array(CategoryNodeSchema),
    colors: z.array(ColorSchema),
    price: z.object({ min: z.number(), max: z.number() }).describe("Bounds of minimumPartPrice, decimal"),
    tags: z.array(z.enum(["Best Seller", "New", "Featured"])),
  })
  .openapi("StoreFilters");
const ProductItemSchema = z
  .object({
    id: z.string(),
    data: ProductDataSchema.partial().describe("The product document (spec §3); only the include fields when given"),
  })
  .openapi("ProductItem");

const IncludeQuerySchema = ProductsQuerySchema.pick({ include: true });
const accessErrors = errorResponses(400, 401, 404);

const productsStoreRoute = createRoute({
  method: "get",
  path: "/promo/store/products-store",
  summary: "List products: filters, sort, paging (spec §7)",
  request: { query: ProductsQuerySchema },
  responses: {
    200: {
      description: "One page of products",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({
              items: z.array(ProductItemSchema),
              totalCount: z.number().int().optional().describe("With requireTotalCount=true"),
              filters: StoreFiltersSchema.optional().describe("With includeFilters=true"),
            }),
          }),
        },
      },
    },
    ...accessErrors,
  },
});

const filtersRoute = createRoute({
  method: "get",
  path: "/promo/store/products/filters",
  summary: "The filter sidebar: categories, colours, price range, tags",
  request: {
    // Accepted for compatibility; the store is the request's Host, never a parameter.
    query: z.object({ domainId: z.string().optional(), includeFilters: z.string().optional() }),
  },
  responses: {
    200: {
      description: "Filters of the store",
      content: { "application/json": { schema: z.object({ data: StoreFiltersSchema }) } },
    },
    ...accessErrors,
  },
});

const filterProductsRoute = createRoute({
  method: "get",
  path: "/promo/store/filter-products",
  summary: "Categories and colours that still hold products under a filter set",
  request: { query: ProductsQuerySchema.pick({ filters: true }) },
  responses: {
    200: {
      description: "Facets",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({ categories: z.array(CategoryNodeSchema), colors: z.array(ColorSchema) }),
          }),
        },
      },
    },
    ...accessErrors,
  },
});

const ProductResponseSchema = z.object({ data: ProductItemSchema });
const textParam = (name: string) => z.string().min(1, `${name} is required`).max(200, `${name} is too long`);

const productBySlugRoute = createRoute({
  method: "get",
  path: "/promo/store/products/slug/{slug}",
  summary: "One active product by slug",
  request: { params: z.object({ slug: textParam("slug") }), query: IncludeQuerySchema },
  responses: {
    200: { description: "The product", content: { "application/json": { schema: ProductResponseSchema } } },
    ...accessErrors,
  },
});

const productByIdRoute = createRoute({
  method: "get",
  path: "/promo/store/products/{id}",
  summary: "One active product by id",
  request: { params: z.object({ id: textParam("id") }), query: IncludeQuerySchema },
  responses: {
    200: { description: "The product", content: { "application/json": { schema: ProductResponseSchema } } },
    ...accessErrors,
  },
});

const PRODUCT_NOT_FOUND = shopperMessage("product.notFound");
type ProductAnswer = Response & TypedResponse<JSONParsed<{ data: ProductItem }>, 200, "json">;
type ListAnswer = Response & TypedResponse<JSONParsed<{ data: ProductList }>, 200, "json">;

export function createCatalogRoutes(deps: ApiRoutesDeps) {
  const { db } = deps;
  const app = createApiApp();
  const access = requireStoreAccess();
  // Access is checked before the query is validated, so a locked store says "locked", not "bad query".
  for (const route of [productsStoreRoute, filtersRoute, filterProductsRoute, productBySlugRoute, productByIdRoute]) {
    app.use(route.getRoutingPath(), access);
  }

  // The store's catalogue at its current write stamp: filters and parsed documents are shared until it changes.
  const catalogOf = (c: Context<AppEnv>) => {
    const store = requireRequestStore(c);
    return createStoreCatalog(db, store.id, store.version);
  };

  // Whole documents go out as their stored text (listProductsJson); a projection is built from the documents.
  app.openapi(productsStoreRoute, async (c) => {
    const query = c.req.valid("query");
    if (requireIncludeFields(query.include) === undefined) {
      const store = requireRequestStore(c);
      const json = await listProductsJson(db, store.id, query, store.version);
      // The same answer c.json would give for the parsed list, typed as such.
      return c.body(`{"data":${json}}`, 200, { "Content-Type": "application/json" }) as unknown as ListAnswer;
    }
    return c.json({ data: await catalogOf(c).listProducts(query) }, 200);
  });

  app.openapi(filtersRoute, async (c) => c.json({ data: await catalogOf(c).getFilters() }, 200));

  app.openapi(filterProductsRoute, async (c) => {
    const facets = await getFilterFacets(db, requireRequestStore(c).id, c.req.valid("query").filters);
    return c.json({ data: facets }, 200);
  });

  // The whole product goes out as its stored text; a projection (include) is built from the document.
  const productAnswer = async (c: Context<AppEnv>, by: { slug: string } | { id: string }, include?: string[]) => {
    if (requireIncludeFields(include) === undefined) {
      const json = await findProductJson(db, requireRequestStore(c).id, by);
      if (!json) throw notFound(PRODUCT_NOT_FOUND);
      // The same answer c.json would give for the parsed document, typed as such.
      return c.body(`{"data":${json}}`, 200, { "Content-Type": "application/json" }) as unknown as ProductAnswer;
    }
    const catalog = catalogOf(c);
    const product = await ("slug" in by
      ? catalog.findProductBySlug(by.slug, include)
      : catalog.findProductById(by.id, include));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json({ data: product }, 200);
  };

  // The literal paths above are declared before {id}, so "filters" and "slug/…" are never taken for an id.
  app.openapi(productBySlugRoute, (c) =>
    productAnswer(c, { slug: c.req.valid("param").slug }, c.req.valid("query").include),
  );
  app.openapi(productByIdRoute, (c) => productAnswer(c, { id: c.req.valid("param").id }, c.req.valid("query").include));

  return app;
}
