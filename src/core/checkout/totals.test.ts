import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkoutTotals, placeOrderDecision } from "./totals";

describe("checkout totals", () => {
  it("is subtotal + personalization + tax + shipping − gift amount", () => {
    expect(
      checkoutTotals({ subtotal: 10_000, personalization: 1_500, tax: 725, shipping: 1_200, gift: 2_000 }),
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
    const totals = checkoutTotals({ subtotal: 1_000, personalization: 0, tax: 0, shipping: 0, gift: 5_000 });
    expect(totals.totalDue).toBe(0);
    expect(totals.giftApplied).toBe(1_000);
  });

  it("is never negative whatever the amounts", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (subtotal, personalization, tax, shipping, gift) => {
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
    expect(placeOrderDecision(due, payment)).toEqual(decision);
  });
});
