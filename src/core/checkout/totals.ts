// What the shopper owes at checkout and how the order is paid (spec §4 Place Order, §9). Cents.
import { addCents, maxCents, minCents, subtractCents, ZERO_CENTS, type Cents } from "../money";

export interface CheckoutAmounts {
  subtotal: Cents;
  personalization: Cents;
  tax: Cents;
  shipping: Cents;
  /** Gift card amount offered (its reservation or balance); only what the order needs is applied. */
  gift: Cents;
}

export interface CheckoutTotals extends CheckoutAmounts {
  /** subtotal + personalization + tax + shipping. */
  beforeGift: Cents;
  /** The part of the gift amount actually used. */
  giftApplied: Cents;
  /** Never below 0. */
  totalDue: Cents;
}

/** Total due = subtotal + personalization + tax + shipping − gift amount, never below 0. */
export function checkoutTotals(amounts: CheckoutAmounts): CheckoutTotals {
  const beforeGift = addCents(amounts.subtotal, amounts.personalization, amounts.tax, amounts.shipping);
  const giftApplied = minCents(maxCents(ZERO_CENTS, amounts.gift), maxCents(ZERO_CENTS, beforeGift));
  return {
    ...amounts,
    beforeGift,
    giftApplied,
    totalDue: maxCents(ZERO_CENTS, subtractCents(beforeGift, giftApplied)),
  };
}

export type PlaceOrderDecision =
  | { kind: "direct"; needsCardToken: false; paymentAmount: Cents }
  | { kind: "card"; needsCardToken: true; paymentAmount: Cents };

/**
 * How an order is placed: directly, with no token and payment amount 0, when nothing is due or the
 * payment method is 'Terms' (invoiced); otherwise a card token for the amount due is needed.
 */
export function placeOrderDecision(totalDue: Cents, payment: string): PlaceOrderDecision {
  if (Math.round(totalDue) <= 0 || payment.trim() === "Terms") {
    return { kind: "direct", needsCardToken: false, paymentAmount: ZERO_CENTS };
  }
  return { kind: "card", needsCardToken: true, paymentAmount: Math.round(totalDue) as Cents };
}
