// Issue 49: a price the shopper moved by changing a quantity is not announced as a change, and a line
// the quote cannot price is never announced as "changed to $0.00" (the cart shows its issue instead).
import { describe, expect, it } from "vitest";
import { addCartItem, emptyCart, updateCartItemQuantity, type Cart } from "~core/cart/cart";
import { toCents } from "~core/money";
import type { Quote } from "~server/modules/pricing/quote.schema";
import { applyQuoteToCart, cartSignature, unitsByProduct } from "./cart-quote";

const tee = (quantity: number, price: number): Cart =>
  addCartItem(emptyCart(), {
    product: { id: "tee", name: "Tee", slug: "tee" },
    options: { personalization: [] },
    label: "M",
    color: "Navy",
    price: toCents(price),
    quantity,
    weight: 0.5,
    weightUom: "LB",
    imageUrl: "/x.png",
    sizeMarkup: toCents(0),
    productClassType: "1",
  });

const quoteAt = (quantity: number, unitPrice: number | null): Quote => ({
  lines: [
    {
      productId: "tee",
      productName: "Tee",
      color: "Navy",
      quantity,
      sizes: [{ size: "M", quantity, unitPrice, sizeMarkup: 0, total: 0, weight: 0.5, weightUom: "LB" }],
      personalization: [],
      personalizationTotal: 0,
      totalPrice: 0,
    },
  ],
  subtotal: 0,
  personalizationTotal: 0,
  fundraiser: 0,
  total: 0,
  issues: [],
});

describe("applyQuoteToCart", () => {
  it("announces a price that changed on the server while the cart was away", () => {
    const cart = tee(12, 24.74);
    const { cart: priced, notices } = applyQuoteToCart(cart, quoteAt(12, 25.5), cartSignature(cart));
    expect(priced.items[0]?.price).toBe(2550);
    expect(notices).toHaveLength(1);
  });

  it("takes the new tier's price silently after the shopper's own quantity change", () => {
    const before = tee(12, 24.74);
    const quoted = unitsByProduct(before);
    const after = updateCartItemQuantity(before, before.items[0]?.id ?? 0, 24);
    const { cart, notices } = applyQuoteToCart(after, quoteAt(24, 22.38), cartSignature(after), quoted);
    expect(cart.items[0]?.price).toBe(2238);
    expect(notices).toEqual([]);
  });

  it("never announces a change to no price", () => {
    const cart = tee(3, 24.74);
    expect(applyQuoteToCart(cart, quoteAt(3, null), cartSignature(cart)).notices).toEqual([]);
  });
});
