// The console's Fundraising and Gift codes sections over HTTP (issue #21): the figures per kind of
// share, by day and by product with cancelled orders left out; an organiser's boundary (their store
// only, no gift codes); issuing, topping up and disabling a code with its audit rows and ledger; the
// CSRF refusal and the sign-in redirect. Pages are rendered by the real React Router app, on SQLite
// and PostgreSQL.
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

const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

interface TestOrder {
  id: string;
  storeId: string;
  number: string;
  status: string;
  createdAt: string;
  /** [productId, productName, quantity, per-item cents, percentage cents] */
  lines: [string, string, number, number, number][];
  perOrder: number;
  gift?: { orderKey: string; cents: number };
}

async function insertOrder(database: Database, o: TestOrder) {
  const fromLines = o.lines.reduce((sum, [, , , item, pct]) => sum + item + pct, 0);
  const data = {
    orderNumber: o.number,
    orderKey: o.gift?.orderKey,
    delivery: "pickup",
    status: "Processing",
    contact: { firstName: "Ada", lastName: "Lovelace", email: `${o.id}@example.com`, phone: "+1 555 0100" },
    billingAddress: { address1: "1 Main St", city: "Springfield", zip: "12345", country: "US" },
    lines: o.lines.map(([productId, productName, quantity, item, pct], index) => ({
      id: `${o.id}-${index}`,
      productId,
      productName,
      color: "Navy",
      sizes: [
        { size: "M", quantity, type: "labelSize", unitPrice: 2000, weight: 0, weightUom: "oz", _product: productId },
      ],
      quantity,
      price: 2000,
      totalPrice: 2000 * quantity,
      totalFee: 0,
      personalization: [],
      fundraiser: { itemTotal: item, percentageAmount: pct },
    })),
    shippingAmount: 0,
    totalTax: 0,
    totalAmount: 2000,
    giftCodeBalance: o.gift ? o.gift.cents : 0,
    giftCodeRemaining: 0,
    grandTotal: 2000,
    orderFundraiser: fromLines + o.perOrder,
    subtotal: 2000,
    personalizationTotal: 0,
    payment: "card",
  };
  await database.db
    .insertInto("orders")
    .values({
      id: o.id,
      store_id: o.storeId,
      order_number: o.number,
      idempotency_key: `key-${o.id}`,
      request_hash: "hash",
      status: o.status,
      subtotal_cents: cents(2000),
      tax_cents: cents(0),
      shipping_cents: cents(0),
      gift_cents: cents(o.gift?.cents ?? 0),
      total_cents: cents(2000),
      data: JSON.stringify(data),
      created_at: o.createdAt,
      locale: "en",
      customer_name: "ada lovelace",
      customer_email: `${o.id}@example.com`,
    })
    .execute();
}

