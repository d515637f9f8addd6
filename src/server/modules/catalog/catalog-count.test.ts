// The listing's total for a filter set not seen before (decision 0099): counted from the filter table
// that has the fewest rows, exact up to EXACT_COUNT_LIMIT candidates and estimated past them, always
// agreeing with the listing itself on which products match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductsQuerySchema } from "~core/catalog/listing-query.schema";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { addBenchProducts, BENCH_STORE, createBenchStore, LEAF_CATEGORIES } from "../../../../bench/seed";
import { EXACT_COUNT_LIMIT } from "./catalog.repository";
import { listProducts } from "./catalog.service";

const PRODUCTS = 12_000;

describe.each(testDialects({ postgres: "repository" }))("listing counts on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await createBenchStore(database.db);
    await addBenchProducts(database.db, 0, PRODUCTS);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const listing = (filters: unknown[], requireTotalCount: boolean, take = 20) =>
    listProducts(
      database.db,
      BENCH_STORE,
      ProductsQuerySchema.parse({
        take: String(take),
        filters: JSON.stringify(filters),
        ...(requireTotalCount ? { requireTotalCount: "true" } : {}),
      }),
    );
  /** Every matching product, listed page by page: the truth a count must agree with. */
  const listedAll = async (filters: unknown[]) => {
    let total = 0;
    for (let skip = 0; ; skip += 100) {
      const page = await listProducts(
        database.db,
        BENCH_STORE,
        ProductsQuerySchema.parse({ take: "100", skip: String(skip), filters: JSON.stringify(filters) }),
      );
      total += page.items.length;
      if (page.items.length < 100) return total;
    }
  };

  const [first = "", second = ""] = LEAF_CATEGORIES;
  it.each([
    ["one category", [{ key: "selectedCategories", operation: "equal", value: first }]],
    ["two categories", [{ key: "selectedCategories", operation: "equal", values: [first, second] }]],
    [
      "a category and a price bound",
      [
        { key: "selectedCategories", operation: "equal", value: first },
        { key: "minimumPartPrice", operation: "gte", value: 40 },
      ],
    ],
    [
      "a category and a colour",
      [
        { key: "selectedCategories", operation: "equal", value: first },
        { key: "colors", operation: "contains", value: "Black" },
      ],
    ],
  ])(
    "counts %s exactly when its filter has at most the limit's candidates",
    async (_name, filters) => {
      const counted = await listing(filters, true);
      expect(counted.totalCountEstimated).toBeUndefined();
      expect(counted.totalCount).toBe(await listedAll(filters));
    },
    60_000,
  );

  it("estimates past the limit, says so, and stays within 5 % of the exact total", async () => {
    const filters = [{ key: "selectedCategories", operation: "equal", values: LEAF_CATEGORIES }];
    const counted = await listing(filters, true);
    // Every product is filed under exactly one leaf category: the exact total is every active product.
    const all = await listing([], true);
    expect(all.totalCountEstimated).toBeUndefined();
    const exact = all.totalCount ?? 0;
    expect(exact).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(counted.totalCountEstimated).toBe(true);
    expect(Math.abs((counted.totalCount ?? 0) - exact) / exact).toBeLessThan(0.05);
    // A filter set that matches nothing is exact (no candidates).
    const none = await listing([{ key: "selectedCategories", operation: "equal", value: "no/such-category" }], true);
    expect(none).toMatchObject({ totalCount: 0, items: [] });
    expect(none.totalCountEstimated).toBeUndefined();
  }, 60_000);
});
