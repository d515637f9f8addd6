// Money of an order after the sale (issue 46, docs/decisions/0086): partial refunds (a unit, a line,
// shipping, an amount) and edits before production change what the order costs; these pure functions
// say what it costs afterwards and how much goes back to the card and to the gift card. Invariant
// kept by every change: paid (card + gift card) − refunded (card + gift card) = orderTotal(amounts).
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import type { OrderLine } from "../checkout/order-draft";
import { lineFundraiser, orderFundraiser } from "../pricing/fundraiser";
import {
  addCents,
  dividedBy,
  maxCents,
  minCents,
  subtractCents,
  sumCents,
  timesQuantity,
  ZERO_CENTS,
  type Cents,
} from "../money";

/** What an order costs, by part (cents). */
export interface OrderAmounts {
  subtotal: Cents;
  personalization: Cents;
  tax: Cents;
  shipping: Cents;
  /** Refunds by amount (goodwill): taken off the total, not off a line. */
  discount: Cents;
}

/** Card and gift card amounts: what each paid, or what each got back. */
export interface CardAndGift {
  card: Cents;
  gift: Cents;
}

/** subtotal + personalization + tax + shipping − discount, never below 0. */
export function orderTotal(amounts: OrderAmounts): Cents {
  const gross = addCents(amounts.subtotal, amounts.personalization, amounts.tax, amounts.shipping);
  return maxCents(ZERO_CENTS, subtractCents(gross, amounts.discount));
}

const scaleDown = (amount: number, numerator: number, denominator: number): number =>
  denominator <= 0 ? 0 : Number((BigInt(amount) * BigInt(numerator)) / BigInt(denominator));

/**
 * Splits a refund between the card and the gift card in proportion to what each paid. Rounding rule:
 * the gift card's share of everything refunded so far (this refund included) is rounded down to the
 * cent, and this refund's gift part is that share less what the gift card already got back; the card
 * takes the rest. Working on the running total keeps partial refunds exact: however a sum is refunded
 * in parts, each side gets back what one refund of the sum would give, and refunding everything gives
 * each side back exactly what it paid. `amount` must not exceed what is still refundable.
 */
export function splitRefund(paid: CardAndGift, refunded: CardAndGift, amount: Cents): CardAndGift {
  const totalPaid = paid.card + paid.gift;
  const already = refunded.card + refunded.gift;
  const cumulative = Math.min(totalPaid, already + amount);
  const giftShare = scaleDown(cumulative, paid.gift, totalPaid);
  const giftLeft = paid.gift - refunded.gift;
  const cardLeft = paid.card - refunded.card;
  let gift = Math.max(0, Math.min(giftLeft, giftShare - refunded.gift, amount));
  let card = amount - gift;
  // Only after an earlier split by another rule could the card run short: the gift card covers it.
  if (card > cardLeft) {
    gift += card - cardLeft;
    card = cardLeft;
  }
  return { card: card as Cents, gift: gift as Cents };
}

export type MoneyChange =
  { kind: "none" } | { kind: "refund"; amount: Cents; split: CardAndGift } | { kind: "charge"; amount: Cents };

/**
 * What changes hands when an order's amounts go from `before` to `after`: a refund split between card
 * and gift card, a charge (the order costs more), or nothing.
 */
export function moneyChange(
  paid: CardAndGift,
  refunded: CardAndGift,
  before: OrderAmounts,
  after: OrderAmounts,
): MoneyChange {
  const difference = subtractCents(orderTotal(before), orderTotal(after));
  if (difference === 0) return { kind: "none" };
  if (difference < 0) return { kind: "charge", amount: subtractCents(ZERO_CENTS, difference) };
  return { kind: "refund", amount: difference, split: splitRefund(paid, refunded, difference) };
}

/** The tax after a refund: the tax of what is left, never more than was charged. */
export const taxAfterRefund = (charged: Cents, recomputed: Cents): Cents =>
  maxCents(ZERO_CENTS, minCents(charged, recomputed));

/** Units of one size of one line, by its 1-based unit number within the size. */
export interface UnitRef {
  lineId: string;
  size: string;
  /** Which unit of the size (its personalization group "M-2"); the last one when omitted. */
  unit?: number;
}

const sameSize = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const UNIT_OF_GROUP = /-(\d+)$/;

/** The unit number of a personalization group ("M-2" → 2). */
export function unitOfGroup(groupId: string): number | undefined {
  const match = UNIT_OF_GROUP.exec(groupId);
  return match ? Number(match[1]) : undefined;
}

/** Line amounts recomputed from its sizes and personalization (the fundraiser by `refreshFundraiser`). */
function withTotals(line: OrderLine): OrderLine {
  const quantity = line.sizes.reduce((sum, size) => sum + size.quantity, 0);
  const totalPrice = sumCents(line.sizes.map((size) => timesQuantity(size.unitPrice, size.quantity)));
  return {
    ...line,
    quantity,
    totalPrice,
    price: quantity === 0 ? ZERO_CENTS : dividedBy(totalPrice, quantity),
    totalFee: sumCents(line.personalization.map((entry) => entry.price)),
  };
}

