// Refunds made in Stripe's dashboard (issue 47, docs/decisions/0096) through the loopback fake of Stripe
// and our webhook route: recorded on the order once (its refunded amount and total, the payment's
// status when all of it is back), however often the events come, and a refund our console made is
// never counted a second time when Stripe's events about it arrive. On SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import {
  buildClientOrder,
  call,
  createCheckoutTestbed,
  TEE,
  testLogger,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { startFakeStripe, stripeSignature, type FakeStripe } from "~server/testing/fake-stripe";
import { createStripePayments } from "~server/providers/stripe";
import { previewRefund, refundOrder } from "~server/modules/orders/order-changes.service";
import type { StoredOrder } from "~server/modules/orders/stored-order";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes";

const WEBHOOK_SECRET = "whsec_refundsecret0123456789";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

describe.each(testDialects({ postgres: "concurrency" }))("Stripe dashboard refunds on %s", (dialect) => {
  let bed: Testbed;
  const k = (key: string) => `${dialect}-refunds-${key}`;

  async function stripeBed() {
    const env = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fake0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    };
    bed = await createCheckoutTestbed(dialect, { env, providers: {} });
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
    await bed.close();
  });

  async function deliver(events: Record<string, unknown>[]) {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const res = await bed.app.request(`http://webhook.test${STRIPE_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, WEBHOOK_SECRET) },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
  }

  async function placed(key: string) {
    const order = await buildClientOrder(bed, [TEE], { tokenId: await fake.confirmationToken("4242424242424242") });
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": key });
    expect(res.status, await res.clone().text()).toBe(200);
    const intent = [...fake.intents.values()].find((i) => i.metadata.idempotency_key === key);
    const row = await bed.db.selectFrom("orders").select("id").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    return { intentId: intent?.id ?? "", orderId: row.id };
  }
  const stored = async (id: string) => {
    const row = await bed.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { row, order: JSON.parse(row.data) as StoredOrder };
  };

  it("records a dashboard refund on the order once, however often its events come", async () => {
    await stripeBed();
    const { intentId, orderId } = await placed(k("1"));
    const before = await stored(orderId);
    const from = fake.events.length;
    await fake.dashboardRefund(intentId, 500);
    const events = fake.events.slice(from);
    expect(events.map((e) => e.type)).toEqual(["refund.created", "charge.refunded"]);
    await deliver(events);
    await deliver(events);
    const after = await stored(orderId);
    expect(after.order.refunded).toEqual({ card: 500, gift: 0 });
    expect(after.order.totalAmount).toBe(before.order.totalAmount - 500);
    expect(after.row.total_cents).toBe(before.row.total_cents - 500);
    const changes = await bed.db.selectFrom("order_changes").selectAll().where("order_id", "=", orderId).execute();
    expect(changes.map((c) => [c.kind, c.card_cents, c.state])).toEqual([["refund-provider", 500, "done"]]);
    // The same refund told again under a new event id (refund.updated) is still counted once.
    const updated = { ...events[0], id: `${String(events[0]?.id)}-updated`, type: "refund.updated" };
    await deliver([updated]);
    expect((await stored(orderId)).order.refunded).toEqual({ card: 500, gift: 0 });
    const payment = await bed.db
      .selectFrom("payments")
      .select("status")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("captured");

    // The rest refunded in the dashboard: all of the card is back and the payment reads refunded.
    const rest = fake.events.length;
    await fake.dashboardRefund(intentId);
    await deliver(fake.events.slice(rest));
    const full = await stored(orderId);
    expect(full.order.refunded?.card).toBe(before.order.grandTotal);
    expect(full.row.total_cents).toBe(0);
    const refunded = await bed.db
      .selectFrom("payments")
      .select("status")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(refunded.status).toBe("refunded");
  });

  it("sends the shopper the console refund's e-mail for a dashboard refund, once per refund", async () => {
    await stripeBed();
    const { intentId, orderId } = await placed(k("mail"));
    const before = await stored(orderId);
    const mails = () =>
      bed.db
        .selectFrom("mail_outbox")
        .select(["to_address", "subject", "html"])
        .where("order_id", "=", orderId)
        .where("subject", "like", "%refund%")
        .execute();
    const from = fake.events.length;
    await fake.dashboardRefund(intentId, 500);
    const events = fake.events.slice(from);
    await deliver(events);
    // The same events again, and the same refund under a new event id: no second e-mail.
    await deliver(events);
    await deliver([{ ...events[0], id: `${String(events[0]?.id)}-again`, type: "refund.updated" }]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to_address).toBe(before.order.contact.email);
    expect(mail.subject).toContain(before.row.order_number);
    expect(mail.html).toContain("$5.00 goes back to your card");
    expect(mail.html).toContain(`$${((before.order.totalAmount - 500) / 100).toFixed(2)}`);
    expect(mail.html).not.toContain("gift card");
    // A second dashboard refund is a second e-mail.
    const rest = fake.events.length;
    await fake.dashboardRefund(intentId, 300);
    await deliver(fake.events.slice(rest));
    expect(await mails()).toHaveLength(2);
  });

  it("does not count a refund our console made a second time when Stripe's events about it arrive", async () => {
    await stripeBed();
    const { orderId } = await placed(k("2"));
    const deps = { db: bed.db, providers: bed.providers, logger: testLogger, now: () => new Date() };
    const unit = { kind: "unit" as const, lineId: "1", size: "S" };
    const { refund } = await previewRefund(deps, orderId, unit);
    const from = fake.events.length;
    const done = await refundOrder(deps, orderId, unit, k("change-1"), refund, { actor: null });
    expect(done.state).toBe("done");
    const ours = fake.refunds.at(-1);
    expect(ours?.metadata).toEqual({ storefront_refund: done.changeId });
    await deliver(fake.events.slice(from));
    const after = await stored(orderId);
    expect(after.order.refunded).toEqual({ card: refund.card, gift: 0 });
    const changes = await bed.db.selectFrom("order_changes").select("kind").where("order_id", "=", orderId).execute();
    expect(changes.map((c) => c.kind)).toEqual(["refund-unit"]);
    // It is still shown among the provider's events on the order.
    const events = await bed.db.selectFrom("order_payment_events").select(["kind", "amount_cents"]).execute();
    expect(events).toEqual([{ kind: "refund", amount_cents: refund.card }]);
  });
});
