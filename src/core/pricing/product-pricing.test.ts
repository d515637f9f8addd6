import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { englishMessage } from "../i18n/messages";
import { makeProduct, makeStore, makeTee, printedTeeFixture } from "../test-fixtures";
import {
  basePrice,
  minimumPricedQuantity,
  nextTierHint,
  optionMarkup,
  partPrice,
  priceBreaks,
  priceTable,
  productCostFor,
  quantityBelowMinimumMessage,
  quantityTiers,
  rowFor,
  sizeMarkup,
  tierFor,
  tierLabel,
  tierTable,
  unitPrice,
} from "./product-pricing";

const tiered = makeStore({
  pricingManagement: {
    productCost: { enabled: true, xValues: [1, 12, 24, 48], formulas: [[0, "partPrice * 1.5", "partPrice * 1.4", 7]] },
  },
});
const untiered = makeStore();
const tee = makeTee({
  productOptions: {
    sizes: [{ label: "XL", sizeMarkup: 2 }],
    priceDataFormatted: [
      { label: "All", markup: 0.5 },
      { label: "XL", markup: 1 },
    ],
  },
});
const plainTee = makeTee();

describe("quantity tiers", () => {
  it("picks the tier by the total quantity across sizes", () => {
    const tiers = quantityTiers(productCostFor(tiered, plainTee));
    expect(tiers.map((t) => [t.start, t.end])).toEqual([
      [1, 11],
      [12, 23],
      [24, 47],
      [48, undefined],
    ]);
    expect([1, 11, 12, 23, 24, 47, 48, 1000].map((q) => tierFor(q, tiers))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it("puts a quantity below the first breakpoint in no tier", () => {
    const tiers = quantityTiers({ enabled: true, xValues: [12, 24], formulas: [[10, 9]] });
    expect(tierFor(6, tiers)).toBeUndefined();
  });

  it("orders breakpoints given out of order together with their prices, keeping the first of duplicates", () => {
    const tiers = quantityTiers({ enabled: true, xValues: [24, 1, 12, 12], formulas: [[8, 10, 9, 99]] });
    expect(tiers).toEqual([
      { start: 1, end: 11, formula: 10 },
      { start: 12, end: 23, formula: 9 },
      { start: 24, end: undefined, formula: 8 },
    ]);
  });

  it("has no tiers when the table is disabled, absent or has no breakpoints", () => {
    expect(quantityTiers(undefined)).toEqual([]);
    expect(quantityTiers({ enabled: false, xValues: [1, 12], formulas: [[5, 4]] })).toEqual([]);
    expect(quantityTiers({ enabled: true, xValues: [], formulas: [] })).toEqual([]);
  });

  it("lets the product's productCost override the store's", () => {
    const own = makeTee({ pricingManagement: { productCost: { enabled: true, xValues: [1], formulas: [[3]] } } });
    expect(productCostFor(tiered, own)?.formulas).toEqual([[3]]);
    expect(productCostFor(tiered, plainTee)?.xValues).toEqual([1, 12, 24, 48]);
    expect(unitPrice(tiered, own, { color: "Navy", size: "S", quantity: 1 })).toBe(300);
  });

  it.each([
    [{ start: 1, end: 11 }, "1 - 11"],
    [{ start: 12, end: 23 }, "12 - 23"],
    [{ start: 48, end: undefined }, "48+"],
  ])("labels tier %o as %s", (tier, label) => {
    expect(tierLabel(tier)).toBe(label);
  });
});

describe("part price", () => {
  it("takes the lowest positive part price for the size and colour", () => {
    expect(partPrice(plainTee, { color: "Red", size: "S" })).toBe(5.5);
    expect(partPrice(plainTee, { color: "navy", size: "xl" })).toBe(8);
  });

  it("considers every size when no size is chosen", () => {
    expect(partPrice(plainTee, { color: "Navy" })).toBe(6);
  });

  it("has no part price when no part fits", () => {
    expect(partPrice(plainTee, { color: "Green", size: "S" })).toBeUndefined();
  });
});

describe("unit price", () => {
  it.each([
    ["below the first priced tier", 5, undefined],
    ["in the second tier", 12, 900],
    ["in the third tier", 30, 840],
    ["in the last tier", 48, 700],
  ])("prices Navy S %s (quantity %i) at %s cents", (_, quantity, cents) => {
    expect(unitPrice(tiered, plainTee, { color: "Navy", size: "S", quantity })).toBe(cents);
  });

  it("uses the part price for the size and colour when tiers are not enabled", () => {
    expect(unitPrice(untiered, plainTee, { color: "Navy", size: "S", quantity: 1 })).toBe(600);
    expect(unitPrice(untiered, plainTee, { color: "Red", size: "S", quantity: 1 })).toBe(550);
  });

  it("falls back to minimumPartPrice when no part price fits", () => {
    expect(unitPrice(untiered, plainTee, { color: "Red", size: "XL", quantity: 1 })).toBe(400);
  });

  it("has no price rather than a free product when everything is 0", () => {
    const free = makeProduct({ productData: { minimumPartPrice: 0 } });
    expect(unitPrice(untiered, free, { color: "Navy", size: "S", quantity: 1 })).toBeUndefined();
    expect(basePrice(untiered, free, {}, 1)).toBeUndefined();
  });

  it("adds the size markup and the priceDataFormatted markups for the size and for All", () => {
    expect(sizeMarkup(tee, "XL")).toBe(200);
    expect(sizeMarkup(tee, "S")).toBe(0);
    expect(sizeMarkup(tee, undefined)).toBe(0);
    expect(optionMarkup(tee, "XL")).toBe(150);
    expect(optionMarkup(tee, "S")).toBe(50);
    expect(optionMarkup(tee, undefined)).toBe(50);
    // 8.00 × 1.5 = 12.00, + 2.00 size markup + 0.50 All + 1.00 XL
    expect(unitPrice(tiered, tee, { color: "Navy", size: "XL", quantity: 12 })).toBe(1550);
  });

  it("treats a tier whose formula is bad as no price and reports it once", () => {
    const store = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1], formulas: [["partPrice * (2"]] } },
    });
    const report = vi.fn();
    expect(
      unitPrice(store, plainTee, { color: "Navy", size: "S", quantity: 3 }, { onFormulaError: report }),
    ).toBeUndefined();
    expect(report).toHaveBeenCalledExactlyOnceWith({
      expression: "partPrice * (2",
      message: 'missing ")" for "(" at position 13',
    });
  });

  it("treats a tier with a missing price as no price", () => {
    const store = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 10], formulas: [[5]] } },
    });
    expect(unitPrice(store, plainTee, { color: "Navy", size: "S", quantity: 10 })).toBeUndefined();
  });

  it("adds design pricing per design location", () => {
    const store = makeStore({
      pricingManagement: {
        numberOfColors: {
          enabled: true,
          yField: "colorsTotal",
          xValues: [1, 24],
          yValues: [1, 3],
          formulas: [
            [1.5, 1],
            [2.5, 2],
          ],
        },
      },
    });
    const designed = makeTee({
      designs: {
        locations: [
          { name: "Front", colorsTotal: 3 },
          { name: "Back", colorsTotal: 1 },
        ],
      },
    });
    expect(unitPrice(store, designed, { color: "Navy", size: "S", quantity: 24 })).toBe(600 + 200 + 100);
  });
});

