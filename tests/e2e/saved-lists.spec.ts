// Wish list and compare (spec §2, §4): add without duplicates with the spec's toasts, remove after
// about 0.5 s, tables and empty states; and the persisted client state (spec §4): one versioned
// local-storage key, kept across reloads, discarded when its version is not 2 or it is unreadable.
import { expect, test, type Page } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

const card = (page: Page, name: string) => page.getByTestId("product-card").filter({ hasText: name }).first();

test("wish list: add once (a second add is no duplicate), show, remove, empty state", async ({ page }) => {
  await open(page, "/shop/wishlist");
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue", exact: true })).toHaveAttribute("href", "/");

  await open(page, "/shop?search=Heavyweight Cotton Tee");
  const button = card(page, "Heavyweight Cotton Tee").getByRole("button", { name: "Add to wish list" });
  await button.click();
  await expect(page.getByText('Product "Heavyweight Cotton Tee" added to wish list!')).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(page.getByText('Product "Heavyweight Cotton Tee" is already in your wish list.')).toBeVisible();

  await open(page, "/shop/wishlist");
  const rows = page.getByTestId("wishlist-row");
  await expect(rows).toHaveCount(1);
  for (const name of ["Image", "Product", "Price"])
    await expect(page.getByRole("columnheader", { name, exact: true })).toBeVisible();
  await expect(rows.getByRole("link", { name: "Show Product" })).toHaveAttribute(
    "href",
    "/shop/products/heavyweight-cotton-tee",
  );
  await expect(rows).toContainText("From $21.99");
  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee from wish list" }).click();
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
});

test("compare: rows of spec §2, no duplicates, remove, empty state", async ({ page }) => {
  await open(page, "/shop/compare");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparison");
  await expect(page).toHaveTitle(/^Compare Products Page — /);
  await expect(page.getByText("You have not chosen any products to compare!")).toBeVisible();

  await open(page, "/shop?search=Tee");
  for (const name of ["Heavyweight Cotton Tee", "Tri-Blend Crew Tee"]) {
    await card(page, name).getByRole("button", { name: "Add to compare" }).click();
    await expect(page.getByText(`Product "${name}" added to compare!`)).toBeVisible();
  }
  await card(page, "Tri-Blend Crew Tee").getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByText('Product "Tri-Blend Crew Tee" is already in compare.')).toBeVisible();

  await open(page, "/shop/compare");
  await expect(page.getByTestId("compare-product")).toHaveCount(2);
  for (const row of [
    "Product",
    "Rating",
    "Availability",
    "Price",
    "Add To Cart",
    "Brand",
    "Colors",
    "Sizes",
    "Category",
    "Weight",
    "Remove",
  ])
    await expect(page.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Brand/ })).toContainText("Kestrel Sport");
  await expect(page.getByRole("row", { name: /^Sizes/ })).toContainText("S, M, L, XL, 2XL, 3XL, 4XL");
  await expect(page.getByRole("row", { name: /^Availability/ })).toContainText("In Stock");
  await expect(page.getByRole("img", { name: /out of 5 stars/ })).toHaveCount(2);

  // Add To Cart opens the quick view to choose colour and sizes.
  await page.getByRole("button", { name: "Add To Cart: Tri-Blend Crew Tee" }).click();
  await expect(page.getByRole("dialog", { name: "Quick view: Tri-Blend Crew Tee" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee from compare" }).click();
  await expect(page.getByTestId("compare-product")).toHaveCount(1);
  await page.getByRole("button", { name: "Remove Tri-Blend Crew Tee from compare" }).click();
  await expect(page.getByText("You have not chosen any products to compare!")).toBeVisible();
});

test("cart, wish list and compare survive a reload under one key with version 2", async ({ page }) => {
  await open(page, "/shop/products/heavyweight-cotton-tee");
  await quantity(page, "S", "Gold").fill("2");
  await addToCart(page, "Heavyweight Cotton Tee");
  // The product's own button comes before the related products' cards.
  await page.getByRole("button", { name: "Add to wish list" }).first().click();
  await expect(page.getByText('Product "Heavyweight Cotton Tee" added to wish list!')).toBeVisible();

  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("storefront") ?? "null"));
  expect(saved.version).toBe(2);
  expect(saved.state.cart.items).toHaveLength(1);
  expect(saved.state.wishlist.map((item: { id: string }) => item.id)).toEqual(["demo-001"]);

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await open(page, "/shop/wishlist");
  await expect(page.getByTestId("wishlist-row")).toHaveCount(1);
});

test("a saved state of another version is discarded, and so is an unreadable one", async ({ page }) => {
  await open(page, "/shop/products/heavyweight-cotton-tee");
  await quantity(page, "S", "Gold").fill("2");
  await addToCart(page, "Heavyweight Cotton Tee");

  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem("storefront") ?? "{}");
    localStorage.setItem("storefront", JSON.stringify({ ...saved, version: 1 }));
  });
  await open(page, "/shop/cart");
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.evaluate(() => localStorage.setItem("storefront", "{not json"));
  await open(page, "/shop/cart");
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      "storefront",
      JSON.stringify({ version: 2, state: { cart: { items: [{ id: "x" }] }, wishlist: 5 } }),
    ),
  );
  await open(page, "/shop/wishlist");
  await expect(page.getByText("Your wish list is empty!")).toBeVisible();
  expect(errors).toEqual([]);
});
