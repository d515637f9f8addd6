// The console's Orders section (decision 0038) in Chromium: a shopper places an order; staff find it
// in the console's list, move it to In production and then Shipped with a carrier and tracking number
// (keyboard and labels only), and the shopper's track-order page shows the shipment. The order page
// passes axe in English and in Arabic (right to left).
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, createStaffAccount, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";
import { placeOrder } from "./checkout-helpers";
import { open } from "./shopping-helpers";

const TRACKING = "1Z999AA10123456785";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("staff mark a placed order Shipped with a tracking number in the console; track-order shows it", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const email = `console-ship-${Date.now().toString(36)}@example.com`;
  const orderNumber = await placeOrder(page, email);

  // The demo has no staff account: the owner makes one.
  const staff = { email: `staff-orders-${Date.now()}@example.com`, password: "staff-e2e-password" };
  await signIn(page, OWNER);
  await createStaffAccount(page, staff);
  await signIn(page, staff);

  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Order number, name or e-mail").fill(email);
  await page.getByLabel("Order number, name or e-mail").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "1 order found" })).toBeVisible();
  await expectNoAxeViolations(page, "orders list");
  // A filter that cannot be used is named next to its field, and the list goes on without it.
  await page.goto(`${CONSOLE}/console/orders?from=2026-02-30&q=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("Placed from")).toHaveAccessibleDescription(
    "“2026-02-30” is not a date: choose one, or write it as YYYY-MM-DD. Left out.",
  );
  await expect(page.getByRole("alert")).toContainText("Some filters could not be used");
  await expect(page.getByRole("status").filter({ hasText: "1 order found" })).toBeVisible();
  await expectNoAxeViolations(page, "orders list with a filter left out");
  await page.screenshot({ path: testInfo.outputPath("console-orders-filter-problem.png"), fullPage: true });
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);

  await page.getByLabel("New status").selectOption("In production");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order is now In production." })).toBeVisible();

  await page.getByLabel("New status").selectOption("Shipped");
  // Without a tracking number: the service's message next to the field.
  await page.getByLabel("Carrier").fill("UPS");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByLabel("Tracking number")).toHaveAccessibleDescription(
    /A shipped order needs the carrier and the tracking number\./,
  );
  await page.getByLabel("Tracking number").fill(TRACKING);
  await page.getByLabel("Tracking number").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The order is now Shipped." })).toBeVisible();
  await expect(page.getByRole("table", { name: "Status changes, oldest first" })).toContainText(TRACKING);
  // The form starts again from the new status's choices.
  await expect(page.getByLabel("New status")).toHaveValue("Delivered");
  await expect(page.getByLabel("Carrier")).toHaveCount(0);
  await expectNoAxeViolations(page, "order en");
  await page.screenshot({ path: testInfo.outputPath("console-order-en.png"), fullPage: true });

  await page.goto(`${page.url().split("?")[0]}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الطلب");
  await expectNoAxeViolations(page, "order ar");
  await page.screenshot({ path: testInfo.outputPath("console-order-ar.png"), fullPage: true });
  // The count in each language's plural form: one order found (ar "one" words the number).
  await page.goto(`${CONSOLE}/console/orders?lang=ar&q=${encodeURIComponent(email)}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "عُثر على طلب واحد" })).toBeVisible();
  await expectNoAxeViolations(page, "orders list ar");
  await page.goto(`${CONSOLE}/console/orders?lang=ru&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("status").filter({ hasText: "Найден 1 заказ" })).toBeVisible();
  // The production sheet (its size-run matrix and its units table) in English and Arabic.
  for (const lang of ["en", "ar"] as const) {
    await page.goto(`${CONSOLE}/console/orders/production-sheet?store=demo&lang=${lang}`);
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(page.getByRole("table").first()).toBeVisible();
    await expectNoAxeViolations(page, `production sheet ${lang}`);
  }

  await open(page, "/shop/track-order?lang=en");
  await page.locator("#track-orderNumber").fill(orderNumber);
  await page.locator("#track-email").fill(email);
  await page.getByRole("button", { name: "Track", exact: true }).click();
  await expect(page.getByTestId("tracked-status")).toHaveText("Shipped");
  await expect(page.getByTestId("tracked-carrier")).toHaveText("UPS");
  await expect(page.getByTestId("tracked-tracking-number")).toHaveText(TRACKING);
});
