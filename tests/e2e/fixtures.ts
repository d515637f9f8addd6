// Every end-to-end test imports `test` and `expect` from here: an uncaught exception, a console.error or
// a Content-Security-Policy violation in the page fails the test that caused it (as tests/setup does
// for Vitest). Failed resource loads are left to the assertions of the test (several tests visit 404
// pages on purpose).
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      // Chromium prints no console message for some violations (an `eval` a script tried and caught),
      // but it still fires the event, lists an issue in DevTools and counts against Lighthouse's best
      // practices; the page reports each one through the console.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from "@playwright/test";
