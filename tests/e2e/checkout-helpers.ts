// Shared steps of the checkout journeys: a cart of tees, the checkout's address, estimates and card.
import { expect, type Page } from "@playwright/test";
import { addToCart, open, quantity } from "./shopping-helpers";

export const TEE = "/shop/products/heavyweight-cotton-tee";
export async function cartWithTees(page: Page, count = 2) {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill(String(count));
  await addToCart(page, "Heavyweight Cotton Tee");
}

export async function openCheckout(page: Page) {
  await open(page, "/shop/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.locator("#shipping-firstName, #billing-firstName").first()).toBeVisible();
}

export async function fillAddress(page: Page, section: "shipping" | "billing", email: string) {
  const field = (name: string) => page.locator(`#${section}-${name}`);
  await field("firstName").fill("Ana");
  await field("lastName").fill("Lopez");
  await field("email").fill(email);
  await field("phone").fill("5551234567");
  await field("address1").fill("1 Main St");
  await field("city").fill("Springfield");
  await field("state").fill("il");
  await field("zip").fill("62701");
}

/** Waits until shipping is chosen and tax is estimated (the Place Order button then only needs the terms). */
export async function waitForEstimates(page: Page) {
  await expect(page.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  await expect(page.getByTestId("checkout-tax")).not.toHaveText("Calculating tax…");
  await expect(page.getByTestId("checkout-tax")).not.toHaveText("$0.00");
}

export async function payWithCard(page: Page, number: string) {
  const dialog = page.getByRole("dialog", { name: "Card Details" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Card Holder Name").fill("Ana Lopez");
  await dialog.getByLabel("Card Number", { exact: true }).fill(number);
  await dialog.getByLabel("Expiry Month (MM)").fill("12");
  await dialog.getByLabel("Expiry Year (YY)").fill("39");
  await dialog.getByLabel("CVV").fill("123");
  await dialog.getByRole("button", { name: "Order", exact: true }).click();
}

/**
 * A shopper buys `count` tees shipped to the address with a test card, and lands on the success
 * page: the order number it shows.
 */
export async function placeOrder(page: Page, email: string, count = 1): Promise<string> {
  await cartWithTees(page, count);
  await openCheckout(page);
  await fillAddress(page, "shipping", email);
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242424242424242");
  // Placing the order (repricing, the fake card's charge) takes seconds on a loaded machine.
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/, { timeout: 30_000 });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderNumber).not.toBe("");
  return orderNumber;
}
