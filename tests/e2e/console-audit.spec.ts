// The audit log an operator reads (docs/decisions/0094) in Chromium: the owner renames a store they
// just made, opens the audit log, filters it by that store and "Store settings" (a shareable URL),
// and sees the sentence and the store name's before and after. The page passes axe in English and in
// Arabic (right to left), and at 390 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { CONSOLE, OWNER, signIn } from "./console-helpers";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("a store setting's change is in the audit log with its before and after, filtered by store and kind", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const id = `audit-${Date.now().toString(36)}`;
  await signIn(page, OWNER);

  await page.getByRole("link", { name: "Create a store" }).click();
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("Audit Hawks");
  await page.getByLabel("Address (domain)").fill(`${id}.localhost`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: Audit Hawks" })).toBeVisible();

  // The change: the store's name, on its Identity part.
  await page.getByLabel("Store name").fill("Audit Hawks FC");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: Audit Hawks FC" })).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Store").selectOption({ label: "Audit Hawks FC" });
  await filters.getByLabel("Kind").selectOption({ label: "Store settings" });
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]store=${id}(&|$)`));
  await expect(page).toHaveURL(/[?&]kind=store-settings(&|$)/);

  await expect(page.getByRole("status").filter({ hasText: "1 entry" })).toBeVisible();
  const log = page.getByRole("table", { name: "Changes, newest first" });
  const row = log.getByRole("row").filter({ hasText: "Changed store settings: Identity and addresses" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(OWNER.email);
  // The store's creation is another kind: not listed.
  await expect(log).not.toContainText("Created the store");
  const diff = row.getByRole("table", { name: "Changes: Changed store settings: Identity and addresses" });
  const nameRow = diff.getByRole("row", { name: /Primary information \/ Store name/ });
  await expect(nameRow.getByRole("cell").nth(0)).toHaveText(/Audit Hawks$/);
  await expect(nameRow.getByRole("cell").nth(1)).toHaveText(/Audit Hawks FC$/);
  // Only what changed: the domain was not touched.
  await expect(diff).not.toContainText("domains");
  await expectNoAxeViolations(page, "audit log en");
  await page.screenshot({ path: testInfo.outputPath("console-audit-en.png"), fullPage: true });

  // The same URL, shared, in Arabic: right to left, the sentence in Arabic, still clean.
  await page.goto(`${page.url()}&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "سجل التغييرات" })).toBeVisible();
  await expect(page.getByText("غيّر إعدادات المتجر: الهوية والعناوين", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "audit log ar");
  await page.screenshot({ path: testInfo.outputPath("console-audit-ar.png"), fullPage: true });

  // The whole log (sign-ins, the demo data's gift codes, the new store): worded and clean too.
  await page.goto(`${CONSOLE}/console/audit?lang=en`);
  await expect(page.getByRole("row").filter({ hasText: "Signed in" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Created the store Audit Hawks" })).toHaveCount(1);
  await expectNoAxeViolations(page, "whole audit log");
  await page.screenshot({ path: testInfo.outputPath("console-audit-all.png"), fullPage: true });

  // A phone's width: the page fits, and stays clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CONSOLE}/console/audit?store=${id}&kind=store-settings&lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "audit log 390 px");
  await page.screenshot({ path: testInfo.outputPath("console-audit-390.png"), fullPage: true });
});
