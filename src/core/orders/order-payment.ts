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
