import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { englishMessage } from "../i18n/messages";
import { makeStore, makeTee } from "../test-fixtures";
import { priceCartLines, type CartLineInput } from "./cart-lines";
import { partPrice } from "./product-pricing";

const store = makeStore({
  pricingManagement: {
    productCost: { enabled: true, xValues: [1, 12, 24], formulas: [[0, "partPrice * 1.5", "partPrice * 1.25"]] },
  },
  personalizationManagement: [
    { name: "Name", price: 5 },
    { name: "Number", price: 3 },
  ],
  storeSpecificFeatures: { outOfStockShopping: "Block out of stock shopping", maximumQuantity: 500 },
  fundraiser: { isEnabled: true, amountPerItem: 0, amountPerOrder: 0, percentage: 3 },
});

// Navy S / XL and Red S exist; Red XL has no part; Navy XL is sold out.
const tee = makeTee({
  productOptions: {
    sizes: [
      { label: "S", sizeMarkup: 0 },
      { label: "XL", sizeMarkup: 2 },
    ],
  },
  personalization: { isEnable: true, list: ["Name", "Number"] },
  inventoryData: {
    partInventoryArray: [
      { partId: "navy-s", labelSize: "S", partColor: "Navy", quantityAvailable: { quantity: { value: 1000 } } },
      { partId: "navy-xl", labelSize: "XL", partColor: "Navy", quantityAvailable: { quantity: { value: 0 } } },
      { partId: "red-s", labelSize: "S", partColor: "Red", quantityAvailable: { quantity: { value: 5 } } },
    ],
  },
});
const plain = makeTee({ productData: { productId: "p-2", productName: "Plain Cap" } });
const products = new Map([
  ["p-1", tee],
  ["p-2", plain],
]);

const line = (patch: Partial<CartLineInput> = {}): CartLineInput => ({
  productId: "p-1",
  color: "Navy",
  sizes: [{ size: "S", quantity: 12 }],
  ...patch,
});
const codes = (lines: CartLineInput[], onStore = store) =>
  priceCartLines(onStore, products, lines).issues.map((issue) => [issue.code, issue.lineIndex]);

describe("priceCartLines: only what exists is sold", () => {
  it.each<[string, Partial<CartLineInput>, string]>([
    ["a colour the product does not have", { color: "Purple" }, "unknown_color"],
    ["a size the product does not have", { sizes: [{ size: "XS", quantity: 12 }] }, "unknown_size"],
    ["a look-alike of a size", { sizes: [{ size: "X L", quantity: 12 }] }, "unknown_size"],
    ["a size with a trailing dot", { sizes: [{ size: "S.", quantity: 12 }] }, "unknown_size"],
    ["a colour and size without a part", { color: "Red", sizes: [{ size: "XL", quantity: 12 }] }, "unknown_size"],
    [
      "a sold-out size when the store blocks out-of-stock shopping",
      { sizes: [{ size: "XL", quantity: 12 }] },
      "sold_out",
    ],
    ["more than the stock left", { color: "Red", sizes: [{ size: "S", quantity: 12 }] }, "short_of_stock"],
    ["a quantity below the first priced tier", { sizes: [{ size: "S", quantity: 5 }] }, "below_first_price"],
    ["more than the store's maximum", { sizes: [{ size: "S", quantity: 600 }] }, "quantity_out_of_bounds"],
    [
      "a personalization field the store does not list",
      { personalization: [{ name: "Nickname", value: "Ace", size: "S" }] },
      "unknown_personalization_field",
    ],
    [
      "a look-alike field name (Cyrillic а)",
      { personalization: [{ name: "N\u0430me", value: "Ace", size: "S" }] },
      "unknown_personalization_field",
    ],
    [
      "a field name in another case",
      { personalization: [{ name: "name", value: "Ace", size: "S" }] },
      "unknown_personalization_field",
    ],
    [
      "a value longer than 40 characters",
      { personalization: [{ name: "Name", value: "A".repeat(41), size: "S" }] },
      "personalization_too_long",
    ],
    [
      "personalization for a unit the line does not have",
      { sizes: [{ size: "S", quantity: 12 }], personalization: [{ name: "Name", value: "Ace", groupId: "S-13" }] },
      "personalization_unit_missing",
    ],
  ])("refuses %s", (_, patch, code) => {
    expect(codes([line(patch)])).toEqual([[code, 0]]);
  });

  it("refuses personalization on a product that does not offer it", () => {
    const cap = line({ productId: "p-2", personalization: [{ name: "Name", value: "Ace" }] });
    expect(codes([cap])).toEqual([["personalization_not_offered", 0]]);
  });

  it("prices nothing it refused, and never at the minimum part price", () => {
    const result = priceCartLines(store, products, [
      line({ color: "Purple" }),
      line({ sizes: [{ size: "3 XL", quantity: 12 }] }),
    ]);
    expect(result.lines).toEqual([]);
    expect(result.subtotal).toBe(0);
  });

  it("says how to fix a quantity below the first price and outside the store's bounds", () => {
    const below = priceCartLines(store, products, [line({ sizes: [{ size: "S", quantity: 5 }] })]).issues[0];
    expect(below).toMatchObject({
      code: "below_first_price",
      minimumQuantity: 12,
      moreUnits: 7,
    });
    expect(englishMessage(below!.message)).toBe(
      "Error, Classic Tee is not added to cart. Quantity must be at least 12.",
    );
    const over = priceCartLines(store, products, [line({ sizes: [{ size: "S", quantity: 600 }] })]).issues[0];
    expect(over).toMatchObject({
      code: "quantity_out_of_bounds",
      min: 1,
      max: 500,
    });
    expect(englishMessage(over!.message)).toBe("*Please, select quantity between 1 and 500!");
  });

  it("accepts a sold-out size when the store does not block out-of-stock shopping", () => {
    const open = makeStore({ ...store, storeSpecificFeatures: { outOfStockShopping: "" } });
    expect(codes([line({ sizes: [{ size: "XL", quantity: 12 }] })], open)).toEqual([]);
  });

  it("resolves labels to the product's own spelling", () => {
    const result = priceCartLines(store, products, [line({ color: " navy", sizes: [{ size: "s ", quantity: 12 }] })]);
    expect(result.issues).toEqual([]);
    expect(result.lines[0]?.request).toMatchObject({ color: "Navy", size: "S" });
  });
});

