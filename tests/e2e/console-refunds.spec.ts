// Partial refunds and order edits in the console (docs/decisions/0086), in Chromium: a shopper
// places an order of two tees; staff change one unit's size before production (reviewed, then
// confirmed), then refund one unit after seeing exactly what goes back to the card and the gift
// card. The refund page passes axe in English and in Arabic (right to left).
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, createStaffAccount, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";
import { placeOrder } from "./checkout-helpers";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("staff edit an order's size, then refund one unit after a confirmation step", async ({ page }) => {
  test.setTimeout(300_000);
  const email = `console-refund-${Date.now().toString(36)}@example.com`;
  const orderNumber = await placeOrder(page, email, 2);

  const staff = { email: `staff-refunds-${Date.now()}@example.com`, password: "staff-e2e-password" };
  await signIn(page, OWNER);
  await createStaffAccount(page, staff);
  await signIn(page, staff);
  await page.goto(`${CONSOLE}/console/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);

  // Edit: the second S becomes an M, reviewed before it is made.
  await page.getByRole("link", { name: "Edit this order (before production)" }).click();
  await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Heavyweight Cotton Tee, Gold, S, unit 2" });
  await page.getByLabel("New size").selectOption("M");
  await page
    .getByRole("region", { name: "Change a unit's size or colour" })
    .getByRole("button", { name: "Review the change" })
    .click();
  await expect(page.getByRole("heading", { name: "Confirm the edit" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "S × 1, M × 1" })).toBeVisible();
  await page.getByRole("button", { name: "Make the change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order was changed" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Every line of this order" })).toContainText("S × 1, M × 1");

  // Refund the M: the confirmation shows what goes back to the card and to the gift card.
  await page.getByRole("link", { name: "Refund part of this order" }).click();
  await page
    .getByLabel("What to give back")
    .selectOption({ label: "One unit: Heavyweight Cotton Tee, Gold, M, unit 1" });
  await page.getByRole("button", { name: "Review the refund" }).click();
  await expect(page.getByRole("heading", { name: "Confirm the refund" })).toBeVisible();
  const toCard = page.locator("dt", { hasText: "To the card" }).locator("xpath=following-sibling::dd[1]");
  await expect(toCard).toHaveText(/\$\d+\.\d\d/);
  const shown = (await toCard.textContent()) ?? "";
  await expect(
    page.locator("dt", { hasText: "To the gift card" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("$0.00");
  await expectNoAxeViolations(page, "refund confirmation en");
  // A double click gives the money back once: the same one-time key.
  await page.getByRole("button", { name: "Give it back" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: `Given back: ${shown} to the card` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Every line of this order" })).toContainText("S × 1");
  await expect(page.getByRole("table", { name: "Every line of this order" })).not.toContainText("M × 1");

  await page.goto(`${page.url().split("?")[0]}/refund?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expectNoAxeViolations(page, "refund page ar");
});
