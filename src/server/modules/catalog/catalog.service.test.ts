import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductFilter, type ProductsQuery, ProductsQuerySchema } from "~core/catalog/listing-query.schema";
import type { ProductData } from "~core/entities/product.schema";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import {
  createStoreCatalog,
  findProductJson,
  listProductsJson,
  getFilterFacets,
  getStoreFilters,
  listProducts,
  projectProduct,
  rememberView,
} from "./catalog.service";
import { CACHE_BUDGETS, cacheSizes } from "~server/memory-caches";
import { findStoreVersionByDomain } from "~server/modules/stores/stores.repository";
import type { ProductList } from "./catalog.types";
import { badgesOf } from "~core/catalog/badges";
import { type ProductCardFields, productCardFields } from "~core/catalog/card-fields";
import { putProduct, removeProduct } from "~server/modules/products/products.service";
import { demoProducts, importDemoStores, readDemoFile } from "./demo-stores.fixture";

/** On PostgreSQL too: its SQL is the subject (decision 0100). */
const DIALECTS = testDialects({ postgres: "repository" });

const query = (params: Record<string, string> = {}): ProductsQuery => ProductsQuerySchema.parse(params);
const filtersParam = (filters: unknown[]) => JSON.stringify(filters);

// A reference implementation of spec §7 over the demo documents, written independently of the SQL.
const demo = demoProducts("demo").filter((p) => p.data.productOptions.activeProduct);

function matches(data: ProductData, filter: ProductFilter): boolean {
  const values = (filter.values ?? [filter.value]) as (string | number | boolean)[];
  const { productData, productOptions, designs } = data;
  switch (filter.key) {
    case "selectedCategories":
      return productData.selectedCategories.some((c) =>
        values.some((v) => c.id === v || c.id.startsWith(`${String(v)}/`)),
      );
    case "colors":
      return productData.colors.some((c) => values.includes(c.colorName));
    case "productOptions.featuredProduct":
      return productOptions.featuredProduct.some((t) => values.includes(t));
    case "productBrand":
      return values.some((v) => productData.productBrand.toLowerCase().includes(String(v).toLowerCase()));
    case "productName":
      return values.some((v) => productData.productName.toLowerCase().includes(String(v).toLowerCase()));
    case "minimumPartPrice": {
      const price = Math.round(productData.minimumPartPrice * 100);
      const compare = {
        gt: (a: number, b: number) => a > b,
        gte: (a: number, b: number) => a >= b,
        lt: (a: number, b: number) => a < b,
        lte: (a: number, b: number) => a <= b,
      }[filter.operation];
      return values.some((v) => compare(price, Math.round(Number(v) * 100)));
    }
    case "activeProduct":
      return values.includes(productOptions.activeProduct);
    case "designs.mainDesignId":
      return values.includes(designs.mainDesignId ?? "");
  }
}

