// A refund the shopper was told of that did not happen (issue 47, docs/decisions/0113), through the
// official library, the loopback fake of Stripe and our webhook route: a console refund Stripe refused
// for good (decision 0108), and a refund Stripe failed after making it (refund.updated with status
// failed, and refund.failed) — a console refund, a refund made in Stripe's dashboard, a cancelled
// order's refund. The order's amounts come back once, the shopper gets one correcting e-mail in the
// order's language, the order's history shows it to the console (not to the shopper's tracking page),
// however often and however concurrently the events come; while a console retry of that refund is
// under way the webhook answers 503 and Stripe's next delivery is applied once. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { retryCardRefund } from "~server/modules/orders/card-refund-retry.service";
import { getOrderDetail } from "~server/modules/orders/order-admin.service";
import {
  editOrder,
  previewEdit,
  previewRefund,
  refundOrder,
  type OrderChangeDeps,
} from "~server/modules/orders/order-changes.service";
import { changeOrderStatus } from "~server/modules/orders/order-workflow.service";
import { trackOrder } from "~server/modules/orders/order-tracking.service";
import type { StoredOrder } from "~server/modules/orders/stored-order";
import { renderRefundUndoneMail } from "~server/modules/mail/refund-undone-mail";
import { createStripePayments } from "~server/providers/stripe";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { startFakeStripe, stripeSignature, type FakeStripe } from "~server/testing/fake-stripe";
import { testDialects } from "~server/testing/test-db";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes";

const WEBHOOK_SECRET = "whsec_refundundone0123456789";
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
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

describe("the correcting e-mail in the order's language", () => {
  const store = { primaryInformation: { storeName: "Tigers Spirit Wear" } } as Parameters<
    typeof renderRefundUndoneMail
  >[0]["store"];
  it.each([
    ["en", "ltr", "could not be made", "$12.50", "The amount stays charged."],
    ["ru", "ltr", "не удалось выполнить", "12,50", "Сумма остаётся списанной."],
    ["ar", "rtl", "تعذّر إتمام الاسترداد", "12.50", "يبقى المبلغ مخصومًا."],
  ] as const)(
    "says in %s that the refund could not be made and the amount stays charged",
    (locale, dir, subject, amount, next) => {
      const mail = renderRefundUndoneMail({ store, locale, orderNumber: "TSW-1001", amount: 1250 as never });
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain("TSW-1001");
      expect(mail.html).toContain(`dir="${dir}"`);
      expect(mail.html).toContain(next);
      expect(mail.html).toContain('<bdi dir="ltr">TSW-1001</bdi>');
      // The amount in the language's own digits and separators (Intl), whatever they are.
      expect(mail.html.replace(/[\s\u00a0\u202f\u200f\u061c]/g, "")).toMatch(
        new RegExp(amount.replace(/[.$]/g, (c) => `\\${c}`).replace(",", "[,.]") + "|١٢٫٥٠"),
      );
    },
  );

  it.each([
    [
      "en",
      "Your change to order TSW-1001 at Tigers Spirit Wear was not made",
      "so the change was not made: your order is as it was before it.",
      "You stay charged for the order as it was.",
    ],
    [
      "ru",
      "Изменение заказа TSW-1001 в магазине Tigers Spirit Wear не внесено",
      "поэтому изменение не внесено: заказ остался таким, каким был до него.",
      "Оплата остаётся такой же, как за прежний заказ.",
    ],
    [
      "ar",
      "لم يُجرَ التعديل على طلبك TSW-1001 في Tigers Spirit Wear",
      "لذا لم يُجرَ التعديل: طلبك كما كان قبله.",
      "يبقى المبلغ المدفوع كما كان للطلب قبل التعديل.",
    ],
  ] as const)("says in %s that an edit whose refund could not be made was not made", (locale, subject, intro, next) => {
    const mail = renderRefundUndoneMail({
      store,
      locale,
      orderNumber: "TSW-1001",
      amount: 1250 as never,
      edit: "undone",
    });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(intro);
    expect(mail.html).toContain(next);
    expect(mail.html).toContain('<bdi dir="ltr">TSW-1001</bdi>');
  });

  it.each([
    ["en", "Your change to order", "was made, but the refund of", "The amount stays charged."],
    ["ru", "Изменение заказа", "внесено, но возврат", "Сумма остаётся списанной."],
    ["ar", "أُجري التعديل على طلبك", "لكن تعذّر إتمام استرداد", "يبقى المبلغ مخصومًا."],
  ] as const)(
    "says in %s that an edit stays made while its refund could not be made",
    (locale, opening, kept, next) => {
      const mail = renderRefundUndoneMail({
        store,
        locale,
        orderNumber: "TSW-1001",
        amount: 1250 as never,
        edit: "kept",
      });
      expect(mail.subject).toBe(
        renderRefundUndoneMail({ store, locale, orderNumber: "TSW-1001", amount: 1250 as never }).subject,
      );
      expect(mail.html).toContain(`${opening} <bdi dir="ltr">TSW-1001</bdi>`);
      expect(mail.html).toContain(kept);
      expect(mail.html).toContain(next);
      expect(mail.html).not.toContain("لم يُجرَ التعديل");
      expect(mail.html).not.toMatch(/was not made|не внесено/);
    },
  );
});

