// Paint first (src/web/document/paint-first.ts, docs/performance.md): the document carries no module
// preloads or module script of its own; the app's scripts are requested only after the first
// contentful paint, and the page then hydrates and works as before.
import { expect, test, type Page } from "./fixtures";
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

/** Holds the app's scripts back until `release` is called: the page is painted and not hydrated. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("390 px, Arabic: a tap on the menu button before the page hydrates opens the menu once it has", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/?lang=ar", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const menuButton = page.locator('header button[aria-haspopup="dialog"]');
  await menuButton.click();
  // The tap landed before hydration: no drawer yet, and the page is not interactive.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await hydrated(page);
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("link").first()).toBeVisible();
  // Only that tap was kept: closing the drawer and navigating opens nothing by itself.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("1280 px: a tap on the cart button before the page hydrates opens the mini-cart once it has", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/shop", { waitUntil: "domcontentloaded" });
  const cartButton = page.getByRole("button", { name: /^Cart/ });
  await cartButton.click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.locator("#mini-cart")).toBeHidden();
  release();
  await hydrated(page);
  await expect(cartButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#mini-cart")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account" })).toHaveAttribute("aria-expanded", "false");
});

test("390 px, Russian: a tap on Show filters before the listing hydrates opens the filters once it has", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/shop?lang=ru", { waitUntil: "domcontentloaded" });
  const filtersButton = page.locator('main button[aria-haspopup="dialog"]');
  await filtersButton.click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(filtersButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveAttribute("aria-expanded", "false");
});

test("the hydration data reaches React Router though an extension put an element between its block and script", async ({
  page,
}) => {
  // What a browser extension appending to <body> while the document is parsed leaves behind.
  await page.route("**/shop/products/heavyweight-cotton-tee", async (route) => {
    // Fetched from the test's process, which resolves no *.localhost name: by address, with the host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: url.href.replace(url.hostname, "127.0.0.1"),
      headers: { ...route.request().headers(), host: url.host },
    });
    const html = await response.text();
    expect(html).toMatch(/<script type="application\/json">[^<]+<\/script><script nonce=/);
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(/(<script type="application\/json">[^<]+<\/script>)/, '$1<div id="extension-note"></div>'),
    });
  });
  await page.goto("/shop/products/heavyweight-cotton-tee");
  await hydrated(page);
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  await page.getByRole("navigation").first().getByRole("link", { name: "Shop", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
});
