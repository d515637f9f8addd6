// Arabic pages show left-to-right data as written (phones, surcharges) and mark the store's own
// English content with its language, so screen readers read it with the right voice.
import { expect, test } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

test("on an Arabic page the phone numbers are isolated left to right and store content says it is English", async ({
  page,
}) => {
  await open(page, "/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const headerPhone = page.getByRole("banner").locator('a[href^="tel:"] bdi[dir="ltr"]');
  await expect(headerPhone).toHaveCount(1);
  await expect(headerPhone).toHaveText(/^\+?[\d\s().-]+$/);
  await expect(page.getByRole("contentinfo").locator('a[href^="tel:"]')).toHaveAttribute("dir", "ltr");

  // The store's HTML sections and product names are in English.
  await expect(page.locator('main .store-content[lang="en"]').first()).toBeAttached();
  await expect(page.getByTestId("product-card").first().locator('a[lang="en"]')).toBeAttached();
  await expect(page.getByTestId("store-name")).toHaveAttribute("lang", "en");

  await open(page, "/shop/products/heavyweight-cotton-tee");
  await expect(page.locator("main h1")).toHaveAttribute("lang", "en");

  // The search suggestions' product names too.
  await page.getByRole("banner").getByRole("combobox", { name: "ابحث عن المنتجات" }).fill("tee");
  await expect(
    page.getByRole("banner").getByRole("option", { name: /tee/i }).first().locator('[lang="en"]'),
  ).toHaveText(/tee/i);
});

test("in English the store's content carries no lang of its own", async ({ page }) => {
  await open(page, "/?lang=en");
  await expect(page.getByTestId("store-name")).not.toHaveAttribute("lang", /.*/);
  await expect(page.locator("main [lang]")).toHaveCount(0);
});

test("the Arabic receipt keeps personalization lines, the card and the e-mail address whole, left to right", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await open(page, "/shop/products/heavyweight-cotton-tee");
  await quantity(page, "S", "Gold").fill("1");
  await page.getByRole("textbox", { name: "Name, size S, item 1 (+$5.00)" }).fill("ALEX");
  await page.getByRole("textbox", { name: "Number, size S, item 1 (+$3.00)" }).fill("7");
  await addToCart(page, "Heavyweight Cotton Tee");
  await open(page, "/shop/checkout");
  const field = (name: string) => page.locator(`#shipping-${name}`);
  await field("firstName").fill("Ana");
  await field("lastName").fill("Lopez");
  await field("email").fill("bidi@example.com");
  await field("phone").fill("5551234567");
  await field("address1").fill("1 Main St");
  await field("city").fill("Springfield");
  await field("state").fill("il");
  await field("zip").fill("62701");
  await expect(page.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Card Details" });
  await dialog.getByLabel("Card Holder Name").fill("Ana Lopez");
  await dialog.getByLabel("Card Number", { exact: true }).fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiry Month (MM)").fill("12");
  await dialog.getByLabel("Expiry Year (YY)").fill("39");
  await dialog.getByLabel("CVV").fill("123");
  await dialog.getByRole("button", { name: "Order", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);

  await open(page, "/shop/checkout/success?lang=ar");
  const line = page.getByTestId("receipt-line").getByRole("listitem");
  await expect(line.locator('bdi[dir="ltr"]')).toHaveText(/^Name: ALEX \(\+.*5.*\), Number: 7 \(\+.*3.*\)$/);
  await expect(page.locator('bdi[dir="ltr"]').filter({ hasText: "(Visa •••• 4242)" })).toHaveCount(1);
  // The sentence saying where the e-mail went, and the address cards.
  const email = page.locator('bdi[dir="ltr"]').filter({ hasText: /^bidi@example\.com$/ });
  await expect(page.locator("p").filter({ has: email })).toHaveCount(1);
  await expect(page.getByTestId("order-number").locator('bdi[dir="ltr"]')).toHaveText(/^LE-\d+$/);
});
