// A purchase with the keyboard only (WCAG 2.1.1, 2.4.3): from the home page to the success page with
// Tab, Enter, Space and typing, asserting where focus is after every step that changes the page.
import { expect, test, type Page } from "./fixtures";
import type { Locator } from "@playwright/test";
import { open } from "./shopping-helpers";

/** Presses Tab until `target` has focus; fails when it is not reachable that way. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} is not reachable with Tab`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test("a keyboard-only purchase reaches the success page, with focus on each new page's heading", async ({ page }) => {
  test.setTimeout(240_000); // about 200 key presses, each awaited
  const heading = page.locator("main h1");
  await open(page, "/");

  // Home → Shop (main navigation).
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }));
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Shop");
  await expect(heading).toBeFocused();

  // Shop → product.
  await tabTo(page, page.getByRole("main").getByRole("link", { name: "Heavyweight Cotton Tee" }).first());
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Heavyweight Cotton Tee");
  await expect(heading).toBeFocused();

  // Two of size S in the first colour, then Add to cart: focus stays on the button.
  await typeInto(page, page.getByRole("spinbutton", { name: "Quantity, size S, Gold", exact: true }), "2");
  const add = page.getByRole("button", { name: "Add to cart" });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(add).toBeFocused();

  // The header's cart, then View Cart.
  await page.keyboard.press("Shift+Tab");
  const cartButton = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
  for (let presses = 0; presses < 200; presses++) {
    if (await cartButton.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Shift+Tab");
  }
  await expect(cartButton).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("banner").getByRole("link", { name: "View Cart" }));
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Shopping Cart");
  await expect(heading).toBeFocused();

  // Cart → checkout.
  await tabTo(page, page.getByRole("link", { name: "Proceed to checkout" }));
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Checkout");
  await expect(heading).toBeFocused();

  const field = (name: string) => page.locator(`#shipping-${name}`);
  await typeInto(page, field("firstName"), "Ana");
  await typeInto(page, field("lastName"), "Lopez");
  await typeInto(page, field("email"), `keys-${Date.now().toString(36)}@example.com`);
  await typeInto(page, field("phone"), "5551234567");
  await typeInto(page, field("address1"), "1 Main St");
  await typeInto(page, field("city"), "Springfield");
  await typeInto(page, field("state"), "il");
  await typeInto(page, field("zip"), "62701");
  await expect(page.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  await expect(page.getByTestId("checkout-tax")).not.toHaveText("Calculating tax…");

  await tabTo(page, page.getByRole("checkbox", { name: "I have read and agree to the terms and conditions" }));
  await page.keyboard.press("Space");
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await expect(placeOrder).toBeEnabled();
  await tabTo(page, placeOrder);
  await page.keyboard.press("Enter");

  // The card dialog takes focus and keeps it.
  const dialog = page.getByRole("dialog", { name: "Card Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await typeInto(page, dialog.getByLabel("Card Holder Name"), "Ana Lopez");
  await typeInto(page, dialog.getByLabel("Card Number", { exact: true }), "4242424242424242");
  await typeInto(page, dialog.getByLabel("Expiry Month (MM)"), "12");
  await typeInto(page, dialog.getByLabel("Expiry Year (YY)"), "39");
  await typeInto(page, dialog.getByLabel("CVV"), "123");
  await tabTo(page, dialog.getByRole("button", { name: "Order", exact: true }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/shop\/checkout\/success$/, { timeout: 15_000 });
  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(heading).toBeFocused();
});
