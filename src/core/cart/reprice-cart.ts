// Repricing a cart's lines with core's pricing (spec §4): a module of its own so that the cart's
// transitions (cart.ts), which the browser's shell keeps on every page, do not bring core's pricing
// with them (docs/decisions/0037).
import { ZERO_CENTS } from "../money";
import type { StoreData } from "../entities/store.schema";
import { priceCartLines, type LineIssue } from "../pricing/cart-lines";
import type { ProductsById } from "../pricing/price-lines";
import type { PricingOptions } from "../pricing/product-pricing";
import { recomputeCartTotals, type Cart } from "./cart";

/**
 * Sets every line's unit price, size markup, weight and personalization prices from the product and
 * store documents with core priceCartLines, as the server will charge them. Lines without a price
 * keep price 0; the returned issues say why, each with the index of its line.
 */
export function repriceCart(
  cart: Cart,
  store: StoreData,
  productsById: ProductsById,
  options: PricingOptions = {},
): { cart: Cart; issues: LineIssue[] } {
  const priced = priceCartLines(
    store,
    productsById,
    cart.items.map((item) => ({
      productId: item.product.id,
      color: item.color,
      sizes: [{ size: item.label, quantity: item.quantity }],
      personalization: item.options.personalization.map((entry) => ({ ...entry, size: item.label })),
    })),
    options,
  );
  const items = cart.items.map((item, index) => {
    const unit = priced.byLine[index]?.sizes[0]?.unit;
    // A line that cannot be sold as it is (see the issues) shows no price rather than a stale one.
    if (unit === undefined) return { ...item, price: ZERO_CENTS };
    const prices = new Map(unit.personalization.map((entry) => [`${entry.groupId}\u0000${entry.name}`, entry.price]));
    return {
      ...item,
      price: unit.unitPrice ?? ZERO_CENTS,
      sizeMarkup: unit.sizeMarkup,
      weight: unit.weight,
      weightUom: unit.weightUom,
      options: {
        ...item.options,
        personalization: item.options.personalization.map((entry) => ({
          ...entry,
          price: prices.get(`${entry.groupId}\u0000${entry.name.trim()}`) ?? ZERO_CENTS,
        })),
      },
    };
  });
  return { cart: recomputeCartTotals({ ...cart, items }), issues: priced.issues };
}
