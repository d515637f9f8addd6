import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { accessTokenFor, createTestApi, requestOn } from "~server/testing/api-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { demoProducts, importDemoStores } from "./demo-stores.fixture";

const active = demoProducts("demo").filter((p) => p.data.productOptions.activeProduct);
const inactive = demoProducts("demo").find((p) => !p.data.productOptions.activeProduct)!;
const privateProduct = demoProducts("private")[0]!;

describe.each(testDialects())("catalogue API on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db);
    app = createTestApi(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const get = (path: string, host = "demo.localhost", headers: Record<string, string> = {}) =>
    requestOn(app, host, `/api/promo/store${path}`, { headers });
  const qs = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

  it("lists a page of products with the total, sorted and filtered (spec §7)", async () => {
    const res = await get(
      `/products-store${qs({
        skip: "2",
        take: "5",
        requireTotalCount: "true",
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
        filters: JSON.stringify([{ key: "selectedCategories", operation: "equal", value: "tops" }]),
      })}`,
    );
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const tops = active
      .filter((p) => p.data.productData.selectedCategories.some((c) => c.id.startsWith("tops/")))
      .sort(
        (a, b) =>
          a.data.productData.minimumPartPrice - b.data.productData.minimumPartPrice ||
          a.data.productOptions.sortOrder - b.data.productOptions.sortOrder ||
          (a.id < b.id ? -1 : 1),
      );
    expect(data.totalCount).toBe(tops.length);
    expect(data.items.map((i: { id: string }) => i.id)).toEqual(tops.slice(2, 7).map((p) => p.id));
    expect(data.items[0].data.productData.productName).toEqual(tops[2]!.data.productData.productName);
    expect(data.filters).toBeUndefined();
  });

  it("adds the filter sidebar when asked with includeFilters", async () => {
    const { data } = await (await get(`/products-store${qs({ take: "1", includeFilters: "true" })}`)).json();
    expect(data.totalCount).toBeUndefined();
    expect(data.filters.tags).toEqual(["New", "Featured", "Best Seller"]);
    expect(data.filters.categories[0]).toMatchObject({ id: "tops", name: "Tops", url: "tops" });
  });

  it("answers 400 naming the problem in a malformed query", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ take: "0" }, "take must be at least 1"],
      [{ skip: "-1" }, "skip must not be negative"],
      [{ sort: "{" }, "sort is not valid JSON"],
      [
        { filters: JSON.stringify([{ key: "secret", operation: "equal", value: 1 }]) },
        'filters[0].key "secret" is not a known filter',
      ],
      [{ include: "nope" }, 'include: unknown product field "nope"'],
    ];
    for (const [params, message] of cases) {
      const res = await get(`/products-store${qs(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(message);
    }
  });

  it("never answers a generated malformed query with a 5xx, and every 4xx names a parameter", async () => {
    const param = fc.constantFrom("skip", "take", "requireTotalCount", "includeFilters", "include", "sort", "filters");
    const value = fc.oneof(
      fc.string(),
      fc.json(),
      fc.integer().map(String),
      fc.constantFrom("true", "1e99", "NaN", "[]", "[{}]", "{}", '{"selector":1}', "\u0000", "%"),
      fc
        .array(
          fc.record({
            key: fc.constantFrom("colors", "minimumPartPrice", "productName", "activeProduct", "nope"),
            operation: fc.constantFrom("equal", "contains", "gt", "lte", "between"),
            value: fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null)),
          }),
        )
        .map((filters) => JSON.stringify(filters)),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, value, { maxKeys: 4 }), async (params) => {
        const res = await get(`/products-store${qs(params)}`);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          const body = await res.json();
          expect(body.message).toMatch(/skip|take|requireTotalCount|includeFilters|include|sort|filters/);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("serves the filter sidebar and the facets of a filter set", async () => {
    const filters = await (await get("/products/filters?domainId=demo")).json();
    expect(Object.keys(filters.data).sort()).toEqual(["categories", "colors", "price", "tags"]);
    const facets = await (
      await get(
        `/filter-products${qs({ filters: JSON.stringify([{ key: "selectedCategories", operation: "equal", value: "bags" }]) })}`,
      )
    ).json();
    expect(facets.data.categories.map((c: { id: string }) => c.id)).toEqual(["bags"]);
    expect(facets.data.colors.length).toBeGreaterThan(0);
    const bad = await get(`/filter-products${qs({ filters: "[1]" })}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("filters[0] must be an object");
  });

  it("finds a product by slug and by id, projected by include", async () => {
    const product = active[3]!;
    const bySlug = await get(`/products/slug/${product.data.productData.slug}`);
    expect(await bySlug.json()).toEqual({ data: { id: product.id, data: product.data } });
    const byId = await get(`/products/${product.id}?include=productData.productName,productOptions`);
    expect(await byId.json()).toEqual({
      data: {
        id: product.id,
        data: {
          productData: { productName: product.data.productData.productName },
          productOptions: product.data.productOptions,
        },
      },
    });
  });

  it("answers 404 Product not found for an unknown, inactive or other store's product", async () => {
    for (const path of [
      "/products/no-such-id",
      `/products/${inactive.id}`,
      `/products/slug/${inactive.data.productData.slug}`,
      `/products/${privateProduct.id}`,
      `/products/slug/${privateProduct.data.productData.slug}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: "product.notFound", message: "Product not found" });
    }
  });

  it("never lists the private store's products on the demo store (tenant isolation)", async () => {
    const privateIds = new Set(demoProducts("private").map((p) => p.id));
    const { data } = await (
      await get(`/products-store${qs({ take: "100", skip: "100", requireTotalCount: "true" })}`)
    ).json();
    expect(data.totalCount).toBe(active.length);
    expect(data.items.some((i: { id: string }) => privateIds.has(i.id))).toBe(false);
  });

  it("refuses every catalogue call of a locked private store, and opens them with a token", async () => {
    const token = await accessTokenFor(database, "private.localhost");
    const paths = [
      "/products-store",
      "/products/filters",
      "/filter-products",
      `/products/slug/${privateProduct.data.productData.slug}`,
      `/products/${privateProduct.id}`,
    ];
    for (const path of paths) {
      const locked = await get(path, "private.localhost");
      expect(locked.status, path).toBe(401);
      expect((await locked.json()).message).toBe("This store is private. Enter the store password to continue.");
      const open = await get(path, "private.localhost", { authorization: `Bearer ${token}` });
      expect(open.status, path).toBe(200);
    }
    // Locked comes before a malformed query: the visitor learns nothing about the catalogue.
    expect((await get("/products-store?take=x", "private.localhost")).status).toBe(401);
  });

  it("answers 404 naming the address when no store is there", async () => {
    const res = await get("/products-store", "nowhere.localhost");
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("No store at this address (nowhere.localhost)");
  });
});
