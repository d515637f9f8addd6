// Mobile (390 px): the menu drawer, search and cart indicator in the header, and the off-canvas filters.
import { expect, test } from "./fixtures";
import { placeOrder } from "./checkout-helpers";
import { open } from "./shopping-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("the menu drawer opens from the header, traps focus, closes with Escape and returns focus", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Search products" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cart/ })).toBeVisible();
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "T-Shirts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the filters are off-canvas: opening locks page scroll, growing past 991 px closes them", async ({ page }) => {
  await open(page, "/shop");
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
  await page.getByRole("button", { name: "Show filters" }).click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await expect(panel.getByRole("heading", { name: "Categories" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await panel.getByRole("checkbox", { name: "New" }).check();
  await expect(page).toHaveURL(/filter_tag=New/);
  await panel.getByRole("button", { name: "Close filters" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Show filters" })).toBeFocused();

  await page.getByRole("button", { name: "Show filters" }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  await page.setViewportSize({ width: 1100, height: 844 });
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
});

test("the order receipt shows each line as a card: colour, size, quantity and prices without scrolling sideways", async ({
  page,
}) => {
  await placeOrder(page, `receipt-${Date.now().toString(36)}@example.com`, 2);
  const line = page.getByTestId("receipt-line").first();
  // Still a table for assistive technology: one row, its seven cells (image, product and the five figures).
  const cells = line.getByRole("cell");
  await expect(cells).toHaveCount(7);
  await expect(cells.nth(1)).toHaveText("Heavyweight Cotton Tee");
  const figures = [
    ["Color", "Gold"],
    ["Size", "S"],
    ["Qty", "2"],
    ["Price", /^\$\d+\.\d\d$/],
    ["Total", /^\$\d+\.\d\d$/],
  ] as const;
  for (const [index, [label, value]] of figures.entries()) {
    const cell = cells.nth(index + 2);
    await expect(cell).toHaveText(value);
    await expect(cell).toHaveAttribute("data-label", label);
    // Within the window's width, with no sideways scroll of the page or of a box around the table.
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
