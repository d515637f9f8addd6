// Card payments through Stripe (issue 47) with no network: the official library pointed at the loopback
// fake of Stripe's API (testing/fake-stripe.ts), webhooks signed as Stripe signs them, on SQLite and
// PostgreSQL. Placement, declines in the shopper's language, 3-D Secure, faults (500s, timeouts),
// webhooks before and after our answer, duplicates, dashboard refunds and disputes, and a placement
// killed at every point (the hook never returns, as a killed process never goes on).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
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
import { createStripePayments } from "~server/providers/stripe";
import { isTestPayments } from "~server/providers/providers";
import { PLACEMENT_POINTS, recoverPendingPlacements, type PlacementPoint } from "~server/modules/orders/orders.service";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes";

const WEBHOOK_SECRET = "whsec_testsecret0123456789";
const LEASE_MS = 1_000;
const CARDS = {
  visa: "4242424242424242",
  declined: "4000000000000002",
  insufficient: "4000000000009995",
  threeDs: "4000002500003155",
};

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ hangMs: 700 });
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

describe("Stripe's mode", () => {
  it("a test-mode key keeps the Test mode notice; a live key removes it", async () => {
    const bed = await createCheckoutTestbed("sqlite");
    const provider = (secretKey: string) =>
      createStripePayments({ db: bed.db, logger: testLogger, secretKey, timeoutMs: 100, apiUrl: fake.url });
    expect(isTestPayments(provider("sk_test_abc"))).toBe(true);
    expect(isTestPayments(provider("rk_test_abc"))).toBe(true);
    expect(isTestPayments(provider("sk_live_abc"))).toBe(false);
    await bed.close();
  });
});

