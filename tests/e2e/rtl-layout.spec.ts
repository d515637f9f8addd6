// Arabic mirrors the layout: home, listing, product, cart and checkout at 1280 px and 390 px,
// each checked against English — the logo, the breadcrumb, the filter sidebar and the order column
// sit on the other side — and each screenshot kept with the test's results for people to compare.
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

const PAGES = ["/", "/shop", "/shop/products/heavyweight-cotton-tee", "/shop/cart", "/shop/checkout"] as const;

/** The horizontal centre of an element, as a share of the viewport's width (0 = left edge). */
async function centre(page: Page, locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "element is laid out").not.toBeNull();
  return (box!.x + box!.width / 2) / page.viewportSize()!.width;
}

/** Attached to the results; also written to SCREENSHOTS_DIR when set, to look at side by side. */
async function shoot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  const body = await page.screenshot({ fullPage: true, path: dir ? join(dir, name) : undefined });
  await info.attach(name, { body, contentType: "image/png" });
}

for (const width of [1280, 390]) {
  test(`Arabic mirrors English at ${width} px on home, listing, product, cart and checkout`, async ({ page }, info) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/shop/products/heavyweight-cotton-tee");
    await quantity(page, "S", "Gold").fill("2");
    await addToCart(page, "Heavyweight Cotton Tee");

    const sides: Record<string, Record<string, number>> = { en: {}, ar: {} };
    for (const locale of ["en", "ar"] as const) {
      for (const path of PAGES) {
        await open(page, `${path}?lang=${locale}`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const logo = page
          .getByRole("banner")
          .getByRole("link")
          .filter({ has: page.locator("img") })
          .first();
        sides[locale]![`${path} logo`] = await centre(page, logo);
        const crumbs = page.getByRole("navigation", { name: locale === "ar" ? "مسار التنقل" : "Breadcrumb" });
        if ((await crumbs.count()) > 0) {
          const home = crumbs.getByRole("link", { name: locale === "ar" ? "الرئيسية" : "Home" });
          if ((await home.count()) > 0) sides[locale]![`${path} breadcrumb`] = await centre(page, home);
        }
        if (width >= 1024 && path === "/shop")
          sides[locale]!["filters"] = await centre(
            page,
            page.getByRole("complementary", { name: locale === "ar" ? "عوامل التصفية" : "Filters" }),
          );
        if (width >= 1024 && path === "/shop/checkout")
          sides[locale]!["order column"] = await centre(
            page,
            page.getByRole("heading", { name: locale === "ar" ? "طلبك" : "Your Order", level: 2 }),
          );
        await shoot(page, info, `${locale}${path.replace(/\//g, "_")}-${width}.png`);
      }
    }
    for (const [part, english] of Object.entries(sides.en!)) {
      const arabic = sides.ar![part]!;
      expect(arabic, `${part} is mirrored`).toBeCloseTo(1 - english, 1);
    }
  });
}
