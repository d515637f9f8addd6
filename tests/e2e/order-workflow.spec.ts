// The order workflow seen by the shopper (docs/decisions/0038): an order placed at checkout is moved
// to In production and Shipped through the admin API (as staff will from the console); the shopper's
// track-order page shows the status, its history with dates, and the carrier and tracking number, in
// English and in right-to-left Arabic; the shipment e-mail lands in the outbox.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { placeOrder } from "./checkout-helpers";
import { open } from "./shopping-helpers";

const ADMIN = { Authorization: "Bearer e2e-admin-key-0123456789" };
const TRACKING = "1Z999AA10123456784";

test("an order marked shipped through the admin API shows its carrier and tracking number on track-order", async ({
  page,
}, testInfo) => {
  // A whole journey (checkout, two admin calls, two track-order pages, the mail worker): longer than one page.
  test.setTimeout(120_000);
  const email = `shipped-${Date.now().toString(36)}@example.com`;
  const orderNumber = await placeOrder(page, email);

  // Node cannot resolve *.localhost (browsers can); the admin API does not depend on the host.
  const api = `http://localhost:${process.env.E2E_PORT}/api/admin/orders`;
  const found = await page.request.get(`${api}?q=${encodeURIComponent(orderNumber)}`, { headers: ADMIN });
  const { items } = ((await found.json()) as { data: { items: { id: string; orderNumber: string }[] } }).data;
  expect(items.map((o) => o.orderNumber)).toEqual([orderNumber]);
  const id = items[0]?.id ?? "";
  const early = await page.request.post(`${api}/${id}/status`, {
    headers: ADMIN,
    data: { status: "Shipped", carrier: "UPS", trackingNumber: TRACKING },
  });
  expect(early.status()).toBe(409);
  for (const data of [{ status: "In production" }, { status: "Shipped", carrier: "UPS", trackingNumber: TRACKING }]) {
    const res = await page.request.post(`${api}/${id}/status`, { headers: ADMIN, data });
    expect(res.status(), await res.text()).toBe(200);
  }

  const expected = {
    en: { track: "Track", status: "Shipped", history: ["Processing", "In production", "Shipped"], dir: "ltr" },
    ar: { track: "تتبع", status: "تم الشحن", history: ["قيد المعالجة", "قيد الإنتاج", "تم الشحن"], dir: "rtl" },
  } as const;
  for (const locale of ["en", "ar"] as const) {
    await open(page, `/shop/track-order?lang=${locale}`);
    await expect(page.locator("html")).toHaveAttribute("dir", expected[locale].dir);
    await page.locator("#track-orderNumber").fill(orderNumber);
    await page.locator("#track-email").fill(email);
    await page.getByRole("button", { name: expected[locale].track, exact: true }).click();
    await expect(page.getByTestId("tracked-status")).toHaveText(expected[locale].status);
    await expect(page.getByTestId("tracked-carrier")).toHaveText("UPS");
    await expect(page.getByTestId("tracked-tracking-number")).toHaveText(TRACKING);
    const history = page.getByRole("list", { name: locale === "en" ? "Order history" : "سجل الطلب" });
    await expect(history.getByRole("listitem")).toHaveCount(3);
    for (const [i, label] of expected[locale].history.entries()) {
      await expect(history.getByRole("listitem").nth(i)).toContainText(label);
    }
    await page.screenshot({ path: testInfo.outputPath(`track-order-shipped-${locale}.png`), fullPage: true });
  }

  // The shipment e-mail (mail worker → file transport) carries the tracking number.
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  await expect
    .poll(
      () =>
        existsSync(outbox) &&
        readdirSync(outbox).some((file) => {
          const mail = readFileSync(join(outbox, file), "utf8");
          return mail.includes(TRACKING) && mail.includes(orderNumber);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
});