describe("tier table, minimum quantity and next tier", () => {
  it("lists every tier with its label and the unit price there", () => {
    expect(tierTable(tiered, plainTee, { color: "Navy", size: "S" })).toEqual([
      { start: 1, end: 11, label: "1 - 11", unitPrice: undefined },
      { start: 12, end: 23, label: "12 - 23", unitPrice: 900 },
      { start: 24, end: 47, label: "24 - 47", unitPrice: 840 },
      { start: 48, end: undefined, label: "48+", unitPrice: 700 },
    ]);
  });

  it("has no tier table without tiers", () => {
    expect(tierTable(untiered, plainTee, { color: "Navy" })).toEqual([]);
  });

  it("gives the smallest quantity at which a price applies: the first tier that has a price", () => {
    expect(minimumPricedQuantity(tiered, plainTee, { color: "Navy", size: "S" })).toBe(12);
    expect(minimumPricedQuantity(untiered, plainTee, { color: "Navy", size: "S" })).toBe(1);
  });

  it("has no minimum quantity when no quantity has a price", () => {
    const store = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 5], formulas: [[0, "oops"]] } },
    });
    const report = vi.fn();
    expect(minimumPricedQuantity(store, plainTee, { color: "Navy" }, { onFormulaError: report })).toBeUndefined();
    expect(report).toHaveBeenCalledOnce();
    const free = makeProduct({ productData: { minimumPartPrice: 0 } });
    expect(minimumPricedQuantity(untiered, free, {})).toBeUndefined();
  });

  it("words the refusal as the spec's error catalogue does", () => {
    expect(englishMessage(quantityBelowMinimumMessage("Classic Tee", 12))).toBe(
      "Error, Classic Tee is not added to cart. Quantity must be at least 12.",
    );
  });

  it("tells how many more units reach the next, cheaper price", () => {
    expect(nextTierHint(tiered, plainTee, { color: "Navy", size: "S", quantity: 14 })).toEqual({
      quantity: 24,
      moreUnits: 10,
      unitPrice: 840,
    });
    expect(nextTierHint(tiered, plainTee, { color: "Navy", size: "S", quantity: 3 })).toEqual({
      quantity: 12,
      moreUnits: 9,
      unitPrice: 900,
    });
  });

  it("points at the nearest cheaper quantity, also where a design charge steps down inside a tier", () => {
    // The demo tee (test-fixtures): at 1 unit ($26.24) the price drops at 12 ($24.74), not only at
    // the next tier's 24 ($22.38).
    const { store, product: printed } = printedTeeFixture();
    expect(nextTierHint(store, printed, { color: "Navy", quantity: 1 })).toEqual({
      quantity: 12,
      moreUnits: 11,
      unitPrice: 2474,
    });
    expect(nextTierHint(store, printed, { color: "Navy", quantity: 12 })).toEqual({
      quantity: 24,
      moreUnits: 12,
      unitPrice: 2238,
    });
    expect(nextTierHint(store, printed, { color: "Navy", quantity: 30 })).toBeUndefined();
    // Without a design location read in the table, only the tiers count.
    const unprinted = makeTee({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 24], formulas: [[21.99, 20.23]] } },
    });
    expect(nextTierHint(store, unprinted, { color: "Navy", quantity: 1 })).toMatchObject({ quantity: 24 });
  });

  it("gives no hint in the last tier or without tiers", () => {
    expect(nextTierHint(tiered, plainTee, { color: "Navy", size: "S", quantity: 60 })).toBeUndefined();
    expect(nextTierHint(untiered, plainTee, { color: "Navy", size: "S", quantity: 1 })).toBeUndefined();
  });
});

