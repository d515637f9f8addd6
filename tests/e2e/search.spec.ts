// Live search (spec §2, §5) and the search results page.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("suggestions appear as the shopper types (5 shown), close on Escape, blur and empty text", async ({ page }) => {
  await open(page, "/");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  const suggestions = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
  await box.fill("tee");
  await expect(suggestions.getByRole("option")).toHaveCount(5);
  for (const name of await suggestions.getByRole("option").allTextContents()) expect(name).toMatch(/tee/i);
  await page.keyboard.press("Escape");
  await expect(suggestions).toBeHidden();
  await box.fill("hood");
  await expect(suggestions.getByRole("option").first()).toContainText(/hood/i);
  await box.fill("");
  await expect(suggestions).toBeHidden();
  await box.fill("cap");
  await expect(suggestions).toBeVisible();
  // Leaving the box (a click elsewhere) closes them.
  await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
  await expect(suggestions).toBeHidden();
});

test("no match says 'No results found'; a suggestion opens its product; Enter opens the results page", async ({
  page,
}) => {
  await open(page, "/");
  const banner = page.getByRole("banner");
  const box = banner.getByRole("combobox", { name: "Search products" });
  await box.fill("zzzzqqq");
  await expect(banner.getByText("No results found")).toBeVisible();
  await box.fill("polo");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\?search=polo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “polo”");
  for (const name of await page.getByTestId("product-card").getByRole("heading").allTextContents())
    expect(name).toMatch(/polo/i);
});

test("the search box is a combobox: the count is said, arrows go through every suggestion, Enter opens one, Escape closes", async ({
  page,
}) => {
  await open(page, "/");
  const banner = page.getByRole("banner");
  const box = banner.getByRole("combobox", { name: "Search products" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.fill("tee");
  const list = banner.getByRole("listbox", { name: "Suggestions" });
  const options = list.getByRole("option");
  await expect(options).toHaveCount(5);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  // Said politely once they arrive.
  await expect(banner.locator('[aria-live="polite"]').filter({ hasText: "5 suggestions" })).toHaveCount(1);

  // Down goes through all five and wraps; focus stays in the box, the active one is its descendant.
  const names = await options.allTextContents();
  for (let index = 0; index < 6; index++) {
    await box.press("ArrowDown");
    const option = options.nth(index % 5);
    await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(box).toBeFocused();
  }
  await box.press("ArrowUp");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(4).getAttribute("id"))!);

  // Escape closes and leaves the shopper in the box.
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);
  await expect(box).toBeFocused();

  // Enter on the active suggestion opens its product.
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1]!);
  await expect(page).toHaveURL(/\/shop\/products\//);
});
