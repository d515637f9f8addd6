// Issue 49, the store front's remaining accessibility findings (WCAG 2.2 AA), each as the behaviour a
// shopper meets: the Grid/List toggle's focus ring is not clipped, the slideshow's focus ring stands
// out 3:1 from the slide behind it (measured on the screenshot's pixels), focus wrapping back to Close
// stays in view, a toast never covers the focused field, text spacing (WCAG 1.4.12) clips nothing,
// store content in another language than the page's is marked with its `lang`, the countdown wraps at
// 320 px and speaks at sensible moments, and the pages stay axe-clean.
import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { TEE } from "./checkout-helpers";
import { addToCart, hydrated, open, quantity } from "./shopping-helpers";

const port = process.env.E2E_PORT;
const LANGUAGES = ["en", "ru", "ar"] as const;

/**
 * The focus indicator of `control` measured on pixels, as WCAG 2.4.13 measures it: the area around
 * the control is photographed unfocused and focused (by keyboard), and each pixel's two colours are
 * compared. Returns how many pixels changed by a contrast of 3:1 or more, and the area a 2 px
 * perimeter of the control covers (the least a visible ring needs).
 */
async function focusRing(page: Page, control: Locator): Promise<{ changed: number; perimeter: number }> {
  await control.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const box = (await control.boundingBox())!;
  const margin = 10;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const before = (await page.screenshot({ clip })).toString("base64");
  // A key press first: Chromium shows :focus-visible for a script's focus after keyboard use.
  await page.keyboard.press("Shift");
  await control.focus();
  expect(await control.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  const after = (await page.screenshot({ clip })).toString("base64");
  const changed = await page.evaluate(
    async ({ before, after }) => {
      const pixels = async (png: string) => {
        // From bytes, not a data: URL, so the page's Content-Security-Policy has no say.
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [a, b] = [await pixels(before), await pixels(after)];
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      let count = 0;
      for (let i = 0; i < a.length; i += 4) {
        const [l1, l2] = [luminance(a, i), luminance(b, i)];
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) count += 1;
      }
      return count;
    },
    { before, after },
  );
  return { changed, perimeter: Math.round(2 * 2 * (box.width + box.height)) };
}

test("the Grid/List toggle shows its whole focus ring, on each button", async ({ page }) => {
  await open(page, "/shop?lang=en");
  for (const name of ["Grid", "List"]) {
    const button = page.getByRole("group", { name: "View" }).getByRole("button", { name });
    const { changed, perimeter } = await focusRing(page, button);
    // Clipped by its container, the ring left no pixel outside the group's border.
    expect(changed, `${name}: pixels of the ring`).toBeGreaterThanOrEqual(perimeter);
  }
});

for (const width of [1280, 390]) {
  for (const locale of LANGUAGES) {
    test(`the slideshow's focus rings stand out 3:1 from the slide behind them in ${locale} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Reduced motion: no autoplay, so the slide behind the two screenshots is the same.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, `/?lang=${locale}`);
      const slider = page.getByTestId("slides").locator("xpath=..");
      const controls = [
        slider.getByRole("button").first(), // the previous arrow
        slider.getByRole("button").nth(1), // the next arrow
        slider.getByRole("button", { name: /2/ }).last(), // the second dot
        slider.locator("[aria-roledescription=slide]:not([inert])").getByRole("link"), // the slide's action
      ];
      for (const control of controls) {
        const { changed, perimeter } = await focusRing(page, control);
        expect(changed, `${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBeGreaterThanOrEqual(
          perimeter,
        );
      }
    });
  }
}

test("the slideshow's pause button's focus ring stands out 3:1 from the slide", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/?lang=ru");
  const pause = page.getByRole("button", { name: "Остановить слайд-шоу" });
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  const { changed, perimeter } = await focusRing(page, pause);
  expect(changed).toBeGreaterThanOrEqual(perimeter);
});

/** Presses Tab until `target` has focus (focus traps wrap back to their first control). */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return i + 1;
  }
  throw new Error("focus never reached the target");
}