describe.each(testDialects({ postgres: "concurrency" }))("a refund that did not happen on %s", (dialect) => {
  let bed: Testbed;
  let deps: OrderChangeDeps;
  const owner = { id: "op-undone", email: "owner@example.com" };
  let logged: string[] = [];
  const logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (_: object, message?: string) => void logged.push(message ?? ""),
  };
  let keys = 0;
  const key = (what: string) => `${dialect}-refund-undone-${what}-${(keys += 1)}`;

  afterEach(async () => {
    await bed?.close();
  });

  async function stripeBed() {
    const env = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_undone0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_undone0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    };
    bed = await createCheckoutTestbed(dialect, { env, providers: {} });
    bed.providers.payments = createStripePayments({
      db: bed.db,
      logger,
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: fake.url,
      timeoutMs: 2_000,
      maxNetworkRetries: 0,
    });
    deps = { db: bed.db, providers: bed.providers, logger, now: () => new Date() };
    logged = [];
    fake.webhooks(undefined);
  }

  async function placed(lang = "en") {
    const order = await buildClientOrder(bed, [TEE, { ...TEE, size: "M" }], {
      tokenId: await fake.confirmationToken("4242424242424242"),
    });
    const orderKey = key("order");
    const res = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/orders",
      { order },
      { "Idempotency-Key": orderKey, Cookie: `lang=${lang}` },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const intent = [...fake.intents.values()].find((i) => i.metadata.idempotency_key === orderKey)!;
    const row = await bed.db
      .selectFrom("orders")
      .select("id")
      .where("idempotency_key", "=", orderKey)
      .executeTakeFirstOrThrow();
    return { orderId: row.id, intentId: intent.id };
  }

  async function deliver(events: Record<string, unknown>[]) {
    const statuses: number[] = [];
    for (const event of events) statuses.push(await post(event));
    return statuses;
  }
  async function post(event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    const res = await bed.app.request(`http://webhook.test${STRIPE_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    return res.status;
  }
  /** What Stripe sends when it fails the refund: refund.updated (failed) and refund.failed. */
  async function stripeFails(refundId: string, status: "failed" | "canceled" = "failed") {
    const from = fake.events.length;
    await fake.failRefund(refundId, { status });
    const events = fake.events.slice(from);
    expect(events.map((e) => e.type)).toEqual(
      status === "failed" ? ["refund.updated", "refund.failed"] : ["refund.updated"],
    );
    return events;
  }

  const stored = async (id: string) => {
    const row = await bed.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { row, order: JSON.parse(row.data) as StoredOrder };
  };
  const mails = (orderId: string) =>
    bed.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "html"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
  const correcting = async (orderId: string) =>
    (await mails(orderId)).filter((m) => /could not be made|не удалось выполнить|تعذّر إتمام/.test(m.subject));
  const undoneHistory = async (orderId: string) =>
    (await getOrderDetail(bed.db, orderId)).history.filter((entry) => entry.event === "refund_undone");
  const unit = { kind: "unit" as const, lineId: "1", size: "S" };
  const changeOf = (id: string) =>
    bed.db.selectFrom("order_changes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const until = async (check: () => Promise<boolean> | boolean, ms = 5_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("condition not met in time");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  async function consoleRefund(orderId: string) {
    const { refund: amounts } = await previewRefund(deps, orderId, unit);
    return refundOrder(deps, orderId, unit, key("change"), amounts, { actor: owner });
  }

  it("e-mails the shopper once, in the order's language, when a refund Stripe refused for good is undone, and shows it in the order's history", async () => {
    await stripeBed();
    const { orderId } = await placed("ar");
    const before = await stored(orderId);
    fake.fail(/^\/v1\/refunds$/, DISPUTED);
    const first = await consoleRefund(orderId);
    expect(first.state).toBe("reversed");
    expect(logged).toEqual(["the provider refused a refund's card part for good; the refund was undone"]);
    expect((await stored(orderId)).order).toEqual(before.order);

    // The refund e-mail went out with the change; the correcting one follows it, in Arabic.
    const sent = await mails(orderId);
    const fixes = await correcting(orderId);
    expect(fixes).toHaveLength(1);
    expect(sent.indexOf(sent.find((m) => m.subject === fixes[0]!.subject)!)).toBe(sent.length - 1);
    expect(fixes[0]!.to_address).toBe(before.order.contact.email);
    expect(fixes[0]!.subject).toContain(before.row.order_number);
    expect(fixes[0]!.html).toContain('dir="rtl"');
    expect(fixes[0]!.html).toContain("يبقى المبلغ مخصومًا");

    // The console's history names it, with the amount, Stripe's code and the operator who clicked.
    const history = await undoneHistory(orderId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      event: "refund_undone",
      amountCents: first.refund.card,
      note: "charge_disputed",
      from: "Processing",
      to: "Processing",
      actor: { email: owner.email },
    });
    // The shopper's tracking page lists statuses only: placed, and nothing since.
    const tracked = await trackOrder(
      bed.db,
      before.row.store_id,
      { orderNumber: before.row.order_number, email: before.order.billingAddress.email },
      "198.51.100.7",
      Date.now(),
    );
    expect(tracked.history.map((h) => h.status)).toEqual(["Processing"]);
  });

  it("restores a console refund Stripe failed later exactly once, however often refund.updated and refund.failed come", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    const done = await consoleRefund(orderId);
    expect(done.state).toBe("done");
    expect((await stored(orderId)).order.refunded?.card).toBe(done.refund.card);
    const re = fake.refunds.filter((r) => r.payment_intent === intentId).at(-1)!;

    const events = await stripeFails(String(re.id));
    expect(await deliver(events)).toEqual([200, 200]);
    expect(await deliver(events)).toEqual([200, 200]);
    // The same failure told again under new event ids (Stripe's retries carry the same id; an older
    // API version's refund.updated and a newer one's refund.failed do not).
    expect(await deliver(events.map((e) => ({ ...e, id: `${String(e.id)}-again` })))).toEqual([200, 200]);

    const after = await stored(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.order.refunded ?? { card: 0, gift: 0 }).toEqual({ card: 0, gift: 0 });
    expect(after.row.total_cents).toBe(before.row.total_cents);
    const change = await bed.db
      .selectFrom("order_changes")
      .select("state")
      .where("id", "=", done.changeId)
      .executeTakeFirstOrThrow();
    expect(change.state).toBe("reversed");
    expect(await correcting(orderId)).toHaveLength(1);
    expect((await correcting(orderId))[0]!.html).toContain(`$${(done.refund.card / 100).toFixed(2)}`);
    const history = await undoneHistory(orderId);
    expect(history).toHaveLength(1);
    // Told by Stripe, not by an operator: the console says the payment provider.
    expect(history[0]).toMatchObject({ amountCents: done.refund.card, note: "expired_or_canceled_card", actor: null });

    // The console's order page shows the failed refund among Stripe's events, with why.
    const detail = await getOrderDetail(bed.db, orderId);
    expect(detail.providerEvents).toEqual([
      expect.objectContaining({
        reference: re.id,
        kind: "refund",
        status: "failed",
        reason: "expired_or_canceled_card",
        amountCents: done.refund.card,
      }),
    ]);
    // An older event of the refund arriving late (refund.created: succeeded) does not move it back.
    const created = fake.events.find(
      (e) => e.type === "refund.created" && (e.data as { object: { id: string } }).object.id === re.id,
    )!;
    expect(await deliver([{ ...created, id: `${String(created.id)}-late` }])).toEqual([200]);
    expect((await getOrderDetail(bed.db, orderId)).providerEvents[0]?.status).toBe("failed");
    const audits = await bed.db
      .selectFrom("audit_log")
      .select(["actor_email", "after_json"])
      .where("entity_id", "=", orderId)
      .where("action", "=", "order.refundReversed")
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_email).toBe("stripe");
  });

  it("answers 503 while a console retry of the same refund is under way, and applies Stripe's next delivery once", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    fake.fail(/^\/v1\/refunds$/, "500");
    const first = await consoleRefund(orderId);
    expect(first.state).toBe("card_pending");

    // The operator retries. Stripe makes the refund; its answer is still on the way back (held here,
    // as a slow network would) while Stripe already fails the refund and tells us.
    const payments = bed.providers.payments;
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    bed.providers.payments = {
      ...payments,
      refund: async (...args) => {
        await payments.refund(...args);
        await answer;
      },
    };
    const retrying = retryCardRefund(deps, orderId, first.changeId, owner);
    await until(async () => fake.refunds.some((r) => r.payment_intent === intentId));
    expect((await changeOf(first.changeId)).state).toBe("card_retrying");
    const re = fake.refunds.filter((r) => r.payment_intent === intentId).at(-1)!;
    const events = await stripeFails(String(re.id));

    // Both events are answered 503 (Stripe sends them again) and write nothing: not even the event's id.
    expect(await deliver(events)).toEqual([503, 503]);
    expect((await changeOf(first.changeId)).state).toBe("card_retrying");
    expect(await correcting(orderId)).toEqual([]);
    expect(await undoneHistory(orderId)).toEqual([]);
    expect((await getOrderDetail(bed.db, orderId)).providerEvents).toEqual([]);
    const seen = await bed.db
      .selectFrom("provider_events")
      .select("id")
      .where(
        "id",
        "in",
        events.map((e) => String(e.id)),
      )
      .execute();
    expect(seen).toEqual([]);

    // The retry hears Stripe's answer: done. Stripe's next delivery of the same events undoes it, once.
    answered();
    expect(await retrying).toMatchObject({ state: "done" });
    expect(await deliver(events)).toEqual([200, 200]);
    expect(await deliver(events)).toEqual([200, 200]);
    expect((await changeOf(first.changeId)).state).toBe("reversed");
    expect((await stored(orderId)).order).toEqual(before.order);
    expect(await correcting(orderId)).toHaveLength(1);
    expect(await undoneHistory(orderId)).toMatchObject([{ amountCents: first.refund.card }]);
    expect(fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  const lowerS = { kind: "quantity" as const, lineId: "1", size: "S", quantity: 0 };
  async function editDown(orderId: string) {
    const { refund: amounts } = await previewEdit(deps, orderId, lowerS);
    expect(amounts.card).toBeGreaterThan(0);
    return editOrder(deps, orderId, lowerS, key("edit"), amounts, { actor: owner });
  }

  it("tells the shopper their change was not made when an edit's refund is refused and the edit undone", async () => {
    await stripeBed();
    const { orderId } = await placed();
    const before = await stored(orderId);
    fake.fail(/^\/v1\/refunds$/, DISPUTED);
    const edit = await editDown(orderId);
    expect(edit.state).toBe("reversed");
    // The edit is rolled back with its refund: the order as it was, its sizes and total.
    expect((await stored(orderId)).order).toEqual(before.order);

    const sent = await mails(orderId);
    expect(sent.at(-2)?.subject).toContain("was changed");
    const fix = sent.at(-1)!;
    expect(fix.subject).toMatch(new RegExp(`^Your change to order ${before.row.order_number} at .+ was not made$`));
    expect(fix.html).toContain(
      `We wrote to you that your order <bdi dir="ltr">${before.row.order_number}</bdi> was changed and $${(edit.refund.card / 100).toFixed(2)} would be refunded.`,
    );
    expect(fix.html).toContain("so the change was not made: your order is as it was before it.");
    expect(await undoneHistory(orderId)).toMatchObject([{ amountCents: edit.refund.card }]);
  });

  it("tells the shopper their change was made but its refund was not when Stripe fails the refund of an edit the order has moved on from", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed("ru");
    const edit = await editDown(orderId);
    expect(edit.state).toBe("done");
    const editRefund = fake.refunds.filter((r) => r.payment_intent === intentId).at(-1)!;
    // The order moves on: another size refunded afterwards.
    const other = { kind: "unit" as const, lineId: "1", size: "M" };
    const { refund: amounts } = await previewRefund(deps, orderId, other);
    expect((await refundOrder(deps, orderId, other, key("change"), amounts, { actor: owner })).state).toBe("done");
    const moved = await stored(orderId);

    await deliver(await stripeFails(String(editRefund.id)));
    expect((await changeOf(edit.changeId)).state).toBe("card_refused");
    // The edit stays made: nothing of the order was written back.
    expect((await stored(orderId)).order).toEqual(moved.order);
    const fixes = await correcting(orderId);
    expect(fixes).toHaveLength(1);
    expect(fixes[0]!.html).toContain(
      `Изменение заказа <bdi dir="ltr">${moved.row.order_number}</bdi> внесено, но возврат`,
    );
    expect(fixes[0]!.html).toContain("выполнить не удалось");
    expect(fixes[0]!.html).not.toContain("не внесено");
    expect(await undoneHistory(orderId)).toMatchObject([{ amountCents: edit.refund.card }]);
  });

  it("restores a dashboard refund Stripe failed once when the two events arrive at the same time", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    const from = fake.events.length;
    const re = await fake.dashboardRefund(intentId, 500);
    await deliver(fake.events.slice(from));
    expect((await stored(orderId)).order.refunded).toEqual({ card: 500, gift: 0 });

    const events = await stripeFails(String(re.id));
    // Two processes: both deliveries at once, each twice.
    const statuses = await Promise.all([...events, ...events].map((e) => post(e)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = await stored(orderId);
    expect(after.order.refunded?.card ?? 0).toBe(0);
    expect(after.order.totalAmount).toBe(before.order.totalAmount);
    expect(after.row.total_cents).toBe(before.row.total_cents);
    expect(await correcting(orderId)).toHaveLength(1);
    expect(await undoneHistory(orderId)).toHaveLength(1);
  });

  it("takes back only the failed one of two dashboard refunds, from the order as it is now", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    let from = fake.events.length;
    const first = await fake.dashboardRefund(intentId, 500);
    await deliver(fake.events.slice(from));
    from = fake.events.length;
    await fake.dashboardRefund(intentId, 300);
    await deliver(fake.events.slice(from));
    expect((await stored(orderId)).order.refunded).toEqual({ card: 800, gift: 0 });

    await deliver(await stripeFails(String(first.id)));
    const after = await stored(orderId);
    expect(after.order.refunded).toEqual({ card: 300, gift: 0 });
    expect(after.order.totalAmount).toBe(before.order.totalAmount - 300);
    expect(after.row.total_cents).toBe(before.row.total_cents - 300);
    const history = await undoneHistory(orderId);
    expect(history.map((h) => h.amountCents)).toEqual([500]);
  });

  it("changes nothing for a dashboard refund that failed before it ever succeeded, and tells nobody", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const before = await stored(orderId);
    // Made and failed at once (its refund.created never delivered): nothing had been recorded.
    const re = await fake.dashboardRefund(intentId, 500);
    const events = await stripeFails(String(re.id), "canceled");
    await deliver(events);
    expect((await stored(orderId)).order).toEqual(before.order);
    expect(await correcting(orderId)).toHaveLength(0);
    // Its refund.created (succeeded) arriving late records nothing either: the refund stays cancelled.
    const created = fake.events.find(
      (e) => e.type === "refund.created" && (e.data as { object: { id: string } }).object.id === re.id,
    )!;
    await deliver([created]);
    expect((await stored(orderId)).order).toEqual(before.order);
  });

  it("captures a cancelled order's payment again when Stripe fails its refund, and tells the shopper once", async () => {
    await stripeBed();
    const { orderId, intentId } = await placed();
    const cancelled = await changeOrderStatus(
      { db: bed.db, providers: bed.providers, logger, now: () => new Date() },
      orderId,
      { to: "Cancelled" },
      {},
    );
    expect(cancelled.payments.map((p) => p.status)).toEqual(["refunded"]);
    const re = fake.refunds.filter((r) => r.payment_intent === intentId).at(-1)!;
    const events = await stripeFails(String(re.id));
    await deliver(events);
    await deliver(events);
    const payment = await bed.db
      .selectFrom("payments")
      .select("status")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("captured");
    const fixes = await correcting(orderId);
    expect(fixes).toHaveLength(1);
    expect(fixes[0]!.html).toContain(`$${(Number(re.amount) / 100).toFixed(2)}`);
    const history = await undoneHistory(orderId);
    expect(history).toMatchObject([{ from: "Cancelled", to: "Cancelled", amountCents: Number(re.amount) }]);
  });
});
