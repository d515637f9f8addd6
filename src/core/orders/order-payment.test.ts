import { describe, expect, it } from "vitest";
import { orderPayments } from "./order-payment";

const visa = { brand: "Visa", last4: "4242" };
const order = (gift: number, card: number, total: number, payment = "Credit Card") => ({
  giftCodeBalance: gift,
  grandTotal: total,
  orderTransaction: { paymentAmount: card },
  payment,
  card: card > 0 ? visa : undefined,
  giftCard: gift > 0 ? { last4: "0042" } : undefined,
});

describe("each payment of an order with what it paid", () => {
  it.each([
    ["a card alone", order(0, 5000, 5000), [{ kind: "card", amount: 5000, card: visa }]],
    [
      "a gift card that paid everything, and no card",
      order(5000, 0, 0),
      [{ kind: "giftCard", amount: 5000, last4: "0042" }],
    ],
    [
      "a gift card first, then the card for the rest",
      order(2500, 1472, 1472),
      [
        { kind: "giftCard", amount: 2500, last4: "0042" },
        { kind: "card", amount: 1472, card: visa },
      ],
    ],
    [
      "a gift card, then the store's other method (Terms) for the rest",
      order(2500, 0, 1000, "Terms"),
      [
        { kind: "giftCard", amount: 2500, last4: "0042" },
        { kind: "other", amount: 1000, method: "Terms" },
      ],
    ],
    [
      "the store's other method alone, even for nothing due",
      order(0, 0, 0, "Terms"),
      [{ kind: "other", amount: 0, method: "Terms" }],
    ],
  ])("%s", (_, paid, parts) => {
    expect(orderPayments(paid)).toEqual(parts);
  });
});