test("at 390 px focus that wraps back to Close in the quick view, the menu and the filters stays in view", async ({
  page,
}) => {
  test.slow(); // well over a hundred key presses
  await page.setViewportSize({ width: 390, height: 700 });
  await open(page, "/shop?lang=en");
  const dialog = page.getByRole("dialog");

  await page
    .getByRole("button", { name: /^Quick view/ })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  const closeView = dialog.getByRole("button", { name: /close/i }).first();
  await expect(closeView).toBeFocused();
  // Round the whole dialog: down to its end (scrolling it), then wrapping back to Close.
  expect(await tabTo(page, closeView)).toBeGreaterThan(3);
  await expect(closeView).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");

  for (const [opener, closeName] of [
    ["Open menu", "Close menu"],
    ["Show filters", /Close/],
  ] as const) {
    await page.getByRole("button", { name: opener }).click();
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: closeName });
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await tabTo(page, close);
    await expect(close, `${opener}: Close after wrapping`).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

/** Whether two boxes share any area. */
const overlapping = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Puts `field` right under the toast, focuses it, and expects it to end clear of the toast. */
async function expectFocusClearOfToast(page: Page, field: Locator) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const fieldBox = (await field.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), fieldBox.y - toastBox.y);
  await field.focus();
  await expect
    .poll(async () => overlapping((await field.boundingBox())!, (await toast.boundingBox())!), {
      message: "the toast covers the focused field",
    })
    .toBe(false);
  await expect(field).toBeFocused();
}

// The same check runs on every focus change and toast on any page (the checkout's street field too);
// reaching the checkout before a 10-second toast ends was a race on a loaded machine.
test("at 390 px the 10-second toast never covers the focused quantity field", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("2");
  await addToCart(page, "Heavyweight Cotton Tee");
  await expectFocusClearOfToast(page, quantity(page, "M", "Gold"));
});

const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }" +
  " p { margin-bottom: 2em !important; }";

/** Elements whose text the page clips (hidden overflow, an ellipsis), described for the failure message. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(el);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY) && style.textOverflow !== "ellipsis") continue;
      if (el.closest(".sr-only, [hidden], [inert], svg, select") || !el.textContent?.trim()) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.visibility === "hidden") continue;
      // Carousels scroll sideways by design: only text of the element's own is judged across.
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const down = el.scrollHeight > el.clientHeight + 1;
      const across = ownText && el.scrollWidth > el.clientWidth + 1;
      if (down || across) out.push(`${el.tagName} "${el.textContent.trim().slice(0, 40)}"`);
    }
    return out;
  });
}

for (const width of [390, 1280]) {
  for (const locale of LANGUAGES) {
    test(`text spacing (WCAG 1.4.12) clips no text and widens no page in ${locale} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const path of ["/", "/shop", TEE, "/shop/cart", "/accessibility"]) {
        await open(page, `${path}?lang=${locale}`);
        await page.addStyleTag({ content: TEXT_SPACING });
        expect(await clippedText(page), `${path}: clipped text`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          path,
        ).toBeLessThanOrEqual(0);
      }
    });
  }
}

/** Visible texts with Latin words whose nearest `lang` is the page's own (store text left unmarked). */
function unmarkedLatin(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const element = node.parentElement!;
      // Words of two or more Latin letters, other than currency codes and e-mail addresses.
      const words = text.replace(/\S+@\S+|US\$|\b(USD|EUR|GBP|RUB)\b/g, "").match(/[A-Za-z]{2,}/g);
      if (!words || element.closest("script, style, option, [hidden], .sr-only")) continue;
      if (!element.getClientRects().length) continue;
      if (element.closest("[lang]")!.getAttribute("lang") === document.documentElement.lang)
        out.push(`${element.tagName.toLowerCase()}: ${text.slice(0, 50)}`);
    }
    return out;
  });
}

