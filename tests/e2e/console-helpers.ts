// Steps shared by the console's e2e specs: signing in (English) and an owner making a staff account.
import type { Cookie } from "@playwright/test";
import { expect, type Page } from "./fixtures";

export const CONSOLE = `http://admin.localhost:${process.env.E2E_PORT}`;
const CONSOLE_HOST = new URL(CONSOLE).hostname;
export const OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };

/**
 * The console's cookies of each account signed in by this worker (a worker is one process): a journey
 * that only needs to be signed in reuses the session instead of signing in through the form again
 * (decision 0104). A session that ended meanwhile (a journey signed out) is signed in again.
 */
const sessions = new Map<string, Cookie[]>();

/** Signed in as `who` in English on the Stores page: through the form, or with this worker's session of `who`. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  const kept = sessions.get(who.email);
  if (kept) {
    await page.context().clearCookies({ domain: CONSOLE_HOST });
    await page.context().addCookies(kept);
    await page.goto(`${CONSOLE}/console/stores?lang=en`);
    if (!new URL(page.url()).pathname.startsWith("/console/sign-in")) {
      await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
      return;
    }
    sessions.delete(who.email);
  }
  await signInWithForm(page, who);
  sessions.set(who.email, await page.context().cookies(CONSOLE));
}

/** Signs in through the sign-in form (English), whatever this worker signed in before. */
export async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/console/sign-in?lang=en`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByLabel("Password").press("Enter");
  // The password is checked at the production scrypt cost: seconds on a loaded machine.
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Signed in as an owner: creates a staff account on the Accounts page, then leaves the console (its
 * cookies cleared, so the owner's session stays for this worker's next journey; signing out is
 * console-foundation's journey).
 */
export async function createStaffAccount(page: Page, staff: { email: string; password: string }) {
  await page.goto(`${CONSOLE}/console/accounts`);
  await page.getByLabel("E-mail").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Account ${staff.email} created.` })).toBeVisible();
  await page.context().clearCookies({ domain: CONSOLE_HOST });
}
