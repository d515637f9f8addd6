import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { englishMessage } from "../i18n/messages";
import { makeStore, makeTee } from "../test-fixtures";
import {
  addCartItem,
  clearCart,
  dedupeCartItems,
  emptyCart,
  recomputeCartTotals,
  removeCartItem,
  updateCartItemQuantity,
  type Cart,
  type NewCartItem,
  type PersonalizationEntry,
} from "./cart";
import { repriceCart } from "./reprice-cart";
import { cents } from "../money";

const entry = (value: string, price = cents(500), size = "S", unit = 1): PersonalizationEntry => ({
  groupId: `${size}-${unit}`,
  uniqueId: `${size}-${unit}-Name`,
  size,
  label: size,
  name: "Name",
  value,
  price,
});

const line = (patch: Partial<NewCartItem> = {}): NewCartItem => ({
  product: { id: "p-1", name: "Classic Tee" },
  options: { personalization: [] },
  label: "S",
  color: "Navy",
  price: cents(900),
  quantity: 2,
  weight: 0.17,
  weightUom: "LB",
  sizeMarkup: cents(0),
  productClassType: "1",
  ...patch,
});

describe("cart", () => {
  it("starts empty with one Tax extra line at 0", () => {
    expect(emptyCart()).toEqual({
      lastItemId: 0,
      quantity: 0,
      items: [],
      subtotal: 0,
      personalizationTotal: 0,
      extraLines: [{ type: "tax", title: "Tax", price: 0 }],
      total: 0,
    });
  });

  it("adds a line and recomputes the totals", () => {
    const cart = addCartItem(emptyCart(), line({ options: { personalization: [entry("Ana"), entry("  ")] } }));
    expect(cart.items).toEqual([{ ...line(), id: 1, total: 1800, options: { personalization: [entry("Ana")] } }]);
    expect(cart).toMatchObject({ lastItemId: 1, quantity: 2, subtotal: 1800, personalizationTotal: 500, total: 2300 });
  });

  it("merges lines with the same product, options, size and colour", () => {
    let cart = addCartItem(emptyCart(), line({ options: { personalization: [entry("Ana")] } }));
    cart = addCartItem(
      cart,
      line({ quantity: 3, label: " s", color: "navy", options: { personalization: [entry("Bo")] } }),
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.items[0]?.options.personalization.map((e) => e.value)).toEqual(["Ana", "Bo"]);
    expect(cart.total).toBe(5 * 900 + 1000);
  });

  it("keeps each added unit's personalization in its own group when the same line is added twice", () => {
    // Two adds of the product page, each numbering its own units from S-1: ALEX 7, then SAM 12.
    const alex = [entry("ALEX"), { ...entry("7"), name: "Number", uniqueId: "S-1-Number" }];
    const sam = [entry("SAM"), { ...entry("12"), name: "Number", uniqueId: "S-1-Number" }];
    let cart = addCartItem(emptyCart(), line({ quantity: 1, options: { personalization: alex } }));
    cart = addCartItem(cart, line({ quantity: 1, options: { personalization: sam } }));
    expect(cart.items[0]?.options.personalization.map((e) => [e.groupId, e.name, e.value])).toEqual([
      ["S-1", "Name", "ALEX"],
      ["S-1", "Number", "7"],
      ["S-2", "Name", "SAM"],
      ["S-2", "Number", "12"],
    ]);
  });

  it("drops the personalization of units removed by a smaller quantity, keeping the others' groups", () => {
    const three = [entry("Ana", cents(500), "S", 1), entry("Bo", cents(500), "S", 2), entry("Cy", cents(500), "S", 3)];
    const cart = addCartItem(emptyCart(), line({ quantity: 3, options: { personalization: three } }));
    const fewer = updateCartItemQuantity(cart, 1, 2);
    expect(fewer.items[0]?.options.personalization.map((e) => [e.groupId, e.value])).toEqual([
      ["S-1", "Ana"],
      ["S-2", "Bo"],
    ]);
    expect(fewer.personalizationTotal).toBe(1000);
  });

  it.each([
    ["another size", { label: "XL" }],
    ["another colour", { color: "Red" }],
    ["another product", { product: { id: "p-2", name: "Cap" } }],
    ["another option set", { options: { optionId: "ink", valueId: "gold", personalization: [] } }],
  ])("keeps a line of %s apart", (_, patch) => {
    const cart = addCartItem(addCartItem(emptyCart(), line()), line(patch));
    expect(cart.items.map((item) => item.id)).toEqual([1, 2]);
  });

  it.each([0, -3, 1.5])("ignores a line with quantity %s", (quantity) => {
    const cart = addCartItem(emptyCart(), line());
    expect(addCartItem(cart, line({ quantity }))).toBe(cart);
  });

  it("removes lines by product id, colour and size label", () => {
    let cart = addCartItem(emptyCart(), line());
    cart = addCartItem(cart, line({ label: "XL" }));
    cart = removeCartItem(cart, { productId: "p-1", color: "NAVY", label: "s" });
    expect(cart.items.map((item) => item.label)).toEqual(["XL"]);
    expect(cart.subtotal).toBe(1800);
  });

  it.each([
    [7, 7],
    [0, 1],
    [-4, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])("updates the quantity to %s as %s (the cart's minimum is 1)", (asked, kept) => {
    const cart = updateCartItemQuantity(addCartItem(emptyCart(), line()), 1, asked);
    expect(cart.items[0]?.quantity).toBe(kept);
    expect(cart.subtotal).toBe(kept * 900);
  });

  it("clears to the empty default", () => {
    expect(clearCart()).toEqual(emptyCart());
  });

  it("de-duplicates lines with the same id, colour and size, keeping the one with more personalization", () => {
    const cart: Cart = recomputeCartTotals({
      ...emptyCart(),
      lastItemId: 4,
      items: [
        { ...line(), id: 1, total: cents(0) },
        { ...line({ options: { personalization: [entry("Ana"), entry("Bo")] } }), id: 2, total: cents(0) },
        { ...line({ options: { personalization: [entry("Cy")] } }), id: 3, total: cents(0) },
        { ...line({ label: "XL" }), id: 4, total: cents(0) },
      ],
    });
    expect(dedupeCartItems(cart).items.map((item) => item.id)).toEqual([2, 4]);
  });

  it("adds extra lines to the total", () => {
    const cart = recomputeCartTotals({
      ...addCartItem(emptyCart(), line()),
      extraLines: [{ type: "tax", title: "Tax", price: cents(150) }],
    });
    expect(cart.total).toBe(1950);
  });

  it("reprices every line from the product and store documents", () => {
    const store = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 12], formulas: [[0, "partPrice * 1.5"]] } },
      personalizationManagement: [{ name: "Name", price: 4 }],
    });
    const products = new Map([["p-1", makeTee({ personalization: { isEnable: true, list: ["Name"] } })]]);
    let cart = addCartItem(
      emptyCart(),
      line({ price: cents(1), quantity: 6, options: { personalization: [entry("Ana", cents(0))] } }),
    );
    cart = addCartItem(cart, line({ price: cents(1), quantity: 6, label: "XL" }));
    cart = addCartItem(cart, line({ price: cents(1), quantity: 1, product: { id: "gone", name: "Gone" } }));
    const { cart: priced, issues } = repriceCart(cart, store, products);
    expect(priced.items.map((item) => item.price)).toEqual([900, 1200, 0]);
    expect(priced.items[0]?.options.personalization[0]?.price).toBe(400);
    expect(priced.subtotal).toBe(6 * 900 + 6 * 1200);
    expect(priced.personalizationTotal).toBe(400);
    expect(issues.map((issue) => issue.code)).toEqual(["unknown_product"]);
  });

  it("leaves a line without a price at 0 and says why", () => {
    const store = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 12], formulas: [[0, 9]] } },
    });
    const { cart, issues } = repriceCart(addCartItem(emptyCart(), line()), store, new Map([["p-1", makeTee()]]));
    expect(cart.items[0]?.price).toBe(0);
    expect(englishMessage(issues[0]!.message)).toBe(
      "Error, Classic Tee is not added to cart. Quantity must be at least 12.",
    );
  });
});