describe("priceCartLines: merging and personalization by unit", () => {
  it("merges lines of the same product, colour and size and keeps each unit's entries in its own group", () => {
    const result = priceCartLines(store, products, [
      line({
        sizes: [{ size: "S", quantity: 1 }],
        personalization: [
          { name: "Name", value: "ALEX", groupId: "S-1" },
          { name: "Number", value: "7", groupId: "S-1" },
        ],
      }),
      line({
        sizes: [{ size: "S", quantity: 11 }],
        personalization: [
          { name: "Name", value: "SAM", groupId: "S-1" },
          { name: "Number", value: "12", groupId: "S-1" },
        ],
      }),
    ]);
    expect(result.issues).toEqual([]);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.request.quantity).toBe(12);
    expect(result.lines[0]?.personalization.map((e) => [e.groupId, e.name, e.value, e.price])).toEqual([
      ["S-1", "Name", "ALEX", 500],
      ["S-1", "Number", "7", 300],
      ["S-2", "Name", "SAM", 500],
      ["S-2", "Number", "12", 300],
    ]);
    expect(result.personalizationTotal).toBe(1600);
  });

  it("numbers entries without a group by field: Name ALEX, Number 7, Name SAM, Number 12 is two units", () => {
    const result = priceCartLines(store, products, [
      line({
        personalization: [
          { name: "Name", value: "ALEX" },
          { name: "Number", value: "7" },
          { name: "Name", value: "SAM" },
          { name: "Number", value: "12" },
        ],
      }),
    ]);
    expect(result.lines[0]?.personalization.map((e) => `${e.groupId} ${e.name} ${e.value}`)).toEqual([
      "S-1 Name ALEX",
      "S-1 Number 7",
      "S-2 Name SAM",
      "S-2 Number 12",
    ]);
  });

  it("puts each entry on the size it names, else the line's first size", () => {
    const result = priceCartLines(store, products, [
      line({
        sizes: [
          { size: "S", quantity: 6 },
          { size: "XL", quantity: 0 },
        ],
        personalization: [{ name: "Name", value: "Ana" }],
      }),
      line({
        color: "Red",
        sizes: [{ size: "S", quantity: 5 }],
        personalization: [{ name: "Name", value: "Bo", size: "s" }],
      }),
    ]);
    expect(result.lines.map((unit) => unit.personalization.map((e) => e.groupId))).toEqual([["S-1"], ["S-1"]]);
  });

  it("takes the fundraiser percentage once per product and colour, of the line's total (decision 0008)", () => {
    // 4 S at 9.00 and 8 XL at 14.00 (markup 2) are one line of 148.00; 3.3 % of it is 4.88. Rounded
    // per size it would be 1.19 + 3.70 = 4.89.
    const open = makeStore({
      ...store,
      storeSpecificFeatures: { outOfStockShopping: "" },
      fundraiser: { isEnabled: true, amountPerItem: 0, amountPerOrder: 0, percentage: 3.3 },
    });
    const result = priceCartLines(open, products, [
      line({
        sizes: [
          { size: "S", quantity: 4 },
          { size: "XL", quantity: 8 },
        ],
      }),
    ]);
    expect(result.subtotal).toBe(14_800);
    expect(result.fundraiser).toBe(488);
  });
});

