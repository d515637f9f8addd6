// The console's Orders section over HTTP (docs/recipes/console-page.md, decision 0038): who may read
// which orders, the status change with its audit row in the same transaction, and the sign-in
// redirect. Pages are rendered by the real React Router app, on SQLite and PostgreSQL.
import { parse } from "csv-parse/sync";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cents } from "~core/money";
import type { Database } from "~server/db/connect";
import { createTestApp } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { setGiftCodeBalance } from "~server/modules/gift-codes/gift-codes.service";

const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

/** An order row as placement writes it: one line, two sizes, a name and a number on one unit. */
async function insertOrder(
  database: Database,
  id: string,
  storeId: string,
  orderNumber: string,
  status: string,
  extra: Record<string, unknown> = {},
) {
  const data = {
    orderNumber,
    delivery: "toAddress",
    status: "Processing",
    contact: { firstName: "Ada", lastName: "Lovelace", email: `${id}@example.com`, phone: "+1 555 0100" },
    billingAddress: { address1: "1 Main St", city: "Springfield", zip: "12345", country: "US" },
    shippingAddress: { address1: "1 Main St", city: "Springfield", zip: "12345", country: "US" },
    lines: [
      {
        id: `${id}-line`,
        productId: "tee",
        productName: "Team Tee",
        color: "Navy",
        sizes: [
          { size: "S", quantity: 1, type: "labelSize", unitPrice: 1500, weight: 0, weightUom: "oz", _product: "tee" },
          { size: "M", quantity: 2, type: "labelSize", unitPrice: 1500, weight: 0, weightUom: "oz", _product: "tee" },
        ],
        quantity: 3,
        price: 1500,
        totalPrice: 4500,
        totalFee: 500,
        personalization: [
          { groupId: "S-1", label: "S-1", size: "S", name: "Name", value: "ALEX", price: 300 },
          { groupId: "S-1", label: "S-1", size: "S", name: "Number", value: "7", price: 200 },
        ],
        fundraiser: { itemTotal: 300, percentageAmount: 0 },
      },
    ],
    shippingAmount: 500,
    totalTax: 0,
    totalAmount: 5500,
    giftCodeBalance: 0,
    giftCodeRemaining: 0,
    grandTotal: 5500,
    orderFundraiser: 300,
    subtotal: 4500,
    personalizationTotal: 500,
    payment: "card",
    ...extra,
  };
  await database.db
    .insertInto("orders")
    .values({
      id,
      store_id: storeId,
      order_number: orderNumber,
      idempotency_key: `key-${id}`,
      request_hash: "hash",
      status,
      subtotal_cents: cents(5000),
      tax_cents: cents(0),
      shipping_cents: cents(500),
      gift_cents: cents(0),
      total_cents: cents(5500),
      data: JSON.stringify(data),
      created_at: "2026-11-24T10:00:00.000Z",
      locale: "en",
      customer_name: "ada lovelace",
      customer_email: `${id}@example.com`,
    })
    .execute();
}

