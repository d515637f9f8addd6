import { describe, expect, it, vi } from "vitest";
import { makeStore, makeTee } from "../test-fixtures";
import { englishMessage } from "../i18n/messages";
import { priceLines, quantityByProduct } from "./price-lines";

const store = makeStore({
  pricingManagement: {
    productCost: { enabled: true, xValues: [1, 12, 24], formulas: [[0, "partPrice * 1.5", "partPrice * 1.25"]] },
  },
  personalizationManagement: [{ name: "Name", price: 5 }],
  fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 0, percentage: 0 },
});
const tee = makeTee({ productOptions: { sizes: [{ label: "XL", sizeMarkup: 2 }] } });
const cap = makeTee({ productData: { productId: "p-2", productName: "Cap" } });
const products = new Map([
  ["p-1", tee],
  ["p-2", cap],
]);

describe("priceLines", () => {
  it("picks the tier by the total quantity across sizes and cart lines of the same product", () => {
    const result = priceLines(store, products, [
      { productId: "p-1", color: "Navy", size: "S", quantity: 10 },
      { productId: "p-1", color: "Navy", size: "XL", quantity: 14, personalization: [{ name: "Name", value: "Ana" }] },
    ]);
    expect(result.issues).toEqual([]);
    expect(result.lines.map((line) => line.unitPrice)).toEqual([750, 1000 + 200]);
    expect(result.subtotal).toBe(750 * 10 + 1200 * 14);
    expect(result.personalizationTotal).toBe(500);
    expect(result.lines[1]?.personalization).toEqual([{ name: "Name", value: "Ana", price: 500 }]);
    expect(result.lines[0]).toMatchObject({ weight: 0.17, weightUom: "LB", sizeMarkup: 0, productName: "Classic Tee" });
    expect(result.fundraiser).toBe(2400);
  });

  it("ignores a client-sent personalization price and charges the store's", () => {
    const result = priceLines(store, products, [
      {
        productId: "p-1",
        color: "Navy",
        size: "S",
        quantity: 12,
        personalization: [{ name: "Name", value: "Bo", price: 0 }],
      },
    ]);
    expect(result.lines[0]?.personalization[0]?.price).toBe(500);
  });

  it("reports a quantity below the first priced tier in the spec's words", () => {
    const result = priceLines(store, products, [{ productId: "p-2", color: "Navy", size: "S", quantity: 5 }]);
    expect(result.issues).toMatchObject([{ code: "no_price", productId: "p-2", minimumQuantity: 12 }]);
    expect(result.issues.map((issue) => englishMessage(issue.message))).toEqual([
      "Error, Cap is not added to cart. Quantity must be at least 12.",
    ]);
    expect(result.lines[0]?.unitPrice).toBeUndefined();
    expect(result.subtotal).toBe(0);
  });

  it("reports a line that has no price at any quantity", () => {
    const noPrice = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1], formulas: [["nonsense"]] } },
    });
    const report = vi.fn();
    const result = priceLines(
      noPrice,
      products,
      [
        { productId: "p-1", color: "Navy", size: "S", quantity: 1 },
        { productId: "p-1", color: "Navy", size: "XL", quantity: 1 },
      ],
      { onFormulaError: report },
    );
    expect(result.issues.map((issue) => englishMessage(issue.message))).toEqual([
      "Error, Classic Tee is not added to cart. It has no price in Navy S.",
      "Error, Classic Tee is not added to cart. It has no price in Navy XL.",
    ]);
    expect(report).toHaveBeenCalledOnce();
  });

  it("reports unknown products, bad quantities and quantities outside the store's bounds", () => {
    const bounded = makeStore({ storeSpecificFeatures: { minumumQuantity: 6, maximumQuantity: 10 } });
    const result = priceLines(bounded, products, [
      { productId: "nope", color: "Navy", size: "S", quantity: 1 },
      { productId: "p-1", color: "Navy", size: "S", quantity: 1.5 },
      { productId: "p-2", color: "Navy", size: "S", quantity: 12 },
    ]);
    expect(result.issues.map((issue) => issue.code)).toEqual([
      "unknown_product",
      "quantity_out_of_bounds",
      "quantity_out_of_bounds",
      "invalid_quantity",
    ]);
    expect(englishMessage(result.issues[1]!.message)).toBe("*Please, select quantity between 6 and 10!");
  });

  it("totals quantities per product", () => {
    expect(
      quantityByProduct([
        { productId: "a", color: "x", size: "S", quantity: 2 },
        { productId: "a", color: "y", size: "M", quantity: 3 },
        { productId: "b", color: "x", size: "S", quantity: 1 },
      ]),
    ).toEqual(
      new Map([
        ["a", 5],
        ["b", 1],
      ]),
    );
  });
});
