// A console refund recorded first and then failed at Stripe (issue 47, docs/decisions/0108), through
// the official library and the loopback fake of Stripe's refunds endpoint and its fault modes. A 500
// or an answer lost to the time limit leaves the refund pending (card_pending) and the retry finishes
// it, once at Stripe. A refusal for good (a charge disputed, an amount larger than what the charge has
// left) undoes the recorded refund: the order as before (amounts, tax, fundraiser share, refunded),
// the gift card's part taken back, the units taken off the stock again, an audit entry; or, when the
// order changed since, leaves it for the operator (card_refused). Double clicks and two processes
// settle it once. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cents } from "~core/money";
import { retryCardRefund } from "~server/modules/orders/card-refund-retry.service";
import { previewRefund, refundOrder, type OrderChangeDeps } from "~server/modules/orders/order-changes.service";
import type { StoredOrder } from "~server/modules/orders/stored-order";
import { createStripePayments } from "~server/providers/stripe";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { startFakeStripe, stripeSignature, type FakeStripe } from "~server/testing/fake-stripe";
import { testDialects } from "~server/testing/test-db";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes";

const WEBHOOK_SECRET = "whsec_refundfaults0123456789";
const DISPUTED = {
  status: 400,
  error: {
    type: "invalid_request_error",
    code: "charge_disputed",
    message: "Charge ch_1 has been charged back; cannot issue a refund.",
  },
};

let fake: FakeStripe;
beforeAll(async () => {
  // Stripe answers after 1.5 s when a "hang" fault is set; the adapter gives up after 0.5 s.
  fake = await startFakeStripe({ hangMs: 1_500 });
});
afterAll(async () => {
  await fake.close();
});

