// Shared steps of the product, cart and saved-list journeys.
import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until it is interactive (root sets data-hydrated after hydration). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

export const quantity = (page: Page, size: string, color: string) =>
  page.getByRole("spinbutton", { name: `Quantity, size ${size}, ${color}`, exact: true });

/** Adds the current selection to the cart and waits for the spec's toast. */
export async function addToCart(page: Page, productName: string): Promise<void> {
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(`Product "${productName}" added to cart!`)).toBeVisible();
}