describe("priceCartLines properties", () => {
  const sizes = fc.constantFrom("S", "XL", "M", "s", "XS", "3 XL", "");
  const colors = fc.constantFrom("Navy", "Red", "Purple", "navy", "");
  const cartLine = fc.record({
    productId: fc.constantFrom("p-1", "p-2", "p-9"),
    color: colors,
    sizes: fc.array(fc.record({ size: sizes, quantity: fc.integer({ min: 0, max: 700 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    personalization: fc.array(
      fc.record({
        name: fc.constantFrom("Name", "Number", "Nickname", "N\u0430me"),
        value: fc.string({ maxLength: 45 }),
        groupId: fc.option(fc.constantFrom("S-1", "S-2", "XL-1", "x"), { nil: undefined }),
      }),
      { maxLength: 4 },
    ),
  });

  it("never prices a line below the product's real part price for its colour and size", () => {
    const open = makeStore({ ...store, storeSpecificFeatures: { outOfStockShopping: "", maximumQuantity: 0 } });
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 5 }), (lines) => {
        for (const onStore of [store, open]) {
          const result = priceCartLines(onStore, products, lines);
          for (const unit of result.lines) {
            const product = products.get(unit.request.productId);
            expect(product).toBeDefined();
            const real = partPrice(product!, { color: unit.request.color, size: unit.request.size });
            // A sold unit has a real part for its colour and size, and its price is not below it.
            expect(real).toBeDefined();
            if (unit.unitPrice !== undefined) expect(unit.unitPrice).toBeGreaterThanOrEqual(Math.round(real! * 100));
          }
        }
      }),
    );
  });

  it("prices only personalization the store lists, on products that offer it, at the store's price", () => {
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 5 }), (lines) => {
        const result = priceCartLines(store, products, lines);
        for (const unit of result.lines) {
          for (const entry of unit.personalization) {
            expect(["Name", "Number"]).toContain(entry.name);
            expect(entry.price).toBe(entry.name === "Name" ? 500 : 300);
            expect(unit.request.productId).toBe("p-1");
            expect([...entry.value].length).toBeLessThanOrEqual(40);
          }
        }
      }),
    );
  });

  it("reports a problem for every requested unit it leaves out", () => {
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 5 }), (lines) => {
        const result = priceCartLines(store, products, lines);
        const asked = lines.reduce((sum, l) => sum + l.sizes.reduce((s, size) => s + size.quantity, 0), 0);
        const priced = result.lines.reduce((sum, unit) => sum + unit.request.quantity, 0);
        if (priced < asked) expect(result.issues.length).toBeGreaterThan(0);
      }),
    );
  });

  it("reads a product's colours again when the list is replaced on the same document", () => {
    const product = makeTee({ productData: { productId: "p-3", productName: "Relabelled Tee" } });
    const catalogue = new Map([["p-3", product]]);
    const red = { productId: "p-3", color: "Red", sizes: [{ size: "S", quantity: 12 }] };
    expect(priceCartLines(store, catalogue, [red]).issues.map((issue) => issue.code)).toEqual([]);
    product.productData.colors = product.productData.colors.filter((c) => c.colorName !== "Red");
    product.productData.productPartArray = product.productData.productPartArray.filter(
      (part) => !part.colorArray.some((c) => c.colorName === "Red"),
    );
    expect(priceCartLines(store, catalogue, [red]).issues.map((issue) => issue.code)).toEqual(["unknown_color"]);
  });
});
