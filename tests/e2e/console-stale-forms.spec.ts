// Stale console forms in Chromium (docs/decisions/0045, 0046): one operator has a store part (and a
// product) open in two pages, saves in one, then in the other. The second save is refused with 409:
// nothing written, what was typed kept, and a link that reloads the form; after following it the save
// goes through. The refusal page passes axe in English and Arabic (right to left).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { signIn } from "./console-helpers";

const CONSOLE = `http://admin.localhost:${process.env.E2E_PORT}`;
const OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** Clicks a save button and answers the status of the POST it sends. */
async function saveStatus(page: Page, name: string): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name, exact: true }).click();
  return (await response).status();
}

test("a store part saved in another page meanwhile is refused with the input kept and a reload link; en and ar", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = `e2e-stale-${Date.now().toString(36)}`;
  await signIn(page, OWNER);
  await page.goto(`${CONSOLE}/console/stores/new?lang=en`);
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("E2E Stale");
  await page.getByLabel("Address (domain)").fill(`${id}.localhost`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: E2E Stale" })).toBeVisible();

  const form = `${CONSOLE}/console/stores/${id}/salesperson`;
  const other = await context.newPage();
  for (const [lang, t] of [
    [
      "en",
      {
        first: "First name",
        last: "Last name",
        email: "E-mail",
        save: "Save",
        saved: "Saved.",
        stale: "Someone else saved this part of the store after you opened this form. Nothing was saved.",
        reload: "Reload the form with the saved values",
      },
    ],
    [
      "ar",
      {
        first: "الاسم الأول",
        last: "اسم العائلة",
        email: "البريد الإلكتروني",
        save: "حفظ",
        saved: "تم الحفظ.",
        stale: "حفظ شخص آخر هذا الجزء من المتجر بعد أن فتحت هذا النموذج. لم يُحفظ شيء.",
        reload: "إعادة تحميل النموذج بالقيم المحفوظة",
      },
    ],
  ] as const) {
    // Both pages open the form before either saves.
    await page.goto(`${form}?lang=${lang}`);
    await other.goto(`${form}?lang=${lang}`);
    await hydrated(page);
    await hydrated(other);

    await page.getByLabel(t.first).fill(`Ada ${lang}`);
    await page.getByLabel(t.last).fill("Lovelace");
    await page.getByLabel(t.email).fill(`ada-${lang}@example.com`);
    expect(await saveStatus(page, t.save)).toBeLessThan(400);
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await other.getByLabel(t.first).fill(`Grace ${lang}`);
    await other.getByLabel(t.last).fill("Hopper");
    await other.getByLabel(t.email).fill(`grace-${lang}@example.com`);
    expect(await saveStatus(other, t.save)).toBe(409);
    const alert = other.getByRole("alert").filter({ hasText: t.stale });
    await expect(alert).toBeVisible();
    // What was typed is still there.
    await expect(other.getByLabel(t.first)).toHaveValue(`Grace ${lang}`);
    await expect(other.getByLabel(t.email)).toHaveValue(`grace-${lang}@example.com`);
    await expect(other.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expectNoAxeViolations(other, `stale store part (${lang})`);
    await other.screenshot({ path: testInfo.outputPath(`stale-store-part-${lang}.png`), fullPage: true });

    // The link reloads the form with the other save's values; saving again goes through.
    await alert.getByRole("link", { name: t.reload }).click();
    await expect(other.getByLabel(t.first)).toHaveValue(`Ada ${lang}`);
    await expect(other.getByRole("alert")).toHaveCount(0);
    await hydrated(other);
    await other.getByLabel(t.first).fill(`Grace ${lang}`);
    await other.getByLabel(t.last).fill("Hopper");
    await other.getByLabel(t.email).fill(`grace-${lang}@example.com`);
    expect(await saveStatus(other, t.save)).toBeLessThan(400);
    await expect(other.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await other.reload();
    await expect(other.getByLabel(t.first)).toHaveValue(`Grace ${lang}`);
  }
  await other.close();
});

test("a product saved in another page meanwhile is refused with the input kept and a reload link; en and ar", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = `stale-${Date.now().toString(36)}`;
  await signIn(page, OWNER);
  await page.goto(`${CONSOLE}/console/catalogue/import?store=demo&lang=en`);
  await hydrated(page);
  const csv = `id,slug,name,price,colors,sizes,tiers\n${id},${id},Stale Tee,20,Navy #1f2a44,S | M,off\n`;
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name: "stale.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("button", { name: "Import 1 product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 1 created" })).toBeVisible();

  const editor = `${CONSOLE}/console/catalogue/demo/${id}`;
  const other = await context.newPage();
  for (const [lang, t] of [
    [
      "en",
      {
        stock: "Stock of Navy M",
        price: "Price",
        save: "Save product",
        saved: "The product was saved.",
        stale: "Not saved: the product changed",
        reload: "Reload the product with the saved values",
      },
    ],
    [
      "ar",
      {
        stock: "مخزون Navy M",
        price: "السعر",
        save: "حفظ المنتج",
        saved: "تم حفظ المنتج.",
        stale: "لم يُحفظ: تغيّر المنتج",
        reload: "إعادة تحميل المنتج بالقيم المحفوظة",
      },
    ],
  ] as const) {
    await page.goto(`${editor}?lang=${lang}`);
    await other.goto(`${editor}?lang=${lang}`);
    await hydrated(page);
    await hydrated(other);

    // Another field than stock: a stock count alone is applied as a change and never stale (decision 0107).
    await page.getByLabel(t.stock).fill(lang === "en" ? "5" : "15");
    await page.getByLabel(t.price, { exact: true }).fill(lang === "en" ? "21" : "22");
    expect(await saveStatus(page, t.save)).toBeLessThan(400);
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await other.getByLabel(t.stock).fill(lang === "en" ? "9" : "19");
    expect(await saveStatus(other, t.save)).toBe(409);
    const alert = other.getByRole("alert").filter({ hasText: t.stale });
    await expect(alert).toBeVisible();
    await expect(other.getByLabel(t.stock)).toHaveValue(lang === "en" ? "9" : "19");
    await expect(other.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expectNoAxeViolations(other, `stale product (${lang})`);
    await other.screenshot({ path: testInfo.outputPath(`stale-product-${lang}.png`), fullPage: true });

    await alert.getByRole("link", { name: t.reload }).click();
    await expect(other.getByLabel(t.stock)).toHaveValue(lang === "en" ? "5" : "15");
    await expect(other.getByRole("alert")).toHaveCount(0);
    await hydrated(other);
    await other.getByLabel(t.stock).fill(lang === "en" ? "9" : "19");
    expect(await saveStatus(other, t.save)).toBeLessThan(400);
    await expect(other.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(other.getByLabel(t.stock)).toHaveValue(lang === "en" ? "9" : "19");
  }
  await other.close();
});
