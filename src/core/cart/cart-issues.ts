// What stops a cart line from being ordered, as the message the cart and checkout pages show next to
// the line: the problem and the way to fix it (docs/decisions/0027). The issue comes from the quote,
// which runs the same priceCartLines the order runs; this words it as a code of the shoppers'
// catalogue (~core/i18n/messages, `cartIssue.*`), so the browser and the server word it alike.
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import type { LineIssue } from "../pricing/cart-lines";
import type { Cart } from "./cart";

/** A line issue as the quote answers it (its API `message` aside). */
export type CartLineIssue = Omit<LineIssue, "message">;

/** The issue's message for the cart page, saying what to do about it. */
export function cartIssueMessage(cart: Cart, issue: CartLineIssue): ShopperMessage {
  const name = issue.productName ?? cart.items[issue.lineIndex]?.product.name ?? "";
  const where = { name, color: issue.color ?? "", size: issue.size ?? "", field: issue.field ?? "" };
  switch (issue.code) {
    case "unknown_color":
      return shopperMessage("cartIssue.unknownColor", where);
    case "unknown_size":
      return shopperMessage("cartIssue.unknownSize", where);
    case "sold_out":
      return shopperMessage("cartIssue.soldOut", where);
    case "short_of_stock":
      return shopperMessage("cartIssue.shortOfStock", { ...where, available: issue.available ?? 0 });
    case "below_first_price":
      return shopperMessage("cartIssue.belowFirstPrice", {
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
        ? shopperMessage("cartIssue.tooMany", { ...where, max: issue.max, fewer: total - issue.max })
        : shopperMessage("cartIssue.tooFew", { ...where, min: issue.min ?? 1, more: (issue.min ?? 1) - total });
    }
    case "personalization_not_offered":
      return shopperMessage("cartIssue.personalizationNotOffered", where);
    case "unknown_personalization_field":
      return shopperMessage("cartIssue.unknownField", where);
    case "personalization_too_long":
      return shopperMessage("cartIssue.tooLong", { ...where, max: issue.maxLength ?? 0 });
    case "personalization_unit_missing":
      return shopperMessage("cartIssue.unitMissing");
    case "invalid_quantity":
      return shopperMessage("cartIssue.invalidQuantity");
    case "no_price":
    case "unknown_product":
      return shopperMessage("cartIssue.noPrice", where);
  }
}
