// The catalogue (spec §2, §4, §9): filters, sort, page size, pagination, the URL as the listing's
// state (shareable, reloadable, back/forward), server rendering of the first page, empty state.
import { expect, test, type Page } from "./fixtures";
import { hydrated, open } from "./shopping-helpers";

const cards = (page: Page) => page.getByTestId("product-card");
const names = (page: Page) => cards(page).getByRole("heading").allTextContents();
const prices = async (page: Page) =>
  (
    await cards(page)
      .getByText(/^From \$/)
      .allTextContents()
  ).map((text) => Number(text.replace(/[^\d.]/g, "")));
const byPrice = (order: 1 | -1) => (a: number, b: number) => order * (a - b);
const byName = (order: 1 | -1) => (a: string, b: string) => order * a.localeCompare(b);
/** Waits until the listing on screen is sorted (the URL changes as the new listing renders). */
async function expectSorted<T>(read: () => Promise<T[]>, compare: (a: T, b: T) => number) {
  await expect
    .poll(async () => {
      const list = await read();
      return list.length > 0 && JSON.stringify(list) === JSON.stringify([...list].sort(compare));
    })
    .toBe(true);
}
const results = (page: Page) => page.getByText(/^\d+–\d+ of \d+ products$/);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the first page of a listing comes from the server with its products", async ({ page }) => {
    await page.goto("/shop?sort=name_asc&limit=10&page=2");
    await expect(cards(page)).toHaveCount(10);
    await expect(results(page)).toHaveText(/^11–20 of \d+ products$/);
    await expect(page.getByRole("status")).toHaveCount(0);
    const list = await names(page);
    expect([...list].sort((a, b) => a.localeCompare(b))).toEqual(list);
  });
});

test("sort by price and name in both directions, each back on page 1", async ({ page }) => {
  await open(page, "/shop?page=2");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await sort.selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/\/shop\?sort=price_asc$/);
  await expectSorted(() => prices(page), byPrice(1));
  await sort.selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(/sort=price_desc$/);
  await expectSorted(() => prices(page), byPrice(-1));
  await sort.selectOption({ label: "Name: Z to A" });
  await expect(page).toHaveURL(/sort=name_desc$/);
  await expectSorted(() => names(page), byName(-1));
  await sort.selectOption({ label: "Name: A to Z" });
  await expect(page).toHaveURL(/sort=name_asc$/);
  await expectSorted(() => names(page), byName(1));
});