for (const locale of ["ru", "ar"] as const) {
  test(`the store's English text is marked lang="en" on ${locale} pages: navigation, slides, filters, products, footer, shipping`, async ({
    page,
  }) => {
    for (const path of ["/", "/shop", TEE]) {
      await open(page, `${path}?lang=${locale}`);
      expect(await unmarkedLatin(page), path).toEqual([]);
    }
    await page.getByRole("spinbutton").first().fill("2");
    await page.getByRole("button", { name: locale === "ru" ? "В корзину" : "أضف إلى السلة" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await open(page, `/shop/checkout?lang=${locale}`);
    const field = (name: string) => page.locator(`#shipping-${name}`);
    await field("address1").fill("1 Main St");
    await field("city").fill("Springfield");
    await field("state").fill("IL");
    await field("zip").fill("62701");
    const methods = page.locator("input[name=shipping-method]");
    await expect(methods.first()).toBeAttached();
    expect(await unmarkedLatin(page), "checkout").toEqual([]);
  });
}

test("the countdown wraps at 320 px in Russian, speaks at sensible moments, and the root loads again at zero", async ({
  page,
}) => {
  // A pop-up store of this test's own (the demo pop-up's window is moved by pop-up-store.spec.ts),
  // closing in two hours.
  await page.goto(`http://popup.localhost:${port}/robots.txt`);
  const status = await page.evaluate(async (port) => {
    const source = (await (await fetch("/api/promo/stores/domainsource")).json()) as { data: Record<string, unknown> };
    const store = (source.data.data as Record<string, unknown>) ?? source.data;
    const now = Date.now();
    const res = await fetch("/api/admin/stores/a11y-popup", {
      method: "PUT",
      headers: { Authorization: "Bearer e2e-admin-key-0123456789", "Content-Type": "application/json" },
      body: JSON.stringify({
        domains: [`a11y-popup.localhost`],
        data: {
          ...store,
          storeWindow: {
            opensAt: new Date(now - 3_600_000).toISOString(),
            closesAt: new Date(now + 2 * 3_600_000).toISOString(),
            timeZone: "America/New_York",
          },
        },
      }),
    });
    return `${res.status} ${port}`;
  }, port);
  expect(status).toMatch(/^20[01] /);

  await page.clock.install();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`http://a11y-popup.localhost:${port}/?lang=ru`);
  await hydrated(page);
  const banner = page.getByTestId("countdown-banner");
  const shown = banner.locator("p").first();
  await expect(shown).toHaveText(/^Магазин закроется через 1 час 59 минут$|^Магазин закроется через 2 часа$/);
  // Whole: not cut with an ellipsis, and the page does not scroll sideways.
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: "test-results/store-front-a11y/countdown-ru-320.png" });

  const spoken = page.getByTestId("countdown-announcement");
  await page.clock.runFor(1_500);
  await expect(spoken).toHaveText(/^Магазин закроется через/);
  const first = await spoken.textContent();
  // A minute later the banner changed, but nothing new is said.
  await page.clock.runFor(60_000);
  await expect(spoken).toHaveText(first!);
  // Crossing one hour left is said.
  await page.clock.runFor(60 * 60_000);
  await expect(spoken).toHaveText(/^Магазин закроется через (1 час|5\d минут)$/);
  // At zero the root loads again (window-boundary.ts) and the server, whose clock is not faked, decides
  // the state; that "closed" is then said is checked in tests/web/countdown-banner.test.tsx.
  const lastMinute = "Магазин закроется через 1 минуту";
  for (let step = 0; step < 300 && (await shown.textContent()) !== lastMinute; step += 1)
    await page.clock.runFor(15_000);
  await expect(spoken).toHaveText(lastMinute);
  const rootLoaded = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(".data"));
  await page.clock.runFor(90_000);
  await rootLoaded;
});

test("the accessibility statement claims what this suite tests", async ({ page }) => {
  await open(page, "/accessibility?lang=en");
  const main = page.getByRole("main");
  for (const claim of [
    "axe-core",
    "1280 and 390 pixels",
    "focus stays visible and in view",
    "contrast of focus rings is measured on the page's pixels",
    "320 pixels",
    "Larger text spacing",
    "never covers the focused field",
  ])
    await expect(main).toContainText(claim);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

for (const locale of LANGUAGES) {
  test(`axe finds nothing in the filter panel and on the listing in ${locale} at 390 px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/shop?lang=${locale}`);
    await page.getByRole("group", { name: /./ }).getByRole("button").last().focus();
    let { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((v) => `listing: ${v.id}`)).toEqual([]);
    await page.locator("main button[aria-haspopup=dialog]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    ({ violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze());
    expect(violations.map((v) => `filters: ${v.id}`)).toEqual([]);
  });
}
