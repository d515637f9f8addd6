// What the shopper owes at checkout and how the order is paid (spec §4 Place Order, §9). Cents.

export interface CheckoutAmounts {
  subtotal: number;
  personalization: number;
  tax: number;
  shipping: number;
  /** Gift card amount offered (its reservation or balance); only what the order needs is applied. */
  gift: number;
}

export interface CheckoutTotals extends CheckoutAmounts {
  /** subtotal + personalization + tax + shipping. */
  beforeGift: number;
  /** The part of the gift amount actually used. */
  giftApplied: number;
  /** Never below 0. */
  totalDue: number;
}

/** Total due = subtotal + personalization + tax + shipping − gift amount, never below 0. */
export function checkoutTotals(amounts: CheckoutAmounts): CheckoutTotals {
  const beforeGift = amounts.subtotal + amounts.personalization + amounts.tax + amounts.shipping;
  const giftApplied = Math.min(Math.max(0, amounts.gift), Math.max(0, beforeGift));
  return { ...amounts, beforeGift, giftApplied, totalDue: Math.max(0, beforeGift - giftApplied) };
}

export type PlaceOrderDecision =
  | { kind: "direct"; needsCardToken: false; paymentAmount: 0 }
  | { kind: "card"; needsCardToken: true; paymentAmount: number };

/**
 * How an order is placed: directly, with no token and payment amount 0, when nothing is due or the
 * payment method is 'Terms' (invoiced); otherwise a card token for the amount due is needed.
 */
export function placeOrderDecision(totalDue: number, payment: string): PlaceOrderDecision {
  if (Math.round(totalDue) <= 0 || payment.trim() === "Terms") {
    return { kind: "direct", needsCardToken: false, paymentAmount: 0 };
  }
  return { kind: "card", needsCardToken: true, paymentAmount: Math.round(totalDue) };
}
