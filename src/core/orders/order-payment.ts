// How an order was paid, as the confirmation e-mail and the receipt say it (issue 49): by card, by
// gift card, by both, or by the store's other method (Terms) when neither paid anything. Read from
// the amounts the server charged, never from the order's payment label: an order the gift card paid
// in full still carries the store's first payment method ("Credit Card").
import type { Cents } from "../money";

export type OrderPaymentKind = "card" | "giftCard" | "cardAndGiftCard" | "other";

export function orderPaymentKind(order: {
  giftCodeBalance: Cents;
  orderTransaction: { paymentAmount: Cents };
}): OrderPaymentKind {
  const card = order.orderTransaction.paymentAmount > 0;
  const gift = order.giftCodeBalance > 0;
  if (card && gift) return "cardAndGiftCard";
  if (card) return "card";
  if (gift) return "giftCard";
  return "other";
}

/** One payment of an order, as the confirmation lists it: what paid, and how much. */
export type OrderPaymentPart<A extends number> =
  | { kind: "giftCard"; amount: A; last4: string | undefined }
  | { kind: "card"; amount: A; card: { brand: string; last4: string } | undefined }
  | { kind: "other"; amount: A; method: string };

/**
 * Each payment of an order with the amount it paid (issue 49): the gift card first (it is taken
 * first), then the card, or the store's other method (Terms) for what the gift card left. Amounts are
 * the stored order's, in its unit (cents on the server, decimal units on the wire), never recomputed.
 */
export function orderPayments<A extends number>(order: {
  giftCodeBalance: A;
  grandTotal: A;
  orderTransaction: { paymentAmount: A };
  payment: string;
  card?: { brand: string; last4: string };
  giftCard?: { last4: string };
}): OrderPaymentPart<A>[] {
  const parts: OrderPaymentPart<A>[] = [];
  if (order.giftCodeBalance > 0)
    parts.push({ kind: "giftCard", amount: order.giftCodeBalance, last4: order.giftCard?.last4 });
  if (order.orderTransaction.paymentAmount > 0)
    parts.push({ kind: "card", amount: order.orderTransaction.paymentAmount, card: order.card });
  else if (order.grandTotal > 0 || parts.length === 0)
    parts.push({ kind: "other", amount: order.grandTotal, method: order.payment });
  return parts;
}

/** The name shoppers see for a shipping service the store offers (its serviceCode or its name). */
export function shippingServiceName(
  serviceTypes: readonly { serviceCode?: string; name: string }[],
  service: string,
): string {
  const wanted = service.trim().toLowerCase();
  const found = serviceTypes.find(
    (type) => type.serviceCode?.toLowerCase() === wanted || type.name.trim().toLowerCase() === wanted,
  );
  return found?.name ?? service;
}
