// Checkout to confirmation: delivery, addresses, live shipping and tax, gift card, card
// payment through the test gateway, the success page and the confirmation e-mail.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cartWithTees, fillAddress, openCheckout, payWithCard, waitForEstimates } from "./checkout-helpers";
import { open } from "./shopping-helpers";

const ADMIN = { Authorization: "Bearer e2e-admin-key-0123456789" };

async function ordersFor(page: Page, email: string) {
  // Node cannot resolve *.localhost (browsers can); the admin API does not depend on the host.
  const answer = await page.request.get(`http://localhost:${process.env.E2E_PORT}/api/orders?limit=200`, {
    headers: ADMIN,
  });
  const body = (await answer.json()) as { data: { items: { order: { billingAddress: { email: string } } }[] } };
  return body.data.items.filter((item) => item.order.billingAddress.email === email);
}

test("an empty cart sends the shopper from checkout back to the cart", async ({ page }) => {
  await open(page, "/shop/checkout");
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
});

test("a navigation state of checkout on the cart goes straight on to checkout", async ({ page }) => {
  await cartWithTees(page, 1);
  await page.evaluate(() => {
    window.history.pushState({ usr: "checkout", key: "e2e", idx: 1 }, "", "/shop/cart");
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });
  await expect(page).toHaveURL(/\/shop\/checkout$/);
});

test("shipping to an address and paying by card ends on the success page, with the e-mail sent", async ({ page }) => {
  const email = `card-${Date.now().toString(36)}@example.com`;
  await cartWithTees(page);
  await openCheckout(page);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Shopping Cart");
  await expect(page.getByText("* Please, fill all shipping address fields.")).toBeVisible();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("Choose method");
  await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();

  await fillAddress(page, "shipping", email);
  await expect(page.locator("#shipping-country")).toHaveValue("United States");
  await expect(page.locator("#shipping-country")).toHaveAttribute("readonly", "");
  await waitForEstimates(page);
  // The cheapest option is chosen by default.
  await expect(page.getByRole("radio", { name: /UPS Ground/ })).toBeChecked();
  await page.getByRole("radio", { name: /USPS Priority Mail/ }).check();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("$10.18");
  await waitForEstimates(page);
  const total = await page.getByTestId("checkout-total").textContent();

  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(page.getByText("Thank you")).toBeVisible();
  await expect(page.getByText("Your order has been received")).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText(total ?? "");
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^LE-\d+$/);
  await expect(page.getByText("Credit Card (Visa •••• 4242)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  // A reload keeps the receipt (the tab remembers its last order).
  await page.reload();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);

  // The confirmation e-mail lands in the outbox (the file transport of the local default).
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const mailed = () =>
    existsSync(outbox) &&
    readdirSync(outbox).some((file) => readFileSync(join(outbox, file), "utf8").includes(orderNumber));
  await expect.poll(mailed, { timeout: 15_000 }).toBe(true);
  expect(await ordersFor(page, email)).toHaveLength(1);
});

