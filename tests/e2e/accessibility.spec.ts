// Accessibility of every route (QUALITY.md "accessibility"): axe-core finds no violation in English,
// Russian and Arabic at 1280 and 390 px, and no page scrolls sideways at 320 px. One page per language
// and width walks every route, with a cart, a wish list and a compare list filled so those pages show
// their content rather than their empty state.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { open, quantity } from "./shopping-helpers";

/** Every route of the store front, in groups small enough for one test each (two run at once in CI). */
const ROUTE_GROUPS: { name: string; routes: string[]; needsSavedThings?: boolean }[] = [
  {
    name: "home and catalogue",
    routes: [
      "/",
      "/about",
      "/hoodies",
      "/shop",
      "/shop?search=tee",
      "/shop?search=no-such-thing",
      "/shop/headwear/caps",
      "/category/bags",
      "/error-404",
    ],
  },
  {
    name: "product pages and the shopper's lists",
    needsSavedThings: true,
    routes: [
      "/shop/products/heavyweight-cotton-tee",
      "/shop/product-standard",
      "/shop/product-columnar",
      "/shop/product-sidebar",
      "/shop/cart",
      "/shop/checkout",
      "/shop/track-order",
      "/shop/wishlist",
      "/shop/compare",
    ],
  },
  {
    name: "account",
    routes: [
      "/account/login",
      "/account/dashboard",
      "/account/profile",
      "/account/orders",
      "/account/orders/5320",
      "/account/addresses",
      "/account/addresses/1",
      "/account/password",
    ],
  },
  {
    name: "site and blog",
    routes: [
      "/site",
      "/site/about-us",
      "/site/components",
      "/site/contact-us",
      "/site/contact-us-alt",
      "/site/faq",
      "/site/terms",
      "/site/typography",
      "/blog",
      "/blog/category-classic",
      "/blog/category-grid",
      "/blog/category-list",
      "/blog/category-left-sidebar",
      "/blog/post-classic",
      "/blog/post-full",
    ],
  },
];

const LANGUAGES = ["en", "ru", "ar"] as const;

/** A cart line, a wish-list entry and a compare entry, added as a shopper would (in English). */
async function fillSavedThings(page: Page) {
  await open(page, "/shop/products/heavyweight-cotton-tee");
  await quantity(page, "S", "Gold").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  for (const list of [/wish list/, /compare/]) {
    await page.getByRole("main").getByRole("button", { name: list }).first().click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText(/added to/)).toHaveCount(1);
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("button", { name: /close/i })
      .first()
      .click();
  }
}

async function chooseLanguage(page: Page, locale: (typeof LANGUAGES)[number]) {
  await open(page, `/?lang=${locale}`);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

for (const locale of LANGUAGES) {
  for (const group of ROUTE_GROUPS) {
    for (const width of [1280, 390]) {
      test(`axe finds no violation in ${locale} at ${width} px: ${group.name}`, async ({ page }) => {
        // About 3 s a route on an idle 2-core machine; room for a busy one.
        test.setTimeout(30_000 + group.routes.length * 20_000);
        await page.setViewportSize({ width, height: 900 });
        if (group.needsSavedThings) await fillSavedThings(page);
        await chooseLanguage(page, locale);
        for (const route of group.routes) {
          await open(page, route);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
          expect.soft(found, `${route} (${locale}, ${width} px)`).toEqual([]);
        }
      });
    }
  }

  test(`no route scrolls sideways at 320 px in ${locale}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 320, height: 700 });
    await fillSavedThings(page);
    await chooseLanguage(page, locale);
    for (const route of ROUTE_GROUPS.flatMap((group) => group.routes)) {
      await open(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${route} (${locale}) is wider than the screen by`).toBeLessThanOrEqual(0);
    }
  });
}
