// The console's Catalogue section (issue 21) in Chromium: staff import two products by CSV with the
// keyboard alone (the dry run shows a bad row first; the fixed file is checked and confirmed), edit a
// product's quantity tiers and see the price preview before saving, upload an image, and look at the
// pages in Arabic (right to left). axe runs on each state these journeys reach, in English: the same
// DOM in Arabic is the console walk's (console-accessibility, ar at 390 px; decision 0121).
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, createStaffAccount, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function expectNoAxeViolations(page: Page, label: string) {
  // Only violations are gathered: the same rules run, without collecting every passing node.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

/** The console's root sets data-hydrated on <html> once the page is interactive, as the store's does. */
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** Presses Tab until the element is focused (at most `limit` times): keyboard-only navigation. */
async function tabTo(page: Page, name: string, role: "button" | "radio" = "button", limit = 15) {
  const target = page.getByRole(role, { name });
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("staff import two products by CSV after a dry run, preview and save a tier, upload an image; Arabic RTL", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const capId = `cap-${stamp}`;
  const scarfId = `scarf-${stamp}`;

  const staff = { email: `staff-catalogue-${stamp}@example.com`, password: "staff-e2e-password" };
  await signIn(page, OWNER);
  await createStaffAccount(page, staff);
  await signIn(page, staff);

  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expectNoAxeViolations(page, "catalogue list");
  await page.getByRole("link", { name: "Import products (CSV or JSON)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
  await hydrated(page);

  // A file with a bad price on row 3: the dry run reports it, with row and field, and offers no import.
  const bad = `id,name,price,colors,sizes\n${capId},Club Cap,12,Navy #1f2a44,One Size\n${scarfId},Club Scarf,cheap,Red #c00000,One Size\n`;
  await page.getByLabel("Catalogue file").focus();
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name: "club.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await tabTo(page, "Check the file");
  await page.keyboard.press("Enter");
  const problems = page.getByRole("table", { name: "Problems, by row" });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("row").nth(1)).toContainText("3");
  await expect(problems.getByRole("row").nth(1)).toContainText("price");
  await expect(problems).toContainText("Must be an amount of 0 or more");
  await expect(page.getByRole("button", { name: /^Import \d+ products$/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "import report with problems");

  // The fixed file, with the keyboard alone: choose "keep the others" with the arrow keys, check, confirm.
  const good = bad.replace("cheap", "9.50");
  await page.getByLabel("Catalogue file").focus();
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name: "club.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await tabTo(page, "Keep them (the file's products are created or replaced)", "radio");
  await expect(page.getByRole("radio", { name: /Keep them/ })).toBeChecked();
  await tabTo(page, "Check the file");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "No problems: 2 rows, 2 to create, 0 to update" }),
  ).toBeVisible();
  // The checked file stays on the server: the confirm form sends its id, not the file again.
  const confirmForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Import 2 products" }) });
  await expect(confirmForm.locator('input[type="hidden"]')).toHaveCount(2);
  await expect(confirmForm.locator('input[name="upload"]')).toHaveValue(/^[\w-]{24}$/);
  await tabTo(page, "Import 2 products", "button", 20);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Imported: 2 created, 0 updated, 0 removed." }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "import done");

  // Edit a tier and preview the shopper's price before saving.
  await page.getByRole("link", { name: capId }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Club Cap" })).toBeVisible();
  await hydrated(page);
  // The tiers in their notation, the pickers' "Advanced" field (decision 0105).
  await page.getByText("Advanced: edit as text (Quantity tiers)").click();
  await page.getByLabel("Quantity tiers", { exact: true }).fill("1: 12 | 24: 10.50");
  await page.getByLabel("Quantities", { exact: true }).fill("1, 24");
  await page.getByRole("button", { name: "Preview prices" }).click();
  const shopper = page.getByRole("table", { name: "What a shopper pays" });
  await expect(shopper.getByRole("row", { name: /^24 / })).toContainText("$10.50");
  await expect(shopper.getByRole("row", { name: /^24 / })).toContainText("$252.00");
  await expect(page.getByRole("table", { name: /Quantity tiers/ })).toContainText("$10.50");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product was saved." })).toBeVisible();
  await expect(page.getByLabel("Quantity tiers", { exact: true })).toHaveValue("1: 12 | 24: 10.5");
  await expectNoAxeViolations(page, "product page");

  // An image: a text file is refused with the reason, a PNG joins the gallery.
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from("nope") });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert")).toContainText("Only JPEG, PNG and WebP images are accepted");
  await page.getByLabel("Image file").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("The primary image (it replaces the current one)").check();
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The image was added to the product." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Image 1 of Club Cap" })).toBeVisible();

  // Arabic: right to left (axe on these pages in Arabic is the console walk's).
  await page.goto(`${page.url().replace(/\?.*$/, "")}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تعديل Club Cap" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("b-catalogue-product-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/catalogue?store=demo`);
  await expect(page.getByRole("heading", { level: 1, name: "الكتالوج" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("b-catalogue-list-ar.png") });
  await page.goto(`${CONSOLE}/console/catalogue/import?store=demo`);
  await expect(page.getByRole("heading", { level: 1, name: "استيراد المنتجات" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("b-catalogue-import-ar.png") });
  await page.goto(`${CONSOLE}/console/catalogue?store=demo&lang=en`);
});

