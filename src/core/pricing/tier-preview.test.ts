import { describe, expect, it } from "vitest";
import { makeStore, makeTee, printedTeeFixture } from "../test-fixtures";
import { tierTable, unitPrice } from "./product-pricing";
import { previewTierPrices } from "./tier-preview";

const tiered = makeStore({
  pricingManagement: {
    productCost: { enabled: true, xValues: [1, 12, 24, 48], formulas: [[0, "partPrice * 1.5", "partPrice * 1.4", 7]] },
  },
});
const tee = makeTee({ productOptions: { sizes: [{ label: "XL", sizeMarkup: 2 }] } });

describe("previewTierPrices", () => {
  it("shows the store's tier table and the price a shopper pays at each quantity", () => {
    const preview = previewTierPrices(tiered, tee, { color: "Navy", size: "XL", quantities: [6, 12, 30, 100] });
    expect(preview.source).toBe("store");
    expect(preview.minimumQuantity).toBe(12);
    expect(preview.tiers.map((t) => [t.label, t.unitPrice])).toEqual([
      ["1 - 11", undefined],
      ["12 - 23", 1400], // part price 8 × 1.5 + 2.00 XL markup
      ["24 - 47", 1320],
      ["48+", 900],
    ]);
    expect(preview.quantities.map((q) => [q.quantity, q.unitPrice, q.total, q.tierIndex])).toEqual([
      [6, undefined, undefined, 0],
      [12, 1400, 16800, 1],
      [30, 1320, 39600, 2],
      [100, 900, 90000, 3],
    ]);
    expect(preview.quantities[2]?.nextTier).toEqual({ quantity: 48, moreUnits: 18, unitPrice: 900 });
  });

  it("gives the same answers as the pricing the cart and the server use", () => {
    const selection = { color: "Navy", size: "S" };
    const preview = previewTierPrices(tiered, tee, { ...selection, quantities: [1, 13, 47, 48] });
    expect(preview.tiers).toEqual(tierTable(tiered, tee, selection));
    for (const row of preview.quantities)
      expect(row.unitPrice).toBe(unitPrice(tiered, tee, { ...selection, quantity: row.quantity }));
  });

  it("prefers the product's own tiers, and falls back to part prices without any", () => {
    const own = makeTee({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 10], formulas: [[9, 8]] } },
    });
    expect(previewTierPrices(tiered, own, { quantities: [10] })).toMatchObject({
      source: "product",
      quantities: [{ quantity: 10, unitPrice: 800, tierIndex: 1 }],
    });
    const plain = previewTierPrices(makeStore(), tee, { color: "Navy", size: "S", quantities: [1, 500] });
    expect(plain).toMatchObject({ source: "none", tiers: [], minimumQuantity: 1 });
    expect(plain.quantities.map((q) => [q.unitPrice, q.tierIndex])).toEqual([
      [600, undefined],
      [600, undefined],
    ]);
  });

  it("names the design tables' quantity break each quantity uses, as they step down inside a tier", () => {
    // The demo tee (test-fixtures): tier 1 - 23 priced at 1 ($26.24), $24.74 at 12.
    const { store, product } = printedTeeFixture();
    const preview = previewTierPrices(store, product, { quantities: [1, 11, 12, 24] });
    expect(preview.tiers.map((t) => [t.label, t.unitPrice])).toEqual([
      ["1 - 23", 2624],
      ["24+", 2238],
    ]);
    expect(preview.designBreaks).toEqual([1, 12, 24]);
    expect(preview.quantities.map((q) => [q.quantity, q.unitPrice, q.tierIndex, q.designBreak])).toEqual([
      [1, 2624, 0, 1],
      [11, 2624, 0, 1],
      [12, 2474, 0, 12],
      [24, 2238, 1, 24],
    ]);
    // A table no design location is read in has no say.
    expect(previewTierPrices(store, makeTee(), { quantities: [12] })).toMatchObject({
      designBreaks: [],
      quantities: [{ designBreak: undefined }],
    });
  });
});