describe("pricing properties", () => {
  const formula = fc.oneof(
    fc.double({ min: -50, max: 50, noNaN: true }),
    fc.constantFrom("partPrice * 1.5", "partPrice - 100", "partPrice / 0", "bad(", "", "partPrice + 0.004"),
  );
  const table = fc.record({
    xValues: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 6 }),
    formulas: fc.array(formula, { maxLength: 6 }),
  });

  it("never gives a negative or NaN price", () => {
    fc.assert(
      fc.property(
        table,
        fc.integer({ min: 0, max: 500 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (t, quantity, part) => {
          const store = makeStore({
            pricingManagement: { productCost: { enabled: true, xValues: t.xValues, formulas: [t.formulas] } },
          });
          const product = makeTee({
            pricingData: { partArray: [{ partId: "navy-s", partPriceArray: [{ price: part }] }] },
          });
          const price = unitPrice(store, product, { color: "Navy", size: "S", quantity }, { onFormulaError: () => {} });
          return price === undefined || (Number.isInteger(price) && price > 0);
        },
      ),
    );
  });

  it("never moves a larger quantity to a dearer tier unless the store's tiers say so", () => {
    const descendingPrices = fc
      .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 6 })
      .chain((xValues) =>
        fc.record({
          xValues: fc.constant(xValues),
          prices: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: xValues.length, maxLength: xValues.length }),
        }),
      );
    fc.assert(
      fc.property(
        descendingPrices,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 100 }),
        (t, quantity, more) => {
          const starts = [...t.xValues].sort((a, b) => a - b);
          const sortedPrices = [...t.prices].sort((a, b) => b - a);
          // The store's tiers get cheaper as the quantity grows…
          const formulas = t.xValues.map((x) => (sortedPrices[starts.indexOf(x)] as number) / 100);
          const store = makeStore({
            pricingManagement: { productCost: { enabled: true, xValues: t.xValues, formulas: [formulas] } },
          });
          const small = unitPrice(store, plainTee, { color: "Navy", size: "S", quantity });
          const large = unitPrice(store, plainTee, { color: "Navy", size: "S", quantity: quantity + more });
          // …so a larger quantity is never dearer.
          return small === undefined || (large !== undefined && large <= small);
        },
      ),
    );
  });
});

describe("the shopper's price table (priceTable)", () => {
  it("splits the tiers where a design charge steps down, so each row shows what its quantities cost", () => {
    // The demo tee: tier 1 - 23 at $21.99, decoration $4.25 from 1, $2.75 from 12, $2.15 from 24.
    const { store, product } = printedTeeFixture();
    expect(priceTable(store, product, {}).map((row) => [row.label, row.unitPrice])).toEqual([
      ["1 - 11", 2624],
      ["12 - 23", 2474],
      ["24+", 2238],
    ]);
    expect(priceBreaks(store, product)).toEqual([1, 12, 24]);
  });

  it("agrees with unitPrice at every quantity from 1 to 200 (the row a quantity falls in)", () => {
    const { store, product } = printedTeeFixture();
    const rows = priceTable(store, product, { size: "S" });
    for (let quantity = 1; quantity <= 200; quantity += 1)
      expect(rowFor(rows, quantity)?.unitPrice).toBe(unitPrice(store, product, { size: "S", quantity }));
  });

  it("joins neighbouring rows with one price and shows a design break even without tiers", () => {
    const { store } = printedTeeFixture();
    const untieredPrinted = makeTee({
      designs: { locations: [{ name: "Front", designType: "Print", colorsTotal: 1 }] },
    });
    expect(priceTable(store, untieredPrinted, { color: "Navy" }).map((row) => row.label)).toEqual([
      "1 - 11",
      "12 - 23",
      "24+",
    ]);
    expect(priceTable(untiered, plainTee, { color: "Navy" })).toEqual([]);
    const flat = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 12, 24], formulas: [[0, 9, 9]] } },
    });
    expect(priceTable(flat, plainTee, { color: "Navy" }).map((row) => [row.label, row.unitPrice])).toEqual([
      ["1 - 11", undefined],
      ["12+", 900],
    ]);
  });
});
