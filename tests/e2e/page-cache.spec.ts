// Pages share their loader data while the store is unchanged (StoreCatalog.remember, decision 0026):
// a change made through the admin API shows on the very next request of every page that shows it.
import { expect, test, type Page } from "./fixtures";
import { open } from "./shopping-helpers";

const port = process.env.E2E_PORT;
const ADMIN_KEY = "e2e-admin-key-0123456789";
const STORE = `http://cache.localhost:${port}`;

/**
 * Writes through the admin API from the page (Node here cannot resolve *.localhost; the admin API
 * answers on any host) and checks that it was written (201 created, 200 replaced).
 */
async function admin(page: Page, path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ path, body, key }) =>
      (
        await fetch(path, {
          method: "PUT",
          headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body, key: ADMIN_KEY },
  );
  expect([200, 201], `PUT ${path}`).toContain(status);
}

const storeBody = (storeName: string, welcome: string) => ({
  domains: ["cache.localhost"],
  data: {
    primaryInformation: { storeURL: "cache.localhost", storeName },
    contentManagement: [{ name: "home", url: "/", sections: [{ type: "html", sort: 0, html: `<p>${welcome}</p>` }] }],
  },
});

test("product page, listing, home page and shell show an admin change on the next request", async ({ page }) => {
  // A store of its own, with a copy of a demo product.
  await open(page, "/shop");
  const product = await page.evaluate(
    async () => (await (await fetch("/api/promo/store/products/demo-002")).json()).data,
  );
  const data = product.data;
  data.productData.productName = "Cache Tee";
  data.productData.slug = "cache-tee";
  await admin(page, "/api/admin/stores/cache", storeBody("Cache Store", "Welcome, team!"));
  await admin(page, "/api/admin/stores/cache/products/cache-001", { data });

  await open(page, `${STORE}/`);
  await expect(page.getByText("Welcome, team!")).toBeVisible();
  await open(page, `${STORE}/shop/products/cache-tee`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Tee");
  await expect(page).toHaveTitle(/Cache Store/);
  await page.reload(); // the same state of the store again: the shared view
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Tee");
  await open(page, `${STORE}/shop`);
  await expect(page.getByRole("main").getByRole("link", { name: "Cache Tee" }).first()).toBeVisible();

  data.productData.productName = "Renamed Tee";
  await admin(page, "/api/admin/stores/cache/products/cache-001", { data });
  await page.reload();
  await expect(page.getByRole("main").getByRole("link", { name: "Renamed Tee" }).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Cache Tee" })).toHaveCount(0);
  await open(page, `${STORE}/shop/products/cache-tee`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renamed Tee");

  await admin(page, "/api/admin/stores/cache", storeBody("Renamed Store", "Season two starts now"));
  await page.reload();
  await expect(page).toHaveTitle(/Renamed Store/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renamed Tee");
  await open(page, `${STORE}/`);
  await expect(page.getByText("Season two starts now")).toBeVisible();
  await expect(page.getByText("Welcome, team!")).toHaveCount(0);
});