/**
 * The lines without one unit: its size's quantity goes down by one, its personalization goes with it
 * and the units after it in that size move up one ("M-3" becomes "M-2"). Undefined when there is no
 * such unit. A line or size left empty is removed.
 */
export function removeUnit(lines: readonly OrderLine[], ref: UnitRef): OrderLine[] | undefined {
  const line = lines.find((l) => l.id === ref.lineId);
  const size = line?.sizes.find((s) => sameSize(s.size, ref.size));
  if (!line || !size || size.quantity <= 0) return undefined;
  const unit = ref.unit ?? size.quantity;
  if (!Number.isInteger(unit) || unit < 1 || unit > size.quantity) return undefined;
  const personalization = line.personalization.flatMap((entry) => {
    const at = sameSize(entry.size, size.size) ? unitOfGroup(entry.groupId) : undefined;
    if (at === undefined || at < unit) return [entry];
    if (at === unit) return [];
    return [{ ...entry, groupId: `${size.size}-${at - 1}` }];
  });
  const sizes = line.sizes
    .map((s) => (s === size ? { ...s, quantity: s.quantity - 1 } : s))
    .filter((s) => s.quantity > 0);
  const changed = withTotals({ ...line, sizes, personalization });
  return lines.flatMap((l) => (l !== line ? [l] : changed.quantity > 0 ? [changed] : []));
}

/** The lines without one whole line. Undefined when there is no such line. */
export function removeLine(lines: readonly OrderLine[], lineId: string): OrderLine[] | undefined {
  return lines.some((l) => l.id === lineId) ? lines.filter((l) => l.id !== lineId) : undefined;
}

/**
 * Each line's fundraiser share recomputed by the core's own rule (lineFundraiser) from its product,
 * and the order's (orderFundraiser). A line whose product is gone keeps its share scaled by what is
 * left of its merchandise, rounded down.
 */
export function refreshFundraiser(
  store: StoreData,
  productsById: ReadonlyMap<string, ProductData>,
  lines: readonly OrderLine[],
  before: readonly OrderLine[],
): { lines: OrderLine[]; orderFundraiser: Cents } {
  const refreshed = lines.map((line) => {
    const product = productsById.get(line.productId);
    if (product)
      return {
        ...line,
        fundraiser: lineFundraiser(
          store,
          product,
          line.quantity === 0
            ? { quantity: 0, merchandiseTotal: ZERO_CENTS }
            : { quantity: line.quantity, merchandiseTotal: line.totalPrice },
        ),
      };
    const old = before.find((l) => l.id === line.id);
    if (!old || old.totalPrice === 0) return line;
    const scale = (amount: Cents) => scaleDown(amount, line.totalPrice, old.totalPrice) as Cents;
    return {
      ...line,
      fundraiser: {
        itemTotal: scale(old.fundraiser.itemTotal),
        percentageAmount: scale(old.fundraiser.percentageAmount),
      },
    };
  });
  return {
    lines: refreshed,
    orderFundraiser: orderFundraiser(
      store,
      refreshed.map((line) => line.fundraiser),
    ),
  };
}

/** The merchandise and personalization totals of lines. */
export function linesAmounts(lines: readonly OrderLine[]): { subtotal: Cents; personalization: Cents } {
  return {
    subtotal: sumCents(lines.map((line) => line.totalPrice)),
    personalization: sumCents(lines.map((line) => line.totalFee)),
  };
}

/** A partial refund as the console asks for it. */
export type RefundRequest =
  | ({ kind: "unit" } & UnitRef)
  | { kind: "line"; lineId: string }
  /** All the shipping still charged when `amount` is omitted. */
  | { kind: "shipping"; amount?: Cents }
  | { kind: "amount"; amount: Cents };

export type RefundRefusal = "no_such_unit" | "no_such_line" | "nothing_to_refund" | "more_than_left";

/** An order's lines and amounts: what a refund or an edit changes. */
export interface OrderState {
  lines: OrderLine[];
  amounts: OrderAmounts;
}

/**
 * The order as a refund leaves it, before its tax is recomputed (the caller asks the tax provider for
 * the tax of what is left and passes it through taxAfterRefund): units and lines leave at the price
 * paid for them; shipping and amounts cannot go below zero or above what is left.
 */