function referenceListing(q: ProductsQuery): string[] {
  const key = (p: { id: string; data: ProductData }): (string | number)[] => {
    const price = Math.round(p.data.productData.minimumPartPrice * 100);
    const name = p.data.productData.productName.toLowerCase();
    const order = p.data.productOptions.sortOrder;
    if (q.sort?.selector === "minimumPartPrice") return [price, order, p.id];
    if (q.sort?.selector === "productName") return [name, order, p.id];
    return [order, name, p.id];
  };
  const compare = (a: (string | number)[], b: (string | number)[]) => {
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as string | number;
      const y = b[i] as string | number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
  const sign = q.sort?.desc ? -1 : 1;
  return demo
    .filter((p) => q.filters.every((f) => matches(p.data, f)))
    .sort((a, b) => sign * compare(key(a), key(b)))
    .map((p) => p.id);
}

describe.each(DIALECTS)("catalogue service on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const cases: [string, Record<string, string>][] = [
    ["the default order (sort order, then name)", {}],
    [
      "a category, which includes its sub-categories, sorted by price",
      {
        filters: filtersParam([{ key: "selectedCategories", operation: "equal", value: "outerwear" }]),
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
      },
    ],
    [
      "a sub-category by price, highest first, second page",
      {
        filters: filtersParam([{ key: "selectedCategories", operation: "equal", value: "tops/t-shirts" }]),
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: true }),
        skip: "3",
        take: "4",
      },
    ],
    [
      "names from Z to A, third page of 20",
      { sort: JSON.stringify({ selector: "productName", desc: true }), skip: "40" },
    ],
    [
      "any of several colours",
      { filters: filtersParam([{ key: "colors", operation: "contains", values: ["Navy", "Gold"] }]) },
    ],
    [
      "a price range (gt low, lte high)",
      {
        filters: filtersParam([
          { key: "minimumPartPrice", operation: "gt", value: 20 },
          { key: "minimumPartPrice", operation: "lte", value: 30 },
        ]),
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
        take: "100",
      },
    ],
    [
      "a tag",
      {
        filters: filtersParam([{ key: "productOptions.featuredProduct", operation: "contains", values: ["Featured"] }]),
      },
    ],
    [
      "a case-insensitive name search with a brand",
      {
        filters: filtersParam([
          { key: "productName", operation: "contains", value: "TEE" },
          { key: "productBrand", operation: "contains", value: "kestrel" },
          { key: "activeProduct", operation: "equal", value: true },
        ]),
      },
    ],
    [
      "related products of one design",
      {
        filters: filtersParam([{ key: "designs.mainDesignId", operation: "equal", value: "eagles-crest" }]),
        sort: JSON.stringify({ selector: "productName", desc: false }),
      },
    ],
  ];

  it.each(cases)("lists exactly the demo products for %s, with the total", async (_name, params) => {
    const q = query({ ...params, requireTotalCount: "true" });
    const expected = referenceListing(q);
    const list = await listProducts(database.db, "demo", q);
    expect(list.items.map((i) => i.id)).toEqual(expected.slice(q.skip, q.skip + q.take));
    expect(list.totalCount).toBe(expected.length);
    expect(list.items.length).toBeGreaterThan(0);
  });

  it("counts only when asked", async () => {
    const list = await listProducts(database.db, "demo", query({ take: "1" }));
    expect(list.totalCount).toBeUndefined();
    expect(list.items).toHaveLength(1);
  });

  it("never lists inactive products, even when asked for them", async () => {
    const inactive = demoProducts("demo")
      .filter((p) => !p.data.productOptions.activeProduct)
      .map((p) => p.id);
    expect(inactive.length).toBeGreaterThan(0);
    const all = await listProducts(database.db, "demo", query({ take: "100", skip: "100", requireTotalCount: "true" }));
    expect(all.totalCount).toBe(demo.length);
    const asked = await listProducts(
      database.db,
      "demo",
      query({
        requireTotalCount: "true",
        filters: filtersParam([{ key: "activeProduct", operation: "equal", value: false }]),
      }),
    );
    expect(asked).toEqual({ items: [], totalCount: 0 });
  });

  it("treats LIKE wildcards in a search as plain text", async () => {
    const list = await listProducts(
      database.db,
      "demo",
      query({
        requireTotalCount: "true",
        filters: filtersParam([{ key: "productName", operation: "contains", value: "%" }]),
      }),
    );
    expect(list.totalCount).toBe(0);
  });

  it("projects each product to the included fields", async () => {
    const list = await listProducts(
      database.db,
      "demo",
      query({ take: "2", include: "productData.productName,productOptions.featuredProduct" }),
    );
    for (const item of list.items) {
      expect(Object.keys(item.data).sort()).toEqual(["productData", "productOptions"]);
      expect(Object.keys(item.data.productData)).toEqual(["productName"]);
      expect(Object.keys(item.data.productOptions)).toEqual(["featuredProduct"]);
    }
  });

  it("refuses an include naming an unknown field", async () => {
    await expect(listProducts(database.db, "demo", query({ include: "productData,secret" }))).rejects.toMatchObject({
      code: "invalid",
      message: expect.stringContaining('include: unknown product field "secret"'),
    });
  });

  it("never returns another store's products (tenant isolation)", async () => {
    const privateIds = new Set(readDemoFile("private").products.map((p) => p.id));
    const list = await listProducts(database.db, "demo", query({ take: "100", skip: "0" }));
    const rest = await listProducts(database.db, "demo", query({ take: "100", skip: "100" }));
    const ids = [...list.items, ...rest.items].map((i) => i.id);
    expect(ids).toHaveLength(demo.length);
    expect(ids.filter((id) => privateIds.has(id))).toEqual([]);
    const catalog = createStoreCatalog(database.db, "demo");
    const privateProduct = demoProducts("private")[0]!;
    expect(await catalog.findProductById(privateProduct.id)).toBeUndefined();
    expect(await catalog.findProductBySlug(privateProduct.data.productData.slug ?? "")).toBeUndefined();
  });

  it("finds an active product by slug or id, but not an inactive one", async () => {
    const catalog = createStoreCatalog(database.db, "demo");
    const product = demo[0]!;
    const slug = product.data.productData.slug ?? "";
    expect(await catalog.findProductBySlug(slug)).toEqual({ id: product.id, data: product.data });
    expect(await catalog.findProductById(product.id, ["productData.productName"])).toEqual({
      id: product.id,
      data: { productData: { productName: product.data.productData.productName } },
    });
    const inactive = demoProducts("demo").find((p) => !p.data.productOptions.activeProduct)!;
    expect(await catalog.findProductById(inactive.id)).toBeUndefined();
    expect(await catalog.findProductBySlug("no-such-product")).toBeUndefined();
  });

  it("answers a whole product with its stored text, the same text as writing the parsed document again", async () => {
    const catalog = createStoreCatalog(database.db, "demo");
    for (const product of demo) {
      const slug = product.data.productData.slug ?? "";
      const parsed = JSON.stringify(await catalog.findProductBySlug(slug));
      expect(await findProductJson(database.db, "demo", { slug })).toBe(parsed);
      expect(await findProductJson(database.db, "demo", { id: product.id })).toBe(parsed);
    }
    const inactive = demoProducts("demo").find((p) => !p.data.productOptions.activeProduct)!;
    expect(await findProductJson(database.db, "demo", { id: inactive.id })).toBeUndefined();
    expect(await findProductJson(database.db, "private", { id: demo[0]!.id })).toBeUndefined();
  });

  it("answers a listing of whole documents as the stored texts, the same text as writing the parsed list again", async () => {
    const queries: ProductsQuery[] = [
      ProductsQuerySchema.parse({}),
      ProductsQuerySchema.parse({ take: "3", skip: "2", requireTotalCount: "true", includeFilters: "true" }),
      ProductsQuerySchema.parse({
        requireTotalCount: "true",
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: true }),
        filters: JSON.stringify([{ key: "selectedCategories", operation: "equal", value: "tops" }]),
      }),
      ProductsQuerySchema.parse({
        requireTotalCount: "true",
        filters: JSON.stringify([{ key: "selectedCategories", operation: "equal", value: "no-such-category" }]),
      }),
    ];
    const version = (await findStoreVersionByDomain(database.db, "demo.localhost"))!;
    for (const query of queries) {
      const parsed = await createStoreCatalog(database.db, "demo").listProducts(query);
      const text = await listProductsJson(database.db, "demo", query, `${version.id}@${version.updatedAt}`);
      expect(text).toBe(JSON.stringify(parsed));
      expect(await listProductsJson(database.db, "demo", query)).toBe(JSON.stringify(parsed));
    }
    const page = JSON.parse(await listProductsJson(database.db, "demo", queries[1]!)) as ProductList;
    expect(page.items).toHaveLength(3);
    expect(page.totalCount).toBe(demo.length);
    expect(page.filters?.tags).toEqual(["New", "Featured", "Best Seller"]);
    expect(JSON.parse(await listProductsJson(database.db, "demo", queries[3]!))).toEqual({ items: [], totalCount: 0 });
  });

  it("gives the filter sidebar: category tree, colours with hex, price bounds and tags of active products", async () => {
    const filters = await getStoreFilters(database.db, "demo");
    const file = readDemoFile("demo") as unknown as { data: { categories: { id: string; name: string }[] } };
    const roots = file.data.categories.filter((c) => !c.id.includes("/"));
    expect(filters.categories.map((c) => c.url)).toEqual(roots.map((c) => c.id));
    const tops = filters.categories.find((c) => c.id === "tops")!;
    expect(tops.name).toBe("Tops");
    expect(tops.subCategory.map((c) => ({ name: c.name, url: c.url }))).toContainEqual({
      name: "T-Shirts",
      url: "tops/t-shirts",
    });

    const colours = new Map(demo.flatMap((p) => p.data.productData.colors.map((c) => [c.colorName, c.hex] as const)));
    expect(filters.colors).toEqual(
      [...colours.keys()].sort().map((colorName) => ({ colorName, hex: colours.get(colorName) })),
    );

    const prices = demo.map((p) => p.data.productData.minimumPartPrice);
    expect(filters.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(filters.tags).toEqual(["New", "Featured", "Best Seller"]);
  });

  it("answers an empty store with empty filters", async () => {
    await importDemoStores(database.db, []);
    const filters = await getStoreFilters(database.db, "no-such-store");
    expect(filters).toEqual({ categories: [], colors: [], price: { min: 0, max: 0 }, tags: [] });
  });

  it("narrows categories and colours to the products a filter set leaves", async () => {
    const filters: ProductFilter[] = [{ key: "selectedCategories", operation: "equal", value: "headwear" }];
    const facets = await getFilterFacets(database.db, "demo", filters);
    const left = demo.filter((p) => matches(p.data, filters[0]!));
    expect(facets.categories.map((c) => c.id)).toEqual(["headwear"]);
    const subs = new Set(left.flatMap((p) => p.data.productData.selectedCategories.map((c) => c.id)));
    expect(facets.categories[0]!.subCategory.map((c) => c.id).sort()).toEqual([...subs].sort());
    const colours = new Set(left.flatMap((p) => p.data.productData.colors.map((c) => c.colorName)));
    expect(facets.colors.map((c) => c.colorName)).toEqual([...colours].sort());
  });
});

