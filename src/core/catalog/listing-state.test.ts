import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  changeListingOptions,
  defaultListingState,
  listingSkip,
  listingStateFromSearch,
  listingStateToSearch,
  normalizeListingState,
  PAGE_SIZES,
  productsQueryFor,
  resetListingFilters,
  setListingFilter,
  SORT_KEYS,
  type ListingState,
} from "./listing-state";
import { ProductsQuerySchema, productsQueryParams } from "./listing-query.schema";

const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...defaultListingState(), ...patch });

describe("listing state in the URL", () => {
  it("leaves the defaults out of the URL", () => {
    expect(listingStateToSearch(defaultListingState())).toBe("");
  });

  it("writes page, limit, sort, search and filter_{slug} values", () => {
    const written = listingStateToSearch(
      state({
        page: 3,
        limit: 50,
        sort: "price_desc",
        search: " polo shirt ",
        filters: {
          category: "tops/t-shirts",
          color: ["Navy", "Red"],
          price: { min: 10, max: 25.5 },
          brand: ["Gildan"],
          tag: ["Best Seller"],
        },
      }),
    );
    expect(written).toBe(
      "page=3&limit=50&sort=price_desc&search=polo+shirt&filter_brand=Gildan&filter_category=tops%2Ft-shirts" +
        "&filter_color=Navy%2CRed&filter_price=10-25.5&filter_tag=Best+Seller",
    );
  });

  it("reads a URL back into the state", () => {
    expect(listingStateFromSearch("?page=2&limit=10&sort=name_asc&filter_color=Navy,Red&filter_price=0-40")).toEqual(
      state({ page: 2, limit: 10, sort: "name_asc", filters: { color: ["Navy", "Red"], price: { min: 0, max: 40 } } }),
    );
  });

  it.each([
    ["page=0", {}],
    ["page=-2&limit=12", {}],
    ["page=abc&limit=25&sort=cheapest", {}],
    ["filter_price=40-10", {}],
    ["filter_price=0-0", {}],
    ["filter_price=ten-20", {}],
    ["filter_color=,,&search=%20%20&filter_category=", {}],
    ["filter_unknown=x", {}],
  ])("falls back to defaults for what it cannot read (%s)", (search) => {
    expect(listingStateFromSearch(search)).toEqual(defaultListingState());
  });

  it("escapes commas inside a list value", () => {
    const withComma = state({ filters: { brand: ["Hanes, Inc.", "100%"] } });
    const written = listingStateToSearch(withComma);
    expect(listingStateFromSearch(written)).toEqual(withComma);
  });

  const listValue = fc.string({ minLength: 1, maxLength: 12 }).filter((v) => v.trim() === v && v !== "");
  const amount = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }),
    fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
  );
  const arbitraryState: fc.Arbitrary<ListingState> = fc
    .record({
      page: fc.integer({ min: 1, max: 500 }),
      limit: fc.constantFrom(...PAGE_SIZES),
      sort: fc.option(fc.constantFrom(...SORT_KEYS), { nil: undefined }),
      search: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      brand: fc.option(fc.uniqueArray(listValue, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      category: fc.option(listValue, { nil: undefined }),
      color: fc.option(fc.uniqueArray(listValue, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      price: fc.option(fc.tuple(amount, amount), { nil: undefined }),
      tag: fc.option(fc.subarray(["Best Seller", "New", "Featured"], { minLength: 1 }), { nil: undefined }),
    })
    .map(({ page, limit, sort, search, price, ...filters }) =>
      normalizeListingState({
        page,
        limit,
        sort,
        search,
        filters: {
          ...filters,
          price: price && { min: Math.min(...price), max: Math.max(...price) },
        },
      }),
    );

  it("round-trips every state through the URL exactly", () => {
    fc.assert(
      fc.property(arbitraryState, (s) => {
        const url = listingStateToSearch(s);
        expect(listingStateFromSearch(url)).toEqual(s);
        expect(listingStateToSearch(listingStateFromSearch(url))).toBe(url);
      }),
    );
  });

  it("round-trips the products call through its server-side schema exactly", () => {
    fc.assert(
      fc.property(arbitraryState, (s) => {
        const query = productsQueryFor(s);
        expect(ProductsQuerySchema.parse(productsQueryParams(query))).toEqual(query);
      }),
    );
  });
});

describe("listing transitions", () => {
  const onPage4 = state({ page: 4, filters: { color: ["Navy"] }, search: "tee" });

  it("moves to another page without touching the rest", () => {
    expect(changeListingOptions(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });

  it.each([
    ["limit", { limit: 50 as const }],
    ["sort", { sort: "name_desc" as const }],
    ["search", { search: "hoodie" }],
    ["page and limit together", { page: 7, limit: 10 as const }],
  ])("resets page to 1 when the %s changes", (_, change) => {
    expect(changeListingOptions(onPage4, change).page).toBe(1);
  });

  it("resets page to 1 when a filter changes, and clears a filter set to undefined", () => {
    const filtered = setListingFilter(onPage4, "price", { min: 0, max: 30 });
    expect(filtered).toEqual({ ...onPage4, page: 1, filters: { color: ["Navy"], price: { min: 0, max: 30 } } });
    expect(setListingFilter(filtered, "color", undefined).filters).toEqual({ price: { min: 0, max: 30 } });
  });

  it("reset clears categories, colours, price and filters, and keeps search and sort", () => {
    const full = state({
      page: 3,
      sort: "price_asc",
      search: "tee",
      filters: { category: "tops", color: ["Navy"], price: { min: 1, max: 9 }, brand: ["X"], tag: ["New"] },
    });
    expect(resetListingFilters(full)).toEqual(state({ sort: "price_asc", search: "tee" }));
  });

  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 50, 100],
  ] as const)("skips (page − 1) × limit products: page %i of %i skips %i", (page, limit, skip) => {
    expect(listingSkip(state({ page, limit }))).toBe(skip);
  });
});

describe("products call for a listing state", () => {
  it("asks for active products only, with the total count, by default", () => {
    expect(productsQueryFor(defaultListingState())).toEqual({
      skip: 0,
      take: 20,
      requireTotalCount: true,
      includeFilters: false,
      include: undefined,
      sort: undefined,
      filters: [{ key: "activeProduct", operation: "equal", value: true }],
    });
  });

  it("maps every filter, the search and the sort to the spec's keys and operations", () => {
    const query = productsQueryFor(
      state({
        page: 2,
        limit: 30,
        sort: "price_asc",
        search: "polo",
        filters: { category: "tops", brand: ["Gildan"], color: ["Navy"], price: { min: 5, max: 20 }, tag: ["New"] },
      }),
    );
    expect(query.skip).toBe(30);
    expect(query.take).toBe(30);
    expect(query.sort).toEqual({ selector: "minimumPartPrice", desc: false });
    expect(query.filters).toEqual([
      { key: "activeProduct", operation: "equal", value: true },
      { key: "selectedCategories", operation: "equal", value: "tops" },
      { key: "productBrand", operation: "contains", values: ["Gildan"] },
      { key: "colors", operation: "contains", values: ["Navy"] },
      { key: "minimumPartPrice", operation: "gt", value: 5 },
      { key: "minimumPartPrice", operation: "lte", value: 20 },
      { key: "productOptions.featuredProduct", operation: "contains", values: ["New"] },
      { key: "productName", operation: "contains", value: "polo" },
    ]);
  });

  it.each([
    ["price_asc", { selector: "minimumPartPrice", desc: false }],
    ["price_desc", { selector: "minimumPartPrice", desc: true }],
    ["name_asc", { selector: "productName", desc: false }],
    ["name_desc", { selector: "productName", desc: true }],
  ] as const)("sorts %s by %o", (sort, expected) => {
    expect(productsQueryFor(state({ sort })).sort).toEqual(expected);
  });
});
