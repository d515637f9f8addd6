// The console's Fundraising and Gift codes sections (issue #21) in Chromium. The demo organiser sees
// only the pop-up store's fundraising (another store is refused) and no gift codes. The owner issues a
// gift code with the keyboard, a shopper spends it at checkout, and the code's ledger shows the
// redemption with its order; the owner disables the code and the shopper's next try is refused; the
// demo store's fundraising counts the order, with its chart and table. Photographed in English and
// Arabic (right to left). axe runs on the states only these journeys reach, in English: the same DOM
// in Arabic is the console walk's (console-accessibility, ar at 390 px; decision 0121).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { cartWithTees, fillAddress, openCheckout, waitForEstimates } from "./checkout-helpers";
import { signIn } from "./console-helpers";

const CONSOLE = `http://admin.localhost:${process.env.E2E_PORT}`;
const OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };
const ORGANISER = { email: "organiser@demo.localhost", password: "demo-organiser-pass" };
const POPUP = "Wildcats Fall Pop-Up Store";

async function expectNoAxeViolations(page: Page, label: string) {
  // Only violations are gathered: the same rules run, without collecting every passing node.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

/** The console's forms work before hydration too (plain HTML forms); its scripts are loaded first all the same. */
async function hydrated(page: Page) {
  await page.waitForLoadState("load");
}

test("the demo organiser sees only the pop-up store's fundraising, and no gift codes", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, ORGANISER);
  const nav = page.getByRole("navigation", { name: "Console sections" });
  await expect(nav.getByRole("link", { name: "Gift codes" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Fundraising" }).click();
  // Their one store opens directly.
  await expect(page.getByRole("heading", { level: 1, name: `Fundraising: ${POPUP}` })).toBeVisible();
  await expect(page.getByLabel("Store", { exact: true }).locator("option")).toHaveText(["Choose a store.", POPUP]);
  await expect(page.getByRole("heading", { level: 2, name: "How this store raises money" })).toBeVisible();
  await expectNoAxeViolations(page, "organiser fundraising (en)");

  // The dates, then Enter on Show sends the form.
  await hydrated(page);
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-12-31");
  // (Tab walks a date field's month, day and year first.)
  await page.getByRole("button", { name: "Show" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-12-31/);
  await expect(page.getByRole("status").filter({ hasText: /raised\. Orders: \d+\./ })).toBeVisible();

  // Another store's figures and CSV are refused.
  const other = await page.goto(`${CONSOLE}/console/fundraising?store=demo`);
  expect(other?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  // The CSV downloads, fetched from the console page (the browser resolves *.localhost).
  const download = (path: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, path);
  expect((await download("/console/fundraising/export.csv?store=demo")).status).toBe(403);
  const own = await download("/console/fundraising/export.csv?store=popup&view=products");
  expect(own.status).toBe(200);
  expect(own.text).toContain('"Product id","Product","Units"');
  expect((await page.goto(`${CONSOLE}/console/gift-codes?store=popup`))?.status()).toBe(403);

  await page.goto(`${CONSOLE}/console/fundraising?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("جمع التبرعات");
  await page.screenshot({ path: testInfo.outputPath("console-fundraising-organiser-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/fundraising?lang=en`);
});

test("the owner issues a gift code, a shopper spends it, the ledger shows the order; disabled, it is refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Gift codes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift codes" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Store", { exact: true }).selectOption("demo");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Issue a gift code" })).toBeVisible();

  // Issued with the keyboard: an amount that covers a tee, the typed code, Enter.
  await page.getByLabel("Amount").focus();
  await page.keyboard.type("500");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Code (optional)")).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Gift code ${code} issued.` })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: code })).toBeVisible();
  await expectNoAxeViolations(page, "gift codes (en)");

  // A shopper spends it on the demo store.
  const email = `gift-console-${Date.now().toString(36)}@example.com`;
  await cartWithTees(page, 1);
  await openCheckout(page);
  await fillAddress(page, "shipping", email);
  await waitForEstimates(page);
  await page.getByLabel("Gift card number").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Gift card code applied.")).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("$0.00");
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderNumber).not.toBe("");

  await page.goto(`${CONSOLE}/console/gift-codes?store=demo&q=${code}&lang=en`);
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Gift code ${code}` })).toBeVisible();
  const ledger = page.getByRole("table", { name: "Issues, top-ups, holds and redemptions, oldest first" });
  await expect(ledger.getByRole("row").filter({ hasText: "Issued" })).toContainText(OWNER.email);
  const redeemed = ledger.getByRole("row").filter({ hasText: "Redeemed" });
  await expect(redeemed.getByRole("link", { name: orderNumber })).toBeVisible();

  // Top up, then disable, with the keyboard.
  await hydrated(page);
  await page.getByLabel("Amount to add").fill("10");
  await page.getByLabel("Amount to add").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /Balance is now \$/ })).toBeVisible();
  await page.getByRole("button", { name: "Disable code" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The code is disabled." })).toBeVisible();
  await expect(page.getByTestId("gift-state")).toHaveText("Disabled");
  await expect(ledger.getByRole("row").filter({ hasText: "Top-up" })).toContainText("$10.00");
  await expect(ledger.getByRole("row").filter({ hasText: "Disabled" })).toBeVisible();
  await expectNoAxeViolations(page, "gift code (en)");
  await page.screenshot({ path: testInfo.outputPath("console-gift-code-en.png"), fullPage: true });

  // The shopper's next try is refused with the store's message.
  await page.goto("/robots.txt");
  const refused = await page.evaluate(async (giftCode) => {
    const response = await fetch("/api/promo/ecommerce/gift-code/apply", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: giftCode, orderAmount: 10 }),
    });
    return (await response.json()) as { data: { isSuccess: boolean; message: string } };
  }, code);
  expect(refused.data).toMatchObject({
    isSuccess: false,
    message: "This gift card can no longer be used. Please contact the store.",
  });

  await page.goto(`${CONSOLE}/console/gift-codes/demo/${code}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("gift-state")).toHaveText("معطّل");
  await page.screenshot({ path: testInfo.outputPath("console-gift-code-ar.png"), fullPage: true });

  // The demo store's fundraising counts the order: chart and table.
  await page.goto(`${CONSOLE}/console/fundraising?store=demo&lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Fundraising:");
  await expect(page.getByRole("img", { name: /Bar chart of the amount raised each day/ })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Raised by product (per item and percentage shares), most first" }),
  ).toContainText("Heavyweight Cotton Tee");
  await expectNoAxeViolations(page, "fundraising (en)");
  await page.screenshot({ path: testInfo.outputPath("console-fundraising-en.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/fundraising?store=demo&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: testInfo.outputPath("console-fundraising-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/fundraising?lang=en`);
});
