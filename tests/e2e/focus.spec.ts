// Focus never gets lost (WCAG 2.4.3, 4.1.3): after client navigations, adding to the cart, removing
// lines, closing the closed-store dialog and unlocking a private store, focus lands on the new page's
// heading or the nearest sensible control, and the change is announced.
import { expect, test, type Page } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

const port = process.env.E2E_PORT;
const TEE = "/shop/products/heavyweight-cotton-tee";
const announcer = (page: Page) => page.locator("#page-announcer");

test("a client navigation moves focus to the new page's heading and announces its title", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("main h1").first()).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());

  // A listing link (same route file, new path) too.
  await open(page, "/shop");
  await page.getByRole("main").getByRole("link", { name: "Heavyweight Cotton Tee" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Heavyweight Cotton Tee" })).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
});

test("Add to cart keeps focus on its button", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("1");
  await page.getByRole("button", { name: "Add to cart" }).focus();
  await addToCart(page, "Heavyweight Cotton Tee");
  await expect(quantity(page, "S", "Gold")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeFocused();
});

test("removing a cart line focuses the next line's remove button and announces the removal", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("1");
  await quantity(page, "M", "Gold").fill("1");
  await addToCart(page, "Heavyweight Cotton Tee");
  await open(page, "/shop/cart");
  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Gold, size S" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Gold, size M" })).toBeFocused();
  await expect(announcer(page)).toHaveText("Heavyweight Cotton Tee (Gold, size S) removed from the cart.");
  // The last line: focus goes to the page's heading.
  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Gold, size M" }).click();
  await expect(page.locator("main h1")).toBeFocused();
  await expect(announcer(page)).toHaveText("Heavyweight Cotton Tee (Gold, size M) removed from the cart.");
});

test("closing the closed-store dialog puts focus on the page, not <body>", async ({ page }) => {
  await open(page, `http://closed.localhost:${port}/shop`);
  const close = page.getByRole("alertdialog").getByRole("button", { name: "Close" });
  await expect(close).toBeFocused(); // the dialog's chunk has hydrated
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.locator("main h1")).toBeFocused();
});

test("unlocking a private store focuses the home page and announces it; a wrong password marks the field", async ({
  page,
}) => {
  const store = `http://private.localhost:${port}`;
  await open(page, `${store}/account/login`);
  const password = page.getByRole("main").getByLabel("Store password");
  await password.fill("nope");
  await password.press("Enter");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("Invalid password! Please, contact with admin.");
  await password.fill("letmein");
  await password.press("Enter");
  await expect(page).toHaveURL(`${store}/`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("main h1")).toBeFocused();
  await expect(announcer(page)).toHaveText("Store unlocked.");
});