test("staff set a size's price and stock in the product editor and the store front shows them; editor passes axe, and reads right to left in ar", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const id = `sizes-${stamp}`;
  await signIn(page, OWNER);

  // A product with three sizes and no quantity tiers: the part price is what a shopper pays.
  await page.goto(`${CONSOLE}/console/catalogue/import?store=demo`);
  await hydrated(page);
  const csv = `id,slug,name,price,colors,sizes,tiers\n${id},${id},Size Tee,20,Navy #1f2a44 | Red #c00000 +1,S | M | 2XL,off\n`;
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name: "sizes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("button", { name: "Import 1 product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 1 created" })).toBeVisible();

  await page.goto(`${CONSOLE}/console/catalogue/demo/${id}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Size Tee" })).toBeVisible();
  await hydrated(page);
  const navy = page.getByRole("table", { name: "Navy: difference and stock by size" });
  await expect(navy.getByRole("row", { name: /^2XL / })).toContainText("20.00");

  // A bad stock is refused next to its field, with the keyboard: nothing is written.
  await page.getByLabel("Stock of Navy 2XL").fill("a few");
  await page.getByRole("button", { name: "Save product" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Nothing was saved: correct the fields marked below.");
  await expect(page.getByLabel("Stock of Navy 2XL")).toHaveAccessibleDescription(
    "Must be a whole number of 0 or more (empty: stock is not counted)",
  );

  await page.getByLabel("Price difference of Navy 2XL").fill("2");
  await page.getByLabel("Stock of Navy 2XL").fill("7");
  await page.getByLabel("Stock of Navy M").fill("0");
  // The preview shows what 2XL costs before saving.
  await page.getByLabel("Colour", { exact: true }).first().selectOption("Navy");
  await page.getByLabel("Quantities", { exact: true }).fill("1, 12");
  await page.getByRole("button", { name: "Preview prices" }).click();
  const bySize = page.getByRole("table", { name: "What a shopper pays per size (Navy)" });
  await expect(bySize.getByRole("row", { name: /^2XL / })).toContainText("$22.00");
  await expect(bySize.getByRole("row", { name: /^S / })).toContainText("$20.00");
  // Enter in a field saves (not "Preview prices", the first visible button).
  await page.getByLabel("Stock of Navy 2XL").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The product was saved." })).toBeVisible();
  await expect(page.getByLabel("Price difference of Navy 2XL")).toHaveValue("2");
  await expect(navy.getByRole("row", { name: /^2XL / })).toContainText("22.00");
  await expectNoAxeViolations(page, "product editor (en)");
  await page.screenshot({ path: testInfo.outputPath("c-product-editor-en.png"), fullPage: true });

  // The store front, on the demo store's host: Navy is the first colour.
  await page.goto(`/shop/products/${id}`);
  const sizes = page.getByRole("table", { name: "Sizes" });
  await expect(sizes.getByRole("row", { name: /^2XL / })).toContainText("$22.00");
  await expect(sizes.getByRole("row", { name: /^2XL / })).toContainText("7");
  await expect(sizes.getByRole("row", { name: /^S / })).toContainText("$20.00");

  // Arabic, right to left: the saved figures in the editor.
  await page.goto(`${CONSOLE}/console/catalogue/demo/${id}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تعديل Size Tee" })).toBeVisible();
  await expect(page.getByLabel("فرق سعر Navy 2XL")).toHaveValue("2.00");
  await page.screenshot({ path: testInfo.outputPath("c-product-editor-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/catalogue?store=demo&lang=en`);
});
