// Arabic pages show left-to-right data as written (phones, surcharges) and mark the store's own
// English content with its language, so screen readers read it with the right voice.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("on an Arabic page the phone numbers are isolated left to right and store content says it is English", async ({
  page,
}) => {
  await open(page, "/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const headerPhone = page.getByRole("banner").locator('a[href^="tel:"] bdi[dir="ltr"]');
  await expect(headerPhone).toHaveCount(1);
  await expect(headerPhone).toHaveText(/^\+?[\d\s().-]+$/);
  await expect(page.getByRole("contentinfo").locator('a[href^="tel:"]')).toHaveAttribute("dir", "ltr");

  // The store's HTML sections and product names are in English.
  await expect(page.locator('main .store-content[lang="en"]').first()).toBeAttached();
  await expect(page.getByTestId("product-card").first().locator('a[lang="en"]')).toBeAttached();
  await expect(page.getByTestId("store-name")).toHaveAttribute("lang", "en");

  await open(page, "/shop/products/heavyweight-cotton-tee");
  await expect(page.locator("main h1")).toHaveAttribute("lang", "en");
});

test("in English the store's content carries no lang of its own", async ({ page }) => {
  await open(page, "/?lang=en");
  await expect(page.getByTestId("store-name")).not.toHaveAttribute("lang", /.*/);
  await expect(page.locator("main [lang]")).toHaveCount(0);
});
