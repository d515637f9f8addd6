// Private store (spec §4, §6): locked until the store password unlocks it; the server enforces it.
import { expect, test, type Page } from "./fixtures";
import { open } from "./shopping-helpers";

const port = process.env.E2E_PORT;
const store = `http://private.localhost:${port}`;

async function unlock(page: Page) {
  await open(page, `${store}/account/login`);
  await page.getByRole("main").getByLabel("Store password").fill("letmein");
  await page.getByRole("main").getByRole("button", { name: "Unlock" }).click();
  await expect(page).toHaveURL(`${store}/`);
}

test("a locked private store hides the shop, the cart and products, and sends /shop to the login page", async ({
  page,
}) => {
  await open(page, `${store}/`);
  await expect(page.getByTestId("store-name")).toHaveText("Acme Corp Company Store");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByTestId("product-card")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Issue 49: every page a visitor lands on names the store and asks for the password, in the page.
  for (const path of ["/", "/site/about-us"]) {
    await open(page, `${store}${path}`);
    const welcome = page.getByRole("region", { name: "Acme Corp Company Store" });
    await expect(welcome, path).toBeVisible();
    await expect(welcome.getByLabel("Store password")).toBeVisible();
    // Search is off and says why, rather than failing with a 401.
    const search = page.getByRole("combobox", { name: "Search" }).first();
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription("Unlock the store to search");
  }

  // The server redirects the document request itself: the listing is never rendered.
  const response = await page.goto(`${store}/shop`);
  const redirect = await response!.request().redirectedFrom()!.response();
  expect(redirect!.status()).toBe(302);
  expect(redirect!.headers().location).toBe("/account/login");
  expect(await response!.text()).not.toContain(`data-testid="product-card"`);
  await open(page, `${store}/shop?search=Acme`);
  await expect(page).toHaveURL(`${store}/account/login`);
  await expect(page.getByRole("main").locator("input")).toHaveCount(1);
  await expect(page.getByRole("main").getByLabel("Store password")).toHaveAttribute("type", "password");
});

test("a locked store keeps its pages shut however the path is spelt, and its page carries only what the password page shows", async ({
  page,
}) => {
  for (const path of ["/SHOP/checkout", "/Shop/cart", "/ACCOUNT/dashboard"]) {
    await open(page, `${store}${path}`);
    await expect(page, path).toHaveURL(`${store}/account/login`);
  }
  // Asked from the browser, as the router's client-side navigation asks it.
  const answers = await page.evaluate(async () => {
    const data = await fetch("/shop/checkout.data");
    const doc = await fetch("/api/promo/stores/domainsource");
    return {
      status: data.status,
      redirect: data.headers.get("x-remix-redirect"),
      html: document.documentElement.outerHTML,
      doc: await doc.text(),
    };
  });
  expect(answers.status).toBe(204);
  expect(answers.redirect).toBe("/account/login");
  // Neither the page nor the store document names the sales person before the password is entered.
  const { html, doc } = answers;
  for (const text of [html, doc]) expect(text).not.toContain("priya.natarajan");
  expect(doc).toContain("Acme Corp Company Store");
});

test("a wrong password gets the spec's toast and unlocks nothing", async ({ page }) => {
  await open(page, `${store}/`);
  const welcome = page.getByTestId("locked-store");
  await welcome.getByLabel("Store password").fill("wrong-password");
  await welcome.getByRole("button", { name: "Unlock" }).click();
  const message = "Invalid password! Please, contact with admin.";
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(message)).toBeVisible();
  // The field says so too, not only the toast.
  await expect(welcome.getByLabel("Store password")).toHaveAttribute("aria-invalid", "true");
  await expect(welcome.getByLabel("Store password")).toHaveAccessibleDescription(message);
  await expect(page.getByRole("button", { name: /^Cart/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("the right password unlocks the store: home page, shop entry, cart, products; logout locks it again", async ({
  page,
}) => {
  await unlock(page);
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cart/ })).toBeVisible();
  await nav.getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(`${store}/shop`);
  await expect(page.getByTestId("product-card").first()).toContainText("Acme");

  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${store}/`);
  await expect(nav.getByRole("link", { name: "Shop" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await open(page, `${store}/shop`);
  await expect(page).toHaveURL(`${store}/account/login`);
});

test("a forged marker in local storage opens nothing: the server decides", async ({ page }) => {
  await open(page, `${store}/`);
  await page.evaluate(() => localStorage.setItem("token", "forged"));
  await open(page, `${store}/shop`);
  await expect(page).toHaveURL(`${store}/account/login`);
});

test("the access of one store does not open another, and the demo store never shows private products", async ({
  page,
}) => {
  await unlock(page);
  await open(page, "/shop?search=Acme");
  await expect(page.getByText("No matching items")).toBeVisible();
});

test("once unlocked, a quick view adds to the cart and the order can be checked out", async ({ page }) => {
  await unlock(page);
  await open(page, `${store}/shop?search=Embroidered Pique Polo`);
  const button = page.getByRole("button", { name: "Quick view: Acme Corp Embroidered Pique Polo" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Quick view: Acme Corp Embroidered Pique Polo" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("spinbutton", { name: "Quantity, size M, Charcoal" }).fill("12");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText('Product "Acme Corp Embroidered Pique Polo" added to cart!').first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("12");
  await open(page, `${store}/shop/checkout`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
});
