// The order status workflow through the admin API (docs/decisions/0038): every transition and
// refusal, refund and void through the test gateway, gift card given back, the fundraiser, e-mails
// queued once in the order's language, the track-order answer, the list's filters, the production
// sheet and the CSV exports. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminApiActor } from "~server/http/admin-auth";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { findPaymentToken } from "~server/modules/payments/payments.repository";
import { raisedCents } from "~server/modules/store-windows/store-window.service";
import { testDialects } from "~server/testing/test-db";
import { testLogger } from "~server/testing/test-app";
import {
  ADMIN_KEY,
  buildClientOrder,
  call,
  createCheckoutTestbed,
  TEE,
  type CartLine,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { changeOrderStatus, settlePendingRefunds } from "./order-workflow.service";

const AUTH = { Authorization: `Bearer ${ADMIN_KEY}` };

interface Detail {
  id: string;
  orderNumber: string;
  status: string;
  history: {
    from: string | null;
    to: string;
    carrier: string | null;
    trackingNumber: string | null;
    note: string | null;
  }[];
  payments: { status: string; amount: number }[];
  giftCard: { code: string; amount: number; state: string } | null;
  fundraiser: { amount: number; counts: boolean };
  shipment: { carrier: string; trackingNumber: string } | null;
  total: number;
}

describe.each(testDialects({ postgres: "concurrency" }))("order workflow on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect, { stores: ["demo", "private"] });
  });
  afterEach(async () => {
    await bed.close();
  });

  let keys = 0;
  async function placeOrder(cart: CartLine[] = [TEE], options: { cookie?: string; gift?: string } = {}) {
    let giftOptions = {};
    if (options.gift) {
      const apply = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
        code: options.gift,
        orderAmount: 10,
      });
      const data = (
        (await apply.json()) as { data: { orderKey: string; appliedAmount: number; remainingBalance: number } }
      ).data;
      giftOptions = {
        orderKey: data.orderKey,
        giftReserved: Math.round(data.appliedAmount * 100),
        giftBalance: 100_00,
      };
    }
    const order = await buildClientOrder(bed, cart, giftOptions);
    const headers: Record<string, string> = { "Idempotency-Key": `wf-${(keys += 1)}` };
    if (options.cookie) headers.Cookie = options.cookie;
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, headers);
    expect(res.status, await res.clone().text()).toBe(200);
    const { orderNumber } = ((await res.json()) as { data: { orderNumber: string } }).data;
    const row = await bed.db
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    return { id: row.id, orderNumber, order };
  }

  const setStatus = (id: string, body: Record<string, unknown>, headers: Record<string, string> = AUTH) =>
    call(bed.app, "POST", `/api/admin/orders/${id}/status`, body, headers, "localhost");
  const detail = async (id: string) => {
    const res = await call(bed.app, "GET", `/api/admin/orders/${id}`, undefined, AUTH, "localhost");
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Detail }).data;
  };
  const statusMails = async (orderId: string) => (await listOutbox(bed.db, { orderId })).slice(1);

  it("moves an order Processing → In production → Shipped → Delivered, one e-mail per change, shown on track-order", async () => {
    const { id, orderNumber } = await placeOrder();
    expect((await detail(id)).status).toBe("Processing");

    expect((await setStatus(id, { status: "In production", note: "Screens burnt" })).status).toBe(200);
    const shipped = await setStatus(id, { status: "Shipped", carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    expect(shipped.status).toBe(200);
    const answer = ((await shipped.json()) as { data: { before: { status: string }; after: { status: string } } }).data;
    expect(answer.before.status).toBe("In production");
    expect(answer.after.status).toBe("Shipped");

    const track = await call(bed.app, "POST", "/api/promo/ecommerce/order-tracking", {
      orderNumber,
      email: "ADA@example.com",
    });
    const tracked = (
      (await track.json()) as { data: { status: string; history: { status: string }[]; shipment: unknown } }
    ).data;
    expect(tracked.status).toBe("Shipped");
    expect(tracked.history.map((h) => h.status)).toEqual(["Processing", "In production", "Shipped"]);
    expect(tracked.shipment).toMatchObject({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    expect(JSON.stringify(tracked)).not.toContain("Screens burnt");

    expect((await setStatus(id, { status: "Delivered" })).status).toBe(200);
    const done = await detail(id);
    expect(done.status).toBe("Delivered");
    expect(done.history.map((h) => [h.from, h.to])).toEqual([
      [null, "Processing"],
      ["Processing", "In production"],
      ["In production", "Shipped"],
      ["Shipped", "Delivered"],
    ]);
    expect(done.history[1]?.note).toBe("Screens burnt");
    expect(done.shipment).toMatchObject({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" });

    const mails = await statusMails(id);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${orderNumber} at Lakeside Eagles Team Store: In production`,
      `Your order ${orderNumber} at Lakeside Eagles Team Store: Shipped`,
      `Your order ${orderNumber} at Lakeside Eagles Team Store: Delivered`,
    ]);
    expect(mails[1]?.html).toContain("1Z999AA10123456784");
    expect(mails[1]?.html).toContain("UPS");
    expect(mails.every((m) => m.to_address === "ada@example.com")).toBe(true);
  });

  it("writes the status e-mails in the language the order was placed in", async () => {
    const { id, orderNumber } = await placeOrder([TEE], { cookie: "lang=ar" });
    await setStatus(id, { status: "In production" });
    await setStatus(id, { status: "Shipped", carrier: "DHL", trackingNumber: "JD0146" });
    const mails = await statusMails(id);
    expect(mails[0]?.subject).toBe(`طلبك ${orderNumber} من Lakeside Eagles Team Store: قيد الإنتاج`);
    expect(mails[1]?.html).toContain('lang="ar" dir="rtl"');
    expect(mails[1]?.html).toContain("شُحن طلبك");
  });

  it("refuses what the workflow does not allow, with a code, and changes nothing", async () => {
    const { id, orderNumber } = await placeOrder();
    const expectRefusal = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await setStatus(id, body);
      const answer = (await res.json()) as { code?: string; message: string };
      expect([res.status, answer.code], answer.message).toEqual([status, code]);
      return answer;
    };
    const skipped = await expectRefusal(
      { status: "Shipped", carrier: "UPS", trackingNumber: "1" },
      409,
      "orderWorkflow.notAllowed",
    );
    expect(skipped.message).toBe(`Order ${orderNumber} is Processing: it cannot be marked Shipped.`);
    await expectRefusal({ status: "Delivered" }, 409, "orderWorkflow.notAllowed");
    await expectRefusal({ status: "Processing" }, 409, "orderWorkflow.sameStatus");
    await expectRefusal({ status: "Lost" }, 400, "orderWorkflow.unknownStatus");
    await setStatus(id, { status: "In production" });
    await expectRefusal({ status: "Shipped" }, 400, "orderWorkflow.trackingRequired");
    await expectRefusal(
      { status: "Shipped", carrier: "UPS", trackingNumber: "  " },
      400,
      "orderWorkflow.trackingRequired",
    );
    await setStatus(id, { status: "Shipped", carrier: "UPS", trackingNumber: "1Z1" });
    await expectRefusal({ status: "Cancelled" }, 409, "orderWorkflow.notAllowed");
    await expectRefusal({ status: "In production" }, 409, "orderWorkflow.notAllowed");
    await setStatus(id, { status: "Delivered" });
    await expectRefusal({ status: "Cancelled" }, 409, "orderWorkflow.notAllowed");
    await expectRefusal({ status: "Shipped", carrier: "UPS", trackingNumber: "1" }, 409, "orderWorkflow.notAllowed");

    const inRussian = await setStatus(id, { status: "Cancelled" }, { ...AUTH, Cookie: "lang=ru" });
    expect(((await inRussian.json()) as { message: string }).message).toBe(
      `Заказ ${orderNumber} в статусе Delivered: его нельзя перевести в Cancelled.`,
    );
    expect((await detail(id)).history).toHaveLength(4);
    expect(await statusMails(id)).toHaveLength(3);

    expect((await setStatus("no-such-order", { status: "In production" })).status).toBe(404);
    expect((await setStatus(id, { status: "In production" }, {})).status).toBe(401);
    expect((await call(bed.app, "GET", `/api/admin/orders/${id}`, undefined, {}, "localhost")).status).toBe(401);
  });

  it("cancels a paid order: the card is refunded through the provider, the gift card credited, the fundraiser no longer counts it", async () => {
    const { id, orderNumber } = await placeOrder([TEE], { gift: "GIFT-25" });
    const storeId = (
      await bed.db.selectFrom("orders").select("store_id").where("id", "=", id).executeTakeFirstOrThrow()
    ).store_id;
    const before = await detail(id);
    expect(before.giftCard).toMatchObject({ code: "GIFT-25", state: "consumed" });
    expect(before.fundraiser.counts).toBe(true);
    const balance = async () =>
      (
        await bed.db
          .selectFrom("gift_codes")
          .select("balance_cents")
          .where("code", "=", "GIFT-25")
          .executeTakeFirstOrThrow()
      ).balance_cents;
    const spent = await balance();
    const raised = await raisedCents(bed.db, storeId);
    expect(raised).toBeGreaterThan(0);

    const res = await setStatus(id, { status: "Cancelled", note: "Customer asked" });
    expect(res.status).toBe(200);
    const answer = ((await res.json()) as { data: { payments: { status: string }[]; giftCard: { amount: number } } })
      .data;
    expect(answer.payments).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect(answer.giftCard.amount).toBeGreaterThan(0);
    expect(await balance()).toBe(spent + Math.round(answer.giftCard.amount * 100));

    const after = await detail(id);
    expect(after.status).toBe("Cancelled");
    expect(after.payments).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect(after.giftCard).toMatchObject({ state: "returned" });
    expect(after.fundraiser).toMatchObject({ amount: 0, counts: false });
    expect(await raisedCents(bed.db, storeId)).toBe(0);
    // The admin API's change is in the audit log, as the key's (decision 0076).
    const audit = await bed.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute();
    expect(audit.map((row) => [row.action, row.actor_email, row.store_id])).toEqual([
      ["order.status", adminApiActor(ADMIN_KEY).email, storeId],
    ]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ orderNumber, status: "Cancelled" });
    const payment = await bed.db
      .selectFrom("payments")
      .select("token_ref")
      .where("order_id", "=", id)
      .executeTakeFirstOrThrow();
    expect((await findPaymentToken(bed.db, payment.token_ref))?.status).toBe("refunded");

    const mails = await statusMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your order ${orderNumber} at Lakeside Eagles Team Store: Cancelled`);

    // Cancelling again is refused and gives nothing back twice.
    expect((await setStatus(id, { status: "Cancelled" })).status).toBe(409);
    expect(await balance()).toBe(spent + Math.round(answer.giftCard.amount * 100));
    expect(await statusMails(id)).toHaveLength(1);
  });

  it("voids a payment the provider only authorised, when cancelled in production", async () => {
    const { id } = await placeOrder();
    await setStatus(id, { status: "In production" });
    const payment = await bed.db
      .selectFrom("payments")
      .select("token_ref")
      .where("order_id", "=", id)
      .executeTakeFirstOrThrow();
    // As a provider that captures on shipping would hold it.
    await bed.db
      .updateTable("payment_tokens")
      .set({ status: "authorized" })
      .where("id", "=", payment.token_ref)
      .execute();
    const res = await setStatus(id, { status: "Cancelled" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { payments: { status: string }[] } }).data.payments).toEqual([
      expect.objectContaining({ status: "voided" }),
    ]);
    expect((await findPaymentToken(bed.db, payment.token_ref))?.status).toBe("voided");
  });

  it("keeps a refund the provider failed pending, and the recovery pass gives it back once", async () => {
    const { id } = await placeOrder();
    const real = bed.providers.payments;
    const failing = {
      ...real,
      name: real.name,
      refund: async () => {
        throw new Error("provider down");
      },
    };
    const quiet = { ...testLogger, error: () => undefined };
    const deps = { db: bed.db, providers: { payments: failing }, logger: quiet, now: () => new Date() };
    const actor = { id: "op-1", email: "owner@example.com" };
    const audited: string[] = [];
    const result = await changeOrderStatus(
      deps,
      id,
      { to: "Cancelled" },
      {
        actor,
        onChange: async (trx, before, after) => {
          const row = await trx.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow();
          audited.push(`${before.status}→${after.status} (${row.status})`);
        },
      },
    );
    expect(audited).toEqual(["Processing→Cancelled (Cancelled)"]);
    expect(result.payments).toEqual([expect.objectContaining({ status: "refund_pending" })]);
    expect((await detail(id)).history.at(-1)).toMatchObject({ to: "Cancelled" });
    const history = await bed.db.selectFrom("order_status_history").selectAll().where("order_id", "=", id).execute();
    expect(history[0]).toMatchObject({ actor_id: "op-1", actor_email: "owner@example.com" });

    expect(await settlePendingRefunds({ ...deps, providers: { payments: real } })).toEqual({ settled: 1, pending: 0 });
    expect(await settlePendingRefunds({ ...deps, providers: { payments: real } })).toEqual({ settled: 0, pending: 0 });
    expect((await detail(id)).payments).toEqual([expect.objectContaining({ status: "refunded" })]);
  });

  it("an onChange hook that throws undoes the change: no history, no e-mail", async () => {
    const { id } = await placeOrder();
    const deps = { db: bed.db, providers: bed.providers, logger: testLogger, now: () => new Date() };
    await expect(
      changeOrderStatus(
        deps,
        id,
        { to: "In production" },
        {
          onChange: async () => {
            throw new Error("audit failed");
          },
        },
      ),
    ).rejects.toThrow("audit failed");
    expect((await detail(id)).status).toBe("Processing");
    expect(await statusMails(id)).toHaveLength(0);
  });

  it("of two cancellations at once, one wins: one refund, one e-mail", async () => {
    const { id } = await placeOrder();
    const answers = await Promise.all([setStatus(id, { status: "Cancelled" }), setStatus(id, { status: "Cancelled" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await statusMails(id)).toHaveLength(1);
    expect((await detail(id)).history).toHaveLength(2);
  });

  it("lists orders across stores by store, status, date and search", async () => {
    const first = await placeOrder();
    const second = await placeOrder([{ ...TEE, size: "M" }]);
    await setStatus(second.id, { status: "In production" });
    const list = async (query: string) => {
      const res = await call(bed.app, "GET", `/api/admin/orders?${query}`, undefined, AUTH, "localhost");
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { data: { items: { orderNumber: string }[]; totalCount: number } }).data;
    };
    expect((await list("")).totalCount).toBe(2);
    expect((await list("status=In%20production")).items.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
    expect((await list("storeId=private")).totalCount).toBe(0);
    expect((await list(`q=${first.orderNumber.toLowerCase()}`)).items.map((o) => o.orderNumber)).toEqual([
      first.orderNumber,
    ]);
    expect((await list("q=LOVELACE")).totalCount).toBe(2);
    expect((await list("q=ada%40example")).totalCount).toBe(2);
    expect((await list("q=50%25")).totalCount).toBe(0);
    expect((await list("q=nobody")).totalCount).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).totalCount).toBe(2);
    expect((await list("to=2000-01-01")).totalCount).toBe(0);
    expect((await list("limit=1&page=2")).items).toHaveLength(1);
    const bad = await call(bed.app, "GET", "/api/admin/orders?status=Lost", undefined, AUTH, "localhost");
    expect(bad.status).toBe(400);
  });

  it("builds the production sheet: units per product × colour × size and the names to decorate, as JSON and CSV", async () => {
    await placeOrder([
      {
        ...TEE,
        quantity: 2,
        personalization: [
          { name: "Name", value: "ALEX" },
          { name: "Number", value: "7" },
          { name: "Name", value: '=HYPERLINK("http://x")' },
          { name: "Number", value: "12" },
        ],
      },
    ]);
    await placeOrder([
      { ...TEE, quantity: 1 },
      { ...TEE, size: "M", quantity: 3 },
    ]);
    const cancelled = await placeOrder([{ ...TEE, size: "M", quantity: 5 }]);
    await setStatus(cancelled.id, { status: "Cancelled" });

    const res = await call(bed.app, "GET", "/api/admin/stores/demo/production-sheet", undefined, AUTH, "localhost");
    expect(res.status, await res.clone().text()).toBe(200);
    const sheet = (
      (await res.json()) as {
        data: {
          orders: number;
          totalUnits: number;
          rows: {
            color: string;
            size: string;
            quantity: number;
            decorations: { unit: string; fields: Record<string, string> }[];
          }[];
        };
      }
    ).data;
    expect(sheet.orders).toBe(2);
    expect(sheet.rows.map((r) => [r.color, r.size, r.quantity])).toEqual([
      ["Gold", "S", 3],
      ["Gold", "M", 3],
    ]);
    expect(sheet.totalUnits).toBe(6);
    expect(sheet.rows[0]?.decorations.map((d) => d.fields)).toEqual([
      { Name: "ALEX", Number: "7" },
      { Name: '=HYPERLINK("http://x")', Number: "12" },
    ]);

    const csv = await call(bed.app, "GET", "/api/admin/stores/demo/production-sheet.csv", undefined, AUTH, "localhost");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Product","Product ID","Brand","Supplier code","Decoration location","Colour","Size","Quantity","Order","Unit","Name","Number"',
    );
    expect(lines[1]).toMatch(/^"Heavyweight Cotton Tee","demo-001","[^"]*","","","Gold","S","3","","","",""$/);
    // The unit rows leave Quantity empty: the column sums to the sheet's units (decision 0080).
    const quantities = lines.slice(1, -1).map((line) => Number(line.split('","')[7] || 0));
    expect(quantities.reduce((a, b) => a + b, 0)).toBe(6);
    expect(text).toContain('"\'=HYPERLINK(""http://x"")","12"');
    expect(text).not.toContain('"=HYPERLINK');

    const empty = await call(
      bed.app,
      "GET",
      "/api/admin/stores/demo/production-sheet?to=2000-01-01",
      undefined,
      AUTH,
      "localhost",
    );
    expect(((await empty.json()) as { data: { rows: unknown[] } }).data.rows).toEqual([]);
  });

  it("exports orders as CSV with the shipment, quoted and safe from formulas", async () => {
    const { id, orderNumber } = await placeOrder();
    await setStatus(id, { status: "In production" });
    await setStatus(id, { status: "Shipped", carrier: "UPS", trackingNumber: '-1Z"99' });
    const res = await call(bed.app, "GET", "/api/admin/orders.csv?storeId=demo", undefined, AUTH, "localhost");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    const [header, row] = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain('"Order","Store","Created at","Status","Name","E-mail"');
    expect(row).toContain(`"${orderNumber}","demo"`);
    expect(row).toContain('"Shipped","Ada Lovelace","ada@example.com"');
    expect(row).toContain('"UPS","\'-1Z""99"');
    expect((await call(bed.app, "GET", "/api/admin/orders.csv", undefined, {}, "localhost")).status).toBe(401);
  });
});
