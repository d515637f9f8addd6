// What stops a cart line from being ordered, in the shopper's language and next to the line, with
// the way to fix it (docs/decisions/0027). The issues come from the server's quote, which runs the
// core priceCartLines that the order runs too, so the cart shows every problem checkout would refuse.
import type { Cart } from "~core/cart/cart";
import { t } from "../i18n/t";
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
export function cartIssueText(cart: Cart, issue: CartIssue): string {
  const name = issue.productName ?? cart.items[issue.lineIndex]?.product.name ?? "";
  const where = { name, color: issue.color ?? "", size: issue.size ?? "", field: issue.field ?? "" };
  switch (issue.code) {
    case "unknown_color":
      return t("cart.issue.unknownColor", where);
    case "unknown_size":
      return t("cart.issue.unknownSize", where);
    case "sold_out":
      return t("cart.issue.soldOut", where);
    case "short_of_stock":
      return t("cart.issue.shortOfStock", { ...where, available: issue.available ?? 0 });
    case "below_first_price":
      return t("cart.issue.belowFirstPrice", {
        ...where,
        more: issue.moreUnits ?? 0,
        minimum: issue.minimumQuantity ?? 0,
      });
    case "quantity_out_of_bounds": {
      // The bounds apply to the product's total across its lines and sizes.
      const total = cart.items
        .filter((item) => item.product.id === issue.productId)
        .reduce((sum, item) => sum + item.quantity, 0);
      return issue.max !== undefined && total > issue.max
        ? t("cart.issue.tooMany", { ...where, max: issue.max, fewer: total - issue.max })
        : t("cart.issue.tooFew", { ...where, min: issue.min ?? 1, more: (issue.min ?? 1) - total });
    }
    case "personalization_not_offered":
      return t("cart.issue.personalizationNotOffered", where);
    case "unknown_personalization_field":
      return t("cart.issue.unknownField", where);
    case "personalization_too_long":
      return t("cart.issue.tooLong", { ...where, max: issue.maxLength ?? 0 });
    case "personalization_unit_missing":
      return t("cart.issue.unitMissing", where);
    case "invalid_quantity":
      return t("cart.issue.invalidQuantity", where);
    case "no_price":
    case "unknown_product":
      return t("cart.issue.noPrice", where);
  }
}