describe.each(testDialects({ postgres: "concurrency" }))("a console refund that fails at Stripe on %s", (dialect) => {
  let bed: Testbed;
  let deps: OrderChangeDeps;
  const owner = { id: "op-refunds", email: "owner@example.com" };
  // What the service logs (a provider failure is an error to the operator's log, not to the test's console).
  let logged: string[] = [];
  const logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (_: object, message?: string) => void logged.push(message ?? ""),
  };
  let keys = 0;
  const key = (what: string) => `${dialect}-refund-faults-${what}-${(keys += 1)}`;

  afterEach(async () => {
    await bed?.close();
  });

  async function stripeBed() {
    const env = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_faults0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_faults0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    };
    bed = await createCheckoutTestbed(dialect, { env, providers: {} });
    bed.providers.payments = createStripePayments({
      db: bed.db,
      logger,
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: fake.url,
      timeoutMs: 500,
      maxNetworkRetries: 0,
    });
    deps = { db: bed.db, providers: bed.providers, logger, now: () => new Date() };
    logged = [];
    fake.webhooks(undefined);
  }

  async function placed(gift?: string) {
    let giftOptions = {};
    if (gift) {
      const apply = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
        code: gift,
        orderAmount: 10,
      });
      const data = ((await apply.json()) as { data: { orderKey: string; appliedAmount: number } }).data;
      giftOptions = { orderKey: data.orderKey, giftReserved: cents(Math.round(data.appliedAmount * 100)) };
    }
    const order = await buildClientOrder(bed, [TEE, { ...TEE, size: "M" }], {
      ...giftOptions,
      tokenId: await fake.confirmationToken("4242424242424242"),
    });
    const orderKey = key("order");
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": orderKey });
    expect(res.status, await res.clone().text()).toBe(200);
    const intent = [...fake.intents.values()].find((i) => i.metadata.idempotency_key === orderKey)!;
    const row = await bed.db
      .selectFrom("orders")
      .select("id")
      .where("idempotency_key", "=", orderKey)
      .executeTakeFirstOrThrow();
    return { orderId: row.id, intentId: intent.id };
  }
  const stored = async (id: string) => {
    const row = await bed.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { row, order: JSON.parse(row.data) as StoredOrder };
  };
  const refundsOf = (intentId: string) => fake.refunds.filter((r) => r.payment_intent === intentId);
  const changeOf = (id: string) =>
    bed.db.selectFrom("order_changes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const stockMoves = (orderId: string) =>
    bed.db
      .selectFrom("stock_movements")
      .select(["reason", "delta", "size"])
      .where("order_id", "=", orderId)
      .orderBy("at")
      .execute();
  const audits = (orderId: string) =>
    bed.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "after_json"])
      .where("entity_id", "=", orderId)
      .where("action", "=", "order.refundReversed")
      .execute();
  const balanceOf = async (code: string) =>
    (await bed.db.selectFrom("gift_codes").select("balance_cents").where("code", "=", code).executeTakeFirstOrThrow())
      .balance_cents;
  const unit = { kind: "unit" as const, lineId: "1", size: "S" };

  async function refund(orderId: string, changeKey = key("change")) {
    const { refund: amounts } = await previewRefund(deps, orderId, unit);
    return refundOrder(deps, orderId, unit, changeKey, amounts, { actor: owner });
  }

  it("keeps a refund Stripe answered with a 500 pending, and the retry refunds it once", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    fake.fail(/^\/v1\/refunds$/, "500");
    const first = await refund(orderId);
    expect(first.state).toBe("card_pending");
    expect(logged).toEqual(["the card part of a refund failed; it stays card_pending"]);
    // Recorded: the order already costs less, only the card's money is owed.
    expect((await stored(orderId)).order.refunded?.card).toBe(first.refund.card);
    expect(refundsOf(intentId)).toEqual([]);

    const retried = await retryCardRefund({ ...deps }, orderId, first.changeId, owner);
    expect(retried).toMatchObject({ state: "done", replayed: false });
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([first.refund.card]);
    // A second click on a done retry asks Stripe nothing.
    const calls = fake.calls.length;
    expect(await retryCardRefund(deps, orderId, first.changeId, owner)).toMatchObject({
      state: "done",
      replayed: true,
    });
    expect(fake.calls.length).toBe(calls);
  });

  it("refunds once when Stripe's answer was lost to the time limit: the retry's key gets the first refund back", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    fake.fail(/^\/v1\/refunds$/, "hang");
    const first = await refund(orderId);
    expect(first.state).toBe("card_pending");
    // Stripe made the refund; we never heard.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(refundsOf(intentId)).toHaveLength(1);
    expect(await retryCardRefund(deps, orderId, first.changeId, owner)).toMatchObject({ state: "done" });
    expect(refundsOf(intentId)).toHaveLength(1);
    expect((await changeOf(first.changeId)).state).toBe("done");
  });

  it("undoes a refund Stripe refused for good: order, tax, fundraiser share, stock and gift card as before, audited once under a double click", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed("GIFT-25");
    const before = await stored(orderId);
    const giftBefore = await balanceOf("GIFT-25");
    fake.fail(/^\/v1\/refunds$/, DISPUTED);
    const changeKey = key("change");
    const first = await refund(orderId, changeKey);
    expect(first.refund.gift).toBeGreaterThan(0);
    expect(first.state).toBe("reversed");
    expect(first.refusal).toEqual({ code: "charge_disputed", message: DISPUTED.error.message });
    expect(logged).toEqual(["the provider refused a refund's card part for good; the refund was undone"]);

    const after = await stored(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.order.totalTax).toBe(before.order.totalTax);
    expect(after.order.orderFundraiser).toBe(before.order.orderFundraiser);
    expect([after.row.total_cents, after.row.tax_cents, after.row.gift_cents, after.row.subtotal_cents]).toEqual([
      before.row.total_cents,
      before.row.tax_cents,
      before.row.gift_cents,
      before.row.subtotal_cents,
    ]);
    expect(await balanceOf("GIFT-25")).toBe(giftBefore);
    expect(refundsOf(intentId)).toEqual([]);
    // What the refund put back on the stock is taken off again.
    const moves = await stockMoves(orderId);
    const net = (reason: string) => moves.filter((m) => m.reason === reason).reduce((s, m) => s + m.delta, 0);
    expect(net("refund")).toBeGreaterThan(0);
    expect(net("adjustment")).toBe(-net("refund"));
    const audit = await audits(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toBe(owner.email);
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({
      state: "reversed",
      providerCode: "charge_disputed",
    });

    // The same confirmation again (a double click): the first answer, nothing undone twice.
    const calls = fake.calls.length;
    const again = await refundOrder(deps, orderId, unit, changeKey, first.refund, { actor: owner });
    expect(again).toMatchObject({ state: "reversed", replayed: true });
    expect(fake.calls.length).toBe(calls);
    expect((await stored(orderId)).order).toEqual(before.order);
    expect(await balanceOf("GIFT-25")).toBe(giftBefore);
    expect(await audits(orderId)).toHaveLength(1);
    // The order can be refunded again, for real this time.
    const real = await refund(orderId);
    expect(real.state).toBe("done");
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([real.refund.card]);
  });

  it("undoes a pending refund whose retry Stripe refuses for good, once when two processes retry at once", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    fake.fail(/^\/v1\/refunds$/, "500");
    const first = await refund(orderId);
    expect(first.state).toBe("card_pending");
    // One refusal: of the two retries, one claims the change and asks Stripe.
    fake.fail(/^\/v1\/refunds$/, DISPUTED);
    const both = await Promise.allSettled([
      retryCardRefund(deps, orderId, first.changeId, owner),
      retryCardRefund(deps, orderId, first.changeId, owner),
    ]);
    const answered = both.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    // One claims the retry and settles it; the other is told a retry is under way, or finds it settled.
    expect(answered.some((r) => r.state === "reversed" && !r.replayed)).toBe(true);
    for (const r of both)
      if (r.status === "rejected") expect(String((r.reason as Error).message)).toMatch(/under way|already/i);
    expect((await changeOf(first.changeId)).state).toBe("reversed");
    expect((await stored(orderId)).order).toEqual(before.order);
    expect(await audits(orderId)).toHaveLength(1);
    expect(refundsOf(intentId)).toEqual([]);
    // A retry of a reversed refund asks Stripe nothing.
    const calls = fake.calls.length;
    expect(await retryCardRefund(deps, orderId, first.changeId, owner)).toMatchObject({
      state: "reversed",
      replayed: true,
    });
    expect(fake.calls.length).toBe(calls);
  });

  it("leaves a refused refund to the operator when the order changed since (a refund in Stripe's dashboard)", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    fake.fail(/^\/v1\/refunds$/, "500");
    const first = await refund(orderId);
    expect(first.state).toBe("card_pending");
    // Meanwhile nearly all of the charge is refunded in Stripe's dashboard; its webhook rewrites the order.
    const charge = fake.intents.get(intentId)!;
    const from = fake.events.length;
    await fake.dashboardRefund(intentId, charge.amount - 100);
    for (const event of fake.events.slice(from)) {
      const payload = JSON.stringify(event);
      const res = await bed.app.request(`http://webhook.test${STRIPE_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, WEBHOOK_SECRET) },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
    const changed = await stored(orderId);
    // Stripe now refuses our refund: more than the charge has left.
    const retried = await retryCardRefund(deps, orderId, first.changeId, owner);
    expect(retried.state).toBe("card_refused");
    expect(retried.refusal?.code).toBe("amount_too_large");
    expect((await stored(orderId)).order).toEqual(changed.order);
    const audit = await audits(orderId);
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toMatchObject({
      state: "card_refused",
      providerCode: "amount_too_large",
    });
    // Not offered for retry any more.
    expect((await changeOf(first.changeId)).state).toBe("card_refused");
  });
});