describe.each(testDialects({ postgres: "repository" }))("console fundraising and gift codes on %s", (dialect) => {
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
    // beta: $2 per item, 10% on hoodies, $5 per order; one cancelled order that must not count.
    await insertOrder(database, {
      id: "b1",
      storeId: "beta",
      number: "BETA-1",
      status: "Processing",
      createdAt: "2026-11-20T10:00:00.000Z",
      lines: [
        ["tee", "Team Tee", 3, 600, 0],
        ["hoodie", "Club Hoodie", 1, 0, 400],
      ],
      perOrder: 500,
    });
    await insertOrder(database, {
      id: "b2",
      storeId: "beta",
      number: "BETA-2",
      status: "Shipped",
      createdAt: "2026-11-22T09:00:00.000Z",
      lines: [["tee", "Team Tee", 1, 200, 0]],
      perOrder: 500,
    });
    await insertOrder(database, {
      id: "b3",
      storeId: "beta",
      number: "BETA-3",
      status: "Cancelled",
      createdAt: "2026-11-22T11:00:00.000Z",
      lines: [["hoodie", "Club Hoodie", 5, 0, 2000]],
      perOrder: 500,
    });
    await insertOrder(database, {
      id: "a1",
      storeId: "alpha",
      number: "ALPHA-1",
      status: "Processing",
      createdAt: "2026-11-21T09:00:00.000Z",
      lines: [["alpha-cap", "Alpha Cap", 1, 777, 0]],
      perOrder: 0,
      gift: { orderKey: "gift-key-1", cents: 1500 },
    });
  });
  afterEach(async () => {
    await database.close();
  });

  const giftAudit = () =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "entity_id", "store_id", "before_json", "after_json"])
      .where("entity_type", "=", "gift-code")
      // The set-up's store files set their codes' balances too, audited as by the command line.
      .where("actor_email", "!=", "command line")
      .orderBy("id")
      .execute();

  it("sends every page to sign-in without a session, and refuses the gift code forms", async () => {
    const client = new Client(app);
    for (const page of [
      "/console/fundraising",
      "/console/fundraising?store=beta",
      "/console/fundraising/export.csv?store=beta",
      "/console/gift-codes?store=alpha",
      "/console/gift-codes/alpha/ANY-CODE",
    ]) {
      const { response } = await client.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/console\/sign-in\?next=/);
    }
    await client.request("/console/sign-in");
    const issued = await client.post("/console/gift-codes?store=alpha", {
      intent: "issue",
      storeId: "alpha",
      amount: "25",
      code: "SNEAKY-1",
    });
    expect(issued.response.status).toBe(302);
    expect(issued.response.headers.get("location")).toMatch(/^\/console\/sign-in/);
    expect(await database.db.selectFrom("gift_codes").selectAll().where("code", "=", "SNEAKY-1").execute()).toEqual([]);
  });

  it("shows staff what a store raised: per item, percentage and per order, by day and by product, cancelled left out", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    const overview = await client.request("/console/fundraising");
    expect(overview.response.status).toBe(200);
    expect(overview.text).toContain("What each store raised so far");
    expect(overview.text).toContain("$22.00"); // beta: 15 + 7
    expect(overview.text).toContain("$7.77"); // alpha

    const page = await client.request("/console/fundraising?store=beta");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("$22.00 raised. Orders: 2. Items: 5.");
    expect(page.text).toContain("1 cancelled order in this range is not counted.");
    for (const text of ["$8.00", "$4.00", "$10.00", "Team Tee", "Club Hoodie", 'role="img"']) {
      expect(page.text).toContain(text);
    }
    // A day without orders between two days with orders.
    expect(page.text).toContain('dateTime="2026-11-21"');

    const ranged = await client.request("/console/fundraising?store=beta&from=2026-11-22&to=2026-11-22");
    expect(ranged.text).toContain("$7.00 raised. Orders: 1. Items: 1.");
    expect(ranged.text).not.toContain("Club Hoodie</th>");

    const days = await client.request("/console/fundraising/export.csv?store=beta&view=days");
    expect(days.response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(days.response.headers.get("content-disposition")).toContain("fundraising-beta-days.csv");
    expect(days.text).toBe(
      '"Day (UTC)","Orders","Raised"\r\n"2026-11-20","1","15"\r\n"2026-11-21","0","0"\r\n"2026-11-22","1","7"\r\n',
    );
    const products = await client.request("/console/fundraising/export.csv?store=beta&view=products");
    expect(products.text.split("\r\n").slice(1, 3)).toEqual([
      '"tee","Team Tee","4","8","0","8"',
      '"hoodie","Club Hoodie","1","0","4","4"',
    ]);
    const byOrder = await client.request("/console/fundraising/export.csv?store=beta&view=orders");
    expect(byOrder.text).not.toContain("BETA-3");
    expect((await client.request("/console/fundraising/export.csv?store=beta&view=nope")).response.status).toBe(400);
    expect((await client.request("/console/fundraising?store=nostore")).response.status).toBe(404);
  });

  it("keeps an organiser to their store's fundraising: another store is 403, gift codes are not theirs", async () => {
    const client = new Client(app);
    await client.signIn(ORGANISER);
    const own = await client.request("/console/fundraising");
    expect(own.response.status).toBe(200);
    // Their one store opens directly.
    expect(own.text).toContain("$22.00 raised. Orders: 2. Items: 5.");
    expect(own.text).not.toContain("ALPHA");
    expect(own.text).not.toContain('href="/console/gift-codes"');
    expect((await client.request("/console/fundraising?store=alpha")).response.status).toBe(403);
    expect((await client.request("/console/fundraising/export.csv?store=alpha")).response.status).toBe(403);
    expect((await client.request("/console/fundraising/export.csv?store=beta")).response.status).toBe(200);
    for (const page of ["/console/gift-codes", "/console/gift-codes?store=beta", "/console/gift-codes/beta/ANY-1"]) {
      expect((await client.request(page)).response.status, page).toBe(403);
    }
    await client.request("/console/fundraising");
    const issue = await client.post("/console/gift-codes?store=beta", {
      intent: "issue",
      storeId: "beta",
      amount: "25",
    });
    expect(issue.response.status).toBe(403);
    expect(await giftAudit()).toEqual([]);
  });

  it("lets staff issue, top up and disable a code, each with its audit row, and read its ledger", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    const empty = await client.request("/console/gift-codes?store=alpha");
    expect(empty.response.status).toBe(200);
    expect(empty.text).toContain("No gift code matches.");

    const bad = await client.post("/console/gift-codes?store=alpha", {
      intent: "issue",
      storeId: "alpha",
      amount: "-3",
      code: "no spaces",
    });
    expect(bad.response.status).toBe(422);
    expect(bad.text).toContain('id="issue-amount-error"');
    expect(bad.text).toContain("Enter an amount more than 0, e.g. 25 or 25.50.");
    expect(bad.text).toContain("Use 4 to 64 letters, digits or dashes.");

    const issued = await client.post("/console/gift-codes?store=alpha", {
      intent: "issue",
      storeId: "alpha",
      amount: "25.50",
      code: "team-gift",
    });
    expect(issued.response.status).toBe(200);
    expect(issued.text).toContain("Gift code TEAM-GIFT issued.");
    const taken = await client.post("/console/gift-codes?store=alpha", {
      intent: "issue",
      storeId: "alpha",
      amount: "5",
      code: "Team-Gift",
    });
    expect(taken.response.status).toBe(422);
    expect(taken.text).toContain("This store already has this code.");
    const generated = await client.post("/console/gift-codes?store=alpha", {
      intent: "issue",
      storeId: "alpha",
      amount: "10",
    });
    const generatedCode = /Gift code ([A-Z0-9-]+) issued\./.exec(generated.text)?.[1] ?? "";
    expect(generatedCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const search = await client.request("/console/gift-codes?store=alpha&q=team");
    expect(search.text).toContain("TEAM-GIFT");
    expect(search.text).not.toContain(generatedCode);
    expect(search.text).toContain("$25.50");

    // A shopper's redemption of the code, by order ALPHA-1, and a hold still live.
    await database.db
      .insertInto("gift_code_reservations")
      .values([
        {
          order_key: "gift-key-1",
          store_id: "alpha",
          code: "TEAM-GIFT",
          amount_cents: cents(1500),
          expires_at: "2026-11-21T09:30:00.000Z",
          state: "consumed",
          created_at: "2026-11-21T09:00:00.000Z",
          client: "203.0.113.9",
        },
        {
          order_key: "gift-key-2",
          store_id: "alpha",
          code: "TEAM-GIFT",
          amount_cents: cents(200),
          expires_at: "2026-11-25T12:20:00.000Z",
          state: "active",
          created_at: "2026-11-25T11:50:00.000Z",
          client: "203.0.113.10",
        },
      ])
      .execute();

    // In the English console a comma groups thousands: "4,50" is no English amount and is refused, never
    // read as 4.50 (issue 45); "4.50" is.
    const comma = await client.post("/console/gift-codes/alpha/TEAM-GIFT", { intent: "top-up", amount: "4,50" });
    expect(comma.response.status).toBe(422);
    const topped = await client.post("/console/gift-codes/alpha/TEAM-GIFT", { intent: "top-up", amount: "4.50" });
    expect(topped.response.status).toBe(200);
    expect(topped.text).toContain("Balance is now $30.00.");
    const tooMuch = await client.post("/console/gift-codes/alpha/TEAM-GIFT", { intent: "top-up", amount: "abc" });
    expect(tooMuch.response.status).toBe(422);

    const disabled = await client.post("/console/gift-codes/alpha/TEAM-GIFT", { intent: "disable" });
    expect(disabled.response.status).toBe(200);
    expect(disabled.text).toContain("The code is disabled.");
    expect(disabled.text).toContain("1 hold released.");
    expect(disabled.text).toContain("Enable code");

    const detail = await client.request("/console/gift-codes/alpha/TEAM-GIFT");
    for (const text of [
      "Issued",
      "Top-up",
      "Disabled",
      "Redeemed",
      "Hold released",
      'href="/console/orders/a1"',
      "ALPHA-1",
      "$15.00",
      "$4.50",
      STAFF.email,
    ]) {
      expect(detail.text, text).toContain(text);
    }

    const audit = await giftAudit();
    expect(audit.map((row) => [row.action, row.entity_id, row.store_id, row.actor_email])).toEqual([
      ["gift-code.issue", "TEAM-GIFT", "alpha", STAFF.email],
      ["gift-code.issue", generatedCode, "alpha", STAFF.email],
      ["gift-code.top-up", "TEAM-GIFT", "alpha", STAFF.email],
      ["gift-code.disable", "TEAM-GIFT", "alpha", STAFF.email],
    ]);
    expect(JSON.parse(audit[2]!.before_json!)).toEqual({ code: "TEAM-GIFT", balanceCents: 2550, disabled: false });
    expect(JSON.parse(audit[2]!.after_json!)).toEqual({ code: "TEAM-GIFT", balanceCents: 3000, disabled: false });
    expect(JSON.parse(audit[3]!.after_json!)).toMatchObject({ disabled: true, releasedHolds: 1 });
    const row = await database.db
      .selectFrom("gift_codes")
      .select(["balance_cents", "disabled"])
      .where("code", "=", "TEAM-GIFT")
      .executeTakeFirstOrThrow();
    expect({ balance: row.balance_cents, disabled: Number(row.disabled) }).toEqual({ balance: 3000, disabled: 1 });

    // A refused CSRF token, or another origin, changes nothing.
    for (const headers of [{ origin: CONSOLE_ORIGIN }, { origin: "http://evil.example" }]) {
      const forged = await client.request("/console/gift-codes/alpha/TEAM-GIFT", {
        form: { _csrf: headers.origin === CONSOLE_ORIGIN ? "forged" : client.csrf, intent: "enable" },
        headers,
      });
      expect(forged.response.status).toBe(403);
    }
    expect(await giftAudit()).toHaveLength(4);
    expect((await client.request("/console/gift-codes/alpha/NO-SUCH-CODE")).response.status).toBe(404);
  });
});
