// Issue 49, the store front's last mile (decision 0110): a toast closes on time unless it is itself
// pointed at or focused, closes with Escape or its visible button, and stands clear of the focused
// field at 390 px; the quick view opens whole after the spec's 350 ms; the fundraiser's figure stays on one line at 320 px.
// Then what a walk in Arabic and Russian at 390 px showed (decision 0117): signs, directions, commas.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { cartWithTees, openCheckout, TEE } from "./checkout-helpers";
import { addToCart, hydrated, open, quantity } from "./shopping-helpers";

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

// The walk of issue 49 as a parent on a phone in Arabic and Russian (390 px): what the screenshots showed.

/** Left edges on screen of the first `a` and the first `b` in `element`'s text. */
async function glyphLefts(element: Locator, a: string, b: string): Promise<[number, number]> {
  return element.evaluate(
    (root, chars) =>
      chars.map((char) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode as Text;
          const index = node.data.indexOf(char);
          if (index < 0) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + char.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`no "${char}" in ${root.textContent}`);
      }) as [number, number],
    [a, b],
  );
}

test("in Arabic at 390 px a price reads US$ (not $US) and a gift card's minus stands before its amount", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `${TEE}?lang=ar`);
  await page.getByRole("spinbutton").first().fill("1");
  // "US$": the "U" left of the "$" (the bidi algorithm moved a closing "$" before the letters).
  const [u, dollar] = await glyphLefts(page.getByTestId("unit-price"), "U", "$");
  expect(u).toBeLessThan(dollar);

  await open(page, `${TEE}?lang=en`);
  await quantity(page, "S", "Gold").fill("1");
  await addToCart(page, "Heavyweight Cotton Tee");
  await open(page, "/shop/checkout?lang=ar");
  await page.locator("#gift-card-code").fill("GIFT-100");
  await page.locator("#gift-card-code").press("Enter");
  const gift = page.getByTestId("checkout-gift");
  await expect(gift).toContainText("US$");
  // "−US$ 25.00" read left to right, not "US$ 25.00−".
  const [minus, point] = await glyphLefts(gift, "−", ".");
  expect(minus).toBeLessThan(point);
});

test("in Arabic a pick-up place and the closed store's message keep their own direction, and the reasons take the Arabic comma", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await cartWithTees(page, 1);
  await open(page, "/shop/checkout?lang=ar");
  // Two reasons at least (terms, billing): joined with "، ", never the Latin ", ".
  const why = page.locator("#place-order-why");
  await expect(why).toContainText("، ");
  await expect(why).not.toContainText(", ");

  await page.locator('input[name="delivery"][value="pickup"]').check();
  // The store's English address ("1250 Lakeshore Drive — Lakeside, IL 60044 — …") reads left to right:
  // in the page's right-to-left it showed "Lakeshore Drive — Lakeside, 1250" and its full stop first.
  const place = page.locator('input[name="shipping-method"]').first().locator("xpath=..").locator("span.block");
  await expect(place).toContainText("Lakeshore Drive");
  expect(await place.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  const [digit, letter] = await glyphLefts(place, "1", "L");
  expect(digit).toBeLessThan(letter);

  await open(page, `http://closed.localhost:${port}/?lang=ar`);
  const message = page.getByTestId("closed-message");
  await expect(message).toContainText("Thank you for supporting the Wildcats!");
  expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
});

test("a locked private store shows no empty Contact heading nor an empty footer band, and its search box's reason fits at 390 px in every language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ["ru", "ar", "en"]) {
    await open(page, `${PRIVATE}/?lang=${lang}`);
    const search = page.getByRole("combobox").first();
    await expect(search).toBeDisabled();
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
    });
    expect(fits.width, `"${fits.text}" in ${lang}`).toBeLessThanOrEqual(fits.room);
    // The private demo store has no address, phone, e-mail or hours: no "Contact" heading over nothing.
    await expect(page.locator("#footer-contact")).toBeHidden();
    // Nor an empty coloured band where that section stood: every part of the footer that takes room shows something.
    const empty = await page.locator("footer").evaluate((footer) =>
      [...footer.querySelectorAll(":scope > *, :scope > * > *")]
        .filter((part) => part.getBoundingClientRect().height > 0)
        .filter((part) => (part as HTMLElement).innerText.trim() === "" && !part.querySelector("img"))
        .map((part) => part.outerHTML.slice(0, 120)),
    );
    expect(empty, `footer in ${lang}`).toEqual([]);
  }
  await open(page, "/?lang=en");
  await expect(page.getByRole("heading", { name: "Contact" })).toBeVisible();
});
