import { describe, expect, it } from "vitest";
import { emptyCart, recomputeCartTotals, type Cart, type CartItem } from "../cart/cart";
import { checkoutFigures, checkoutLines, checkoutRequest, destinationOf } from "./checkout-request";
import type { ShippingChoice } from "./shipping-options";
import { cents } from "../money";

const item = (id: number, patch: Partial<CartItem>): CartItem => ({
  id,
  product: { id: "tee", name: "Tee", slug: "tee", sizes: ["YS", "S", "M", "L", "XL"] },
  options: { personalization: [] },
  label: "M",
  color: "Gold",
  price: cents(1200),
  total: cents(0),
  quantity: 1,
  weight: 0.4,
  weightUom: "LB",
  sizeMarkup: cents(0),
  productClassType: "1",
  ...patch,
});

const cartOf = (...items: CartItem[]): Cart => recomputeCartTotals({ ...emptyCart(), lastItemId: items.length, items });

const cart = cartOf(
  item(1, { label: "XL", quantity: 1, price: cents(1400) }),
  item(2, {
    label: "S",
    quantity: 2,
    options: {
      personalization: [
        { groupId: "g1", uniqueId: "u1", size: "S", label: "S", name: " Name ", value: " ANA ", price: cents(500) },
      ],
    },
  }),
  item(3, { product: { id: "cap", name: "Cap" }, color: "Navy", label: "OS", quantity: 1, price: cents(900) }),
  item(4, { label: "L", quantity: 0 }),
);
const ground: ShippingChoice = {
  carrier: "ups",
  service: "UPS Ground",
  amount: cents(947),
  description: undefined,
  isPickUp: false,
};
const address = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "5551234567",
  company: undefined,
  country: "US" as const,
  address1: "1 Main St",
  address2: undefined,
  city: "Springfield",
  state: "IL",
  zip: "62701",
};

describe("checkout lines", () => {
  it("orders a line's sizes by the product's own list, whatever order the cart holds them in (issue 45)", () => {
    const youth = cartOf(item(1, { label: "XL" }), item(2, { label: "YS" }), item(3, { label: "S" }));
    expect(checkoutLines(youth)[0]?.sizes.map((s) => s.size)).toEqual(["YS", "S", "XL"]);
    const reversed = {
      ...youth,
      items: youth.items.map((i) => ({ ...i, product: { ...i.product, sizes: ["XL", "S", "YS"] } })),
    };
    expect(checkoutLines(reversed)[0]?.sizes.map((s) => s.size)).toEqual(["XL", "S", "YS"]);
  });

  it("groups the cart by product and colour, sizes in the product's order, in decimal units, without empty lines", () => {
    const lines = checkoutLines(cart);
    expect(lines.map((line) => [line.productId, line.color])).toEqual([
      ["tee", "Gold"],
      ["cap", "Navy"],
    ]);
    expect(lines[0]).toMatchObject({
      sizes: [
        { size: "S", quantity: 2, unitPrice: 12 },
        { size: "XL", quantity: 1, unitPrice: 14 },
      ],
      quantity: 3,
      price: 12.67,
      totalPrice: 38,
      totalFee: 5,
      personalization: [{ groupId: "g1", label: "S", size: "S", name: "Name", value: "ANA", price: 5 }],
    });
  });
});

describe("destination", () => {
  it("is complete with a street, a city, a 2-letter state and a 5-digit ZIP", () => {
    expect(destinationOf({ address1: " 1 Main St ", city: "Springfield", state: "il", zip: "62701" })).toEqual({
      address1: "1 Main St",
      city: "Springfield",
      state: "IL",
      zip: "62701",
      country: "US",
    });
    expect(
      destinationOf({ address1: "1 Main", address2: "Apt 2", city: "X", state: "IL", zip: "62701" }),
    ).toMatchObject({
      address2: "Apt 2",
    });
    expect(destinationOf({ address1: "1 Main", city: "X", state: "I", zip: "62701" })).toBeUndefined();
    // Estimates are asked only for a state that exists (issue 49).
    expect(destinationOf({ address1: "1 Main", city: "X", state: "ZZ", zip: "62701" })).toBeUndefined();
    expect(destinationOf({ address1: "1 Main", city: "X", state: "pr", zip: "00901" })).toMatchObject({ state: "PR" });
    expect(destinationOf({ address1: "1 Main", city: "X", state: "IL", zip: "6270" })).toBeUndefined();
    expect(destinationOf({ city: "X", state: "IL", zip: "62701" })).toBeUndefined();
  });
});

describe("checkout figures and request", () => {
  it("adds shipping and tax, applies the gift hold and says whether a card is needed", () => {
    const figures = checkoutFigures({
      cart,
      shipping: ground,
      tax: cents(300),
      giftReserved: cents(1000),
      payment: "Credit Card",
    });
    expect(figures).toMatchObject({ subtotal: 4700, personalization: 500, beforeGift: 6447, giftApplied: 1000 });
    expect(figures).toMatchObject({ totalDue: 5447, paymentAmount: 5447, needsCard: true });
    expect(
      checkoutFigures({ cart, shipping: undefined, tax: cents(0), giftReserved: cents(0), payment: "Terms" }),
    ).toMatchObject({
      needsCard: false,
      paymentAmount: 0,
    });
  });

  it("builds the order body with the amounts shown, a token only when a card pays, and no address for pick-up", () => {
    const base = {
      cart,
      shipping: ground,
      tax: cents(300),
      giftReserved: cents(0),
      payment: "Credit Card",
      shippingAddress: address,
      billingAddress: address,
      orderKey: undefined,
      note: "  ",
      tokenId: "tok_abc",
    };
    const order = checkoutRequest({ ...base, delivery: "toAddress" });
    expect(order).toMatchObject({
      shippingAddress: address,
      shippingAmount: 9.47,
      totalTax: 3,
      totalAmount: 64.47,
      giftCodeBalance: 0,
      grandTotal: 64.47,
      shippingCarrier: "ups",
      shippingService: "UPS Ground",
      note: undefined,
      orderTransaction: { tokenId: "tok_abc", paymentAmount: 64.47 },
    });
    const pickup = checkoutRequest({ ...base, delivery: "pickup", shipping: undefined, giftReserved: cents(10_000) });
    expect(pickup).toMatchObject({
      shippingAddress: undefined,
      shippingCarrier: "",
      shippingService: "",
      grandTotal: 0,
    });
    expect(pickup.orderTransaction).toEqual({ tokenId: undefined, paymentAmount: 0 });
  });
});
