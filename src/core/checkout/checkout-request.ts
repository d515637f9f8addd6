// What the checkout sends (spec §3 Order draft, §7): order lines grouped from the cart, the
// destination an estimate needs, and the order body with the amounts the shopper saw. The server
// reprices everything and refuses (409) any amount that differs; these figures are only compared.
import { isUsStateCode } from "../validation/us-states";
import type { Cart } from "../cart/cart";
import { sameLabel } from "../catalog/parts";
import { orderBySize } from "../catalog/sizes";
import { dividedBy, fromCents, sumCents, timesQuantity, ZERO_CENTS, type Cents } from "../money";
import type { CheckoutAddress } from "../validation/address.schema";
import type { DeliveryType, ShippingChoice } from "./shipping-options";
import { checkoutTotals, placeOrderDecision, type CheckoutTotals } from "./totals";

/** An order line as the estimate and order calls take it; decimal amounts. */
export interface CheckoutLine {
  productId: string;
  color: string;
  productName: string;
  sizes: { size: string; quantity: number; unitPrice: number }[];
  quantity: number;
  price: number;
  totalPrice: number;
  totalFee: number;
  personalization: { groupId: string; label: string; size: string; name: string; value: string; price: number }[];
}

/** One line per product and colour, sizes in the product's size order, in the order the cart first holds them. */
export function checkoutLines(cart: Cart): CheckoutLine[] {
  const groups: Cart["items"][] = [];
  for (const item of cart.items) {
    if (item.quantity <= 0) continue;
    const group = groups.find((g) => g[0]?.product.id === item.product.id && sameLabel(g[0]?.color, item.color));
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => {
    const first = group[0] as Cart["items"][number];
    const merchandise = sumCents(group.map((item) => timesQuantity(item.price, item.quantity)));
    const quantity = group.reduce((sum, item) => sum + item.quantity, 0);
    const entries = group.flatMap((item) =>
      item.options.personalization.map((entry) => ({ ...entry, size: item.label })),
    );
    return {
      productId: first.product.id,
      color: first.color,
      productName: first.product.name,
      sizes: orderBySize(group, { product: first.product.sizes }, (item) => item.label).map((item) => ({
        size: item.label,
        quantity: item.quantity,
        unitPrice: fromCents(item.price),
      })),
      quantity,
      price: fromCents(dividedBy(merchandise, quantity)),
      totalPrice: fromCents(merchandise),
      totalFee: fromCents(sumCents(entries.map((entry) => entry.price))),
      personalization: entries.map((entry) => ({
        groupId: entry.groupId,
        label: entry.label,
        size: entry.size,
        name: entry.name.trim(),
        value: entry.value.trim(),
        price: fromCents(entry.price),
      })),
    };
  });
}

export interface DestinationFields {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** Where a shipment goes (the providers' Destination, always in the US at checkout). */
export interface Destination {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  country: "US";
}

/**
 * The destination of an estimate once the address can be rated: street, city, a 2-letter state and
 * a 5-digit ZIP (spec §4: estimates start when the address is complete); otherwise undefined.
 */
export function destinationOf(fields: DestinationFields): Destination | undefined {
  const address1 = fields.address1?.trim() ?? "";
  const city = fields.city?.trim() ?? "";
  const state = fields.state?.trim().toUpperCase() ?? "";
  const zip = fields.zip?.trim() ?? "";
  // Estimates are asked only for an address that can exist: a real state (issue 49).
  if (!address1 || !city || !isUsStateCode(state) || !/^\d{5}$/.test(zip)) return undefined;
  const address2 = fields.address2?.trim();
  return { address1, ...(address2 ? { address2 } : {}), city, state, zip, country: "US" };
}

/** The checkout's figures in cents: lines from the cart, shipping and tax estimated, the gift hold. */
export interface CheckoutFigures {
  cart: Cart;
  shipping: ShippingChoice | undefined;
  tax: Cents;
  /** The gift card reservation, 0 without one. */
  giftReserved: Cents;
  payment: string;
}

export function checkoutFigures(
  figures: CheckoutFigures,
): CheckoutTotals & { paymentAmount: Cents; needsCard: boolean } {
  const totals = checkoutTotals({
    subtotal: figures.cart.subtotal,
    personalization: figures.cart.personalizationTotal,
    tax: figures.tax,
    shipping: figures.shipping?.amount ?? ZERO_CENTS,
    gift: figures.giftReserved,
  });
  const decision = placeOrderDecision(totals.totalDue, figures.payment);
  return { ...totals, paymentAmount: decision.paymentAmount, needsCard: decision.needsCardToken };
}

export interface CheckoutRequestInput extends CheckoutFigures {
  delivery: DeliveryType;
  shippingAddress: CheckoutAddress | undefined;
  billingAddress: CheckoutAddress;
  orderKey: string | undefined;
  note: string | undefined;
  tokenId: string | undefined;
}

/** The body of the order call (spec §3 Order draft) with the amounts the shopper saw. */
export function checkoutRequest(input: CheckoutRequestInput) {
  const totals = checkoutFigures(input);
  return {
    billingAddress: input.billingAddress,
    shippingAddress: input.delivery === "toAddress" ? input.shippingAddress : undefined,
    lines: checkoutLines(input.cart),
    shippingAmount: fromCents(totals.shipping),
    totalTax: fromCents(totals.tax),
    totalAmount: fromCents(totals.beforeGift),
    payment: input.payment,
    shippingCarrier: input.shipping?.carrier ?? "",
    shippingService: input.shipping?.service ?? "",
    orderKey: input.orderKey,
    giftCodeBalance: fromCents(totals.giftApplied),
    note: input.note?.trim() || undefined,
    orderTransaction: {
      tokenId: totals.needsCard ? input.tokenId : undefined,
      paymentAmount: fromCents(totals.paymentAmount),
    },
    grandTotal: fromCents(totals.totalDue),
  };
}
export type CheckoutRequest = ReturnType<typeof checkoutRequest>;
