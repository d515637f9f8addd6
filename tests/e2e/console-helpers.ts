// Steps shared by the console's e2e specs: signing in (English) and an owner making a staff account.
import { expect, type Page } from "./fixtures";

export const CONSOLE = `http://admin.localhost:${process.env.E2E_PORT}`;
export const OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/console/sign-in?lang=en`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
}

/** Signed in as an owner: creates a staff account on the Accounts page, then signs out. */
export async function createStaffAccount(page: Page, staff: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/console/accounts`);
  await page.getByLabel("E-mail").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Account ${staff.email} created.` })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in/);
}
