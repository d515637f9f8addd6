// The console's newer forms in Russian at 390 px, used with the keyboard alone after client-side
// navigation: focus moves to the new page's heading, the page never scrolls sideways (a wide price
// grid or size table scrolls in its own box), every control in the page is reached with Tab, and
// axe passes. The store parts: categories, price tables, sales person, sizes; then the product editor.
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, createStaffAccount, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** Follows a link with the keyboard (focus, Enter): a client-side navigation once hydrated. */
async function followWithKeyboard(page: Page, within: string, name: string | RegExp) {
  const link = page.getByRole("navigation", { name: within }).getByRole("link", { name, exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect.soft(widths[0], `${label}: page width at ${widths[1]} px`).toBeLessThanOrEqual(widths[1] as number);
}

/** Presses Tab through the page and answers the controls of <main> it never reached. */
async function controlsNotReachedByTab(page: Page): Promise<string[]> {
  const controls = "#console-main :is(a[href], button, input, select, textarea, [tabindex='0'])";
  const count = await page.locator(controls).count();
  for (let i = 0; i < count + 30; i += 1) {
    await page.keyboard.press("Tab");
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.dataset.reached = "";
    });
  }
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (e) =>
            !(e as HTMLInputElement).disabled &&
            e.getAttribute("tabindex") !== "-1" &&
            (e as HTMLInputElement).type !== "hidden" &&
            e.getClientRects().length > 0 &&
            e.dataset.reached === undefined &&
            // Inside a closed <details> (a picker's "Advanced" text): reached once its summary opens it.
            !(e.closest("details:not([open])") && !e.matches("summary, summary *")) &&
            // Tab stops once in a group of radio buttons; the arrow keys move within it.
            !(
              e instanceof HTMLInputElement &&
              e.type === "radio" &&
              [...(e.form?.elements ?? [])].some(
                (other) =>
                  other instanceof HTMLInputElement &&
                  other.type === "radio" &&
                  other.name === e.name &&
                  other.dataset.reached !== undefined,
              )
            ),
        )
        .map((e) => `${e.tagName} ${e.getAttribute("name") ?? e.textContent?.trim().slice(0, 40)}`),
    controls,
  );
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("Russian at 390 px with the keyboard alone: focus on each new page's heading, no sideways scroll, every control reached", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CONSOLE}/console/sign-in?lang=ru`);
  await page.getByLabel("Эл. почта").fill(OWNER.email);
  await page.getByLabel("Пароль").fill(OWNER.password);
  await page.getByLabel("Пароль").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Магазины" })).toBeVisible();
  await hydrated(page);

  // A section of the console, then back to the stores: the heading has focus each time.
  await followWithKeyboard(page, "Разделы консоли", "Каталог");
  await expect(page.getByRole("heading", { level: 1, name: "Каталог" })).toBeFocused();
  await followWithKeyboard(page, "Разделы консоли", "Магазины");
  await expect(page.getByRole("heading", { level: 1, name: "Магазины" })).toBeFocused();
  await page.getByRole("link", { name: "Lakeside Eagles Team Store" }).first().focus();
  await page.keyboard.press("Enter");
  const storeHeading = page.getByRole("heading", { level: 1, name: "Магазин: Lakeside Eagles Team Store" });
  await expect(storeHeading).toBeFocused();

  for (const [part, slug] of [
    ["Категории", "categories"],
    ["Таблицы цен", "pricing"],
    ["Менеджер по продажам", "salesperson"],
    ["Размеры", "sizes"],
  ] as const) {
    await followWithKeyboard(page, "Разделы магазина", part);
    await expect(page).toHaveURL(new RegExp(`/console/stores/demo/${slug}$`));
    await expect(page.getByRole("heading", { level: 2, name: part })).toBeVisible();
    await expect(storeHeading).toBeFocused();
    await expectNoSidewaysScroll(page, part);
    expect.soft(await controlsNotReachedByTab(page), `${part}: controls Tab never reached`).toEqual([]);
    await expectNoAxeViolations(page, `${part} (ru, 390 px)`);
    await page.screenshot({ path: testInfo.outputPath(`ru-390-${slug}.png`), fullPage: true });
  }

  // The product editor, reached from the catalogue list with the keyboard.
  await followWithKeyboard(page, "Разделы консоли", "Каталог");
  await expect(page.getByRole("heading", { level: 1, name: "Каталог" })).toBeFocused();
  await page.goto(`${CONSOLE}/console/catalogue?store=demo&lang=ru`);
  await hydrated(page);
  await page.getByRole("link", { name: "Heavyweight Cotton Tee" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Изменить: Heavyweight Cotton Tee" })).toBeFocused();
  await expectNoSidewaysScroll(page, "product editor");
  expect.soft(await controlsNotReachedByTab(page), "product editor: controls Tab never reached").toEqual([]);
  await expectNoAxeViolations(page, "product editor (ru, 390 px)");
  await page.screenshot({ path: testInfo.outputPath("ru-390-product.png"), fullPage: true });
});

test("a long e-mail address in the header wraps at 390 px and stays whole and in order in Arabic", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // One unbroken word of 106 characters: no hyphen or space to break at.
  const stamp = Date.now().toString(36);
  const long = {
    email: `maximilianalexandervanderbiltmontgomerypurchasing${stamp}@westbrookregionalathleticsassociation.example.org`,
    password: "long-address-e2e-pass",
  };
  await signIn(page, OWNER);
  await createStaffAccount(page, long);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CONSOLE}/console/sign-in?lang=ar`);
  await page.getByLabel("البريد الإلكتروني").fill(long.email);
  await page.getByLabel("كلمة المرور").fill(long.password);
  await page.getByLabel("كلمة المرور").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "المتاجر" })).toBeVisible();
  const signedIn = page.getByText(/^تم تسجيل الدخول باسم/);
  // Isolated (FSI … PDI): the right-to-left sentence cannot reorder the address's parts.
  await expect(signedIn).toHaveText(`تم تسجيل الدخول باسم \u2068${long.email}\u2069 · موظف`);
  await expectNoSidewaysScroll(page, "console header (ar, 390 px)");
  await page.screenshot({ path: testInfo.outputPath("ar-390-long-address.png") });
});
