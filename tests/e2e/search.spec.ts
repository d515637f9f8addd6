// Live search (spec §2, §5) and the search results page.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("suggestions appear as the shopper types (5 shown), close on Escape, blur and empty text", async ({ page }) => {
  await open(page, "/");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  const suggestions = page.getByRole("banner").getByRole("list", { name: "Suggestions" });
  await box.fill("tee");
  await expect(suggestions.getByRole("link")).toHaveCount(5);
  for (const name of await suggestions.getByRole("link").allTextContents()) expect(name).toMatch(/tee/i);
  await page.keyboard.press("Escape");
  await expect(suggestions).toBeHidden();
  await box.fill("hood");
  await expect(suggestions.getByRole("link").first()).toContainText(/hood/i);
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
  const box = banner.getByRole("searchbox", { name: "Search products" });
  await box.fill("zzzzqqq");
  await expect(banner.getByText("No results found")).toBeVisible();
  await box.fill("Pullover Hoodie");
  const first = banner.getByRole("list", { name: "Suggestions" }).getByRole("link").first();
  await expect(first).toHaveAttribute("href", /^\/shop\/products\//);
  // Keyboard: ArrowDown moves into the suggestions.
  await box.press("ArrowDown");
  await expect(first).toBeFocused();
  await box.fill("polo");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\?search=polo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “polo”");
  for (const name of await page.getByTestId("product-card").getByRole("heading").allTextContents())
    expect(name).toMatch(/polo/i);
});