test("page size 10 / 20 / 30 / 50 and pagination with 2 siblings, with back and forward", async ({ page }) => {
  await open(page, "/shop");
  await expect(cards(page)).toHaveCount(20);
  const size = page.getByRole("combobox", { name: "Products per page" });
  await expect(size.locator("option")).toHaveText(["10", "20", "30", "50"]);
  await size.selectOption("30");
  await expect(page).toHaveURL(/\/shop\?limit=30$/);
  await expect(cards(page)).toHaveCount(30);
  await size.selectOption("10");
  await expect(cards(page)).toHaveCount(10);

  const pager = page.getByRole("navigation", { name: "Pagination" });
  await pager.getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await pager.getByRole("link", { name: "Page 5", exact: true }).click();
  await expect(page).toHaveURL(/page=5/);
  await expect(pager.getByRole("link", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
  // Two siblings on each side of page 5, first and last; 4 and 6 present, 2 and 8 hidden behind gaps.
  for (const n of [1, 3, 4, 6, 7])
    await expect(pager.getByRole("link", { name: `Page ${n}`, exact: true })).toBeVisible();
  await expect(pager.getByRole("link", { name: "Page 2", exact: true })).toHaveCount(0);
  await expect(results(page)).toHaveText(/^41–50 of/);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=6/);
  await page.goBack();
  await expect(page).toHaveURL(/page=5/);
  await expect(results(page)).toHaveText(/^41–50 of/);
  await page.goForward();
  await expect(results(page)).toHaveText(/^51–60 of/);

  // Pagination by keyboard.
  await pager.getByRole("link", { name: "Previous page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=5/);
});

test("the category, colour, tag and price filters narrow the listing and live in the URL", async ({ page }) => {
  await open(page, "/shop");
  const filters = page.getByRole("complementary", { name: "Filters" });
  const total = async () => Number((await results(page).textContent())!.match(/of (\d+)/)![1]);
  const all = await total();

  await filters.getByRole("link", { name: "Hoodies" }).click();
  await expect(page).toHaveURL(/filter_category=outerwear%2Fhoodies/);
  await expect(filters.getByRole("link", { name: "Hoodies" })).toHaveAttribute("aria-current", "page");
  await expect.poll(total).toBeLessThan(all);
  const hoodies = await total();
  for (const name of await names(page)) expect(name).toMatch(/hood/i);

  await filters.getByRole("checkbox", { name: "Navy" }).check();
  await expect(page).toHaveURL(/filter_color=Navy/);
  expect(await total()).toBeLessThanOrEqual(hoodies);

  await filters.getByRole("checkbox", { name: "Navy" }).uncheck();
  await expect(page).not.toHaveURL(/filter_color/);
  await filters.getByRole("checkbox", { name: "Best Seller" }).check();
  await expect(page).toHaveURL(/filter_tag=Best(\+|%20)Seller/);
  await expect(cards(page).first().getByText("Best Seller", { exact: true })).toBeVisible();

  // The URL round-trips: a reload shows the same listing, Reset clears the filters.
  await page.reload();
  await hydrated(page);
  await expect(filters.getByRole("checkbox", { name: "Best Seller" })).toBeChecked();
  await filters.getByRole("button", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(total).toBe(all);
});

test("the price range slider (step 1) filters 250 ms after the last move, by keyboard too", async ({ page }) => {
  // Sixty key presses, each re-rendering the slider, then two listings: slow on a loaded 2-core CI machine.
  test.slow();
  await open(page, "/shop?sort=price_desc");
  const filters = page.getByRole("complementary", { name: "Filters" });
  const max = filters.getByRole("slider", { name: "Maximum price" });
  await max.focus();
  for (let i = 0; i < 60; i += 1) await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/filter_price=0-\d+/);
  const upper = Number(page.url().match(/filter_price=0-(\d+)/)![1]);
  await expect.poll(async () => (await prices(page))[0]).toBeLessThanOrEqual(upper);
  expect(page.url()).toContain("sort=price_desc");
  const min = filters.getByRole("slider", { name: "Minimum price" });
  await min.focus();
  // PageUp moves 10 steps of 1.
  await page.keyboard.press("PageUp");
  await page.keyboard.press("PageUp");
  await expect(page).toHaveURL(/filter_price=20-/);
  await expect.poll(async () => Math.min(...(await prices(page)))).toBeGreaterThan(20);
});

test("a search with no match shows the empty state, and Reset filters brings products back", async ({ page }) => {
  await open(page, "/shop?filter_tag=New&filter_price=0-1");
  await expect(page.getByText("No matching items")).toBeVisible();
  await expect(page.getByText("Try resetting the filters")).toBeVisible();
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(cards(page)).toHaveCount(20);
});

test("grid and list views switch the product layout", async ({ page }) => {
  await open(page, "/shop");
  const list = page.getByRole("button", { name: "List", exact: true });
  await list.click();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('[data-layout="list"]')).toBeVisible();
  await page.getByRole("button", { name: "Grid", exact: true }).click();
  await expect(page.locator('[data-layout="grid"]')).toBeVisible();
});

test("product cards show image, name, badges, a 'From' price and real quick view / wishlist / compare buttons", async ({
  page,
}) => {
  await open(page, "/shop");
  const card = cards(page).filter({ hasText: "Heavyweight Cotton Tee" }).first();
  await expect(card.locator("img")).toHaveAttribute("src", /\.svg$/);
  await expect(card.getByText("From $21.99")).toBeVisible();
  await expect(card.getByText("Best Seller", { exact: true })).toHaveAttribute("data-tone", "red");
  await expect(card.getByText("Featured", { exact: true })).toHaveAttribute("data-tone", "purple");
  await expect(card.getByRole("link", { name: "Heavyweight Cotton Tee" })).toHaveAttribute(
    "href",
    "/shop/products/heavyweight-cotton-tee",
  );
  for (const name of ["Quick view", "Add to wish list", "Add to compare"])
    await expect(card.getByRole("button", { name })).toBeEnabled();
});

test("/shop/:categorySlug lists a category (links encode cat/sub)", async ({ page }) => {
  await open(page, "/shop/headwear/caps");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Caps");
  await expect(cards(page).first()).toBeVisible();
  for (const name of await names(page)) expect(name).toMatch(/cap|visor|hat|trucker|snapback/i);
});

test("tenant isolation: the demo store never lists the private store's products", async ({ page }) => {
  await open(page, "/shop?search=Acme");
  await expect(page.getByText("No matching items")).toBeVisible();
  await open(page, "/shop?limit=50");
  for (const name of await names(page)) expect(name).not.toMatch(/acme/i);
});
