// Paint first (src/web/document/paint-first.ts, docs/performance.md): the document carries no module
// preloads or module script of its own; the app's scripts are requested only after the first
// contentful paint, and the page then hydrates and works as before.
import { expect, test } from "./fixtures";
import { hydrated } from "./shopping-helpers";

for (const path of ["/", "/shop", "/shop/products/heavyweight-cotton-tee"]) {
  test(`${path}: the app's scripts are requested after the first paint, then the page hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    await hydrated(page);

    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")
        ?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint as number);
  });
}

test("after the deferred start, a client-side navigation still works", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation").first().getByRole("link", { name: "Shop", exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
});

test("/shop: the first row's card images are fetched at once, the others when they near the screen", async ({
  page,
}) => {
  const response = await page.goto("/shop");
  const html = (await response?.text()) ?? "";
  const cards = html.split('data-testid="product-card"').slice(1);
  expect(cards.length).toBeGreaterThan(2);
  const image = (card: string) => /<img [^>]*>/.exec(card)?.[0] ?? "";
  for (const card of cards.slice(0, 2)) {
    expect(image(card)).toContain('fetchPriority="high"');
    expect(image(card)).not.toContain('loading="lazy"');
  }
  for (const card of cards.slice(2)) expect(image(card)).toContain('loading="lazy"');
});
