// The bulk status change on the console's orders list (docs/decisions/0097), in Chromium: a shopper
// places two orders; the owner moves one into production on its own page, then on the list filtered
// to the shopper selects every order on the page with the keyboard, chooses In production, sees a
// confirmation naming how many orders and the status, confirms (twice, as a double click), and is told
// one changed and the other could not, with its reason. The list and the confirmation pass axe in
// English and in Arabic (right to left).
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";
import { placeOrder } from "./checkout-helpers";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("the owner changes several orders' status at once after a confirmation step", async ({ page }) => {
  test.setTimeout(300_000);
  const email = `bulk-orders-${Date.now().toString(36)}@example.com`;
  const first = await placeOrder(page, email, 1);
  const second = await placeOrder(page, email, 1);

  await signIn(page, OWNER);
  const list = `${CONSOLE}/console/orders?q=${encodeURIComponent(email)}`;
  // The first order goes into production on its own page.
  await page.goto(list);
  await page.getByRole("link", { name: first }).click();
  await page.getByLabel("New status").selectOption("In production");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order is now In production." })).toBeVisible();

  await page.goto(list);
  await expect(page.getByRole("checkbox", { name: `Select order ${first}` })).toBeVisible();
  await expectNoAxeViolations(page, "orders list en");
  // Select all with the keyboard: focus the box, press Space.
  const all = page.getByRole("checkbox", { name: "Select all orders on this page" });
  await all.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: `Select order ${first}` })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: `Select order ${second}` })).toBeChecked();
  await expect(page.getByText("2 orders selected")).toBeVisible();
  await page.getByLabel("New status").selectOption("In production");
  await page.getByRole("button", { name: "Review the change" }).click();

  // The confirmation names how many orders and the target status; nothing changed yet.
  await expect(page.getByRole("heading", { name: "Change 2 orders to In production?" })).toBeVisible();
  await expectNoAxeViolations(page, "bulk confirmation en");
  await page.getByRole("button", { name: "Change 2 orders" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "1 order changed to In production." })).toBeVisible();
  const refused = page.getByRole("alert").filter({ hasText: "1 order was not changed:" });
  await expect(refused).toContainText(first);
  await expect(refused).toContainText("already In production");
  const row = page.getByRole("row").filter({ hasText: second });
  await expect(row).toContainText("In production");

  // The same list in Arabic, right to left, passes axe with its bulk form.
  await page.goto(`${list}&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("checkbox", { name: "تحديد كل الطلبات في هذه الصفحة" })).toBeVisible();
  await expectNoAxeViolations(page, "orders list ar");
});
