// The store editor's pickers (issue 45): a menu entry linked to a page chosen from this store's pages
// (no internal link syntax typed), a refused save keeping the picker's choice (decision 0084), the home
// text made bold with the rich-text editor's toolbar, and both shown on the store's own front. The
// pages part passes axe in English at 1280 px and in Arabic (right to left) at 390 px. Then (decision
// 0115) a mega menu's sub-entries as rows with chosen links, a slide's button link picked, and the
// store's size list as chips: what the store front and a reload of the editor show.
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./fixtures";
import { CONSOLE, OWNER, signIn } from "./console-helpers";

const PORT = process.env.E2E_PORT;
// Saves go through the server's full rules: allow for a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("a menu link picked from the store's pages and bold home text reach the store front; a refused save keeps the pick", async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = `e2e-pick-${Date.now().toString(36)}`;
  await page.goto(`${CONSOLE}/console/sign-in?lang=en`);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByLabel("Password").press("Enter");
  // Signing in checks a password hash: slow on a loaded machine.
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  await page.goto(`${CONSOLE}/console/stores/new?lang=en`);
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("E2E Herons");
  await page.getByLabel("Address (domain)").fill(`${id}.localhost`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: E2E Herons" })).toBeVisible();

  // A third page to link to, renamed "About us".
  await page.goto(`${CONSOLE}/console/stores/${id}/pages?lang=en`);
  await page.getByRole("button", { name: "Add a page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const third = page.getByRole("group", { name: "Page: New page" });
  await third.getByLabel("Menu name").fill("About us");
  await third.getByLabel("Path").fill("/about");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // "Saved." is still shown from the add: the page's new name tells this save is done.
  await expect(page.getByRole("group", { name: "Page: About us" })).toBeVisible();

  // The Shop page's drop-down menu: an entry linking to "About us", chosen from the list.
  const shop = page.getByRole("group", { name: "Page: Shop" });
  await shop.getByLabel("Kind").selectOption("menu");
  await expect(shop.getByLabel("Kind")).toHaveValue("menu");
  const entry = shop.getByRole("group", { name: "Menu entries" }).getByRole("listitem").last();
  await entry.getByLabel("Text", { exact: true }).fill("About the club");
  const picker = entry.getByRole("group", { name: "Link" });
  await picker.getByLabel("Links to").selectOption({ label: "A page of this store" });
  // Only the chosen kind's field is shown (the others are hidden, not in the tab order).
  await expect(picker.getByLabel("Category")).toBeHidden();
  await picker.getByLabel("Page", { exact: true }).selectOption({ label: "About us (/about)" });

  // A refused save (a limit that is not a number) keeps the pick and what was typed.
  const home = page.getByRole("group", { name: "Page: Home" });
  await home.getByLabel("Most products").fill("eight");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved." })).toBeVisible();
  const kept = page
    .getByRole("group", { name: "Page: Shop" })
    .getByRole("group", { name: "Menu entries" })
    .getByRole("listitem")
    .first();
  await expect(kept.getByLabel("Text", { exact: true })).toHaveValue("About the club");
  await expect(page.getByRole("group", { name: "Page: Shop" }).getByLabel("Kind")).toHaveValue("menu");
  await expect(kept.getByRole("group", { name: "Link" }).getByLabel("Links to")).toHaveValue("page");
  await expect(kept.getByRole("group", { name: "Link" }).getByLabel("Page", { exact: true })).toHaveValue("/about");
  await page.getByRole("group", { name: "Page: Home" }).getByLabel("Most products").fill("8");

  // The home text made bold with the editor's toolbar (keyboard: the button is a toggle).
  const text = page.getByRole("group", { name: /Section 1: / }).first();
  const editor = text.getByRole("textbox", { name: "Text" });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  const bold = text.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.focus();
  await page.keyboard.press("Enter");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await editor.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("Spring sale ends Friday");
  await text.getByText("Advanced (HTML)").click();
  await expect(text.getByLabel("Text (HTML)")).toHaveValue(/<strong>Spring sale ends Friday<\/strong>/);
  await page.screenshot({ path: testInfo.outputPath("console-store-pickers-en.png"), fullPage: true });
  await expectNoAxeViolations(page, "pages en 1280");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const saved = page
    .getByRole("group", { name: "Page: Shop" })
    .getByRole("group", { name: "Menu entries" })
    .getByRole("listitem")
    .first();
  await expect(saved.getByRole("group", { name: "Link" }).getByLabel("Page", { exact: true })).toHaveValue("/about");

  // Arabic, 390 px wide: the pickers and the editor are labelled and laid out right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CONSOLE}/console/stores/${id}/pages?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("textbox", { name: "النص" }).first()).toBeVisible();
  await expect(page.getByRole("group", { name: "الرابط" }).first().getByLabel("يشير إلى")).toHaveValue("page");
  await expectNoAxeViolations(page, "pages ar 390");
  await page.screenshot({ path: testInfo.outputPath("console-store-pickers-ar-390.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/stores/${id}/footer?lang=ar`);
  await expectNoAxeViolations(page, "footer ar 390");
  await page.screenshot({ path: testInfo.outputPath("console-store-footer-ar-390.png"), fullPage: true });

  // The store front: the menu entry links to the page, the home text is bold.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://${id}.localhost:${PORT}/`);
  await expect(page.locator("strong", { hasText: "Spring sale ends Friday" })).toBeVisible();
  await expect(page.locator('header a[href="/about"]', { hasText: "About the club" })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("store-front-pickers.png") });
});

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

test("sub-entries and a slide's button link are picked, the size list is chips; the store front and a reload show them", async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = `e2e-rows-${Date.now().toString(36)}`;
  await signIn(page, OWNER);
  await page.goto(`${CONSOLE}/console/stores/new?lang=en`);
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("E2E Kestrels");
  await page.getByLabel("Address (domain)").fill(`${id}.localhost`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: E2E Kestrels" })).toBeVisible();

  // A slider on the home page; its slide's button links to the Shop page, chosen from the list.
  await page.goto(`${CONSOLE}/console/stores/${id}/pages?lang=en`);
  await page.getByRole("button", { name: "Add Slider to Home" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await hydrated(page);
  const slide = page.getByRole("group", { name: "Slide 1" });
  await slide.getByLabel("Button text").fill("Shop the kit");
  const button = slide.getByRole("group", { name: "Button link" });
  await button.getByLabel("Links to").selectOption({ label: "A page of this store" });
  await button.getByLabel("Page", { exact: true }).selectOption({ label: "Shop (/shop)" });

  // The Shop page's mega menu: an entry "Kit" with two sub-entries, each a link chosen by its kind.
  const shop = page.getByRole("group", { name: "Page: Shop" });
  await shop.getByLabel("Kind", { exact: true }).selectOption("megamenu");
  const entry = shop.getByRole("group", { name: "Menu entries" }).locator(":scope > ol > li").last();
  await entry.getByLabel("Text", { exact: true }).fill("Kit");
  await entry.getByRole("group", { name: "Link", exact: true }).getByLabel("Links to").selectOption("page");
  await entry
    .getByRole("group", { name: "Link", exact: true })
    .getByLabel("Page", { exact: true })
    .selectOption("/shop");
  await entry.getByRole("button", { name: "Add a sub-entry" }).click();
  // Focus goes to the new row's text.
  await expect(entry.getByLabel("Text (Sub-entry 1)")).toBeFocused();
  await page.keyboard.type("Hoodies");
  const first = entry.getByRole("group", { name: "Link (Sub-entry 1)" });
  await first.getByLabel("Links to").selectOption({ label: "A product" });
  await first.getByLabel("Product address name").fill("club-hoodie");
  await entry.getByRole("button", { name: "Add a sub-entry" }).click();
  await entry.getByLabel("Text (Sub-entry 2)").fill("Club site");
  const second = entry.getByRole("group", { name: "Link (Sub-entry 2)" });
  await second.getByLabel("Links to").selectOption({ label: "A web address" });
  await second.getByLabel("Web address").fill("https://example.org/club");
  await entry.getByRole("button", { name: "Move Club site up" }).click();
  await expect(entry.getByRole("button", { name: "Move Club site down" })).toBeFocused();
  await expect(entry.getByLabel("Text (Sub-entry 1)")).toHaveValue("Club site");
  // The rows wrote the notation kept under Advanced.
  await entry.getByText("Advanced: edit as text (Sub-entries)").click();
  await expect(entry.getByLabel("Sub-entries", { exact: true })).toHaveValue(
    "Club site | https://example.org/club\nHoodies | /shop/products/club-hoodie",
  );

  // A refused save keeps the rows and the slide's pick.
  const home = page.getByRole("group", { name: "Page: Home" });
  await home.getByLabel("Most products").fill("eight");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved." })).toBeVisible();
  await hydrated(page);
  const keptEntry = page
    .getByRole("group", { name: "Page: Shop" })
    .getByRole("group", { name: "Menu entries" })
    .locator(":scope > ol > li")
    .first();
  await expect(keptEntry.getByLabel("Text (Sub-entry 1)")).toHaveValue("Club site");
  await expect(keptEntry.getByRole("group", { name: "Link (Sub-entry 2)" }).getByLabel("Links to")).toHaveValue(
    "product",
  );
  await expect(
    page.getByRole("group", { name: "Button link" }).first().getByLabel("Page", { exact: true }),
  ).toHaveValue("/shop");
  await page.getByRole("group", { name: "Page: Home" }).getByLabel("Most products").fill("8");
  await expectNoAxeViolations(page, "pages with sub-entries en 1280");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // Reloaded, the rows are what was stored.
  await page.reload();
  await hydrated(page);
  const saved = page
    .getByRole("group", { name: "Page: Shop" })
    .getByRole("group", { name: "Menu entries" })
    .locator(":scope > ol > li")
    .first();
  await expect(saved.getByLabel("Text (Sub-entry 2)")).toHaveValue("Hoodies");
  await expect(saved.getByRole("group", { name: "Link (Sub-entry 2)" }).getByLabel("Product address name")).toHaveValue(
    "club-hoodie",
  );

  // The size list: the usual youth and adult sizes, one removed and one moved, with the chips alone.
  await page.goto(`${CONSOLE}/console/stores/${id}/sizes?lang=en`);
  await hydrated(page);
  const sizes = page.getByRole("group", { name: "Size list" });
  await sizes.getByRole("button", { name: "Youth (YXS–YXL)" }).click();
  await sizes.getByRole("button", { name: "Adult (XS–3XL)" }).click();
  await sizes.getByRole("button", { name: "Remove YXS" }).click();
  await sizes.getByRole("button", { name: "Move XS earlier" }).click();
  // Each chip's size (its buttons are named for screen readers, their arrows hidden).
  const chips = sizes.getByRole("list", { name: "Sizes in order" }).getByRole("listitem").locator(":scope > span");
  const order = ["YS", "YM", "YL", "XS", "YXL", "S", "M", "L", "XL", "2XL", "3XL"];
  await expect(chips).toHaveText(order);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(chips).toHaveText(order);

  // A size typed twice under Advanced is refused by name; the text stays exactly as typed.
  await page.getByText("Advanced: edit as text (Size list)").click();
  await page.getByLabel("Size list", { exact: true }).fill("S | M | s");
  await expect(chips).toHaveText(["S", "M", "s"]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved." })).toBeVisible();
  await expect(page.getByText("Size list: This size is already in the list.")).toBeVisible();
  await expect(page.getByLabel("Size list", { exact: true })).toHaveValue("S | M | s");
  await page.screenshot({ path: testInfo.outputPath("console-store-sizes-en.png"), fullPage: true });
  await expectNoAxeViolations(page, "sizes en 1280 refused");

  // Arabic at 390 px: the rows and the chips are labelled and laid out right to left.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CONSOLE}/console/stores/${id}/sizes?lang=ar`);
  await hydrated(page);
  await expect(page.getByRole("group", { name: "قائمة المقاسات" }).getByRole("listitem")).toHaveCount(order.length);
  await expectNoAxeViolations(page, "sizes ar 390");
  await page.goto(`${CONSOLE}/console/stores/${id}/pages?lang=ar`);
  await hydrated(page);
  await expect(page.getByLabel("النص (العنصر الفرعي 1)")).toHaveValue("Club site");
  await expectNoAxeViolations(page, "pages with sub-entries ar 390");
  await page.screenshot({ path: testInfo.outputPath("console-store-sub-entries-ar-390.png"), fullPage: true });

  // The store front: the slide's button and the mega menu's sub-entries link where they were picked.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://${id}.localhost:${PORT}/`);
  await expect(page.getByRole("link", { name: "Shop the kit" })).toHaveAttribute("href", "/shop");
  await page.getByRole("button", { name: "Shop submenu" }).click();
  const panel = page.locator("header [id^=submenu-]");
  await expect(panel.getByRole("link", { name: "Kit" })).toHaveAttribute("href", "/shop");
  await expect(panel.getByRole("link")).toHaveText(["Kit", "Club site", "Hoodies"]);
  await expect(panel.getByRole("link", { name: "Hoodies" })).toHaveAttribute("href", "/shop/products/club-hoodie");
  await expect(panel.getByRole("link", { name: "Club site" })).toHaveAttribute("href", "https://example.org/club");
});