describe.each(testDialects({ postgres: "repository" }))("console orders on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  const clock = new Date("2026-11-25T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await importStoreFile(database.db, storeFileInput("beta"));
    await createTestAccounts(database.db, clock, [
      { who: STAFF, role: "staff" },
      { who: ORGANISER, role: "organiser", storeIds: ["beta"] },
    ]);
    await insertOrder(database, "order-alpha", "alpha", "ALPHA-1001", "In production");
    await insertOrder(database, "order-beta", "beta", "BETA-2001", "Processing");
  });
  afterEach(async () => {
    await database.close();
  });

  it("sends every Orders page to sign-in without a session, and refuses its action", async () => {
    const client = new Client(app);
    for (const page of [
      "/console/orders",
      "/console/orders/order-alpha",
      "/console/orders/production-sheet?store=alpha",
      "/console/orders/production-sheet.csv?store=alpha",
      "/console/orders/export.csv",
    ]) {
      const { response } = await client.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/console\/sign-in\?next=/);
    }
    await client.request("/console/sign-in");
    const { response } = await client.post("/console/orders/order-alpha", { status: "Cancelled" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/console\/sign-in/);
    const row = await database.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", "order-alpha")
      .executeTakeFirst();
    expect(row?.status).toBe("In production");
  });

  it("lets staff filter the list, read an order in full and ship it: history and audit row written together", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    const list = await client.request("/console/orders");
    expect(list.response.status).toBe(200);
    expect(list.text).toContain("ALPHA-1001");
    expect(list.text).toContain("BETA-2001");
    const filtered = await client.request("/console/orders?store=alpha&status=In+production&q=alpha-10");
    expect(filtered.text).toContain("ALPHA-1001");
    expect(filtered.text).not.toContain("BETA-2001");
    const none = await client.request("/console/orders?from=2026-11-25");
    expect(none.text).toContain("No orders match these filters.");

    const detail = await client.request("/console/orders/order-alpha");
    expect(detail.response.status).toBe(200);
    for (const text of ["Team Tee", "Navy", "S × 1", "M × 2", "ALEX", `id="order-change"`]) {
      expect(detail.text).toContain(text);
    }

    // The service's refusal, next to its field.
    const refused = await client.post("/console/orders/order-alpha", { status: "Shipped", carrier: "UPS" });
    expect(refused.response.status).toBe(422);
    expect(refused.text).toContain('id="order-tracking-error"');
    expect(refused.text).toContain("A shipped order needs the carrier and the tracking number.");

    const shipped = await client.post("/console/orders/order-alpha", {
      status: "Shipped",
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    expect(shipped.response.status).toBe(200);
    expect(shipped.text).toContain("The order is now Shipped.");
    const row = await database.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", "order-alpha")
      .executeTakeFirst();
    expect(row?.status).toBe("Shipped");
    const history = await database.db.selectFrom("order_status_history").selectAll().execute();
    expect(history).toMatchObject([{ to_status: "Shipped", actor_email: STAFF.email, tracking_number: "1Z999" }]);
    const audit = await database.db.selectFrom("audit_log").selectAll().where("action", "=", "order.status").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: STAFF.email, entity_id: "order-alpha", store_id: "alpha" });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: "Shipped", trackingNumber: "1Z999" });

    // A refused CSRF token changes nothing.
    const forged = await client.request("/console/orders/order-alpha", {
      form: { _csrf: "forged", status: "Delivered" },
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(forged.response.status).toBe(403);

    const sheet = await client.request("/console/orders/production-sheet?store=alpha");
    expect(sheet.response.status).toBe(200);
    expect(sheet.text).toContain("@media print");
    expect(sheet.text).toContain("ALEX");
    const csv = await client.request("/console/orders/production-sheet.csv?store=alpha");
    expect(csv.response.headers.get("content-type")).toMatch(/text\/csv/);
    const orders = await client.request("/console/orders/export.csv");
    expect(orders.text).toContain("ALPHA-1001");
    expect(orders.text).toContain("1Z999");
    // One row per unit (decision 0097): the name and number on the S, the Quantity column sums to 3.
    const units = await client.request("/console/orders/export.csv?store=alpha&rows=unit");
    expect(units.response.headers.get("content-disposition")).toContain("order-units.csv");
    const rows = parse(units.text, { columns: true }) as Record<string, string>[];
    expect(rows.filter((row) => row.Order === "ALPHA-1001")).toHaveLength(3);
    expect(rows.find((row) => row["Personalization name"] === "ALEX")).toMatchObject({
      Size: "S",
      Unit: "S-1",
      "Personalization number": "7",
      Quantity: "1",
      "Unit price": "15",
      "Personalization price": "5",
    });
    const bad = await client.request("/console/orders/export.csv?rows=lines");
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain('rows: "lines" is neither "order" nor "unit"');
  });

  it("names each filter it cannot use next to its field and lists the orders without it; the export refuses it", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    const page = await client.request("/console/orders?store=gamma&status=Lost&from=2026-02-30&to=yesterday&q=alpha");
    // 200: the list without the unusable filters (the search still applies), each problem by its field.
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("ALPHA-1001");
    expect(page.text).not.toContain("BETA-2001");
    expect(page.text).toContain("Some filters could not be used and were left out");
    for (const [id, text] of [
      ["orders-store", "There is no store “gamma” you can see. Left out."],
      ["orders-status", "“Lost” is not an order status. Left out."],
      ["orders-from", "“2026-02-30” is not a date: choose one, or write it as YYYY-MM-DD. Left out."],
      ["orders-to", "“yesterday” is not a date: choose one, or write it as YYYY-MM-DD. Left out."],
    ] as const) {
      expect(page.text).toContain(`aria-describedby="${id}-error"`);
      expect(page.text).toContain(`<p id="${id}-error" class="mt-1 text-sm text-red-700">${text}</p>`);
    }
    const reversed = await client.request("/console/orders?from=2026-11-20&to=2026-11-10");
    expect(reversed.text).toContain("This date is before “Placed from”. Left out.");
    const fine = await client.request("/console/orders?store=alpha&from=2026-01-01");
    expect(fine.text).not.toContain('aria-invalid="true"');
    expect(fine.text).not.toContain('role="alert"');

    const sheet = await client.request("/console/orders/production-sheet?store=alpha&from=someday");
    expect(sheet.response.status).toBe(200);
    expect(sheet.text).toContain(
      '<p id="sheet-from-error" class="mt-1 text-sm text-red-700">“someday” is not a date: choose one, or write it as YYYY-MM-DD. Left out.</p>',
    );
    expect(sheet.text).toContain("ALEX");
    const sheetCsv = await client.request("/console/orders/production-sheet.csv?store=alpha&to=someday");
    expect(sheetCsv.response.status).toBe(400);

    const csv = await client.request("/console/orders/export.csv?store=alpha&from=26.11.2026");
    expect(csv.response.status).toBe(400);
    expect(csv.text).toBe('These filters cannot be used: from: "26.11.2026" is not a date written YYYY-MM-DD.');
  });

  it("words payment statuses in the page's language", async () => {
    for (const [id, status] of [
      ["pay-1", "captured"],
      ["pay-2", "refund_pending"],
    ] as const) {
      await database.db
        .insertInto("payments")
        .values({
          id,
          order_id: "order-alpha",
          provider: "test",
          token_ref: `ref-${id}`,
          amount_cents: cents(5500),
          status,
          created_at: "2026-11-20T10:00:00.000Z",
        })
        .execute();
    }
    const client = new Client(app);
    await client.signIn(STAFF);
    const detail = await client.request("/console/orders/order-alpha");
    expect(detail.text).toContain('<td class="p-2 text-start">Paid</td>');
    expect(detail.text).toContain("Refund pending (retried automatically)");
    expect(detail.text).not.toContain(">refund_pending<");
    const russian = await client.request("/console/orders/order-alpha?lang=ru");
    expect(russian.text).toContain("Ожидает возврата (повторяется автоматически)");
  });

  it("shows an organiser only their stores' orders, read-only: another store's order is 404, a change 403", async () => {
    const client = new Client(app);
    await client.signIn(ORGANISER);
    const list = await client.request("/console/orders");
    expect(list.response.status).toBe(200);
    expect(list.text).toContain("BETA-2001");
    expect(list.text).not.toContain("ALPHA-1001");
    // Asking for the other store by filter does not widen the list.
    expect((await client.request("/console/orders?store=alpha")).text).not.toContain("ALPHA-1001");

    expect((await client.request("/console/orders/order-alpha")).response.status).toBe(404);
    const own = await client.request("/console/orders/order-beta");
    expect(own.response.status).toBe(200);
    expect(own.text).toContain("BETA-2001");
    expect(own.text).not.toContain(`id="order-change"`);

    const change = await client.post("/console/orders/order-beta", { status: "In production" });
    expect(change.response.status).toBe(403);
    expect((await client.post("/console/orders/order-alpha", { status: "Cancelled" })).response.status).toBe(403);
    const rows = await database.db.selectFrom("orders").select(["id", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "order-alpha", status: "In production" },
      { id: "order-beta", status: "Processing" },
    ]);
    expect(
      await database.db.selectFrom("audit_log").selectAll().where("action", "=", "order.status").execute(),
    ).toEqual([]);

    expect((await client.request("/console/orders/production-sheet?store=alpha")).response.status).toBe(403);
    expect((await client.request("/console/orders/production-sheet.csv?store=alpha")).response.status).toBe(403);
    const csv = await client.request("/console/orders/export.csv");
    expect(csv.text).toContain("BETA-2001");
    expect(csv.text).not.toContain("ALPHA-1001");
  });

  it("changes several orders' status after a confirmation step, once however often it is confirmed (decision 0097)", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    await client.request("/console/orders");
    const ids = ["order-alpha", "order-beta"];
    const review = await client.post("/console/orders", { intent: "review", status: "In production", order: ids });
    expect(review.response.status).toBe(200);
    expect(review.text).toContain("Change 2 orders to In production?");
    const key = /name="key" value="([^"]+)"/.exec(review.text)?.[1] ?? "";
    expect(key).not.toBe("");
    expect(
      (await database.db.selectFrom("orders").select("status").where("id", "=", "order-beta").executeTakeFirst())
        ?.status,
    ).toBe("Processing");
    const confirm = { intent: "confirm", status: "In production", key, order: ids };
    const done = await client.post("/console/orders", confirm);
    expect(done.text).toContain("1 order changed to In production.");
    expect(done.text).toContain("1 order was not changed:");
    expect(done.text).toContain("Order ALPHA-1001 is already In production.");
    const again = await client.post("/console/orders", confirm);
    expect(again.text).toContain("1 order changed to In production.");
    expect(await database.db.selectFrom("order_status_history").selectAll().execute()).toHaveLength(1);
    const shipped = await client.post("/console/orders", { intent: "review", status: "Shipped", order: ids });
    expect(shipped.response.status).toBe(422);
    expect(shipped.text).toContain("Shipped cannot be set on several orders at once");
  });

  it("lists a refund whose card part failed on the order page, with a retry that says why it cannot be made (decision 0096)", async () => {
    await database.db
      .insertInto("order_changes")
      .values({
        id: "change-1",
        order_id: "order-alpha",
        store_id: "alpha",
        idempotency_key: "change-key-1",
        kind: "refund-unit",
        state: "card_pending",
        amount_cents: cents(1500),
        card_cents: cents(1500),
        gift_cents: cents(0),
        detail: "{}",
        actor_email: STAFF.email,
        created_at: clock.toISOString(),
        card_attempt_at: clock.toISOString(),
      })
      .execute();
    const client = new Client(app);
    await client.signIn(STAFF);
    const page = await client.request("/console/orders/order-alpha");
    expect(page.text).toContain("Card refunds still owed");
    expect(page.text).toContain("Retry the card refund of $15.00");
    const retry = await client.post("/console/orders/order-alpha/refunds/change-1/retry", {});
    expect(retry.response.status).toBe(302);
    const back = await client.request(retry.response.headers.get("location")!.replace(/^https?:\/\/[^/]+/, ""));
    expect(back.text).toContain("This order has no captured card payment to refund.");
    const row = await database.db.selectFrom("order_changes").select("state").executeTakeFirstOrThrow();
    expect(row.state).toBe("card_pending");
    expect((await client.post("/console/orders/order-alpha/refunds/no-such/retry", {})).response.status).toBe(302);
  });

  it("shows a gift code whole only to those who may manage codes: an organiser sees its last four characters", async () => {
    await insertOrder(database, "order-gift", "beta", "BETA-2002", "Processing", {
      orderKey: "gift-order-key",
      giftCodeBalance: 1000,
    });
    await setGiftCodeBalance(database.db, "beta", "TEAM-GIFT-7Q4Z", cents(0), clock);
    await database.db
      .insertInto("gift_code_reservations")
      .values({
        order_key: "gift-order-key",
        store_id: "beta",
        code: "TEAM-GIFT-7Q4Z",
        amount_cents: cents(1000),
        expires_at: "2026-11-24T10:30:00.000Z",
        state: "consumed",
        created_at: "2026-11-24T10:00:00.000Z",
        client: "203.0.113.9",
      })
      .execute();
    const organiser = new Client(app);
    await organiser.signIn(ORGANISER);
    const seen = await organiser.request("/console/orders/order-gift");
    expect(seen.response.status).toBe(200);
    expect(seen.text).toContain("••••7Q4Z");
    expect(seen.text).not.toContain("TEAM-GIFT-7Q4Z");
    const staff = new Client(app);
    await staff.signIn(STAFF);
    expect((await staff.request("/console/orders/order-gift")).text).toContain("TEAM-GIFT-7Q4Z");
  });
});
