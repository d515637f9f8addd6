// The cart (spec §2 Cart page, §4 Cart): personalization entries and their prices, merging of
// identical lines, quantity update and remove after 500 ms, tiers across lines, the server's
// re-quote with a notice when a price changed, and the empty state.
import { expect, test, type Page } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

const TEE = "/shop/products/heavyweight-cotton-tee";

test("personalization entries travel to the cart with their prices", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("2");
  await page.getByRole("textbox", { name: "Name, size S, item 1 (+$5.00)" }).fill("  ALEX  ");
  await page.getByRole("textbox", { name: "Number, size S, item 2 (+$3.00)" }).fill("7");
  await addToCart(page, "Heavyweight Cotton Tee");

  await open(page, "/shop/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  const entries = line.getByRole("list", { name: "Personalization" }).getByRole("listitem");
  // Blank fields are dropped, names trimmed.
  await expect(entries).toHaveText(["Name: ALEX (+$5.00)", "Number: 7 (+$3.00)"]);
  await expect(page.getByTestId("cart-personalization")).toHaveText("$8.00");
});

test("adding the same product, colour and size again merges into one line", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("1");
  await addToCart(page, "Heavyweight Cotton Tee");
  await expect(quantity(page, "S", "Gold")).toHaveValue("");
  await quantity(page, "S", "Gold").fill("2");
  await addToCart(page, "Heavyweight Cotton Tee");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await open(page, "/shop/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByRole("spinbutton", { name: "Quantity of Heavyweight Cotton Tee, Gold, size S" })).toHaveValue(
    "3",
  );
});

test("quantity changes and removal apply after a moment, with totals recomputed", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("2");
  await quantity(page, "M", "Gold").fill("1");
  await addToCart(page, "Heavyweight Cotton Tee");

  await open(page, "/shop/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  const sLine = lines.filter({ has: page.getByRole("cell", { name: "S", exact: true }) });
  const unit = Number((await sLine.getByRole("cell").nth(3).textContent())?.replace(/[^\d.]/g, ""));

  // The pending state lasts 500 ms, shorter than a busy machine may take between a click and the
  // next look at the page, so the line records it itself as it happens.
  await sLine.evaluate((row) => {
    new MutationObserver(() => {
      if (row.getAttribute("aria-busy") === "true") row.dataset.wasBusy = "true";
    }).observe(row, { attributes: true, attributeFilter: ["aria-busy"] });
  });
  await page.getByRole("button", { name: "Increase Quantity of Heavyweight Cotton Tee, Gold, size S" }).click();
  await expect(sLine).toHaveAttribute("data-was-busy", "true");
  await expect(sLine).not.toHaveAttribute("aria-busy");
  await expect(sLine.getByRole("cell").nth(5)).toHaveText(`$${(unit * 3).toFixed(2)}`);
  await expect(page.getByTestId("cart-count")).toHaveText("4");

  // The cart's minimum is 1.
  const mQuantity = page.getByRole("spinbutton", { name: "Quantity of Heavyweight Cotton Tee, Gold, size M" });
  await expect(
    page.getByRole("button", { name: "Decrease Quantity of Heavyweight Cotton Tee, Gold, size M" }),
  ).toBeDisabled();
  await expect(mQuantity).toHaveValue("1");

  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Gold, size M" }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Gold, size S" }).click();
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
  await page.getByRole("link", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("tiers count the whole cart: two colours of one product reach the next tier together", async ({ page }) => {
  await open(page, TEE);
  await quantity(page, "S", "Gold").fill("12");
  await addToCart(page, "Heavyweight Cotton Tee");
  await page.getByRole("radio", { name: "White" }).check();
  await quantity(page, "S", "White").fill("12");
  await addToCart(page, "Heavyweight Cotton Tee");

  const secondTier = (
    await page
      .getByRole("table", { name: "Price per unit by total quantity" })
      .getByRole("row")
      .filter({ hasText: "24 - 47" })
      .getByRole("cell")
      .nth(1)
      .textContent()
  )?.trim();
  await open(page, "/shop/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) await expect(line.getByRole("cell").nth(3)).toHaveText(secondTier ?? "");
});

test("a price changed on the server since the product was added is updated with a notice", async ({ page }) => {
  await open(page, "/shop/products/tri-blend-crew-tee");
  await quantity(page, "M", "Black").fill("1");
  await addToCart(page, "Tri-Blend Crew Tee");
  await open(page, "/shop/cart");
  const priceCell = page.getByTestId("cart-line").getByRole("cell").nth(3);
  const before = (await priceCell.textContent())?.trim();
  await expect(page.getByRole("status").filter({ hasText: "Prices in your cart were updated" })).toHaveCount(0);

  // The store raises the product's first tier (admin API, from the page: Node here cannot
  // resolve *.localhost).
  const status = await page.evaluate(async () => {
    const current = await (await fetch("/api/promo/store/products/demo-002")).json();
    const data = current.data.data;
    const first = data.pricingManagement.productCost.formulas[0][0];
    data.pricingManagement.productCost.formulas[0][0] = typeof first === "number" ? first + 1 : 30;
    const put = await fetch("/api/admin/stores/demo/products/demo-002", {
      method: "PUT",
      headers: { Authorization: "Bearer e2e-admin-key-0123456789", "Content-Type": "application/json" },
      body: JSON.stringify({ data }),
    });
    return put.status;
  });
  expect(status).toBe(200);

  await page.reload();
  const notice = page.getByRole("status").filter({ hasText: "Prices in your cart were updated" });
  await expect(notice).toContainText(`The price of Tri-Blend Crew Tee (Black, M) changed from ${before} to $`);
  await expect(priceCell).not.toHaveText(before ?? "");
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
});

test("an empty cart says so, with Continue to the shop", async ({ page }) => {
  await open(page, "/shop/cart");
  await expect(page.getByText("Your shopping cart is empty!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue", exact: true })).toHaveAttribute("href", "/shop");
});

async function closeStoreDialog(page: Page) {
  const dialog = page.getByRole("alertdialog", { name: "Store is closed" });
  const close = dialog.getByRole("button", { name: "Close" });
  // The dialog is named from the first paint; it takes clicks once its chunk has hydrated and
  // moved focus to Close.
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog).toHaveCount(0);
}

