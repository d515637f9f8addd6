// The cart's prices come from the server (spec §2 Cart, ARCHITECTURE §6): the lines are sent to
// POST /api/promo/store/quote and every line takes the server's unit price and personalization
// prices. A price that differs from what the cart held is reported, never changed silently.
import { recomputeCartTotals, type Cart, type CartItem } from "~core/cart/cart";
import { fromCents, toCents, ZERO_CENTS, type Cents } from "~core/money";
import { t } from "../i18n/t";
import type { QuoteRequestLine } from "./api";
import { formatMoney } from "./format";
import type { Quote } from "~server/modules/pricing/quote.schema";

/** What a quote depends on; a quote for another signature is stale and dropped. */
export function cartSignature(cart: Cart): string {
  return JSON.stringify(
    cart.items.map((item) => [
      item.id,
      item.product.id,
      item.color,
      item.label,
      item.quantity,
      item.options.personalization.length,
    ]),
  );
}

/** One quote line per cart line, so the answer's lines line up with the cart's. */
export function quoteLinesFor(cart: Cart): QuoteRequestLine[] {
  return cart.items.map((item) => ({
    productId: item.product.id,
    color: item.color,
    sizes: [{ size: item.label, quantity: item.quantity }],
    personalization: item.options.personalization.map((entry) => ({
      name: entry.name,
      value: entry.value,
      label: entry.label,
      size: item.label,
      groupId: entry.groupId,
    })),
  }));
}

const money = (cents: Cents) => formatMoney(fromCents(cents));

function priceNotice(item: CartItem, to: Cents): string {
  return t("cart.priceChanged", {
    name: item.product.name,
    color: item.color,
    size: item.label,
    from: money(item.price),
    to: money(to),
  });
}

/** Units per product in a cart: what its tiers are chosen by. */
export function unitsByProduct(cart: Cart): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of cart.items) units.set(item.product.id, (units.get(item.product.id) ?? 0) + item.quantity);
  return units;
}

/**
 * Applies a quote to the cart it was asked for; a cart that changed meanwhile is left alone. A new
 * price is announced only where the shopper did not cause it: not for a product whose units changed
 * since `quotedUnits` (the units of the last quote; none before the first), whose tier the shopper
 * moved, and never as "$0.00": a line without a price is shown as an issue with what to do.
 */
export function applyQuoteToCart(
  cart: Cart,
  quote: Quote,
  signature: string,
  quotedUnits?: ReadonlyMap<string, number>,
): { cart: Cart; notices: string[] } {
  if (cartSignature(cart) !== signature || quote.lines.length !== cart.items.length) return { cart, notices: [] };
  const notices: string[] = [];
  const units = unitsByProduct(cart);
  const shopperMoved = (productId: string) =>
    quotedUnits !== undefined && quotedUnits.get(productId) !== units.get(productId);
  const items = cart.items.map((item, index) => {
    const line = quote.lines[index];
    const size = line?.sizes[0];
    if (!line || !size) return item;
    const price = size.unitPrice === null ? ZERO_CENTS : toCents(size.unitPrice);
    if (price !== item.price && price > 0 && !shopperMoved(item.product.id)) notices.push(priceNotice(item, price));
    const personalization = item.options.personalization.map((entry, i) => {
      const priced = line.personalization[i];
      return priced ? { ...entry, price: toCents(priced.price) } : entry;
    });
    return { ...item, price, sizeMarkup: toCents(size.sizeMarkup), options: { ...item.options, personalization } };
  });
  return { cart: recomputeCartTotals({ ...cart, items }), notices };
}