describe("projectProduct", () => {
  const data = demoProducts("demo")[0]!.data;
  it("keeps the whole document without an include list", () => {
    expect(projectProduct(data, undefined)).toBe(data);
  });
  it("leaves out fields the document does not have", () => {
    expect(projectProduct(data, ["productData.nothingHere", "productData.productName.length"])).toEqual({});
  });
});

describe("rememberView (StoreCatalog.remember)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await database.close();
  });

  const counter = () => {
    let calls = 0;
    return {
      calls: () => calls,
      compute: async () => ({ call: ++calls, nested: { list: [calls] } }),
    };
  };

  it("computes a view once per state of the store and key, and shares it frozen", async () => {
    const view = counter();
    const first = await rememberView(database.db, "demo@1", "page", view.compute);
    const again = await rememberView(database.db, "demo@1", "page", view.compute);
    expect(again).toBe(first);
    expect(view.calls()).toBe(1);
    expect(Object.isFrozen(first.nested.list)).toBe(true);
    // Requests that arrive while it is being computed share the computation.
    const together = await Promise.all([1, 2, 3].map(() => rememberView(database.db, "demo@1", "other", view.compute)));
    expect(new Set(together).size).toBe(1);
    expect(view.calls()).toBe(2);
  });

  it("computes again for another key, a new state of the store, or another database; without a state every time", async () => {
    const view = counter();
    await rememberView(database.db, "demo@1", "a", view.compute);
    await rememberView(database.db, "demo@1", "b", view.compute);
    await rememberView(database.db, "demo@2", "a", view.compute);
    await rememberView(database.db, "other@1", "a", view.compute);
    const second = await createTestDatabase("sqlite");
    try {
      await rememberView(second.db, "demo@1", "a", view.compute);
    } finally {
      await second.close();
    }
    expect(view.calls()).toBe(5);
    await rememberView(database.db, undefined, "a", view.compute);
    await rememberView(database.db, undefined, "a", view.compute);
    expect(view.calls()).toBe(7);
  });

  it("keeps no failed computation: the next request tries again", async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database went away");
      return { ok: true };
    };
    await expect(rememberView(database.db, "demo@3", "page", flaky)).rejects.toThrow("database went away");
    expect(await rememberView(database.db, "demo@3", "page", flaky)).toEqual({ ok: true });
    expect(await rememberView(database.db, "demo@3", "page", flaky)).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("keeps views within their byte budget, making room from the least recently used", async () => {
    const budget = CACHE_BUDGETS.views;
    // Each view is about a sixth of the budget (estimated as parsed objects: 3 bytes per JSON byte).
    const text = "x".repeat(Math.floor(budget / 3 / 6));
    let calls = 0;
    const big = async () => ({ call: ++calls, text });
    for (let i = 0; i < 5; i++) await rememberView(database.db, "bytes@1", `page ${i}`, big);
    await rememberView(database.db, "bytes@1", "page 0", big); // used again: now the most recent
    await rememberView(database.db, "bytes@1", "one more", big); // makes room: page 1 goes
    expect(calls).toBe(6);
    expect(cacheSizes().views.bytes).toBeLessThanOrEqual(cacheSizes().views.maxBytes);
    await rememberView(database.db, "bytes@1", "page 0", big);
    expect(calls).toBe(6);
    await rememberView(database.db, "bytes@1", "page 1", big);
    expect(calls).toBe(7);
  });
});

