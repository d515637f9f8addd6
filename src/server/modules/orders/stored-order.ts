// The order document kept in orders.data: the core's order draft (cents) as the server built it from
// its own prices, plus what the success page and the e-mail need. One converter gives its API form.
import type { OrderDraft } from "~core/checkout/order-draft";
import type { DeliveryType } from "~core/checkout/shipping-options";
import { fromCents, type Cents } from "~core/money";
import { orderLineToWire } from "~server/modules/estimates/estimates.service";

export interface StoredOrder extends OrderDraft {
  orderNumber: string;
  delivery: DeliveryType;
  /** Merchandise subtotal and personalization total (cents), for the receipt's totals. */
  subtotal: Cents;
  personalizationTotal: Cents;
  /** The card charged, when one was: brand and last 4 digits only. */
  card?: { brand: string; last4: string };
  /** The gift card that paid part or all of it, when one did: its code's last 4 characters only. */
  giftCard?: { last4: string };
  /**
   * Set by the first partial refund or edit (docs/decisions/0086): what the card and the gift card
   * paid at placement, what each got back since, and the refunds by amount taken off the total.
   */
  paid?: { card: Cents; gift: Cents };
  refunded?: { card: Cents; gift: Cents };
  discount?: Cents;
}

/** The stored order for the API: amounts in decimal units, the rest as stored. */
export function storedOrderToWire(order: StoredOrder) {
  return {
    ...order,
    lines: order.lines.map(orderLineToWire),
    subtotal: fromCents(order.subtotal),
    personalizationTotal: fromCents(order.personalizationTotal),
    shippingAmount: fromCents(order.shippingAmount),
    totalTax: fromCents(order.totalTax),
    totalAmount: fromCents(order.totalAmount),
    giftCodeBalance: fromCents(order.giftCodeBalance),
    giftCodeRemaining: fromCents(order.giftCodeRemaining),
    grandTotal: fromCents(order.grandTotal),
    orderFundraiser: fromCents(order.orderFundraiser),
    ...(order.discount !== undefined ? { discount: fromCents(order.discount) } : {}),
    ...(order.paid ? { paid: { card: fromCents(order.paid.card), gift: fromCents(order.paid.gift) } } : {}),
    ...(order.refunded
      ? { refunded: { card: fromCents(order.refunded.card), gift: fromCents(order.refunded.gift) } }
      : {}),
    orderTransaction: { ...order.orderTransaction, paymentAmount: fromCents(order.orderTransaction.paymentAmount) },
  };
}
