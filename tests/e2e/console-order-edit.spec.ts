// The console's order edit page (docs/decisions/0086, 0087, 0107), in Chromium: one order of two tees,
// its edit page checked by axe in English on a 1280 px screen and in Arabic (right to left) on a 390 px
// phone, then a unit's size swapped with the keyboard only (Tab to move, arrows to choose, Enter to
// submit), through the confirmation that shows the order afterwards and its totals, to the change made.
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER, signIn } from "./console-helpers";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { placeOrder } from "./checkout-helpers";

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

/** Presses Tab until `target` has the focus (the page's own focus order), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with at most ${limit} presses of Tab`).toBeFocused();
}

/** The value of a definition list's entry, by its term. */
const entry = (page: Page, term: string) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

test("the order edit page passes axe in English and Arabic, and a size swap is made with the keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `console-edit-${Date.now().toString(36)}@example.com`;
  const orderNumber = await placeOrder(page, email, 2);

  await signIn(page, OWNER);
  await page.goto(`${CONSOLE}/console/orders?q=${encodeURIComponent(email)}&lang=en`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await page.getByRole("link", { name: "Edit this order (before production)" }).click();
  // The number sits isolated (FSI … PDI) in the title.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit order \u2068${orderNumber}\u2069`);
  const editPage = page.url().replace(/\?.*$/, "");

  // English on a desktop screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("region", { name: "Change a unit's size or colour" })).toBeVisible();
  await expectNoAxeViolations(page, "order edit en 1280");

  // Arabic on a phone: right to left, every control labelled.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${editPage}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(page.getByRole("combobox").first()).toBeVisible();
  await expectNoAxeViolations(page, "order edit ar 390");

  // Back to English (the console keeps the last language asked for), then the keyboard only.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${editPage}?lang=en`);
  const swap = page.getByRole("region", { name: "Change a unit's size or colour" });
  const unit = swap.getByLabel("Unit", { exact: true });
  const color = swap.getByLabel("New colour");
  const size = swap.getByLabel("New size");
  const review = swap.getByRole("button", { name: "Review the change" });
  await expect(unit).toHaveValue(/:S:1$/);
  await tabTo(page, unit);
  // The second S: the arrow moves to the next unit.
  await page.keyboard.press("ArrowDown");
  await expect(unit.locator("option:checked")).toHaveText("Heavyweight Cotton Tee, Gold, S, unit 2");
  // The colour stays; the size picker follows it in the focus order, on the unit's own size.
  await page.keyboard.press("Tab");
  await expect(color).toBeFocused();
  await expect(color).toHaveValue("Gold");
  await page.keyboard.press("Tab");
  await expect(size).toBeFocused();
  await expect(size).toHaveValue("S");
  await page.keyboard.press("ArrowDown");
  await expect(size).toHaveValue("M");
  await page.keyboard.press("Tab");
  await expect(review).toBeFocused();
  await page.keyboard.press("Enter");

  // The confirmation: the order afterwards, its totals before and after, what goes back.
  await expect(page.getByRole("heading", { name: "Confirm the edit" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Heavyweight Cotton Tee, Gold: S × 1, M × 1" }),
  ).toBeVisible();
  await expect(entry(page, "Order total now")).toHaveText(/\$\d+\.\d\d/);
  const before = await entry(page, "Order total now").textContent();
  await expect(entry(page, "Order total afterwards")).toHaveText(before ?? "");
  await expect(entry(page, "To the card")).toHaveText("$0.00");
  await expect(entry(page, "To the gift card")).toHaveText("$0.00");
  await expect(page.getByText("The total does not change; nothing is charged or given back.")).toBeVisible();
  await expectNoAxeViolations(page, "order edit confirmation en");

  const confirm = page.getByRole("button", { name: "Make the change" });
  await tabTo(page, confirm);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The order was changed" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Every line of this order" })).toContainText("S × 1, M × 1");
});
