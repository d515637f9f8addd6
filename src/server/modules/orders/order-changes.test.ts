// Partial refunds and order edits (docs/decisions/0086) on the real database: by unit, line, shipping
// and amount, split between the card and the gift card in proportion; an edit's size swap repriced
// by the checkout's path and e-mailed; a double submit (two requests at once) refunds once. After
// every change: captured − refunded = the order's total, and the gift card's balance is exact.
// On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents, type Cents } from "~core/money";
import { listOutbox } from "~server/modules/mail/outbox.repository";
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
import { editOrder, previewEdit, previewRefund, refundOrder, type OrderChangeDeps } from "./order-changes.service";
import type { StoredOrder } from "./stored-order";

describe.each(testDialects({ postgres: "concurrency" }))("partial refunds and edits on %s", (dialect) => {
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
  const key = () => `change-key-${(keys += 1)}`;
  const actor = { actor: { id: "op", email: "owner@example.com" } };

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
      .select("id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const stored = async (id: string) => {
    const row = await bed.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { row, order: JSON.parse(row.data) as StoredOrder };
  };
  const giftBalance = async (code: string) =>
    (await bed.db.selectFrom("gift_codes").select("balance_cents").where("code", "=", code).executeTakeFirstOrThrow())
      .balance_cents;
  const cardToken = async (orderId: string) => {
    const payment = await bed.db
      .selectFrom("payments")
      .select("token_ref")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    return bed.db
      .selectFrom("payment_tokens")
      .selectAll()
      .where("id", "=", payment.token_ref)
      .executeTakeFirstOrThrow();
  };

  /** captured (card + gift card) − refunded (card + gift card) = what the order now costs. */
  async function expectBalanced(orderId: string, giftCode?: string, giftStart?: Cents) {
    const { row, order } = await stored(orderId);
    const token = await cardToken(orderId);
    const giftUsed = order.paid?.gift ?? order.giftCodeBalance;
    const refunded = order.refunded ?? { card: 0, gift: 0 };
    expect(Number(token.amount_cents) + giftUsed - Number(token.refunded_cents) - refunded.gift).toBe(
      order.totalAmount,
    );
    expect(Number(token.refunded_cents)).toBe(refunded.card);
    expect(row.total_cents).toBe(Number(token.amount_cents) - Number(token.refunded_cents));
    expect(row.gift_cents).toBe(giftUsed - refunded.gift);
    if (giftCode && giftStart !== undefined) {
      // The card's balance: what it started with, less what the order keeps of it.
      expect(await giftBalance(giftCode)).toBe(giftStart - (giftUsed - refunded.gift));
    }
  }

  it("refunds one unit, a line, the shipping and an amount, each split between card and gift card in proportion", async () => {
    const start = await giftBalance("GIFT-25");
    const id = await placeOrder([TEE, { productId: "demo-001", color: "White", size: "M", quantity: 1 }], "GIFT-25");
    const placed = (await stored(id)).order;
    expect(placed.giftCodeBalance).toBe(1000);
    const total = placed.totalAmount;

    const unit = { kind: "unit" as const, lineId: "1", size: "S" };
    const preview = await previewRefund(deps, id, unit);
    // Gift card paid 10.00 of the total: its share of the refund is rounded down, the card takes the rest.
    expect(preview.refund.gift).toBe(Math.floor(((total - preview.totalAfter) * 1000) / total));
    expect(preview.refund.card + preview.refund.gift).toBe(total - preview.totalAfter);
    expect(preview.after.lines[0]?.quantity).toBe(1);
    expect(preview.after.totalTax).toBeLessThan(placed.totalTax);
    // Nothing changes before the confirmation.
    expect((await stored(id)).order.totalAmount).toBe(total);

    const done = await refundOrder(deps, id, unit, key(), preview.refund, actor);
    expect(done.state).toBe("done");
    await expectBalanced(id, "GIFT-25", start);

    const line = { kind: "line" as const, lineId: "2" };
    await refundOrder(deps, id, line, key(), (await previewRefund(deps, id, line)).refund, actor);
    await expectBalanced(id, "GIFT-25", start);
    expect((await stored(id)).order.lines.map((l) => l.color)).toEqual(["Gold"]);

    const shipping = { kind: "shipping" as const };
    const shipped = await previewRefund(deps, id, shipping);
    expect(shipped.after.shippingAmount).toBe(0);
    await refundOrder(deps, id, shipping, key(), shipped.refund, actor);
    await expectBalanced(id, "GIFT-25", start);

    const amount = { kind: "amount" as const, amount: cents(150) };
    const goodwill = await previewRefund(deps, id, amount);
    expect(goodwill.refund.card + goodwill.refund.gift).toBe(150);
    await refundOrder(deps, id, amount, key(), goodwill.refund, actor);
    await expectBalanced(id, "GIFT-25", start);

    // More than is left is refused; the confirmed amounts must still be the order's.
    await expect(previewRefund(deps, id, { kind: "amount", amount: cents(1_000_000) })).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(
      refundOrder(deps, id, { kind: "unit", lineId: "1", size: "S" }, key(), { card: cents(1), gift: cents(0) }, actor),
    ).rejects.toMatchObject({ code: "conflict" });

    // The last unit: everything is back, to each side exactly what it paid.
    const last = { kind: "unit" as const, lineId: "1", size: "S" };
    await refundOrder(deps, id, last, key(), (await previewRefund(deps, id, last)).refund, actor);
    await expectBalanced(id, "GIFT-25", start);
    const final = (await stored(id)).order;
    expect(final.totalAmount).toBe(0);
    expect(final.refunded).toEqual(final.paid);
    expect(await giftBalance("GIFT-25")).toBe(start);
    expect((await cardToken(id)).status).toBe("refunded");
  });

  it("swaps a unit's size before production, repriced by the checkout's path, and e-mails the shopper", async () => {
    const id = await placeOrder([TEE]);
    const edit = { kind: "swap" as const, lineId: "1", size: "S", toSize: "M" };
    const preview = await previewEdit(deps, id, edit);
    expect(preview.after.lines[0]?.sizes.map((s) => [s.size, s.quantity])).toEqual([
      ["S", 1],
      ["M", 1],
    ]);
    const done = await editOrder(deps, id, edit, key(), preview.refund, actor);
    expect(done.after.totalAmount).toBe(preview.totalAfter);
    await expectBalanced(id);
    const mails = await listOutbox(bed.db, { orderId: id });
    expect(mails.at(-1)?.subject).toContain("was changed");

    // Quantity down gives the difference back.
    const down = { kind: "quantity" as const, lineId: "1", size: "S", quantity: 0 };
    const lower = await previewEdit(deps, id, down);
    expect(lower.refund.card).toBeGreaterThan(0);
    await editOrder(deps, id, down, key(), lower.refund, actor);
    await expectBalanced(id);

    // Edits are for Processing orders only.
    await bed.db.updateTable("orders").set({ status: "In production" }).where("id", "=", id).execute();
    await expect(previewEdit(deps, id, edit)).rejects.toMatchObject({ code: "conflict" });
  });

  it("refunds once when the same confirmation is submitted twice at the same moment", async () => {
    const id = await placeOrder([TEE]);
    const unit = { kind: "unit" as const, lineId: "1", size: "S" };
    const { refund } = await previewRefund(deps, id, unit);
    const once = key();
    const [a, b] = await Promise.all([
      refundOrder(deps, id, unit, once, refund, actor),
      refundOrder(deps, id, unit, once, refund, actor),
    ]);
    expect(a.changeId).toBe(b.changeId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const rows = await bed.db.selectFrom("order_changes").selectAll().where("order_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(Number((await cardToken(id)).refunded_cents)).toBe(refund.card);
    expect((await stored(id)).order.lines[0]?.quantity).toBe(1);
    await expectBalanced(id);
    // Two different confirmations of the same unit at once: one wins, the other is refused.
    const again = await previewRefund(deps, id, unit);
    const results = await Promise.allSettled([
      refundOrder(deps, id, unit, key(), again.refund, actor),
      refundOrder(deps, id, unit, key(), again.refund, actor),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    await expectBalanced(id);
  });
});
