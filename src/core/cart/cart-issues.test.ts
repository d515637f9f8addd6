import { describe, expect, it } from "vitest";
import { englishMessage, formatMessage } from "../i18n/messages";
import { cents } from "../money";
import { addCartItem, emptyCart, type Cart } from "./cart";
import { cartIssueMessage, type CartLineIssue } from "./cart-issues";

const line = (productId: string, name: string, label: string, quantity: number) => ({
  product: { id: productId, name },
  options: { personalization: [] },
  label,
  color: "Black",
  price: cents(1000),
  quantity,
  weight: 0,
  weightUom: "lb",
  sizeMarkup: cents(0),
  productClassType: "apparel",
});

// Two lines of one tee (7 units in all) and one of a cap.
const cart: Cart = [
  line("tee", "Classic Tee", "S", 3),
  line("tee", "Classic Tee", "M", 4),
  line("cap", "Cap", "OS", 1),
].reduce(addCartItem, emptyCart());

const english = (issue: Partial<CartLineIssue> & Pick<CartLineIssue, "code">) =>
  englishMessage(cartIssueMessage(cart, { lineIndex: 0, productId: "tee", color: "Black", size: "S", ...issue }));

describe("cartIssueMessage", () => {
  it("says what is wrong with the line and what to do, for every issue code", () => {
    expect(english({ code: "unknown_color", color: "Teal" })).toBe(
      "Classic Tee is not made in Teal. Remove this line and choose a colour on the product page.",
    );
    expect(english({ code: "unknown_size", size: "XXS" })).toBe(
      "Classic Tee is not made in Black XXS. Remove this line and choose a size on the product page.",
    );
    expect(english({ code: "sold_out" })).toBe("Classic Tee in Black S is sold out. Remove this line.");
    expect(english({ code: "short_of_stock", available: 2 })).toBe(
      "Only 2 left in Black S: lower the quantity to 2 or less.",
    );
    expect(english({ code: "below_first_price", moreUnits: 5, minimumQuantity: 12 })).toBe(
      "Add 5 more to reach the first price (12 units of Classic Tee in all).",
    );
    expect(english({ code: "personalization_not_offered" })).toBe(
      "Classic Tee cannot be personalised. Remove this line and add it again without names.",
    );
    expect(english({ code: "unknown_personalization_field", field: "Nickname" })).toBe(
      "“Nickname” is not a personalization this store offers. Remove this line and add it again.",
    );
    expect(english({ code: "personalization_too_long", field: "Name", maxLength: 12 })).toBe(
      "Name can be at most 12 characters. Remove this line and add it again with a shorter text.",
    );
    expect(english({ code: "personalization_unit_missing" })).toBe(
      "There are more personalised units than the quantity: raise the quantity.",
    );
    expect(english({ code: "invalid_quantity" })).toBe("Enter a whole quantity of at least 1.");
    expect(english({ code: "no_price" })).toBe("Classic Tee has no price in Black S. Remove this line.");
    expect(english({ code: "unknown_product", productName: "Old Hoodie" })).toBe(
      "Old Hoodie has no price in Black S. Remove this line.",
    );
  });

  it("counts the bounds on the product's total across its lines", () => {
    expect(english({ code: "quantity_out_of_bounds", min: 1, max: 5 })).toBe(
      "At most 5 of Classic Tee in all: remove 2.",
    );
    expect(english({ code: "quantity_out_of_bounds", min: 10, max: 50 })).toBe(
      "At least 10 of Classic Tee in all: add 3 more.",
    );
    expect(english({ code: "quantity_out_of_bounds", min: 12 })).toBe("At least 12 of Classic Tee in all: add 5 more.");
  });

  it("names the cart's product when the quote gives no name, and words in every language", () => {
    const issue: CartLineIssue = { code: "sold_out", lineIndex: 2, productId: "cap", color: "Red", size: "OS" };
    expect(englishMessage(cartIssueMessage(cart, issue))).toBe("Cap in Red OS is sold out. Remove this line.");
    expect(formatMessage("ru", cartIssueMessage(cart, issue))).toBe("Cap в Red OS распродан. Удалите эту позицию.");
    expect(formatMessage("ar", cartIssueMessage(cart, issue))).toBe("نفد Cap في Red OS. احذف هذا البند.");
    expect(englishMessage(cartIssueMessage(cart, { ...issue, lineIndex: 9 }))).toBe(
      " in Red OS is sold out. Remove this line.",
    );
  });
});