describe.each(testDialects({ postgres: "concurrency" }))("Stripe card payments on %s", (dialect) => {
  let bed: Testbed;
  let clock: Date;
  let webhookUrl: string;
  // One fake Stripe serves both databases: its idempotency keys must not meet across them.
  const k = (key: string) => `${dialect}-${key}`;

  async function stripeBed(faultAt?: (at: PlacementPoint) => Promise<void>) {
    clock = new Date();
    const env = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fake0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ORDER_CLAIM_LEASE_SECONDS: String(LEASE_MS / 1000),
    };
    bed = await createCheckoutTestbed(dialect, { now: () => clock, env, faultAt, providers: {} });
    // The provider on the same database as the app (createCheckoutTestbed makes the database first).
    bed.providers.payments = createStripePayments({
      db: bed.db,
      logger: testLogger,
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: fake.url,
      timeoutMs: 400,
      maxNetworkRetries: 0,
    });
    // Stripe posts its webhooks to our route: through the app (no socket), signed by the fake.
    webhookUrl = `http://webhook.test${STRIPE_WEBHOOK_PATH}`;
    fake.webhooks(undefined);
    return bed;
  }
  afterEach(async () => {
    fake.webhooks(undefined);
    await bed.close();
  });

  const place = (order: unknown, key: string, locale?: string) =>
    call(
      bed.app,
      "POST",
      `/api/promo/ecommerce/orders${locale ? `?lang=${locale}` : ""}`,
      { order },
      {
        "Idempotency-Key": key,
      },
    );
  const withToken = <T extends { orderTransaction: object }>(order: T, tokenId: string) => ({
    ...order,
    orderTransaction: { ...order.orderTransaction, tokenId },
  });
  const rows = async () => ({
    orders: await bed.db.selectFrom("orders").select(["id", "idempotency_key", "total_cents"]).execute(),
    payments: await bed.db.selectFrom("payments").select(["token_ref", "provider", "status", "amount_cents"]).execute(),
    pending: await bed.db.selectFrom("pending_placements").selectAll().execute(),
  });
  /** The recovery step of pending placements, as the server's timer runs it, at the test's clock. */
  const recover = () =>
    recoverPendingPlacements({
      db: bed.db,
      sessionSecret: SESSION_SECRET,
      providers: bed.providers,
      logger: testLogger,
      now: () => clock,
      claimLeaseMs: LEASE_MS,
    });
  const intentsOf = (key: string) => [...fake.intents.values()].filter((i) => i.metadata.idempotency_key === key);
  /** Posts the fake's undelivered events to our webhook route, as Stripe would. */
  async function deliverWebhooks(events = fake.events) {
    const statuses: number[] = [];
    for (const event of events) {
      const payload = JSON.stringify(event);
      const res = await bed.app.request(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, WEBHOOK_SECRET) },
        body: payload,
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it("places an order with a PaymentIntent of the server's amount, manual capture, our key as Stripe's, captured once", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
    const res = await place(order, k("stripe-key-1"));
    expect(res.status).toBe(200);
    const [intent] = intentsOf(k("stripe-key-1"));
    const { orders, payments } = await rows();
    expect(orders).toHaveLength(1);
    expect(intent).toMatchObject({ status: "succeeded", capture_method: "manual", amount: orders[0]?.total_cents });
    expect(payments).toEqual([
      { token_ref: intent?.id, provider: "stripe", status: "captured", amount_cents: orders[0]?.total_cents },
    ]);
    const create = fake.calls.find(
      (c) =>
        c.path === "/v1/payment_intents" &&
        c.body.metadata &&
        (c.body.metadata as Record<string, string>).idempotency_key === k("stripe-key-1"),
    );
    expect(create?.idempotencyKey).toBe(k("stripe-key-1"));
    expect(create?.authorization).toBe("Bearer sk_test_fake0123");
    // The order stores brand and last 4 only; no Stripe secret or token anywhere in it.
    const stored = await bed.db.selectFrom("orders").select("data").executeTakeFirstOrThrow();
    expect(stored.data).toContain('"last4":"4242"');
    expect(stored.data).not.toMatch(/sk_test|4242424242424242/);
    const mail = await bed.db.selectFrom("mail_outbox").select("html").executeTakeFirstOrThrow();
    expect(mail.html).not.toMatch(/sk_test|4242424242424242|ctoken_/);
    // The same key again replays the answer: no second intent, no second capture.
    const again = await place(withToken(order, await fake.confirmationToken(CARDS.visa)), k("stripe-key-1"));
    expect(await again.json()).toEqual(await res.json());
    expect(intentsOf(k("stripe-key-1"))).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === `/v1/payment_intents/${intent?.id}/capture`)).toHaveLength(1);
  });

  it("refuses a declined card with Stripe's reason in the shopper's language, and the next card pays with the same key", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.insufficient) });
    const declined = await place(order, k("stripe-key-2"), "ru");
    expect(declined.status).toBe(422);
    expect(((await declined.json()) as { message: string }).message).toBe(
      "Ваша карта отклонена: на ней недостаточно средств.",
    );
    const generic = await place(
      withToken(order, await fake.confirmationToken(CARDS.declined)),
      k("stripe-key-2"),
      "ar",
    );
    expect(((await generic.json()) as { message: string }).message).toBe("تم رفض بطاقتك.");
    expect(await rows()).toMatchObject({ orders: [], payments: [], pending: [] });
    const paid = await place(withToken(order, await fake.confirmationToken(CARDS.visa)), k("stripe-key-2"));
    expect(paid.status).toBe(200);
    // One intent for the key, declined twice, then confirmed with the good card.
    expect(intentsOf(k("stripe-key-2")).map((i) => i.status)).toEqual(["succeeded"]);
  });

  it("3-D Secure: answers Stripe's next action, holds nothing, and places the order once the shopper authenticated", async () => {
    await stripeBed();
    const token = await fake.confirmationToken(CARDS.threeDs);
    const order = await buildClientOrder(bed, [TEE], { tokenId: token });
    const first = await place(order, k("stripe-key-3"), "en");
    expect(first.status).toBe(422);
    const body = (await first.json()) as { message: string; data: { nextAction: { clientSecret: string } } };
    expect(body.message).toBe("Your bank asks you to confirm this payment.");
    const [intent] = intentsOf(k("stripe-key-3"));
    expect(body.data.nextAction.clientSecret).toBe(intent?.client_secret);
    expect(intent?.status).toBe("requires_action");
    expect((await rows()).orders).toHaveLength(0);

    await fake.authenticate(intent?.id ?? "", true);
    const placed = await place(order, k("stripe-key-3"));
    expect(placed.status).toBe(200);
    expect(intent?.status).toBe("succeeded");
    expect(await rows()).toMatchObject({ orders: [{ idempotency_key: k("stripe-key-3") }], pending: [] });
  });

  it("3-D Secure failed or abandoned: no order and no hold; the recovery releases the placement", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.threeDs) });
    expect((await place(order, k("stripe-key-4"))).status).toBe(422);
    const [intent] = intentsOf(k("stripe-key-4"));
    await fake.authenticate(intent?.id ?? "", false);
    const failed = await place(order, k("stripe-key-4"), "en");
    expect(((await failed.json()) as { message: string }).message).toBe(
      "Your bank could not confirm this payment. Please try again or use another card.",
    );
    expect(intent?.status).toBe("requires_payment_method");

    // Abandoned: the challenge is never answered; once the lease passes the recovery releases the key.
    const abandoned = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.threeDs) });
    expect((await place(abandoned, k("stripe-key-5"))).status).toBe(422);
    clock = new Date(clock.getTime() + LEASE_MS * 2);
    const recovery = await recover();
    expect(recovery).toEqual({ finished: 0, released: 1 });
    expect(await rows()).toMatchObject({ orders: [], payments: [], pending: [] });
    expect(intentsOf(k("stripe-key-5")).map((i) => i.status)).toEqual(["requires_action"]);
  });

  it("a 3-D Secure completed after the recovery released its placement: the hold is voided, no order", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.threeDs) });
    expect((await place(order, k("stripe-key-late"))).status).toBe(422);
    clock = new Date(clock.getTime() + LEASE_MS * 2);
    const recovery = await recover();
    expect(recovery).toEqual({ finished: 0, released: 1 });
    // The shopper answers the bank's challenge only now: Stripe holds the money for a key nobody owns.
    const [intent] = intentsOf(k("stripe-key-late"));
    const before = fake.events.length;
    await fake.authenticate(intent?.id ?? "", true);
    expect(intent?.status).toBe("requires_capture");
    expect(await deliverWebhooks(fake.events.slice(before))).toEqual([200]);
    await until(async () => intent?.status === "canceled");
    expect(await rows()).toMatchObject({ orders: [], payments: [], pending: [] });
    // The shopper's retry with the key pays with a new PaymentIntent, once.
    const retry = withToken(order, await fake.confirmationToken(CARDS.visa));
    expect((await place(retry, k("stripe-key-late"))).status).toBe(200);
    expect(intentsOf(k("stripe-key-late")).map((i) => i.status)).toEqual(["canceled", "succeeded"]);
  });

  it("a shopper who authenticated but never came back gets the order from Stripe's webhook", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.threeDs) });
    expect((await place(order, k("stripe-key-6"))).status).toBe(422);
    const [intent] = intentsOf(k("stripe-key-6"));
    const before = fake.events.length;
    await fake.authenticate(intent?.id ?? "", true);
    expect(await deliverWebhooks(fake.events.slice(before))).toEqual([200]);
    await until(async () => (await rows()).orders.length === 1);
    expect(intent?.status).toBe("succeeded");
    // The shopper's late retry replays the order; a replayed event changes nothing.
    expect((await place(order, k("stripe-key-6"))).status).toBe(200);
    expect(await deliverWebhooks(fake.events.slice(before, before + 1))).toEqual([200]);
    expect(await rows()).toMatchObject({ orders: [{ idempotency_key: k("stripe-key-6") }], pending: [] });
  });

  it("Stripe answering 500 or too late: the shopper is told to retry, the retry pays once", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
    fake.fail(/^\/v1\/payment_intents$/, "500");
    const failed = await place(order, k("stripe-key-7"));
    expect(failed.status).toBe(503);
    // The confirmation is made but its answer lost (a timeout): the retry finds the held payment.
    fake.fail(/\/confirm$/, "hang");
    expect((await place(order, k("stripe-key-7"))).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(intentsOf(k("stripe-key-7")).map((i) => i.status)).toEqual(["requires_capture"]);
    const retry = await place(withToken(order, await fake.confirmationToken(CARDS.visa)), k("stripe-key-7"));
    expect(retry.status).toBe(200);
    expect(intentsOf(k("stripe-key-7")).map((i) => i.status)).toEqual(["succeeded"]);
    expect((await rows()).orders).toHaveLength(1);
  });

  it("webhooks: a bad signature is refused; events of a placed order, their duplicates and unknown events change nothing", async () => {
    await stripeBed();
    const bad = await bed.app.request(webhookUrl, {
      method: "POST",
      headers: { "Stripe-Signature": stripeSignature("{}", "whsec_other") },
      body: "{}",
    });
    expect(bad.status).toBe(400);
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
    const before = fake.events.length;
    expect((await place(order, k("stripe-key-8"))).status).toBe(200);
    const events = fake.events.slice(before);
    expect(events.map((e) => e.type)).toEqual(["payment_intent.amount_capturable_updated", "payment_intent.succeeded"]);
    expect(await deliverWebhooks(events)).toEqual([200, 200]);
    expect(await deliverWebhooks(events)).toEqual([200, 200]);
    const unknown = { id: "evt_unknown", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } };
    expect(await deliverWebhooks([unknown])).toEqual([200]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rows()).toMatchObject({ orders: [{ idempotency_key: k("stripe-key-8") }], pending: [] });
    const [intent] = intentsOf(k("stripe-key-8"));
    expect(fake.calls.filter((c) => c.path === `/v1/payment_intents/${intent?.id}/capture`)).toHaveLength(1);
  });

  it("refunds and disputes made in Stripe's dashboard are recorded on the order once", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
    expect((await place(order, k("stripe-key-9"))).status).toBe(200);
    const [intent] = intentsOf(k("stripe-key-9"));
    const before = fake.events.length;
    await fake.dashboardRefund(intent?.id ?? "", 500);
    await fake.dispute(intent?.id ?? "", "fraudulent");
    const events = fake.events.slice(before);
    await deliverWebhooks(events);
    await deliverWebhooks(events);
    const recorded = await bed.db
      .selectFrom("order_payment_events")
      .select(["kind", "status", "amount_cents", "reason"])
      .orderBy("kind desc")
      .execute();
    expect(recorded).toEqual([
      { kind: "refund", status: "succeeded", amount_cents: 500, reason: null },
      { kind: "dispute", status: "needs_response", amount_cents: intent?.amount, reason: "fraudulent" },
    ]);
  });

  it("a refund from our side goes through Stripe once, however often it is asked", async () => {
    await stripeBed();
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
    expect((await place(order, k("stripe-key-10"))).status).toBe(200);
    const [intent] = intentsOf(k("stripe-key-10"));
    const payments = bed.providers.payments;
    await Promise.all([payments.refund(intent?.id ?? ""), payments.refund(intent?.id ?? "")]);
    await payments.refund(intent?.id ?? "");
    expect(fake.refunds.filter((r) => r.payment_intent === intent?.id)).toHaveLength(1);
    expect(await payments.findByIdempotencyKey(k("stripe-key-10"))).toMatchObject({
      status: "refunded",
      last4: "4242",
    });
  });

  for (const point of PLACEMENT_POINTS) {
    it(`killed ${point}: the retry with a new token gives one order and one capture`, async () => {
      let armed = true;
      let reached!: () => void;
      const died = new Promise<void>((resolve) => (reached = resolve));
      await stripeBed(async (at) => {
        if (!armed || at !== point) return;
        armed = false;
        reached();
        await new Promise<never>(() => undefined);
      });
      const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken(CARDS.visa) });
      void place(order, k(`crash-${point}`));
      await died;
      clock = new Date(clock.getTime() + LEASE_MS * 2);
      const retry = await place(withToken(order, await fake.confirmationToken(CARDS.visa)), k(`crash-${point}`));
      expect(retry.status).toBe(200);
      expect(intentsOf(k(`crash-${point}`)).map((i) => i.status)).toEqual(["succeeded"]);
      expect((await rows()).orders).toHaveLength(1);
      expect((await rows()).payments).toHaveLength(1);
    });
  }
});