describe.each(DIALECTS)("parsed documents kept on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db, ["demo"]);
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps a document read for a projection, not one read whole to build a view", async () => {
    const catalog = createStoreCatalog(database.db, "demo", "kept@1");
    const before = cacheSizes().products.entries;
    const whole = await catalog.listProducts(ProductsQuerySchema.parse({ take: "5" }));
    await catalog.findProductById(demo[0]!.id);
    expect(whole.items).toHaveLength(5);
    expect(cacheSizes().products.entries).toBe(before);
    const projected = await catalog.listProducts(
      ProductsQuerySchema.parse({ take: "5", include: "productData.productName" }),
    );
    expect(projected.items.map((i) => i.data)).toEqual(
      whole.items.map((i) => ({ productData: { productName: i.data.productData.productName } })),
    );
    expect(cacheSizes().products.entries).toBe(before + 5);
  });
});

describe.each(DIALECTS)("product cards from columns on %s (decision 0056)", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db, ["demo"]);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Card fields compared with badges in their fixed order: the tag rows hold each tag once, in no order. */
  const comparable = (cards: ProductCardFields[]) =>
    cards.map(({ featuredProduct, ...card }) => ({ ...card, badges: badgesOf(featuredProduct) }));
  const fromDocuments = (list: ProductList) => list.items.map((item) => productCardFields(item.id, item.data));

  it("lists the same cards, in the same order, as made from the whole documents", async () => {
    const catalog = createStoreCatalog(database.db, "demo");
    const queries = [
      ProductsQuerySchema.parse({}),
      ProductsQuerySchema.parse({
        take: "4",
        skip: "3",
        sort: JSON.stringify({ selector: "productName", desc: true }),
      }),
      ProductsQuerySchema.parse({
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
        filters: JSON.stringify([{ key: "productOptions.featuredProduct", operation: "contains", values: ["New"] }]),
      }),
    ];
    for (const query of queries) {
      const cards = await catalog.listProductCards(query);
      expect(cards.length).toBeGreaterThan(0);
      expect(comparable(cards)).toEqual(comparable(fromDocuments(await catalog.listProducts(query))));
    }
    expect(
      (await catalog.listProductCards(ProductsQuerySchema.parse({}))).some((card) => card.featuredProduct.length > 0),
    ).toBe(true);
  });

  it("follows every write: a changed slug, image, tags and colour hex show at once", async () => {
    const catalog = createStoreCatalog(database.db, "demo");
    const product = demo[0]!;
    const data = structuredClone(product.data);
    delete data.productData.slug;
    data.productData.primaryImageUrl = "";
    data.mediaData.media = [{ url: "/img/changed.png", mediaType: "Image", order: 0, classTypeArray: [] }];
    data.productOptions.featuredProduct = ["Best Seller", "Best Seller"];
    data.productData.colors = [
      { colorName: "Zz Test Colour", hex: "#123456" },
      { colorName: "Zz Test Colour", hex: "#654321" },
    ];
    await putProduct(database.db, "demo", product.id, data);
    const cards = await catalog.listProductCards(
      ProductsQuerySchema.parse({
        filters: JSON.stringify([{ key: "colors", operation: "contains", values: ["Zz Test Colour"] }]),
      }),
    );
    expect(cards).toEqual([
      {
        id: product.id,
        linkSlug: product.id,
        name: data.productData.productName,
        minimumPartPrice: data.productData.minimumPartPrice,
        imageUrl: "/img/changed.png",
        featuredProduct: ["Best Seller"],
      },
    ]);
    const { colors } = await getStoreFilters(database.db, "demo");
    expect(colors.find((color) => color.colorName === "Zz Test Colour")).toEqual({
      colorName: "Zz Test Colour",
      hex: "#123456",
    });
  });
});