test("a closed store's cart cannot proceed to checkout", async ({ page }) => {
  const port = process.env.E2E_PORT ?? "3100";
  await page.goto(`http://closed.localhost:${port}/shop/cart`);
  await closeStoreDialog(page);
  const productId = await page.evaluate(async () => {
    const body = await (await fetch("/api/promo/store/products-store?skip=0&take=1")).json();
    return body.data.items[0].id as string;
  });
  await page.evaluate((id) => {
    const item = {
      id: 1,
      product: { id, name: "Sample" },
      options: { personalization: [] },
      label: "M",
      color: "Red",
      price: 1000,
      total: 1000,
      quantity: 1,
      weight: 0.5,
      weightUom: "LB",
      sizeMarkup: 0,
      productClassType: "1",
    };
    localStorage.setItem(
      "storefront",
      JSON.stringify({ version: 2, state: { cart: { lastItemId: 1, items: [item] } } }),
    );
  }, productId);
  await page.reload();
  await closeStoreDialog(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText("The store is closed; checkout is not available.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to checkout" })).toBeDisabled();
});

test("a line the store would refuse shows why under it, and checkout waits until it is fixed", async ({ page }) => {
  await open(page, "/shop/cart");
  await page.evaluate(() => {
    const line = (id: number, productId: string, name: string, color: string, label: string, quantity: number) => ({
      id,
      product: { id: productId, name },
      options: { personalization: [] },
      label,
      color,
      price: 0,
      total: 0,
      quantity,
      weight: 0.5,
      weightUom: "LB",
      sizeMarkup: 0,
      productClassType: "1",
    });
    const items = [
      line(1, "demo-068", "Varsity Letterman Jacket", "Gold", "M", 5),
      line(2, "demo-001", "Heavyweight Cotton Tee", "Purple", "M", 1),
    ];
    localStorage.setItem("storefront", JSON.stringify({ version: 2, state: { cart: { lastItemId: 2, items } } }));
  });
  await page.reload();
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId("line-issues")).toHaveText(
    "Add 7 more to reach the first price (12 units of Varsity Letterman Jacket in all).",
  );
  await expect(lines.nth(1).getByTestId("line-issues")).toHaveText(
    "Heavyweight Cotton Tee is not made in Purple. Remove this line and choose a colour on the product page.",
  );
  await expect(page.getByRole("alert").filter({ hasText: "Some lines cannot be ordered as they are." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to checkout" })).toBeDisabled();

  await page.getByRole("button", { name: "Remove Heavyweight Cotton Tee, Purple, size M" }).click();
  await expect(lines).toHaveCount(1);
  await page.getByRole("spinbutton", { name: "Quantity of Varsity Letterman Jacket, Gold, size M" }).fill("12");
  await expect(page.getByTestId("line-issues")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
});
