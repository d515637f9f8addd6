// White label (spec §2 branding): every page keeps the store's own colours, on first load and after
// client navigations, and the focus ring stays visible whatever the store's palette.
import { expect, test, type Page } from "./fixtures";
import { open } from "./shopping-helpers";

const port = process.env.E2E_PORT;

/** rgb() of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The header's background and a brand button's background and text, as the browser paints them. */
async function paintedColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement("button");
    probe.className = "bg-button text-button-text";
    document.body.append(probe);
    const button = getComputedStyle(probe);
    const colours = {
      header: getComputedStyle(document.querySelector("header")!).backgroundColor,
      button: button.backgroundColor,
      buttonText: button.color,
    };
    probe.remove();
    return colours;
  });
}

const stores = [
  {
    name: "Lakeside (navy and gold)",
    closed: false,
    origin: `http://demo.localhost:${port}`,
    primary: "#1b2a4a",
    button: "#1b2a4a",
    routes: ["/", "/shop", "/category/bags", "/shop?search=tee", "/shop/products/heavyweight-cotton-tee"],
    navigateTo: ["/about", "/"],
  },
  {
    name: "Westbrook, closed (crimson)",
    closed: true,
    origin: `http://closed.localhost:${port}`,
    primary: "#7a1f2b",
    button: "#7a1f2b",
    routes: ["/shop", "/shop?search=tee", "/shop/products/wildcats-spirit-tee"],
    navigateTo: ["/about", "/"],
  },
];

for (const store of stores) {
  test(`${store.name}: header and buttons keep the store's colours on every route and after client navigation`, async ({
    page,
  }) => {
    const expected = { header: rgb(store.primary), button: rgb(store.button), buttonText: "rgb(255, 255, 255)" };
    for (const route of store.routes) {
      await open(page, store.origin + route);
      expect(await paintedColours(page), route).toEqual(expected);
    }
    // From a listing (whose lazy chunks bring their own copy of the stylesheet), navigate inside the app.
    await open(page, store.origin + "/shop");
    const closed = page.getByRole("alertdialog");
    if (store.closed) {
      await expect(closed.getByRole("button", { name: "Close" })).toBeFocused(); // hydrated
      await page.keyboard.press("Escape");
    }
    for (const href of store.navigateTo) {
      await page.getByRole("banner").locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(store.origin + href);
      expect(await paintedColours(page), `after navigating to ${href}`).toEqual(expected);
    }
  });
}

test("the focus ring reaches 3:1 on white with the demo store's light gold accent", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
  const [r, g, b] = ring.match(/\d+/g)!.map(Number) as [number, number, number];
  const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
});

test("each page downloads the shell's stylesheet once, on first load and after client navigation", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  for (const route of ["/", "/shop", "/category/bags", "/shop?search=tee", "/shop/products/heavyweight-cotton-tee"]) {
    stylesheets.length = 0;
    await open(page, route);
    // The lazy chunks of the listing and product pages (filters, quick view, save buttons) have loaded.
    await page.waitForLoadState("networkidle");
    expect(stylesheets, route).toHaveLength(1);
    expect(await page.locator('link[rel="stylesheet"]').count(), route).toBe(1);
  }
  // Client navigations bring lazy chunks too, and no new copy.
  stylesheets.length = 0;
  await page.getByRole("banner").locator('a[href="/shop"]').first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByRole("link", { name: "Heavyweight Cotton Tee" }).first().click();
  await expect(page.locator("main h1")).toHaveText("Heavyweight Cotton Tee");
  await page.waitForLoadState("networkidle");
  expect(stylesheets).toEqual([]);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
});