describe.each(DIALECTS)("the category tree alone (StoreCatalog.getCategories) on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db, ["demo"]);
  });
  afterAll(async () => {
    await database.close();
  });

  /** The database with every statement it is sent written down (a Kysely of its own: caches are per instance). */
  const counted = () => {
    const statements: string[] = [];
    const db = database.db.withPlugin({
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { db, statements };
  };

  it("answers the sidebar's category tree with one query of its own, once per state of the store", async () => {
    const { db, statements } = counted();
    const sidebar = await getStoreFilters(database.db, "demo");
    expect(sidebar.categories.length).toBeGreaterThan(0);
    const catalog = createStoreCatalog(db, "demo", "categories@1");
    expect(await catalog.getCategories()).toEqual(sidebar.categories);
    expect(statements).toHaveLength(1);
    // Another request in the same state shares it; a new state asks again.
    expect(await createStoreCatalog(db, "demo", "categories@1").getCategories()).toEqual(sidebar.categories);
    expect(statements).toHaveLength(1);
    await createStoreCatalog(db, "demo", "categories@2").getCategories();
    expect(statements).toHaveLength(2);
  });

  it("takes the tree from the sidebar when this state's sidebar is known, asking nothing more", async () => {
    const { db, statements } = counted();
    const catalog = createStoreCatalog(db, "demo", "categories@3");
    const sidebar = await catalog.getFilters();
    const asked = statements.length;
    expect(await catalog.getCategories()).toEqual(sidebar.categories);
    expect(await createStoreCatalog(db, "demo", "categories@3").getCategories()).toBe(sidebar.categories);
    expect(statements).toHaveLength(asked);
  });
});

