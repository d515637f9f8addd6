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

/** Applies a quote to the cart it was asked for; a cart that changed meanwhile is left alone. */
export function applyQuoteToCart(cart: Cart, quote: Quote, signature: string): { cart: Cart; notices: string[] } {
  if (cartSignature(cart) !== signature || quote.lines.length !== cart.items.length) return { cart, notices: [] };
  const notices: string[] = [];
  const items = cart.items.map((item, index) => {
    const line = quote.lines[index];
    const size = line?.sizes[0];
    if (!line || !size) return item;
    const price = size.unitPrice === null ? ZERO_CENTS : toCents(size.unitPrice);
    if (price !== item.price) notices.push(priceNotice(item, price));
    const personalization = item.options.personalization.map((entry, i) => {
      const priced = line.personalization[i];
      return priced ? { ...entry, price: toCents(priced.price) } : entry;
    });
    return { ...item, price, sizeMarkup: toCents(size.sizeMarkup), options: { ...item.options, personalization } };
  });
  return { cart: recomputeCartTotals({ ...cart, items }), notices };
}
