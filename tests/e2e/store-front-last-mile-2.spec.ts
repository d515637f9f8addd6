// Issue 49, the store front's last mile (decision 0110): a toast closes on time unless it is itself
// pointed at or focused, closes with Escape or its visible button, and stands clear of the focused
// field at 390 px; the quick view opens whole after the spec's 350 ms; the fundraiser's figure stays on one line at 320 px.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { openCheckout, TEE } from "./checkout-helpers";
import { hydrated, open, quantity } from "./shopping-helpers";

const port = process.env.E2E_PORT;
const PRIVATE = `http://private.localhost:${port}`;
const WRONG = "Invalid password! Please, contact with admin.";

type Box = { x: number; y: number; width: number; height: number };
const overlapping = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function wrongPassword(page: Page): Promise<Locator> {
  const welcome = page.getByTestId("locked-store");
  await welcome.getByLabel("Store password").fill("wrong-password");
  await welcome.getByRole("button", { name: "Unlock" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: WRONG });
  await expect(toast).toBeVisible();
  // sonner slides it in over 400 ms.
  await page.waitForTimeout(500);
  return toast;
}

test("the error toast closes on time with the pointer right beside it, stays while pointed at, and closes with Escape", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `${PRIVATE}/?lang=en`);

  // The pointer 4 px above the toast (sonner's stack took it as hovered and held every toast).
  let toast = await wrongPassword(page);
  let box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y - 4);
  await page.mouse.move(box.x + box.width / 2 + 10, box.y - 4);
  await expect(toast).toBeHidden({ timeout: 7_000 });

  // Pointed at, it stays past its 5 seconds; once the pointer leaves, it goes.
  toast = await wrongPassword(page);
  box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(toast).toBeHidden({ timeout: 7_000 });

  // A visible close button of at least 24 px in the page's language, and Escape.
  toast = await wrongPassword(page);
  const close = toast.getByRole("button", { name: "Close notification" });
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(23.9);
  await page.keyboard.press("Escape");
  await expect(toast).toBeHidden({ timeout: 1_000 });
  await wrongPassword(page);
  await close.click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 1_000 });
});

/**
 * Scrolls `field` into the viewport's lower half and focuses it, then has `button` clicked from script
 * (focus stays on the field) and expects the toast it brings to stand clear of the field.
 */
async function expectToastClear(page: Page, field: Locator, button: Locator) {
  await field.evaluate((element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    window.scrollBy({ top: -window.innerHeight * 0.3, behavior: "instant" });
  });
  await field.focus();
  await button.evaluate((element: HTMLElement) => element.click());
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  const a = (await field.boundingBox())!;
  const b = (await toast.boundingBox())!;
  expect(overlapping(a, b), `focused field ${JSON.stringify(a)} under the toast ${JSON.stringify(b)}`).toBe(false);
  // The field stays where the shopper had it: the toast went to the top instead.
  expect(b.y).toBeLessThan(a.y);
  await expect(field).toBeFocused();
}

test("at 390 px a toast stands clear of the focused quantity field and of the checkout's street field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("2");
  await expectToastClear(page, quantity(page, "M", "Gold"), page.getByRole("button", { name: "Add to cart" }));
  await expect(page.getByText('Product "Heavyweight Cotton Tee" added to cart!').first()).toBeVisible();

  await openCheckout(page);
  // A code that does not exist: the server's refusal comes as an error toast.
  await page.locator("#gift-card-code").fill("NO-SUCH-CARD-0000");
  await expectToastClear(page, page.locator("#shipping-address1"), page.getByRole("button", { name: "Apply" }));
  await expect(page.locator('[data-sonner-toast][data-type="error"]').first()).toBeVisible();
});

test("in Russian at 320 px the fundraiser's figure stays on one line", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 700 });
  await open(page, `http://popup.localhost:${port}/?lang=ru`);
  const closed = page.getByRole("alertdialog");
  if (await closed.isVisible()) await closed.getByRole("button").click();
  const figure = page.getByTestId("fundraiser-percent").first();
  await expect(figure).toHaveText(/^\d+\s%$/);
  const lines = await figure.evaluate((element) => element.getClientRects().length);
  expect(lines).toBe(1);
});

/** Milliseconds from the click on a card's Quick view to the dialog shown and to its Add to cart shown. */
async function timeQuickView(page: Page, button: Locator): Promise<{ shown: number; ready: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { quickViewTimes: Promise<{ shown: number; ready: number }> };
    w.quickViewTimes = new Promise((resolve) => {
      let start = 0;
      let shown = 0;
      document.addEventListener("click", () => (start = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!start || !dialog) return;
        if (!shown) shown = performance.now() - start;
        if ([...dialog.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Add to cart")) {
          observer.disconnect();
          resolve({ shown, ready: performance.now() - start });
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await button.hover();
  await button.click();
  const times = await page.evaluate(
    () => (window as unknown as { quickViewTimes: Promise<{ shown: number; ready: number }> }).quickViewTimes,
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

test("the quick view opens whole after its 350 ms: median of 10 opens from the click", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, "/shop?lang=en");
  const buttons = page.getByRole("button", { name: /^Quick view: / });
  const count = Math.min(await buttons.count(), 5);
  const shown: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < 10; i++) {
    const times = await timeQuickView(page, buttons.nth(i % count));
    shown.push(times.shown);
    ready.push(times.ready);
  }
  console.log(
    `quick view, click → dialog: median ${median(shown).toFixed(0)} ms; → Add to cart: median ${median(ready).toFixed(0)} ms (${ready.map((v) => v.toFixed(0)).join(", ")})`,
  );
  // The spec's 350 ms wait, then the dialog with its product already fetched: the product is asked for
  // as the pointer reaches the button, before the click (decision 0110). The figures are logged, not
  // timed against a bar: on a shared 2-core machine they are the machine's.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/promo/store/products/slug/")) asked.push(request.url());
  });
  await page.reload();
  await hydrated(page);
  await buttons.nth(count - 1).hover();
  await expect.poll(() => asked.length).toBe(1);
  expect(median(shown)).toBeGreaterThanOrEqual(350);
});
