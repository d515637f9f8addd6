import { expect, test } from "./fixtures";

const port = process.env.E2E_PORT;

test("demo.localhost shows its store name, its title and its brand colours", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("store-name")).toHaveText("Lakeside Eagles Team Store");
  await expect(page).toHaveTitle("Home — Lakeside Eagles Team Store");
  const header = page.getByRole("banner");
  const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(primary.slice(i, i + 2), 16));
  expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("?dir=rtl lays the page out right to left in Arabic", async ({ page }) => {
  await page.goto("/?dir=rtl");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("closed.localhost shows its closed message, and the shopper can dismiss it", async ({ page }) => {
  await page.goto(`http://closed.localhost:${port}/`);
  const dialog = page.getByRole("alertdialog", { name: "Store is closed" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("closed-message")).toContainText("closed");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an unknown host shows the no-store page with HTTP 404", async ({ page }) => {
  const response = await page.goto(`http://nowhere.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No store at this address" })).toBeVisible();
});

test("unknown paths redirect to the home page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(`http://demo.localhost:${port}/`);
});
