// The product editor's pickers (issue 45, decision 0105) in Chromium: a product made with the colour
// swatches, size chips and tier rows only (no notation typed), a refused save that keeps every row as
// typed, the saved colours and sizes on the store front in the operator's order; then the same in
// Arabic with the keyboard only. axe in English and Arabic at 1280 and 390 px. The gallery (decision
// 0115): an image moved with the keyboard (announced, focus kept) and given the colour it shows.
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER } from "./console-helpers";
import { expect as baseExpect, test, type Page } from "./fixtures";

// Large pages on a shared machine: each step may wait longer than the config's 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(page: Page) {
  await page.goto(`${CONSOLE}/console/sign-in?lang=en`);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** A blank product of the demo store, by the New product form; returns the editor's address (no query). */
async function newProduct(page: Page, name: string, lang: "en" | "ar") {
  await page.goto(`${CONSOLE}/console/catalogue/new?store=demo&lang=${lang}`);
  await hydrated(page);
  const ar = lang === "ar";
  await page.getByLabel(ar ? "البدء من" : "Start from").selectOption({ label: ar ? "منتج فارغ" : "Blank product" });
  await page.getByLabel(ar ? "اسم المنتج" : "Product name").fill(name);
  await page.getByLabel(ar ? "السعر" : "Price").fill("20");
  await page.getByRole("button", { name: ar ? "إنشاء المنتج" : "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
  await hydrated(page);
  return page.url().replace(/\?.*$/, "");
}

/** The store front's colour choices and size rows of a product, in the order shown. */
async function shopOrder(page: Page, slug: string) {
  await page.goto(`/shop/products/${slug}`);
  const colors = await page.getByRole("radiogroup", { name: "Choose a color" }).getByRole("radio").all();
  const sizes = page.getByRole("table", { name: "Sizes" }).locator("tbody tr th");
  return {
    colors: await Promise.all(colors.map((radio) => radio.getAttribute("value"))),
    sizes: (await sizes.allTextContents()).map((text) => text.trim()),
  };
}

test("an operator makes a product with the pickers alone; a refused save keeps the rows", async ({
  page,
}, testInfo) => {
  // Six axe runs on a large page; the shared machine takes minutes.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const name = `Picker Tee ${stamp}`;
  await signIn(page);
  const editor = await newProduct(page, name, "en");
  const slug = editor.split("/").at(-1)!;

  // Colours: Navy by its hex, Gold with the colour input and an extra price, then moved first.
  await page.getByRole("button", { name: "Add a colour" }).click();
  await expect(page.getByLabel("Name (Colour 1)")).toBeFocused();
  await page.getByLabel("Name (Colour 1)").fill("Navy");
  await page.getByLabel("Hex (#rrggbb) (Colour 1)").fill("#1f2a44");
  await page.getByRole("button", { name: "Add a colour" }).click();
  await page.getByLabel("Name (Colour 2)").fill("Gold");
  await page.getByLabel("Pick (Colour 2)").fill("#ffcc00");
  await expect(page.getByLabel("Hex (#rrggbb) (Colour 2)")).toHaveValue("#ffcc00");
  await page.getByLabel("Extra price (Colour 2)").fill("1");
  await page.getByRole("button", { name: "Move Gold up" }).click();
  await expect(page.getByLabel("Name (Colour 1)")).toHaveValue("Gold");

  // Sizes: youth, then adult, each scale in its order; YXS and XS taken out again.
  await page.getByRole("button", { name: "Youth (YXS–YXL)" }).click();
  await page.getByRole("button", { name: "Adult (XS–3XL)" }).click();
  await page.getByRole("button", { name: "Remove YXS" }).click();
  await page.getByRole("button", { name: "Remove XS" }).click();

  // Tiers: the product's own, the second with a price that cannot be read.
  await page.getByLabel("This product's own tiers").check();
  await expect(page.getByLabel("From quantity (Tier 1)")).toHaveValue("1");
  await page.getByLabel("Unit price or formula (Tier 1)").fill("20.00");
  await page.getByRole("button", { name: "Add a tier" }).click();
  await page.getByLabel("From quantity (Tier 2)").fill("12");
  await page.getByLabel("Unit price or formula (Tier 2)").fill("cheap");
  await page.getByLabel("Shown in the store").selectOption("yes");
  await page.getByRole("button", { name: "Save product" }).click();

  await expect(page.getByRole("alert")).toContainText("Nothing was saved: correct the fields marked below.");
  await expect(page.locator("#product-" + slug + "-tiers-error")).toContainText("The price cheap cannot be computed");
  // Every picker shows what was typed, not the stored product.
  await expect(page.getByLabel("Name (Colour 1)")).toHaveValue("Gold");
  await expect(page.getByLabel("Extra price (Colour 1)")).toHaveValue("1");
  await expect(page.getByLabel("Hex (#rrggbb) (Colour 2)")).toHaveValue("#1f2a44");
  await expect(page.getByRole("list", { name: "Sizes in order" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByLabel("Unit price or formula (Tier 2)")).toHaveValue("cheap");
  await expectNoAxeViolations(page, "refused save (en, 1280)");

  await page.getByLabel("Unit price or formula (Tier 2)").fill("18.50");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product was saved." })).toBeVisible();
  // The Advanced fields hold the notation the pickers wrote, as the server saved it.
  await expect(page.locator("input[name=colors]")).toHaveValue("Gold #ffcc00 +1 | Navy #1f2a44");
  await expect(page.locator("input[name=sizes]")).toHaveValue("YS | YM | YL | YXL | S | M | L | XL | 2XL | 3XL");
  await expect(page.locator("input[name=tiers]")).toHaveValue("1: 20 | 12: 18.5");
  await expectNoAxeViolations(page, "product editor (en, 1280)");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, "product editor (en, 390)");

  // Arabic, right to left, at both widths.
  await page.goto(`${editor}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(page);
  await expectNoAxeViolations(page, "product editor (ar, 390)");
  await page
    .getByRole("group", { name: "المقاسات" })
    .first()
    .screenshot({ path: testInfo.outputPath("pickers-ar-390.png") });
  await page.screenshot({ path: testInfo.outputPath("editor-ar-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, "product editor (ar, 1280)");
  await page.screenshot({ path: testInfo.outputPath("editor-ar-1280.png"), fullPage: true });

  // The store front: the operator's colour and size order.
  expect(await shopOrder(page, slug)).toEqual({
    colors: ["Gold", "Navy"],
    sizes: ["YS", "YM", "YL", "YXL", "S", "M", "L", "XL", "2XL", "3XL"],
  });
  // Hidden again before its price goes to 1,500.50: the demo store's listing (its price slider's range,
  // which other specs read in parallel) never shows it at that price.
  await page.goto(`${editor}?lang=en`);
  await hydrated(page);
  await page.getByLabel("Shown in the store").selectOption("no");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product was saved." })).toBeVisible();

  // Russian: the editor's numbers with its marks; "1,500" reads two ways and is refused by name,
  // keeping what was typed; "1 500,50" is saved as 1500.50.
  await page.goto(`${editor}?lang=ru`);
  await hydrated(page);
  await expect(page.getByLabel("Цена", { exact: true })).toHaveValue("20,00");
  await expect(page.locator("input[name=tiers]")).toHaveValue("1: 20 | 12: 18,5");
  await page.getByLabel("Цена", { exact: true }).fill("1,500");
  await page.getByRole("button", { name: "Сохранить товар" }).click();
  await expect(page.getByRole("alert")).toContainText("Ничего не сохранено");
  await expect(page.getByLabel("Цена", { exact: true })).toHaveAccessibleDescription(/прочитать двумя способами/);
  await expect(page.getByLabel("Цена", { exact: true })).toHaveValue("1,500");
  await expect(page.getByLabel("Название (Цвет 1)")).toHaveValue("Gold");
  await page.getByLabel("Цена", { exact: true }).fill("1 500,50");
  await page.getByRole("button", { name: "Сохранить товар" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Товар сохранён." })).toBeVisible();
  await expect(page.getByLabel("Цена", { exact: true })).toHaveValue(/^1[\s\u00a0\u202f]500,50$/);
  await page.goto(`${editor}?lang=en`);
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("1500.5");
});

test("in Arabic, the pickers work with the keyboard alone", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  await signIn(page);
  const editor = await newProduct(page, `قميص ${stamp}`, "ar");
  const slug = editor.split("/").at(-1)!;
  const key = (k: string) => page.keyboard.press(k);

  // A colour: Enter on "Add a colour" puts the focus in the new row's name.
  await page.getByRole("button", { name: "إضافة لون" }).focus();
  await key("Enter");
  await expect(page.getByLabel("الاسم (اللون 1)")).toBeFocused();
  await page.keyboard.type("أحمر");
  await key("Tab");
  await expect(page.getByLabel("Hex (#rrggbb) (اللون 1)")).toBeFocused();
  await page.keyboard.type("#c00000");
  // A second colour, then moved first with its button.
  await page.getByRole("button", { name: "إضافة لون" }).focus();
  await key("Enter");
  await page.keyboard.type("أسود");
  await key("Tab");
  await page.keyboard.type("#000000");
  for (let i = 0; i < 3; i++) await key("Tab"); // the colour input, the extra price, "move up"
  await expect(page.getByRole("button", { name: "نقل أسود إلى الأعلى" })).toBeFocused();
  await key("Enter");
  await expect(page.getByLabel("الاسم (اللون 1)")).toHaveValue("أسود");

  // Sizes: the toddler scale, then a size typed and added with Enter, then moved earlier.
  await page.getByRole("button", { name: "الأطفال الصغار (2T–5T)" }).focus();
  await key("Enter");
  await page.getByLabel("مقاس جديد").focus();
  await page.keyboard.type("6");
  await key("Enter");
  await page.getByRole("button", { name: "نقل 6 إلى موضع أسبق" }).focus();
  await key("Enter");
  await expect(page.locator("input[name=sizes]")).toHaveValue("2T | 3T | 4T | 6 | 5T");

  // Tiers: the radio group with the arrow keys, a price in Arabic digits.
  await page.getByLabel("شرائح المتجر").focus();
  await key("ArrowDown");
  await key("ArrowDown");
  await expect(page.getByLabel("شرائح هذا المنتج")).toBeChecked();
  await key("Tab");
  await expect(page.getByLabel("من الكمية (الشريحة 1)")).toBeFocused();
  await key("Tab");
  await page.keyboard.type("٢٠");
  // (Shown in the store is a select of its own, not a picker.)
  await page.getByLabel("ظاهر في المتجر").selectOption("yes");
  await page.getByRole("button", { name: "حفظ المنتج" }).last().focus();
  await key("Enter");
  await expect(page.getByRole("status").filter({ hasText: "تم حفظ المنتج." })).toBeVisible();
  await expect(page.locator("input[name=colors]")).toHaveValue("أسود #000000 | أحمر #c00000");
  await expect(page.locator("input[name=tiers]")).toHaveValue("1: 20");

  expect(await shopOrder(page, slug)).toEqual({ colors: ["أسود", "أحمر"], sizes: ["2T", "3T", "4T", "6", "5T"] });
});

// A 48 × 24 PNG; the second image is the same picture with bytes after its end (another file).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAALElEQVR42u3OAQkAAAgDsCcxif0xljUEBwuwTPUpERISEhISEhISEhIS+hVad44ZTCnB9noAAAAASUVORK5CYII=",
  "base64",
);

test("the gallery: an image moved with the keyboard is announced and keeps focus, and is given its colour", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const name = `Gallery Tee ${Date.now().toString(36)}`;
  const editor = await newProduct(page, name, "en");
  await page.getByRole("button", { name: "Add a colour" }).click();
  await page.getByLabel("Name (Colour 1)").fill("Navy");
  await page.getByLabel("Hex (#rrggbb) (Colour 1)").fill("#1f2a44");
  await page.getByRole("button", { name: "Add a colour" }).click();
  await page.getByLabel("Name (Colour 2)").fill("Gold");
  await page.getByLabel("Hex (#rrggbb) (Colour 2)").fill("#ffcc00");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product was saved." })).toBeVisible();

  const gallery = page.getByRole("list", { name: "Images in the order the shop shows them" });
  const image = (n: number) => gallery.getByRole("img", { name: `Image ${n} of ${name}` });
  for (const [n, buffer] of [PNG, Buffer.concat([PNG, Buffer.from("back")])].entries()) {
    await page.getByLabel("Image file").setInputFiles({ name: `tee-${n}.png`, mimeType: "image/png", buffer });
    await page.getByRole("button", { name: "Upload image" }).click();
    await expect(image(n + 1)).toBeVisible();
  }
  await hydrated(page);
  const [first, second] = [await image(1).getAttribute("src"), await image(2).getAttribute("src")];
  expect(first).not.toBe(second);

  // The second image moved first with the keyboard: said, and focus on the button still usable.
  await page.getByRole("button", { name: "Move image 2 earlier" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-gallery-said]")).toHaveText("Image moved: it is now number 1 of 2.");
  await expect(image(1)).toHaveAttribute("src", second!);
  await expect(page.getByRole("button", { name: "Move image 1 later" })).toBeFocused();

  // The other image shows Gold, chosen from the product's colours.
  await page.getByLabel("Shows the colour (Image 2)").selectOption("Gold");
  await page.getByRole("button", { name: "Save the colour of image 2" }).click();
  await expect(page.locator("[data-gallery-said]")).toHaveText("The colour of image 2 was saved.");
  await expectNoAxeViolations(page, "gallery en 1280");

  // Reloaded: the order and the colour are what the server stored.
  await page.goto(`${editor}?lang=en`);
  await expect(image(1)).toHaveAttribute("src", second!);
  await expect(page.getByLabel("Shows the colour (Image 2)")).toHaveValue("Gold");
  await expect(page.getByLabel("Shows the colour (Image 1)")).toHaveValue("");
  await page.screenshot({ path: testInfo.outputPath("console-gallery-en.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${editor}?lang=ar`);
  await hydrated(page);
  await expect(page.getByLabel("تُظهر اللون (الصورة 2)")).toHaveValue("Gold");
  await expectNoAxeViolations(page, "gallery ar 390");
});
