import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkoutTotals, placeOrderDecision } from "./totals";
import { cents, type Cents } from "../money";

describe("checkout totals", () => {
  it("is subtotal + personalization + tax + shipping − gift amount", () => {
    expect(
      checkoutTotals({
        subtotal: cents(10_000),
        personalization: cents(1_500),
        tax: cents(725),
        shipping: cents(1_200),
        gift: cents(2_000),
      }),
    ).toEqual({
      subtotal: 10_000,
      personalization: 1_500,
      tax: 725,
      shipping: 1_200,
      gift: 2_000,
      beforeGift: 13_425,
      giftApplied: 2_000,
      totalDue: 11_425,
    });
  });

  it("never goes below 0 and uses only as much of the gift card as is due", () => {
    const totals = checkoutTotals({
      subtotal: cents(1_000),
      personalization: cents(0),
      tax: cents(0),
      shipping: cents(0),
      gift: cents(5_000),
    });
    expect(totals.totalDue).toBe(0);
    expect(totals.giftApplied).toBe(1_000);
  });

  it("is never negative whatever the amounts", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map(cents);
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, (subtotal, personalization, tax, shipping, gift) => {
        const totals = checkoutTotals({ subtotal, personalization, tax, shipping, gift });
        return totals.totalDue >= 0 && totals.totalDue + totals.giftApplied === totals.beforeGift;
      }),
    );
  });
});

describe("place order", () => {
  it.each([
    [0, "Credit Card", { kind: "direct", needsCardToken: false, paymentAmount: 0 }],
    [0.4, "Credit Card", { kind: "direct", needsCardToken: false, paymentAmount: 0 }],
    [5_000, "Terms", { kind: "direct", needsCardToken: false, paymentAmount: 0 }],
    [5_000, "Credit Card", { kind: "card", needsCardToken: true, paymentAmount: 5_000 }],
  ])("with %s cents due paid by %s places the order %o", (due, payment, decision) => {
    // 0.4 is no whole number of cents: cast, not cents(), to keep the rounding case.
    expect(placeOrderDecision(due as Cents, payment)).toEqual(decision);
  });
});
