// Issue 49, the store front's last mile: the accessibility statement in every store, and at checkout
// a state that does not exist refused with its message (no estimate asked), digits in a name hinted,
// typed addresses kept in their own direction in Arabic, and the toast's close button in the language.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { cartWithTees, openCheckout } from "./checkout-helpers";
import { open } from "./shopping-helpers";

const port = process.env.E2E_PORT;

test("every store publishes its accessibility statement: WCAG 2.2 AA, what is tested, limits, a contact", async ({
  page,
}) => {
  await open(page, `http://demo.localhost:${port}/?lang=en`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  for (const host of ["demo", "private", "popup"]) {
    if (host !== "demo") await page.goto(`http://${host}.localhost:${port}/accessibility?lang=en`);
    // pop-up-store.spec.ts moves the pop-up store's window while this runs, so a closed store's dialog
    // may open at any moment and hide the page from the accessibility tree: the statement is read
    // from the document's own elements here (axe below checks the page as assistive technology sees it).
    const main = page.locator("main");
    await expect(main.locator("h1")).toHaveText("Accessibility statement");
    await expect(main).toContainText("WCAG) 2.2 at level AA");
    for (const heading of ["What we test, and how", "Known limits", "Contact"])
      await expect(main.locator("h2").filter({ hasText: new RegExp(`^${heading}$`) })).toBeVisible();
  }
  await open(page, `http://demo.localhost:${port}/accessibility?lang=ar`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("بيان إمكانية الوصول");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("checkout refuses a state that does not exist, hints at digits in a name, keeps typed addresses in their direction", async ({
  page,
}) => {
  await cartWithTees(page);
  await openCheckout(page);
  let estimates = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/promo/shipping-estimate")) estimates += 1;
  });
  const field = (name: string) => page.locator(`#shipping-${name}`);
  await field("firstName").fill("Ana3");
  await field("lastName").fill("Lopez");
  await field("email").fill("ana@example.com");
  await field("phone").fill("5551234567");
  await field("address1").fill("1 Main St");
  await field("city").fill("Springfield");
  await field("zip").fill("62701");
  await field("state").fill("ZZ");
  await field("zip").focus();
  await expect(field("state")).toHaveAccessibleDescription("*Enter a US state or territory code, such as NY");
  await expect(field("firstName")).toHaveAccessibleDescription("This usually has no digits. Please check it.");
  await expect(field("firstName")).not.toHaveAttribute("aria-invalid", "true");
  expect(estimates).toBe(0);
  await field("state").fill("I1");
  await field("zip").focus();
  await expect(field("state")).toHaveAccessibleDescription("*Numbers not allowed");
  await field("state").fill("IL");
  await expect(page.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  expect(estimates).toBeGreaterThan(0);
  // Typed text keeps its own direction in a right-to-left page ("1 Main St", not "Main St 1").
  await expect(field("address1")).toHaveAttribute("dir", "auto");
});

test("the toast's close button speaks the page's language", async ({ page }) => {
  await open(page, `http://demo.localhost:${port}/shop/products/heavyweight-cotton-tee?lang=ru`);
  await page.getByRole("spinbutton").first().fill("2");
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("button", { name: "Закрыть уведомление" }).first()).toBeAttached();
});

test("in Russian at 390 px the slideshow's pause button leaves the first dot free and looks paused when pressed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `http://demo.localhost:${port}/?lang=ru`);
  const pause = page.getByRole("button", { name: "Остановить слайд-шоу" }).first();
  const dot = page
    .getByRole("button", { name: /1/ })
    .filter({ has: page.locator("span[aria-hidden]") })
    .first();
  const [a, b] = [await pause.boundingBox(), await dot.boundingBox()];
  expect(a && b && (a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y)).toBe(true);
  const look = () => pause.evaluate((el) => getComputedStyle(el).backgroundColor);
  const playing = await look();
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  expect(await look()).not.toBe(playing);
});
