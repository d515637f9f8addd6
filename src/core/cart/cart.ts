// The shopper's cart (spec §3 Cart, §4 Cart) as pure transitions: every change returns a new cart
// with its totals recomputed. Money is cents. Prices in a cart are for display only; repriceCart
// (reprice-cart.ts, apart so that the browser's shell, which keeps the cart, does not load core's
// pricing) sets them from the same priceLines the server charges with.
import { sameLabel } from "../catalog/parts";
import { keepFilledPersonalization } from "../pricing/personalization";
import { assignUnitGroups } from "../pricing/personalization-units";
import { addCents, sumCents, timesQuantity, ZERO_CENTS, type Cents } from "../money";

/** One filled-in personalization field of one unit (spec §3 Personalization entry). */
export interface PersonalizationEntry {
  /** The unit the field belongs to: "S-2" is the line's second S (docs/decisions/0027). */
  groupId: string;
  uniqueId: string;
  /** Size label of the unit. */
  size: string;
  label: string;
  name: string;
  value: string;
  price: Cents;
}

export interface CartProduct {
  id: string;
  name: string;
  slug?: string;
  /** The product's sizes in the order its page showed them: the cart keeps a product's lines in it. */
  sizes?: string[];
}

export interface CartItemOptions {
  optionId?: string;
  valueId?: string;
  personalization: PersonalizationEntry[];
}

export interface CartItem {
  /** Line id within this cart (from lastItemId). */
  id: number;
  product: CartProduct;
  options: CartItemOptions;
  /** Size label. */
  label: string;
  color: string;
  /** Unit price. */
  price: Cents;
  /** price × quantity. */
  total: Cents;
  quantity: number;
  weight: number;
  weightUom: string;
  imageUrl?: string;
  sizeMarkup: Cents;
  productClassType: string;
}

export type NewCartItem = Omit<CartItem, "id" | "total">;

export interface CartExtraLine {
  type: string;
  title: string;
  price: Cents;
}

export interface Cart {
  lastItemId: number;
  /** Units across all lines. */
  quantity: number;
  items: CartItem[];
  /** Sum of line totals. */
  subtotal: Cents;
  /** Sum of personalization entry prices. */
  personalizationTotal: Cents;
  extraLines: CartExtraLine[];
  /** subtotal + personalizationTotal + extra lines. */
  total: Cents;
}

/** The empty cart: no lines and a single Tax line at 0 (spec §3). */
export function emptyCart(): Cart {
  return {
    lastItemId: 0,
    quantity: 0,
    items: [],
    subtotal: ZERO_CENTS,
    personalizationTotal: ZERO_CENTS,
    extraLines: [{ type: "tax", title: "Tax", price: ZERO_CENTS }],
    total: ZERO_CENTS,
  };
}

const filledEntries = (entries: readonly PersonalizationEntry[]) => keepFilledPersonalization(entries);

/** Recomputes line totals and the cart's totals from its lines and extra lines. */
export function recomputeCartTotals(cart: Cart): Cart {
  const items = cart.items.map((item) => ({ ...item, total: timesQuantity(item.price, item.quantity) }));
  const subtotal = sumCents(items.map((item) => item.total));
  const personalizationTotal = sumCents(
    items.flatMap((item) => item.options.personalization.map((entry) => entry.price)),
  );
  const extras = sumCents(cart.extraLines.map((line) => line.price));
  return {
    ...cart,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    personalizationTotal,
    total: addCents(subtotal, personalizationTotal, extras),
  };
}

/** Whether two lines are the same line: product, option set, size label and colour (spec §4). */
export function isSameCartLine(a: Pick<CartItem, "product" | "options" | "label" | "color">, b: typeof a): boolean {
  return (
    a.product.id === b.product.id &&
    (a.options.optionId ?? "") === (b.options.optionId ?? "") &&
    (a.options.valueId ?? "") === (b.options.valueId ?? "") &&
    sameLabel(a.label, b.label) &&
    sameLabel(a.color, b.color)
  );
}

/**
 * The entries of an added line renumbered to follow the `before` units already in the line, so
 * the second "S-1" added becomes "S-3" after two S units and never joins the first unit's group.
 */
function entriesAfter(before: number, added: NewCartItem): PersonalizationEntry[] {
  const entries = filledEntries(added.options.personalization);
  const units = assignUnitGroups(added.label, entries, before, 0);
  return entries.map((entry, index) => {
    const groupId = (units[index] as { groupId: string }).groupId;
    return { ...entry, groupId, uniqueId: `${groupId}-${entry.name}`, size: added.label };
  });
}

/** Folds an added line into a matching one: quantities summed, the added units' entries appended after. */
export function mergeCartLine(existing: CartItem, added: NewCartItem): CartItem {
  return {
    ...existing,
    quantity: existing.quantity + added.quantity,
    options: {
      ...existing.options,
      personalization: [...existing.options.personalization, ...entriesAfter(existing.quantity, added)],
    },
  };
}

/** Adds a line, merging it into a matching one; a quantity of 0 or less (or not whole) is ignored. */
export function addCartItem(cart: Cart, added: NewCartItem): Cart {
  if (!Number.isInteger(added.quantity) || added.quantity <= 0) return cart;
  const index = cart.items.findIndex((item) => isSameCartLine(item, added));
  if (index >= 0) {
    const items = cart.items.map((item, i) => (i === index ? mergeCartLine(item, added) : item));
    return recomputeCartTotals({ ...cart, items });
  }
  const id = cart.lastItemId + 1;
  const item: CartItem = {
    ...added,
    id,
    total: ZERO_CENTS,
    options: { ...added.options, personalization: entriesAfter(0, added) },
  };
  return recomputeCartTotals({ ...cart, lastItemId: id, items: [...cart.items, item] });
}

/** Removes the lines of a product in a colour and size label. */
export function removeCartItem(cart: Cart, target: { productId: string; color: string; label: string }): Cart {
  const items = cart.items.filter(
    (item) =>
      !(
        item.product.id === target.productId &&
        sameLabel(item.color, target.color) &&
        sameLabel(item.label, target.label)
      ),
  );
  return recomputeCartTotals({ ...cart, items });
}

/**
 * Sets a line's quantity; the cart's minimum is 1 and quantities are whole. Units removed from the
 * end take their personalization with them: a unit that is not bought is not personalised.
 */
export function updateCartItemQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  const clamped = Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
  const items = cart.items.map((item) => {
    if (item.id !== itemId) return item;
    const units = assignUnitGroups(item.label, item.options.personalization, 0, 0);
    const personalization = item.options.personalization.filter((_, i) => (units[i]?.unit ?? 0) <= clamped);
    return { ...item, quantity: clamped, options: { ...item.options, personalization } };
  });
  return recomputeCartTotals({ ...cart, items });
}

/** Clears the cart to the empty default. */
export function clearCart(): Cart {
  return emptyCart();
}

/**
 * Keeps one line per product, colour and size: the one with the most personalization entries
 * (the first on a tie). Repairs carts saved by older versions that stored duplicates (spec §4).
 */
export function dedupeCartItems(cart: Cart): Cart {
  const kept: CartItem[] = [];
  for (const item of cart.items) {
    const index = kept.findIndex(
      (other) =>
        other.product.id === item.product.id &&
        sameLabel(other.color, item.color) &&
        sameLabel(other.label, item.label),
    );
    if (index < 0) kept.push(item);
    else if (item.options.personalization.length > (kept[index] as CartItem).options.personalization.length)
      kept[index] = item;
  }
  return recomputeCartTotals({ ...cart, items: kept });
}
