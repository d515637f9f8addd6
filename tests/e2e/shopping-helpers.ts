// Shared steps of the product, cart and saved-list journeys.
import { expect, type Page } from "@playwright/test";

/** Waits until the page is interactive (root sets data-hydrated after hydration). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Opens a page and waits until it is interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

export const quantity = (page: Page, size: string, color: string) =>
  page.getByRole("spinbutton", { name: `Quantity, size ${size}, ${color}`, exact: true });

/** Adds the current selection to the cart and waits for the spec's toast and the header's count. */
export async function addToCart(page: Page, productName: string): Promise<void> {
  const count = page.getByTestId("cart-count");
  const before = Number(await count.textContent());
  const added = Number(await page.getByTestId("total-quantity").first().textContent());
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(`Product "${productName}" added to cart!`).first()).toBeVisible();
  await expect(count).toHaveText(String(before + added));
}
