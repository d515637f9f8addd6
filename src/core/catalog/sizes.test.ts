import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_SIZES, orderBySize, orderSizes, sizeListsOf, sizeRank, storeSizeList, usualSizeOrder } from "./sizes";

const store = (...labels: string[]) => labels.map((label, i) => ({ label, sort: i + 1 }));

describe("size order: the product's own list, else the store's (decision 0092)", () => {
  it("keeps youth sizes where the product puts them (issue 45: not S M L XL 2XL YL YM YS)", () => {
    const product = ["YS", "YM", "YL", "S", "M", "L", "XL", "2XL"];
    expect(orderSizes(["S", "M", "L", "XL", "2XL", "YL", "YM", "YS"], { product })).toEqual(product);
  });

  it("follows the store's size list for sizes the product does not list, by its sort, then its order", () => {
    const sizes = [{ label: "L", sort: 3 }, { label: "YS", sort: 1 }, { label: "M", sort: 2 }, { label: "XL" }];
    expect(orderSizes(["XL", "L", "M", "YS"], { store: sizes })).toEqual(["YS", "M", "L", "XL"]);
    expect(orderSizes(["XL", "L", "M", "YS"], { product: ["L"], store: sizes })).toEqual(["L", "YS", "M", "XL"]);
  });

  it("puts sizes in neither list last, in the order they came; matching is trimmed and case-insensitive", () => {
    expect(orderSizes(["Zed", "m", " s ", "Alpha"], { product: ["S", "M"] })).toEqual([" s ", "m", "Zed", "Alpha"]);
    expect(orderSizes(["b", "a"], {})).toEqual(["b", "a"]);
  });

  it("orders items by their label and keeps a product's list ahead of the store's", () => {
    const items = [{ size: "S" }, { size: "YL" }, { size: "2T" }];
    const lists = { product: ["2T", "YL", "S"], store: store("S", "YL", "2T") };
    expect(orderBySize(items, lists, (i) => i.size).map((i) => i.size)).toEqual(["2T", "YL", "S"]);
    expect(sizeRank(lists)("yl")).toBe(1);
    expect(sizeRank(lists)("XL")).toBe(Infinity);
  });

  it("is the product's list exactly for any permutation of it, and a stable, idempotent permutation otherwise", () => {
    const label = fc.constantFrom("YS", "YM", "YL", "S", "M", "L", "XL", "2XL", "2T", "10", "Other", "x");
    fc.assert(
      fc.property(fc.uniqueArray(label), fc.array(label), fc.array(label), (productList, storeList, labels) => {
        const lists = { product: productList, store: store(...storeList) };
        const shuffled = [...productList].reverse();
        expect(orderSizes(shuffled, { product: productList })).toEqual(productList);
        const once = orderSizes(labels, lists);
        expect([...once].sort()).toEqual([...labels].sort());
        expect(orderSizes(once, lists)).toEqual(once);
        // Every listed label comes before every unlisted one, and listed ones are in rank order.
        const rank = sizeRank(lists);
        for (let i = 1; i < once.length; i++) expect(rank(once[i - 1]!)).toBeLessThanOrEqual(rank(once[i]!));
      }),
    );
  });

  it("serves the default list to a store without one, and reads a book of lists by product", () => {
    expect(storeSizeList(undefined)).toBe(DEFAULT_SIZES);
    expect(storeSizeList([])).toBe(DEFAULT_SIZES);
    const own = store("YS", "S");
    expect(storeSizeList(own)).toBe(own);
    const of = sizeListsOf({ store: own, products: { tee: ["S", "YS"] } });
    expect(of("tee")).toEqual({ product: ["S", "YS"], store: own });
    expect(of("cap")).toEqual({ product: undefined, store: own });
  });
});

describe("the usual order (the operator's button only)", () => {
  it("puts toddler, youth, then adult sizes smallest first, numbers by value, CUSTOM and Other, then the rest", () => {
    expect(usualSizeOrder(["Other", "XL", "YS", "10", "S", "4T", "YL", "2", "CUSTOM", "Adult", "YM", "2T"])).toEqual([
      "2T",
      "4T",
      "YS",
      "YM",
      "YL",
      "S",
      "XL",
      "2",
      "10",
      "CUSTOM",
      "Other",
      "Adult",
    ]);
  });
});