test("a declined card keeps the cart and the form, and says why", async ({ page }) => {
  const email = `declined-${Date.now().toString(36)}@example.com`;
  await cartWithTees(page, 1);
  await openCheckout(page);
  await fillAddress(page, "shipping", email);
  await page.locator("#checkout-note").fill("Leave at the door");
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4000 0000 0000 0002");

  // Said inside the card form (and in a toast), and nothing is lost.
  await expect(page.getByTestId("card-error")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.keyboard.press("Escape");
  await expect(page.locator("#shipping-firstName")).toHaveValue("Ana");
  await expect(page.locator("#checkout-note")).toHaveValue("Leave at the door");
  expect(await ordersFor(page, email)).toHaveLength(0);
});

test("the card form checks its fields and keeps Order disabled while any is wrong", async ({ page }) => {
  await cartWithTees(page, 1);
  await openCheckout(page);
  await fillAddress(page, "shipping", "form@example.com");
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Card Details" });
  await dialog.getByLabel("Card Number", { exact: true }).fill("4242");
  await dialog.getByLabel("Card Number", { exact: true }).blur();
  await expect(dialog.getByText("*Card number must be 15 or 16 digits")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Order", exact: true })).toBeDisabled();
  await dialog.getByLabel("Card Number", { exact: true }).fill("4242424242424242");
  await expect(dialog.getByTestId("card-preview-number")).toHaveText("4242 4242 4242 4242");
  await dialog.getByLabel("Expiry Month (MM)").fill("13");
  await dialog.getByLabel("Expiry Month (MM)").blur();
  await expect(dialog.getByText("*Expiry month must be valid month")).toBeVisible();
  await expect(dialog.getByLabel("Expiry Month (MM)")).toHaveAttribute("aria-invalid", "true");
});

test("address fields show their messages next to the field", async ({ page }) => {
  await cartWithTees(page, 1);
  await openCheckout(page);
  await page.locator("#shipping-firstName").focus();
  await page.locator("#shipping-firstName").blur();
  await expect(page.locator("#shipping-firstName-error")).toHaveText("*Required");
  await expect(page.locator("#shipping-firstName")).toHaveAttribute("aria-describedby", "shipping-firstName-error");
  await page.locator("#shipping-phone").fill("12345");
  await page.locator("#shipping-phone").blur();
  await expect(page.locator("#shipping-phone-error")).toHaveText("*Phone cannot be longer or shorter than 10 digits");
  await page.locator("#shipping-zip").fill("123");
  await page.locator("#shipping-zip").blur();
  await expect(page.locator("#shipping-zip-error")).toHaveText("*ZIP cannot be shorter than 5 digits");
  await page.locator("#shipping-email").fill("not-an-email");
  await page.locator("#shipping-email").blur();
  await expect(page.locator("#shipping-email-error")).toHaveText("*Invalid email address");
  await page.locator("#shipping-state").fill("ill");
  await expect(page.locator("#shipping-state")).toHaveValue("il");
});

test("a gift card that covers the total places the order without the card form, once for a double click", async ({
  page,
}) => {
  const email = `gift-${Date.now().toString(36)}@example.com`;
  await cartWithTees(page, 1);
  await openCheckout(page);

  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Please enter valid gift card number.")).toBeVisible();

  await fillAddress(page, "shipping", email);
  await waitForEstimates(page);
  await page.getByLabel("Gift card number").fill("GIFT-500");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Gift card code applied.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Applied" })).toBeDisabled();
  await expect(page.getByLabel("Gift card number")).toBeDisabled();
  await expect(page.getByTestId("checkout-total")).toHaveText("$0.00");

  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).dblclick();
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  await expect(page.getByText("Payment method")).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText("$0.00");
  // Paid by the gift card alone: only the gift card is named.
  await expect(page.getByTestId("receipt-payments").getByRole("listitem")).toHaveText([
    /^Gift card •••• -500: \$\d+\.\d\d$/,
  ]);
  expect(await ordersFor(page, email)).toHaveLength(1);

  // The order can be tracked by its number and e-mail address.
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  await open(page, "/shop/track-order");
  await page.getByLabel("Order ID").fill(orderNumber);
  await page.getByLabel("Email address").fill("wrong@example.com");
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByText("We could not find an order with this number and e-mail address.")).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("tracked-status")).toHaveText("Processing");
});

test("a gift card and a card together: the success page lists each payment with what it paid", async ({ page }) => {
  const email = `split-${Date.now().toString(36)}@example.com`;
  // A code of its own with $25 on it, so no other test spends it.
  const code = `SPLIT-${Date.now().toString(36).toUpperCase()}`;
  const issued = await page.request.put(
    `http://localhost:${process.env.E2E_PORT}/api/admin/stores/demo/gift-codes/${code}`,
    { headers: ADMIN, data: { balance: 25 } },
  );
  expect(issued.status()).toBe(201);
  await cartWithTees(page, 2);
  await openCheckout(page);
  await fillAddress(page, "shipping", email);
  await waitForEstimates(page);
  await page.getByLabel("Gift card number").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Gift card code applied.")).toBeVisible();
  const due = (await page.getByTestId("checkout-total").textContent()) ?? "";
  expect(due).not.toBe("$0.00");

  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242424242424242");
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId("receipt-total")).toHaveText(due);
  // The gift card first, then the card for the rest, each with the amount the server stored.
  await expect(page.getByTestId("receipt-payments").getByRole("listitem")).toHaveText([
    `Gift card •••• ${code.slice(-4)}: $25.00`,
    `Credit Card (Visa •••• 4242): ${due}`,
  ]);
});

