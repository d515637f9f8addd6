// Gaps of spec §2 found in use: result counts on pages without results, the empty state's reset after
// a search, and card buttons that say which product they act on.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("a page past the end, or a search without results, counts products instead of showing an empty range", async ({
  page,
}) => {
  await open(page, "/shop?page=999");
  const count = page.getByRole("main").getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  await expect(page.getByRole("main").getByText(/–\d+ of /)).toHaveCount(0);

  await open(page, "/shop?search=no-such-thing");
  await expect(page.getByRole("main").getByText("0 products", { exact: true })).toBeVisible();
});

test("Reset filters on an empty search result clears the search term too", async ({ page }) => {
  await open(page, "/shop?search=no-such-thing");
  await expect(page.getByText("No matching items")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Reset filters" }).last().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("a card's wish-list and compare buttons name their product", async ({ page }) => {
  await open(page, "/shop?search=Heavyweight Cotton Tee");
  const card = page.getByTestId("product-card").first();
  await expect(card.getByRole("button", { name: "Add to wish list: Heavyweight Cotton Tee" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Add to compare: Heavyweight Cotton Tee" })).toBeVisible();
});
