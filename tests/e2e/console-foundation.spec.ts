// The operator console's foundation (decision 0034) in Chromium: the demo owner signs in with the
// keyboard, creates a staff account and finds it in the audit log; the demo organiser sees only the
// pop-up store; the pages read right to left in Arabic. axe runs on the states only this journey
// reaches (a new account, its audit row, the organiser's pages): the sign-in and stores pages as
// anyone first sees them, and every page in Arabic, are the console walk's (console-accessibility,
// decision 0121).
// Generous timeouts: axe on a loaded two-core machine takes seconds per page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";

const CONSOLE = `http://admin.localhost:${process.env.E2E_PORT}`;
const OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };
const ORGANISER = { email: "organiser@demo.localhost", password: "demo-organiser-pass" };

async function expectNoAxeViolations(page: Page, label: string) {
  // Only violations are gathered: the same rules run, without collecting every passing node.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

async function signInWithKeyboard(page: Page, who: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/`);
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(who.password);
  await page.keyboard.press("Enter");
}

test("an owner signs in, creates a staff account and finds it in the audit log; axe passes, and Arabic reads right to left", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto(`${CONSOLE}/console/sign-in?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the operator console" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("console-sign-in-en.png"), fullPage: true });

  await signInWithKeyboard(page, OWNER);
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /Wildcats Fall Pop-Up Store/ })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /Lakeside Eagles Team Store/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("console-stores-en.png"), fullPage: true });

  const nav = page.getByRole("navigation", { name: "Console sections" });
  await nav.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const email = `staff-${Date.now()}@example.com`;
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("staff-e2e-password");
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Account ${email} created.` })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: email })).toBeVisible();
  await expectNoAxeViolations(page, "accounts");
  await page.screenshot({ path: testInfo.outputPath("console-accounts-en.png"), fullPage: true });

  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Created the account ${email}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(OWNER.email);
  await expectNoAxeViolations(page, "audit");

  await page.goto(`${CONSOLE}/console/stores?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المتاجر" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("console-stores-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/accounts`);
  await expect(page.getByRole("rowheader", { name: email })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("console-accounts-ar.png"), fullPage: true });
  await page.goto(`${CONSOLE}/console/stores?lang=en`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeVisible();
  await page.goto(`${CONSOLE}/console/accounts`);
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole%2Faccounts/);
});

test("an organiser sees only their store, no accounts, and only their store's audit log", async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, ORGANISER);
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  const rows = page.getByRole("rowheader");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Wildcats Fall Pop-Up Store");
  const nav = page.getByRole("navigation", { name: "Console sections" });
  await expect(nav.getByRole("link")).toHaveText(["Stores", "Orders", "Fundraising", "Audit log"]);
  await expectNoAxeViolations(page, "stores (organiser)");
  // The audit log of their store only: its store filter offers no other store, and sign-ins (of no
  // store) are not shown.
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByLabel("Store").getByRole("option")).toHaveText(["All stores", "Wildcats Fall Pop-Up Store"]);
  await expect(page.getByText("Signed in", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "audit (organiser)");
  const response = await page.goto(`${CONSOLE}/console/accounts`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
});

test("a store host has no console", async ({ page }) => {
  const response = await page.goto(`http://demo.localhost:${process.env.E2E_PORT}/console`);
  expect(response?.status()).toBe(404);
});
