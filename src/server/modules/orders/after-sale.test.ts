// The after-sale work of issue 46 on the real database (docs/decisions/0096, 0097): a bulk status
// change through the single change's path (bad transitions listed back, a double submit changes once),
// the orders CSV one row per unit (its Quantity sums to the orders' units, names and numbers on their
// units), the refund e-mail with what goes to the card and the gift card, and the retry of a failed card
// refund (the provider is asked once). On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents } from "~core/money";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import type { PaymentProvider } from "~server/providers/providers";
import { testDialects } from "~server/testing/test-db";
import {
  buildClientOrder,
  call,
  createCheckoutTestbed,
  testLogger,
  TEE,
  type CartLine,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { retryCardRefund } from "./card-refund-retry.service";
import { orderUnitsAsCsv } from "./order-admin.service";
import { changeStatusInBulk } from "./order-bulk.service";
import { previewRefund, refundOrder, swapChoices, type OrderChangeDeps } from "./order-changes.service";
import { findProductById, putProduct } from "~server/modules/products/products.service";
import { changeOrderStatus } from "./order-workflow.service";
import type { StoredOrder } from "./stored-order";

describe.each(testDialects({ postgres: "concurrency" }))("after-sale work on %s", (dialect) => {
  let bed: Testbed;
  let deps: OrderChangeDeps;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
    deps = { db: bed.db, providers: bed.providers, logger: testLogger, now: () => new Date() };
  });
  afterEach(async () => {
    await bed.close();
  });

  let keys = 0;
  const key = () => `after-sale-key-${(keys += 1)}`;
  const owner = { id: null, email: "owner@example.com" };

  async function placeOrder(cart: CartLine[], gift?: string) {
    let giftOptions = {};
    if (gift) {
      const apply = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
        code: gift,
        orderAmount: 10,
      });
      const data = ((await apply.json()) as { data: { orderKey: string; appliedAmount: number } }).data;
      giftOptions = { orderKey: data.orderKey, giftReserved: cents(Math.round(data.appliedAmount * 100)) };
    }
    const order = await buildClientOrder(bed, cart, giftOptions);
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": key() });
    expect(res.status, await res.clone().text()).toBe(200);
    const { orderNumber } = ((await res.json()) as { data: { orderNumber: string } }).data;
    const row = await bed.db
      .selectFrom("orders")
      .select(["id", "order_number"])
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const stored = async (id: string) => {
    const row = await bed.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { row, order: JSON.parse(row.data) as StoredOrder };
  };
  const historyCount = async (id: string) =>
    (await bed.db.selectFrom("order_status_history").select("id").where("order_id", "=", id).execute()).length;

  it("changes the chosen orders through the single change's path, lists back those that cannot, and changes once on a double submit", async () => {
    const a = await placeOrder([TEE]);
    const b = await placeOrder([TEE]);
    const c = await placeOrder([TEE]);
    // c is already in production: "In production" again is refused, with the single change's reason.
    await changeOrderStatus(deps, c, { to: "In production" });
    const bulkKey = key();
    const input = {
      orderIds: [a, b, c, "no-such-order"],
      to: "In production",
      key: bulkKey,
      actor: owner,
      mayChange: () => true,
    };
    const outcome = await changeStatusInBulk(deps, input);
    expect(outcome.changed.map((o) => o.orderId).sort()).toEqual([a, b].sort());
    expect(outcome.refused).toHaveLength(2);
    const numberOfC = (await stored(c)).row.order_number;
    expect(outcome.refused[0]).toMatchObject({
      orderId: c,
      orderNumber: numberOfC,
      reason: { code: "orderWorkflow.sameStatus" },
    });
    expect(outcome.refused[1]).toMatchObject({ orderId: "no-such-order", reason: { code: "order.notFound" } });
    expect((await stored(a)).row.status).toBe("In production");
    // The shopper's e-mail and the audit entry, as a single change writes them.
    expect((await listOutbox(bed.db, { orderId: a })).at(-1)?.subject).toMatch(/In production/i);
    const audits = await bed.db
      .selectFrom("audit_log")
      .select(["entity_id", "action"])
      .where("action", "=", "order.status")
      .execute();
    expect(audits.map((r) => r.entity_id).sort()).toEqual([a, b, c].filter((id) => id !== c).sort());

    // The same confirmation again (a double click, a second process): nothing more changes.
    const historyBefore = await historyCount(a);
    const again = await changeStatusInBulk(deps, input);
    expect(again.replayed).toBe(true);
    expect(again.changed).toEqual(outcome.changed);
    expect(await historyCount(a)).toBe(historyBefore);
    const [x, y] = await Promise.allSettled([
      changeStatusInBulk(deps, { ...input, key: key(), to: "Cancelled", orderIds: [a] }),
      changeStatusInBulk(deps, { ...input, key: `${bulkKey}-b`, to: "Cancelled", orderIds: [a] }),
    ]);
    // Two different confirmations for one order: it is cancelled once, the other is told why not.
    const results = [x, y].flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(results.reduce((n, r) => n + r.changed.length, 0)).toBe(1);
    expect(await historyCount(a)).toBe(historyBefore + 1);
    // A cancellation puts the units back and gives the card payment back, as a single one does.
    const payments = await bed.db.selectFrom("payments").select("status").where("order_id", "=", a).execute();
    expect(payments.map((p) => p.status)).toEqual(["refunded"]);

    // Shipped needs each order's tracking number; an unknown status and no orders are refused whole.
    await expect(changeStatusInBulk(deps, { ...input, key: key(), to: "Shipped" })).rejects.toMatchObject({
      code: "invalid",
      details: { path: "status" },
    });
    await expect(changeStatusInBulk(deps, { ...input, key: key(), to: "Lost" })).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(changeStatusInBulk(deps, { ...input, key: key(), orderIds: [] })).rejects.toMatchObject({
      code: "invalid",
      details: { path: "orders" },
    });
  });

  it("offers an edit's swap the product's colours and, per colour, its sizes in the product's order, without those sold out", async () => {
    const id = await placeOrder([TEE]);
    // The product lists 2XL first: the pickers follow it (core orderSizes), not a fixed scale.
    const product = (await findProductById(bed.db, "demo", "demo-001"))!;
    const sizes = ["2XL", ...product.data.productData.sizes.filter((s) => s !== "2XL")];
    await putProduct(bed.db, "demo", "demo-001", {
      ...product.data,
      productData: { ...product.data.productData, sizes },
    });
    const [line] = await swapChoices(bed.db, id);
    // The demo store blocks out-of-stock shopping: Gold L and Charcoal 4XL have none left.
    expect(line?.colors).toEqual([
      { color: "Gold", sizes: ["2XL", "S", "M", "XL", "3XL", "4XL"] },
      { color: "White", sizes: ["2XL", "S", "M", "L", "XL", "3XL", "4XL"] },
      { color: "Charcoal", sizes: ["2XL", "S", "M", "L", "XL", "3XL"] },
    ]);
  });

  it("writes the orders CSV one row per unit: its Quantity sums to the orders' units, each name and number on its unit", async () => {
    await placeOrder([TEE, { productId: "demo-001", color: "White", size: "M", quantity: 1 }]);
    await placeOrder([{ ...TEE, size: "M", quantity: 3, personalization: [{ name: "Name", value: "ADA" }] }]);
    const orders = await bed.db.selectFrom("orders").select("data").execute();
    const units = orders.reduce(
      (sum, row) => sum + (JSON.parse(row.data) as StoredOrder).lines.reduce((n, line) => n + line.quantity, 0),
      0,
    );
    expect(units).toBe(6);
    const rows = parse(await orderUnitsAsCsv(bed.db, {}), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(units);
    expect(rows.reduce((sum, row) => sum + Number(row.Quantity), 0)).toBe(units);
    // The merchandise of the units is the orders' subtotal.
    const subtotal = orders.reduce((sum, row) => sum + (JSON.parse(row.data) as StoredOrder).subtotal, 0);
    expect(Math.round(rows.reduce((sum, row) => sum + Number(row["Unit price"]) * 100, 0))).toBe(subtotal);
    const named = rows.filter((row) => row["Personalization name"] !== "");
    expect(named.map((row) => [row.Size, row["Personalization name"]])).toEqual([["M", "ADA"]]);
    expect(Number(named[0]?.["Personalization price"])).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ Product: expect.any(String), Colour: expect.any(String), Status: "Processing" });
  });

  it("e-mails the shopper what a partial refund and a cancellation give back to the card and the gift card", async () => {
    const id = await placeOrder([TEE, { productId: "demo-001", color: "White", size: "M", quantity: 1 }], "GIFT-25");
    const unit = { kind: "unit" as const, lineId: "1", size: "S" };
    const preview = await previewRefund(deps, id, unit);
    expect(preview.refund.card).toBeGreaterThan(0);
    expect(preview.refund.gift).toBeGreaterThan(0);
    await refundOrder(deps, id, unit, key(), preview.refund, { actor: null });
    const money = (c: number) => `$${(c / 100).toFixed(2)}`;
    const mail = (await listOutbox(bed.db, { orderId: id })).at(-1);
    expect(mail?.subject).toContain("A refund on your order");
    expect(mail?.html).toContain(
      `${money(preview.refund.card)} goes back to your card and ${money(preview.refund.gift)} to your gift card`,
    );
    expect(mail?.html).toContain(`Order total now: ${money(preview.totalAfter)}.`);
    expect(mail?.html).toMatch(/Gold: <bdi dir="ltr">S × 1<\/bdi>/);

    // Cancelling the rest: what the card still holds and the gift card's remaining part go back.
    const left = (await stored(id)).order;
    await changeOrderStatus(deps, id, { to: "Cancelled" });
    const cancelled = (await listOutbox(bed.db, { orderId: id })).at(-1);
    expect(cancelled?.subject).toMatch(/Cancelled/i);
    expect(cancelled?.html).toContain(
      `${money(left.grandTotal)} goes back to your card and ${money(left.giftCodeBalance)} to your gift card`,
    );
  });

  it("retries a failed card refund once, however often it is asked", async () => {
    const id = await placeOrder([TEE]);
    const real = bed.providers.payments;
    let failing = true;
    let refunds = 0;
    const flaky: PaymentProvider = {
      ...real,
      async refund(paymentId, amount, refundKey) {
        if (failing) throw new Error("provider down");
        refunds += 1;
        return real.refund(paymentId, amount, refundKey);
      },
    };
    const logged: string[] = [];
    const logger = { ...testLogger, error: (_: unknown, message: string) => void logged.push(message) };
    const flakyDeps = { ...deps, logger, providers: { ...deps.providers, payments: flaky } };
    const unit = { kind: "unit" as const, lineId: "1", size: "S" };
    const { refund } = await previewRefund(flakyDeps, id, unit);
    const done = await refundOrder(flakyDeps, id, unit, key(), refund, { actor: null });
    expect(done.state).toBe("card_pending");
    const token = async () => {
      const payment = await bed.db
        .selectFrom("payments")
        .select("token_ref")
        .where("order_id", "=", id)
        .executeTakeFirstOrThrow();
      return bed.db
        .selectFrom("payment_tokens")
        .selectAll()
        .where("id", "=", payment.token_ref)
        .executeTakeFirstOrThrow();
    };
    expect(Number((await token()).refunded_cents)).toBe(0);

    // Still failing: it stays pending, to be retried again.
    expect((await retryCardRefund(flakyDeps, id, done.changeId)).state).toBe("card_pending");
    expect(logged).toHaveLength(2);
    failing = false;
    const [first, second] = await Promise.allSettled([
      retryCardRefund(flakyDeps, id, done.changeId),
      retryCardRefund(flakyDeps, id, done.changeId),
    ]);
    const answers = [first, second].flatMap((r) => (r.status === "fulfilled" ? [r.value.state] : []));
    expect(answers).toContain("done");
    expect(refunds).toBe(1);
    expect(Number((await token()).refunded_cents)).toBe(refund.card);
    const again = await retryCardRefund(flakyDeps, id, done.changeId);
    expect(again).toMatchObject({ state: "done", replayed: true });
    expect(refunds).toBe(1);
    const row = await bed.db
      .selectFrom("order_changes")
      .select("state")
      .where("id", "=", done.changeId)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe("done");
    await expect(retryCardRefund(flakyDeps, id, "no-such-change")).rejects.toMatchObject({ code: "not_found" });
  });
});
