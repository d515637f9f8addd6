// Accessibility of every console page (issue 45, decision 0104): axe-core finds no violation on each
// page of the operator console in English at 1280 px and in Arabic at 390 px (left to right and wide,
// right to left and narrow), and no console page scrolls sideways at 390 px. One page per language,
// width and group walks the pages, signed in once as the owner; an order placed in the shop first
// gives the order pages their content. The journeys check the pages' other states (refused forms,
// confirmations) through axe where they reach them.
import AxeBuilder from "@axe-core/playwright";
import { placeOrder } from "./checkout-helpers";
import { CONSOLE, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";

const STORE = "demo";
const STORE_SECTIONS = [
  "identity",
  "branding",
  "pages",
  "footer",
  "status",
  "tax",
  "shipping",
  "personalization",
  "fundraiser",
  "quantity",
  "categories",
  "pricing",
  "salesperson",
  "sizes",
];

/** Every page of the console (src/web/routes.ts, under /console), in groups of about equal length. */
const PAGE_GROUPS: { name: string; needsOrder?: boolean; pages: (order: string) => string[] }[] = [
  {
    name: "sign-in, stores, store settings pages, password and not-found",
    pages: () => [
      "/console/sign-in",
      "/console/stores",
      "/console/stores/new",
      `/console/stores/${STORE}/shipstation`,
      `/console/stores/${STORE}/media`,
      "/console/password",
      "/console/no-such-page",
    ],
  },
  {
    name: "every part of a store",
    pages: () => STORE_SECTIONS.map((section) => `/console/stores/${STORE}/${section}`),
  },
  {
    name: "orders, an order and its pages",
    needsOrder: true,
    pages: (order) => [
      "/console/orders",
      order,
      `${order}/edit`,
      `${order}/refund`,
      `${order}/packing-slip`,
      `${order}/bag-labels`,
      `/console/orders/production-sheet?store=${STORE}`,
      `/console/orders/pick-up-list?store=${STORE}`,
      `/console/orders/low-stock?store=${STORE}`,
      `/console/orders/stock-history?store=${STORE}&product=demo-001&color=Gold&size=M`,
    ],
  },
  {
    name: "catalogue, fundraising, gift codes, accounts and audit",
    pages: () => [
      `/console/catalogue?store=${STORE}`,
      `/console/catalogue/new?store=${STORE}`,
      `/console/catalogue/import?store=${STORE}`,
      `/console/catalogue/${STORE}/demo-001`,
      `/console/fundraising?store=${STORE}`,
      `/console/gift-codes?store=${STORE}`,
      `/console/gift-codes/${STORE}/GIFT-100`,
      "/console/accounts",
      "/console/audit",
    ],
  },
];

const WALKS = [
  { locale: "en", width: 1280 },
  { locale: "ar", width: 390 },
] as const;

/** The console page at `path` in `locale`, hydrated. */
async function openInLanguage(page: Page, path: string, locale: string) {
  const url = new URL(path, CONSOLE);
  url.searchParams.set("lang", locale);
  await page.goto(url.toString());
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

for (const { locale, width } of WALKS) {
  for (const group of PAGE_GROUPS) {
    test(`axe finds no violation on the console in ${locale} at ${width} px: ${group.name}`, async ({ page }) => {
      const pages = group.pages("/console/orders/order");
      // About 3 s a page through axe on an idle 2-core machine; room for a busy one (and for the order).
      test.setTimeout(60_000 + (group.needsOrder ? 240_000 : 0) + pages.length * 60_000);
      let order = "";
      let signedIn = false;
      if (group.needsOrder) {
        const email = `console-a11y-${locale}-${Date.now().toString(36)}@example.com`;
        const orderNumber = await placeOrder(page, email, 1);
        await signIn(page, OWNER);
        signedIn = true;
        await page.goto(`${CONSOLE}/console/orders?q=${encodeURIComponent(email)}`);
        await page.getByRole("link", { name: orderNumber }).click();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
        order = new URL(page.url()).pathname;
      }
      await page.setViewportSize({ width, height: 900 });
      for (const path of group.pages(order)) {
        // The sign-in page is seen signed out; then the walk signs in (once per worker, console-helpers).
        if (path !== "/console/sign-in" && !signedIn) {
          await signIn(page, OWNER);
          signedIn = true;
        }
        await openInLanguage(page, path, locale);
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
        const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
        expect.soft(found, `${path} (${locale}, ${width} px)`).toEqual([]);
        if (width === 390) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${path} (${locale}) is wider than ${width} px by`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
}