test("track order checks its fields", async ({ page }) => {
  await open(page, "/shop/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Order" })).toBeVisible();
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.locator("#track-orderNumber-error")).toHaveText("*Required");
  await expect(page.locator("#track-email-error")).toHaveText("*Invalid email address");
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
});

test("removing a gift card releases it and the total comes back", async ({ page }) => {
  await cartWithTees(page, 1);
  await openCheckout(page);
  await fillAddress(page, "shipping", "remove-gift@example.com");
  await waitForEstimates(page);
  const total = await page.getByTestId("checkout-total").textContent();
  await page.getByLabel("Gift card number").fill("GIFT-25");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Gift card code applied.")).toBeVisible();
  await expect(page.getByTestId("checkout-total")).not.toHaveText(total ?? "");
  await page.getByRole("button", { name: "Remove gift card" }).click();
  await expect(page.getByRole("button", { name: "Apply" })).toBeEnabled();
  await expect(page.getByTestId("checkout-total")).toHaveText(total ?? "");
});

test("pick-up asks for billing details, offers the store's places for free and taxes the billing address", async ({
  page,
}) => {
  const email = `pickup-${Date.now().toString(36)}@example.com`;
  await cartWithTees(page, 1);
  await openCheckout(page);
  await expect(page.getByLabel("Billing same as shipping")).toBeChecked();
  await page.getByRole("radio", { name: "Pick Up", exact: true }).check();
  await expect(page.getByLabel("Billing same as shipping")).toHaveCount(0);
  await expect(page.locator("#shipping-firstName")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Billing details" })).toBeVisible();
  // The cheapest pick-up place is chosen by default; every place is free.
  await expect(page.getByRole("radio", { name: /^(Group )?Pick Up — / }).first()).toBeChecked();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("$0.00");

  await fillAddress(page, "billing", email);
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242424242424242");
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  await expect(page.getByRole("heading", { name: "Billing address" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toHaveCount(0);
  const [order] = await ordersFor(page, email);
  expect(order).toBeDefined();
});

test("a closed store shows its message in red and keeps Place Order disabled", async ({ page }) => {
  const port = process.env.E2E_PORT;
  await page.goto(`http://closed.localhost:${port}/`);
  // A cart saved before the store closed (the persisted client state of spec §4, version 2).
  await page.evaluate(() => {
    const item = {
      id: 1,
      product: { id: "wildcats-001", name: "Wildcats Practice Tee", slug: "wildcats-practice-tee" },
      options: { personalization: [] },
      label: "M",
      color: "Black",
      price: 1500,
      total: 1500,
      quantity: 1,
      weight: 0.4,
      weightUom: "LB",
      sizeMarkup: 0,
      productClassType: "1",
    };
    const cart = {
      lastItemId: 1,
      quantity: 1,
      items: [item],
      subtotal: 1500,
      personalizationTotal: 0,
      extraLines: [],
      total: 1500,
    };
    localStorage.setItem("storefront", JSON.stringify({ state: { cart }, version: 2 }));
  });
  await open(page, `http://closed.localhost:${port}/shop/checkout`);
  // The closed-store dialog of every page, dismissed.
  const close = page.getByRole("alertdialog", { name: "Store is closed" }).getByRole("button", { name: "Close" });
  await expect(close).toBeFocused(); // the dialog's chunk has hydrated: it takes the click
  await close.click();
  const message = page.getByText("Our spring team order window has closed. Thank you for supporting the Wildcats!");
  await expect(message.last()).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
});
