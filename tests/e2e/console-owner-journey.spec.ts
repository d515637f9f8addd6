// Issue 21's owner journey end to end in Chromium: an owner creates a store from a template, sets brand
// colours (sees the contrast warning), adds two products by CSV import after its dry run, opens the new
// store's front on its own host and buys there; the order is then in the console's list.
import { expect, test } from "./fixtures";
import { fillAddress, payWithCard } from "./checkout-helpers";
import { addToCart, open, quantity } from "./shopping-helpers";

import { CONSOLE, OWNER, signIn } from "./console-helpers";

const PORT = process.env.E2E_PORT;

test("an owner opens a store from a template, imports two products by CSV, and a shopper buys there", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const id = `journey-${Date.now().toString(36)}`;
  const domain = `${id}.localhost`;

  // Signed in once per worker (decision 0104); console-foundation's journeys sign in through the form.
  await signIn(page, OWNER);

  // A store from the template.
  await page.getByRole("link", { name: "Create a store" }).click();
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("Journey Hawks");
  await page.getByLabel("Address (domain)").fill(domain);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: Journey Hawks" })).toBeVisible();

  // Brand colours: a failing pair is warned about, a readable one saved.
  await page.getByRole("navigation", { name: "Parts of the store" }).getByRole("link", { name: "Branding" }).click();
  await expect(page.getByTestId("brand-preview")).toHaveAttribute("data-live", "true");
  const warning = page.getByRole("alert").filter({ hasText: "hard to read" });
  await page.getByLabel("Button colour", { exact: true }).fill("#ffd700");
  await page.getByLabel("Button text colour").fill("#ffffff");
  await expect(warning).toContainText("Button text on the button colour");
  await page.getByLabel("Button colour", { exact: true }).fill("#14532d");
  await expect(warning).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // Two products by CSV: the dry run first, then the import.
  await page.goto(`${CONSOLE}/console/catalogue/import?store=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
  // The file is checked by the hydrated page's script: wait for hydration, not for a quiet network.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const csv = `id,name,price,colors,sizes\nhawks-cap,Hawks Cap,12,Navy #1f2a44,One Size\nhawks-scarf,Hawks Scarf,9.50,Red #c00000,One Size\n`;
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name: "hawks.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No problems: 2 rows, 2 to create" })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 products" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 2 created" })).toBeVisible();

  // The new store's front, on its own host: the shopper buys a cap.
  const front = `http://${domain}:${PORT}`;
  await page.goto(`${front}/shop`);
  await expect(page.getByTestId("product-card")).toHaveCount(2);
  await page.getByTestId("product-card").filter({ hasText: "Hawks Cap" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hawks Cap" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await quantity(page, "One Size", "Navy").fill("2");
  await addToCart(page, "Hawks Cap");
  await open(page, `${front}/shop/checkout`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await fillAddress(page, "shipping", "hawks-parent@example.com");
  await expect(page.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  await expect(page.getByTestId("checkout-tax")).not.toHaveText("Calculating tax…");
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242424242424242");
  await expect(page).toHaveURL(`${front}/shop/checkout/success`);
  await page.screenshot({ path: testInfo.outputPath("journey-success.png") });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderNumber).not.toBe("");

  // The order is in the console, under the new store.
  await page.goto(`${CONSOLE}/console/orders?store=${id}&lang=en`);
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
});