export function refundTarget(state: OrderState, request: RefundRequest): OrderState | RefundRefusal {
  const { lines, amounts } = state;
  const fromLines = (next: OrderLine[]): OrderState => ({
    lines: next,
    amounts: { ...amounts, ...linesAmounts(next) },
  });
  switch (request.kind) {
    case "unit": {
      const next = removeUnit(lines, request);
      return next ? fromLines(next) : "no_such_unit";
    }
    case "line": {
      const next = removeLine(lines, request.lineId);
      return next ? fromLines(next) : "no_such_line";
    }
    case "shipping": {
      const amount = request.amount ?? amounts.shipping;
      if (amounts.shipping === 0 || amount <= 0) return "nothing_to_refund";
      if (amount > amounts.shipping) return "more_than_left";
      return { lines, amounts: { ...amounts, shipping: subtractCents(amounts.shipping, amount) } };
    }
    case "amount": {
      if (request.amount <= 0) return "nothing_to_refund";
      if (request.amount > orderTotal(amounts)) return "more_than_left";
      return { lines, amounts: { ...amounts, discount: addCents(amounts.discount, request.amount) } };
    }
  }
}

/** An edit before production (docs/decisions/0086). */
export type OrderEdit =
  /** One unit to another size and/or colour, its personalization with it. */
  | ({ kind: "swap"; toSize: string; toColor?: string } & UnitRef)
  /** The text of one personalised field of one unit. */
  | { kind: "personalization"; lineId: string; groupId: string; name: string; value: string }
  /** A size's quantity, lowered: the last units of the size go. */
  | { kind: "quantity"; lineId: string; size: string; quantity: number };

export type EditRefusal = "no_such_unit" | "no_such_line" | "no_change" | "quantity_up";

/** A cart line as the core's pricing path takes it (priceCartLines; the server's repriceLines). */
export interface EditedCartLine {
  productId: string;
  color: string;
  sizes: { size: string; quantity: number }[];
  personalization: { name: string; value: string; size: string; label: string; groupId: string }[];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The order lines as cart lines, to be priced again by the checkout's own path. */
export function cartLinesOf(lines: readonly OrderLine[]): EditedCartLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    color: line.color,
    sizes: line.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
    personalization: line.personalization.map((p) => ({
      name: p.name,
      value: p.value,
      size: p.size,
      label: p.label,
      groupId: p.groupId,
    })),
  }));
}

/**
 * The order's cart lines after an edit, to be repriced by the same core path as at checkout. A swap
 * puts the unit, with its personalization, after the units already of its new size and colour.
 */
export function editCartLines(lines: readonly OrderLine[], edit: OrderEdit): EditedCartLine[] | EditRefusal {
  const line = lines.find((l) => l.id === edit.lineId);
  if (!line) return "no_such_line";
  switch (edit.kind) {
    case "quantity": {
      const size = line.sizes.find((s) => sameSize(s.size, edit.size));
      if (!size) return "no_such_unit";
      if (!Number.isInteger(edit.quantity) || edit.quantity < 0) return "no_such_unit";
      if (edit.quantity > size.quantity) return "quantity_up";
      if (edit.quantity === size.quantity) return "no_change";
      let next: OrderLine[] = [...lines];
      for (let left = size.quantity; left > edit.quantity; left -= 1) {
        next = removeUnit(next, { lineId: line.id, size: size.size }) ?? next;
      }
      return cartLinesOf(next);
    }
    case "personalization": {
      const entry = line.personalization.find((p) => p.groupId === edit.groupId && sameText(p.name, edit.name));
      if (!entry) return "no_such_unit";
      if (entry.value === edit.value.trim()) return "no_change";
      return cartLinesOf(
        lines.map((l) =>
          l !== line
            ? l
            : {
                ...l,
                personalization: l.personalization.map((p) => (p === entry ? { ...p, value: edit.value.trim() } : p)),
              },
        ),
      );
    }
    case "swap": {
      const size = line.sizes.find((s) => sameSize(s.size, edit.size));
      if (!size) return "no_such_unit";
      const unit = edit.unit ?? size.quantity;
      const toColor = edit.toColor?.trim() || line.color;
      const toSize = edit.toSize.trim();
      if (sameSize(toSize, size.size) && sameText(toColor, line.color)) return "no_change";
      const rest = removeUnit(lines, { lineId: line.id, size: size.size, unit });
      if (!rest) return "no_such_unit";
      const moved = line.personalization.filter((p) => sameSize(p.size, size.size) && unitOfGroup(p.groupId) === unit);
      const cart = cartLinesOf(rest);
      let target = cart.find((l) => l.productId === line.productId && sameText(l.color, toColor));
      if (!target) {
        target = { productId: line.productId, color: toColor, sizes: [], personalization: [] };
        cart.push(target);
      }
      const targetSize = target.sizes.find((s) => sameSize(s.size, toSize));
      const at = (targetSize?.quantity ?? 0) + 1;
      if (targetSize) targetSize.quantity = at;
      else target.sizes.push({ size: toSize, quantity: 1 });
      target.personalization.push(
        ...moved.map((p) => ({
          name: p.name,
          value: p.value,
          size: toSize,
          label: toSize,
          groupId: `${toSize}-${at}`,
        })),
      );
      return cart;
    }
  }
}
