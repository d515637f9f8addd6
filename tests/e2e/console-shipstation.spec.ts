// ShipStation labels from the console (issue 46) against the fake ShipStation (tests/e2e/fake-services.ts):
// a shopper places an order; the owner finds that the store has no ShipStation keys, follows the
// order page's link to the store's ShipStation page, saves its keys, buys the label from the order
// page, and the order is Shipped with the label's tracking number, which the shopper's track-order
// page and e-mail show. The order page passes axe in English and Arabic.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";
import { placeOrder } from "./checkout-helpers";
import { open } from "./shopping-helpers";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("the owner buys a ShipStation label from the order page; the tracking number reaches the shopper", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = `shipstation-${Date.now().toString(36)}@example.com`;
  const orderNumber = await placeOrder(page, email);

  await signIn(page, OWNER);
  await page.goto(`${CONSOLE}/console/orders?q=${encodeURIComponent(email)}&lang=en`);
  await page.getByRole("link", { name: orderNumber }).click();
  const panel = page.getByRole("region", { name: "ShipStation" });
  await expect(panel).toContainText("ShipStation is not set up for this store.");
  const orderPage = page.url();
  await panel.getByRole("link", { name: "Set up ShipStation for this store" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("ShipStation keys");
  await page.getByLabel("API key").fill("e2e-key");
  await page.getByRole("button", { name: "Save ShipStation keys" }).click();
  await expect(page.getByLabel("API secret")).toHaveAccessibleDescription(
    "Enter the ShipStation API secret that goes with the key.",
  );
  await expect(page.getByLabel("API key")).toHaveValue("e2e-key");
  await page.getByLabel("API secret").fill("e2e-secret");
  await page.getByRole("button", { name: "Save ShipStation keys" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ShipStation keys saved." })).toBeVisible();
  await expectNoAxeViolations(page, "store ShipStation keys");

  await page.goto(orderPage);
  await expect(panel).toContainText("Not sent to ShipStation yet.");
  await panel.getByRole("button", { name: "Buy label and mark shipped" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "The label was bought and the order marked shipped; the shopper was e-mailed the tracking number.",
  );
  await expect(panel).toContainText(/Shipped with ShipStation: \u2068?UPS\u2069? \u2068?1Z999AA1\d+/);
  const tracking = (await panel.textContent())?.match(/1Z999AA1\d+/)?.[0] ?? "";
  expect(tracking).not.toBe("");
  await expect(panel.getByRole("link", { name: "Download label (PDF)" })).toBeVisible();
  await expectNoAxeViolations(page, "order page after the label, en");
  await page.screenshot({ path: testInfo.outputPath("console-shipstation-label.png"), fullPage: true });
  await page.goto(`${page.url().split("?")[0]}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page, "order page after the label, ar");
  await page.screenshot({ path: testInfo.outputPath("console-shipstation-label-ar.png"), fullPage: true });

  await open(page, "/shop/track-order?lang=en");
  await page.locator("#track-orderNumber").fill(orderNumber);
  await page.locator("#track-email").fill(email);
  await page.getByRole("button", { name: "Track", exact: true }).click();
  await expect(page.getByTestId("tracked-status")).toHaveText("Shipped");
  await expect(page.getByTestId("tracked-carrier")).toHaveText("UPS");
  await expect(page.getByTestId("tracked-tracking-number")).toHaveText(tracking);

  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  await expect
    .poll(
      () =>
        existsSync(outbox) &&
        readdirSync(outbox).some((file) => {
          const mail = readFileSync(join(outbox, file), "utf8");
          return mail.includes(tracking) && mail.includes(orderNumber);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
});
