// What stops a cart line from being ordered, in the shopper's language and next to the line, with
// the way to fix it (docs/decisions/0027). The issues come from the server's quote, which runs the
// core priceCartLines that the order runs too, so the cart shows every problem checkout would refuse.
// Core words each as a code of the shoppers' catalogue (~core/cart/cart-issues).
import type { Cart } from "~core/cart/cart";
import { cartIssueMessage } from "~core/cart/cart-issues";
import { messageText } from "../i18n/t";
import type { Quote } from "~server/modules/pricing/quote.schema";

export type CartIssue = Quote["issues"][number];

/** The issues of each cart line (by line id): the quote has one line per cart line, in order. */
export function issuesByLine(cart: Cart, issues: readonly CartIssue[]): Map<number, CartIssue[]> {
  const byLine = new Map<number, CartIssue[]>();
  for (const issue of issues) {
    const item = cart.items[issue.lineIndex];
    if (!item) continue;
    byLine.set(item.id, [...(byLine.get(item.id) ?? []), issue]);
  }
  return byLine;
}

/** The issue in the page's language, saying what to do about it. */
export const cartIssueText = (cart: Cart, issue: CartIssue): string => messageText(cartIssueMessage(cart, issue));