describe.each(DIALECTS)("listing counts kept per state of the catalogue on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db, ["demo"]);
  });
  afterAll(async () => {
    await database.close();
  });

  /** The catalogue as a request sees it: bound to the store's current write stamp. */
  const catalogNow = async () => {
    const current = await findStoreVersionByDomain(database.db, "demo.localhost");
    return createStoreCatalog(database.db, "demo", `${current!.id}@${current!.updatedAt}`);
  };
  const tshirts = query({
    requireTotalCount: "true",
    take: "1",
    filters: filtersParam([{ key: "selectedCategories", operation: "equal", value: "tops/t-shirts" }]),
  });
  const everything = query({ requireTotalCount: "true", take: "1" });
  const counted = async (q: ProductsQuery) => (await (await catalogNow()).listProducts(q)).totalCount;
  const scanned = async (q: ProductsQuery) => (await listProducts(database.db, "demo", q)).totalCount;

  it("answers the same count as counting afresh, and keeps it", async () => {
    const before = cacheSizes().counts.entries;
    expect(await counted(tshirts)).toBe(await scanned(tshirts));
    expect(await counted(everything)).toBe(await scanned(everything));
    expect(await counted(tshirts)).toBe(await scanned(tshirts));
    expect(cacheSizes().counts.entries).toBe(before + 2);
  });

  it("counts again after a product is added, changed or removed", async () => {
    const template = demoProducts("demo").find(
      (p) =>
        p.data.productOptions.activeProduct &&
        p.data.productData.selectedCategories.some((c) => c.id === "tops/t-shirts"),
    )!;
    const shirts = (await counted(tshirts))!;
    const all = (await counted(everything))!;

    // Added: a new active t-shirt.
    const added = structuredClone(template.data);
    added.productData.slug = "count-test-shirt";
    added.productData.productId = "COUNT-TEST";
    await putProduct(database.db, "demo", "count-test", added);
    expect(await counted(tshirts)).toBe(shirts + 1);
    expect(await counted(everything)).toBe(all + 1);

    // Changed: moved out of the category, then made inactive.
    const moved = structuredClone(added);
    moved.productData.selectedCategories = [{ id: "outerwear" }];
    await putProduct(database.db, "demo", "count-test", moved);
    expect(await counted(tshirts)).toBe(shirts);
    expect(await counted(everything)).toBe(all + 1);
    const inactive = structuredClone(moved);
    inactive.productOptions.activeProduct = false;
    await putProduct(database.db, "demo", "count-test", inactive);
    expect(await counted(everything)).toBe(all);

    // Removed.
    await putProduct(database.db, "demo", "count-test", added);
    expect(await counted(tshirts)).toBe(shirts + 1);
    await removeProduct(database.db, "demo", "count-test");
    expect(await counted(tshirts)).toBe(shirts);
    expect(await counted(everything)).toBe(all);
    expect(await counted(tshirts)).toBe(await scanned(tshirts));
  });
});