describe("cart properties", () => {
  const products = ["p-1", "p-2"];
  const prices: Record<string, number> = { "p-1": 900, "p-2": 1250 };
  const addition = fc
    .record({
      product: fc.constantFrom(...products),
      label: fc.constantFrom("S", "M", "XL"),
      color: fc.constantFrom("Navy", "Red"),
      quantity: fc.integer({ min: -2, max: 20 }),
      names: fc.array(fc.constantFrom("Ana", "Bo", "", " "), { maxLength: 3 }),
    })
    .map(({ product, label, color, quantity, names }): NewCartItem =>
      line({
        product: { id: product, name: product },
        label,
        color,
        quantity,
        price: cents(prices[product] as number),
        options: { personalization: names.map((name) => entry(name, cents(350), label)) },
      }),
    );

  const canonical = (cart: Cart) =>
    cart.items
      .map((item) => ({
        key: `${item.product.id}|${item.label}|${item.color}`,
        quantity: item.quantity,
        total: item.total,
        names: item.options.personalization.map((e) => e.value).sort(),
      }))
      .sort((a, b) => a.key.localeCompare(b.key));

  it("keeps the cart total equal to the sum of its parts after any changes", () => {
    const change = fc.oneof(
      addition.map((item) => (cart: Cart) => addCartItem(cart, item)),
      fc
        .integer({ min: 1, max: 8 })
        .chain((id) =>
          fc.integer({ min: -3, max: 30 }).map((q) => (cart: Cart) => updateCartItemQuantity(cart, id, q)),
        ),
      fc
        .constantFrom("S", "M")
        .map((label) => (cart: Cart) => removeCartItem(cart, { productId: "p-1", color: "Navy", label })),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 15 }), fc.integer({ min: 0, max: 999 }), (changes, tax) => {
        let cart = recomputeCartTotals({
          ...emptyCart(),
          extraLines: [{ type: "tax", title: "Tax", price: cents(tax) }],
        });
        for (const apply of changes) cart = apply(cart);
        const subtotal = cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const personalization = cart.items
          .flatMap((item) => item.options.personalization)
          .reduce((sum, e) => sum + e.price, 0);
        expect(cart.subtotal).toBe(subtotal);
        expect(cart.personalizationTotal).toBe(personalization);
        expect(cart.total).toBe(subtotal + personalization + tax);
        expect(cart.quantity).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
        expect(cart.items.every((item) => item.quantity >= 1)).toBe(true);
      }),
    );
  });

  it("merges the same way whatever the order of the adds", () => {
    fc.assert(
      fc.property(
        fc
          .array(addition, { maxLength: 12 })
          .chain((adds) => fc.tuple(fc.constant(adds), fc.shuffledSubarray(adds, { minLength: adds.length }))),
        ([adds, shuffled]) => {
          const one = adds.reduce(addCartItem, emptyCart());
          const other = shuffled.reduce(addCartItem, emptyCart());
          expect(canonical(other)).toEqual(canonical(one));
          expect(other.total).toBe(one.total);
        },
      ),
    );
  });
});
