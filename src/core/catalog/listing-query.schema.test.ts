import { describe, expect, it } from "vitest";
import { ProductsQuerySchema, productsQueryParams } from "./listing-query.schema";

const messages = (query: Record<string, string>) => {
  const result = ProductsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const filters = (list: unknown) => ({ filters: JSON.stringify(list) });

describe("products call query", () => {
  it("defaults skip to 0 and take to 20, with no sort and no filters", () => {
    expect(ProductsQuerySchema.parse({})).toEqual({
      skip: 0,
      take: 20,
      requireTotalCount: false,
      includeFilters: false,
      include: undefined,
      sort: undefined,
      filters: [],
    });
  });

  it("reads every parameter of the call", () => {
    const parsed = ProductsQuerySchema.parse({
      skip: "40",
      take: "10",
      requireTotalCount: "true",
      includeFilters: "true",
      include: "productData, mediaData,",
      sort: '{"selector":"productName","desc":true}',
      filters:
        '[{"key":"colors","operation":"contains","values":["Navy"]},{"key":"minimumPartPrice","operation":"gt","value":5}]',
    });
    expect(parsed).toEqual({
      skip: 40,
      take: 10,
      requireTotalCount: true,
      includeFilters: true,
      include: ["productData", "mediaData"],
      sort: { selector: "productName", desc: true },
      filters: [
        { key: "colors", operation: "contains", values: ["Navy"] },
        { key: "minimumPartPrice", operation: "gt", value: 5 },
      ],
    });
    expect(ProductsQuerySchema.parse(productsQueryParams(parsed))).toEqual(parsed);
  });

  it("accepts related products by main design, and an empty sort or filters", () => {
    expect(
      ProductsQuerySchema.parse({
        ...filters([{ key: "designs.mainDesignId", operation: "equal", value: "d1" }]),
        sort: "",
      }).filters,
    ).toHaveLength(1);
    expect(ProductsQuerySchema.parse({ filters: " " }).filters).toEqual([]);
  });

  it.each([
    [{ skip: "-1" }, "skip must not be negative"],
    [{ skip: "1.5" }, "skip must be a whole number"],
    [{ take: "101" }, "take must be at most 100"],
    [{ take: "0" }, "take must be at least 1"],
    [{ take: "ten" }, "take must be a whole number"],
    [{ requireTotalCount: "yes" }, "requireTotalCount must be true or false"],
    [{ sort: "{selector" }, "sort is not valid JSON"],
    [{ sort: "[]" }, 'sort must be a JSON object like {"selector":"productName","desc":false}'],
    [{ sort: '{"selector":"price"}' }, "sort selector must be one of minimumPartPrice, productName"],
    [{ filters: "[{" }, "filters is not valid JSON"],
    [{ filters: '{"key":"colors"}' }, "filters must be a JSON list of {key, operation, value | values}"],
    [filters(["colors"]), "filters[0] must be an object with key, operation and value or values"],
    [
      filters([{ key: "price", operation: "gt", value: 1 }]),
      'filters[0].key "price" is not a known filter (known: selectedCategories, productBrand, colors, minimumPartPrice, productOptions.featuredProduct, productName, activeProduct, designs.mainDesignId)',
    ],
    [
      filters([{ key: "productName", operation: "startswith", value: "a" }]),
      'filters[0].operation "startswith" is not allowed for productName (allowed: contains)',
    ],
    [filters([{ key: "colors", operation: "contains" }]), "filters[0] needs either value or values"],
    [
      filters([{ key: "colors", operation: "contains", value: "a", values: ["b"] }]),
      "filters[0] needs either value or values",
    ],
    [filters([{ key: "colors", operation: "contains", values: [] }]), "filters[0].values must be a non-empty list"],
    [filters([{ key: "colors", operation: "contains", values: "Navy" }]), "filters[0].values must be a non-empty list"],
    [
      filters([{ key: "minimumPartPrice", operation: "gt", value: "5" }]),
      'filters[0] value "5" for minimumPartPrice must be a number of 0 or more',
    ],
    [
      filters([{ key: "minimumPartPrice", operation: "lte", value: -1 }]),
      "filters[0] value -1 for minimumPartPrice must be a number of 0 or more",
    ],
    [
      filters([{ key: "activeProduct", operation: "equal", value: "true" }]),
      'filters[0] value "true" for activeProduct must be a boolean',
    ],
    [
      filters([{ key: "colors", operation: "contains", values: [1] }]),
      "filters[0] value 1 for colors must be a string",
    ],
  ])("explains what is wrong with %o", (query, message) => {
    expect(messages(query)).toEqual([message]);
  });

  it("reports every bad filter, each with its position", () => {
    expect(
      messages(
        filters([
          { key: "colors", operation: "contains", value: "Navy" },
          { key: "x", operation: "equal", value: 1 },
          { key: null, operation: "equal", value: 1 },
        ]),
      ),
    ).toEqual([
      expect.stringMatching(/^filters\[1\]\.key "x" is not a known filter/),
      expect.stringMatching(/^filters\[2\]\.key null is not a known filter/),
    ]);
  });
});
