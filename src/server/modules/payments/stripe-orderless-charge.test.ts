// A charge no order owns (issue 47, docs/decisions/0113), through the official library, the loopback
// fake of Stripe and our webhook route: a placement whose process stalled after Stripe captured the
// card, and whose pending placement the recovery step had released meanwhile (as it does when it finds
// no payment yet), leaves money taken for no order. Stripe's payment_intent.succeeded has it refunded
// in full, once — however often the event comes and on however many processes — recorded in the audit
// log with the webhook request's id; the stalled placement, when it goes on, stores no order, and the
// shopper placing it again with the same key pays with a new PaymentIntent. A charge
// an order owns is never refunded. A refund claimed by a process that died before Stripe's answer was
// recorded is finished by the recovery step once the claim is older than the lease, by the same
// Idempotency-Key, exactly once (decision 0119). On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { englishMessage } from "~core/i18n/messages";
import { cents } from "~core/money";
import { shopperMessage } from "~core/i18n/message";
import { deletePendingPlacement, releaseIdempotencyKey } from "~server/modules/orders/orders.repository";
import type { PlacementPoint } from "~server/modules/orders/orders.service";
import { runRecoveryPass } from "~server/modules/orders/placement-recovery";
import { createStripePayments } from "~server/providers/stripe";
import {
  buildClientOrder,
  call,
  createCheckoutTestbed,
  SESSION_SECRET,
  TEE,
  testLogger,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { startFakeStripe, stripeSignature, type FakeStripe } from "~server/testing/fake-stripe";
import { testDialects } from "~server/testing/test-db";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes";
import { claimOrderlessRefund } from "./stripe.repository";

const WEBHOOK_SECRET = "whsec_orderless0123456789";
const LEASE_MS = 60_000;

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

const until = async (check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDialects({ postgres: "concurrency" }))("a charge no order owns on %s", (dialect) => {
  let bed: Testbed;
  const k = (key: string) => `${dialect}-orderless-${key}`;
  // The stalled process: the placement waits at this point until the test lets it go on.
  let stallAt: PlacementPoint | undefined;
  let stalled!: Promise<void>;
  let reached!: () => void;
  let goOn!: () => void;

  async function stripeBed() {
    stalled = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (goOn = resolve));
    const env = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_orderless0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_orderless0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    };
    bed = await createCheckoutTestbed(dialect, {
      env,
      providers: {},
      faultAt: async (at) => {
        if (at !== stallAt) return;
        stallAt = undefined;
        reached();
        await released;
      },
    });
    bed.providers.payments = createStripePayments({
      db: bed.db,
      logger: testLogger,
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: fake.url,
      timeoutMs: 2_000,
      maxNetworkRetries: 0,
    });
    fake.webhooks(undefined);
  }
  afterEach(async () => {
    goOn?.();
    await bed.close();
  });

  const place = async (key: string) => {
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken("4242424242424242") });
    return call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": key });
  };
  const post = async (event: Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    const res = await bed.app.request(`http://webhook.test${STRIPE_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    return { status: res.status, requestId: res.headers.get("x-request-id") };
  };
  const intentOf = (key: string) => [...fake.intents.values()].find((i) => i.metadata.idempotency_key === key)!;
  const succeededEvent = (intentId: string) =>
    fake.events.find(
      (e) => e.type === "payment_intent.succeeded" && (e.data as { object: { id: string } }).object.id === intentId,
    )!;
  const refundCalls = (intentId: string) =>
    fake.calls.filter((c) => c.path === "/v1/refunds" && c.body.payment_intent === intentId);
  const audits = () =>
    bed.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "entity_id", "after_json"])
      .where("action", "=", "payment.orderlessRefund")
      .execute();

  /**
   * A placement stalled after Stripe captured the card, and meanwhile the recovery step released it, as
   * it does when it found no payment yet (the process had stalled before Stripe answered): no pending
   * placement, no order, the key free. The charge belongs to no order.
   */
  async function chargeWithoutOrder(key: string) {
    stallAt = "after-capture";
    const placing = place(key);
    await stalled;
    const intent = intentOf(key);
    expect(intent.status).toBe("succeeded");
    const storeId = (await bed.db.selectFrom("pending_placements").select("store_id").executeTakeFirstOrThrow())
      .store_id;
    await deletePendingPlacement(bed.db, storeId, key);
    await releaseIdempotencyKey(bed.db, storeId, key);
    return { intent, placing };
  }

  it("refunds in full, once, a charge whose placement was released while its process stalled after capture; the placement then stores no order", async () => {
    await stripeBed();
    const key = k("stalled");
    const { intent, placing } = await chargeWithoutOrder(key);

    // Stripe tells of the capture: the event, its retry, and the same event under another id, two at once.
    const event = succeededEvent(intent.id);
    const answers = await Promise.all([post(event), post({ ...event, id: `${String(event.id)}-b` })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await post(event)).status).toBe(200);
    await until(async () => (await audits()).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(refundCalls(intent.id)).toHaveLength(1);
    const refunds = fake.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds.map((r) => r.amount)).toEqual([intent.amount]);
    const [audit] = await audits();
    expect(audit).toMatchObject({ actor_email: "stripe", entity_id: intent.id });
    const after = JSON.parse(audit!.after_json ?? "{}") as Record<string, unknown>;
    expect(after).toMatchObject({ idempotencyKey: key, paymentId: intent.id, refundedCents: intent.amount });
    expect(answers.map((a) => a.requestId)).toContain(after.requestId);
    // No card data in the record: the intent, the key and the amount only.
    expect(audit!.after_json).not.toMatch(/4242|pm_|ctoken_|secret/);

    // The stalled process goes on: it stores no order, gives the payment back by the same key (Stripe
    // answers the first refund again) and tells the shopper to place the order again.
    goOn();
    const res = await placing;
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      englishMessage(shopperMessage("order.paymentGivenBack")),
    );
    expect(await bed.db.selectFrom("orders").select("id").execute()).toEqual([]);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    expect(await audits()).toHaveLength(1);

    // The shopper places the order again with the same key: a new PaymentIntent pays for it.
    expect((await place(key)).status).toBe(200);
    const paid = await bed.db.selectFrom("payments").select("token_ref").executeTakeFirstOrThrow();
    expect(paid.token_ref).not.toBe(intent.id);
    expect(fake.intents.get(paid.token_ref)).toMatchObject({ status: "succeeded", amount: intent.amount });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it("never refunds a charge its order owns, however often Stripe tells of it", async () => {
    await stripeBed();
    const key = k("placed");
    expect((await place(key)).status).toBe(200);
    const intent = intentOf(key);
    const event = succeededEvent(intent.id);
    await Promise.all([post(event), post({ ...event, id: `${String(event.id)}-b` })]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refundCalls(intent.id)).toEqual([]);
    expect(await audits()).toEqual([]);
    expect(await bed.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
  });

  it("never refunds a charge whose placement is still pending: the webhook finishes it into an order", async () => {
    await stripeBed();
    const key = k("pending");
    stallAt = "after-capture";
    const placing = place(key);
    await stalled;
    const intent = intentOf(key);
    const event = succeededEvent(intent.id);
    expect((await post(event)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refundCalls(intent.id)).toEqual([]);
    expect(await audits()).toEqual([]);
    // The live placement holds its key: it goes on and stores its order, paid, with nothing refunded.
    goOn();
    expect((await placing).status).toBe(200);
    expect(await bed.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
    expect(refundCalls(intent.id)).toEqual([]);
  });

  /** What main.ts gives the recovery step, on a clock `aheadMs` ahead of the test's (past the claim lease). */
  const recovery = (aheadMs = 0) => ({
    db: bed.db,
    sessionSecret: SESSION_SECRET,
    providers: bed.providers,
    logger: testLogger,
    now: () => new Date(Date.now() + aheadMs),
    claimLeaseMs: LEASE_MS,
  });
  const claimOf = (intentId: string) =>
    bed.db
      .selectFrom("stripe_payment_intents")
      .select(["orderless_refund_at", "orderless_refunded_at"])
      .where("payment_intent_id", "=", intentId)
      .executeTakeFirstOrThrow();
  /** The webhook's process claimed the refund of the charge, as refundOrderlessCharge does, and then died. */
  const claimAndDie = (intent: { id: string; amount: number }) =>
    claimOrderlessRefund(bed.db, intent.id, new Date().toISOString(), cents(intent.amount));

  it.each([
    ["before Stripe was asked", false],
    ["after Stripe made the refund, its answer never recorded", true],
  ])(
    "finishes, exactly once, an orderless refund whose process died after claiming it %s, also with two recovery passes at once",
    async (_, stripeMadeIt) => {
      await stripeBed();
      const key = k(stripeMadeIt ? "died-after-stripe" : "died-before-stripe");
      const { intent, placing } = await chargeWithoutOrder(key);
      expect(await claimAndDie(intent)).toBe(true);
      if (stripeMadeIt) await bed.providers.payments.refund(intent.id);
      const callsBefore = refundCalls(intent.id).length;

      // Within the lease the claim's process may still be waiting for Stripe: the recovery leaves it.
      await runRecoveryPass(recovery());
      expect(refundCalls(intent.id)).toHaveLength(callsBefore);
      expect(await audits()).toEqual([]);

      // Past the lease: two passes at once (two processes), then another. One asks Stripe, by the same key.
      await Promise.all([runRecoveryPass(recovery(2 * LEASE_MS)), runRecoveryPass(recovery(2 * LEASE_MS))]);
      await runRecoveryPass(recovery(4 * LEASE_MS));
      const calls = refundCalls(intent.id);
      expect(calls).toHaveLength(callsBefore + 1);
      expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([`refund:${intent.id}`]));
      expect(fake.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([intent.amount]);
      const recorded = await audits();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ actor_email: "stripe", entity_id: intent.id });
      expect(JSON.parse(recorded[0]!.after_json ?? "{}")).toEqual({
        idempotencyKey: key,
        paymentId: intent.id,
        refundedCents: intent.amount,
        requestId: null,
        recovered: true,
      });
      expect((await claimOf(intent.id)).orderless_refunded_at).not.toBeNull();

      // Stripe's event of the capture, arriving late, refunds nothing more.
      expect((await post(succeededEvent(intent.id))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(refundCalls(intent.id)).toHaveLength(callsBefore + 1);

      // The stalled placement goes on: no order, and its giving back is Stripe's first refund again.
      goOn();
      expect((await placing).status).toBe(409);
      expect(await bed.db.selectFrom("orders").select("id").execute()).toEqual([]);
      expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
      expect(await audits()).toHaveLength(1);
    },
  );

  it("refunds nothing for a stuck claim whose key an order owns by now, and gives the claim back", async () => {
    await stripeBed();
    const key = k("owned-by-now");
    expect((await place(key)).status).toBe(200);
    const intent = intentOf(key);
    expect(await claimAndDie(intent)).toBe(true);
    await runRecoveryPass(recovery(2 * LEASE_MS));
    expect(refundCalls(intent.id)).toEqual([]);
    expect(await audits()).toEqual([]);
    expect(await claimOf(intent.id)).toEqual({ orderless_refund_at: null, orderless_refunded_at: null });
  });
});
