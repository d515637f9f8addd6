// Crash mid-order with Stripe (issue 47, docs/decisions/0108): the crash-at-every-point suite of
// crash-mid-order.reliability.ts again, with the server paying through Stripe (PAYMENT_PROVIDER=stripe,
// the official library pointed at the loopback fake of Stripe). The fake runs in this test process, so
// it outlives every SIGKILL of the server and keeps count of the PaymentIntents each idempotency key
// made, captured and cancelled; its webhooks go to the server of the moment (before or after Stripe's
// answer, alternately), a delivery to a dead process is kept and sent again as Stripe retries, and at
// the end every event is delivered once more (duplicates). Some shoppers' cards ask for 3-D Secure:
// the shopper completes the challenge and sends the order again with the same key, racing Stripe's
// webhook that finishes the placement on its own. Afterwards: one order per key, at most one captured
// PaymentIntent per order (the order's own), no PaymentIntent left holding money without an order,
// nothing refunded (nobody was charged twice), and the gift codes' balances whole.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCents, type Cents } from "~core/money";
import type { Database } from "~server/db/connect";
import { STRIPE_WEBHOOK_PATH } from "~server/modules/payments/stripe-webhook.routes";
import { startFakeStripe, type FakeIntent, type FakeStripe, type WebhookTiming } from "~server/testing/fake-stripe";
import { TEE } from "~server/testing/checkout-testbed";
import {
  ADMIN_KEY,
  eventually,
  exchange,
  freshPostgres,
  openDatabase,
  shopperOf,
  startServer,
  type Answer,
  type ServerProcess,
} from "./harness";

const WEBHOOK_SECRET = "whsec_reliabilitycrash0123456789";
const STRIPE_ENV = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_reliabilitycrash0123",
  STRIPE_PUBLISHABLE_KEY: "pk_test_reliabilitycrash0123",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PROVIDER_TIMEOUT_MS: "5000",
};
const CARD = "4242424242424242";
const THREE_D_SECURE_CARD = "4000002500003155";

const PLACEMENTS = 32;
const GIFT_ORDERS = 8;
const THREE_D_SECURE_ORDERS = 8;
const KILLS = 4;
const GIFT_CODES = ["STRIPE-CRASH-A", "STRIPE-CRASH-B"];
const GIFT_START_CENTS = 40_000;
const GIFT_PER_ORDER = 20;

const dialects = ["sqlite", ...(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

/** Points the fake's webhooks at a (new) server process. */
function webhooksTo(server: ServerProcess, timing: WebhookTiming) {
  fake.webhooks({ url: `http://127.0.0.1:${server.port}${STRIPE_WEBHOOK_PATH}`, secret: WEBHOOK_SECRET, timing });
}

const intentsOf = (key: string): FakeIntent[] =>
  [...fake.intents.values()].filter((i) => i.metadata.idempotency_key === key);
const calledFor = (intentId: string, action: "capture" | "cancel") =>
  fake.calls.filter((c) => c.method === "POST" && c.path === `/v1/payment_intents/${intentId}/${action}`).length;

/** What Stripe holds for each key, as the fake counts it. */
function stripeLedger(keys: string[]) {
  return keys.map((key) => {
    const intents = intentsOf(key);
    return {
      key,
      created: intents.length,
      captured: intents.filter((i) => i.status === "succeeded"),
      held: intents.filter((i) => i.status === "requires_capture"),
      cancelled: intents.filter((i) => i.status === "canceled").length,
    };
  });
}

const is3ds = (answer: Answer | undefined) =>
  answer?.status === 422 &&
  typeof (answer.body as { data?: { nextAction?: { clientSecret?: string } } }).data?.nextAction?.clientSecret ===
    "string";

describe.each(dialects)("a Stripe-paying server killed during order placement on %s", (dialect) => {
  let server: ServerProcess;
  let database: Database;
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    pg = dialect === "postgres" ? await freshPostgres("stripe_storm") : undefined;
    env = {
      ...STRIPE_ENV,
      STRIPE_API_URL: fake.url,
      ORDER_CLAIM_LEASE_SECONDS: "3",
      PLACEMENT_RECOVERY_SECONDS: "1",
      // The SQLite leg never inherits the admin connection of DATABASE_URL from this process's environment.
      DATABASE_URL: pg?.url ?? "",
    };
    server = await startServer(env);
    database = await openDatabase(server, pg?.url);
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await pg?.drop();
  });

  it(`keeps one order and one captured PaymentIntent per key, and the gift balance whole, across ${KILLS} kills`, async () => {
    const started = Date.now();
    // The fake serves both legs: this leg's events are those from here on.
    const eventsFrom = fake.events.length;
    const prefix = `${dialect}-stripe-crash`;
    webhooksTo(server, "after-response");
    for (const code of GIFT_CODES) {
      const admin = await exchange(server.port, "PUT", `/api/admin/stores/demo/gift-codes/${code}`, {
        body: { balance: GIFT_START_CENTS / 100 },
        headers: { Authorization: `Bearer ${ADMIN_KEY}` },
      });
      expect([200, 201]).toContain(admin.status);
    }

    const shopper = shopperOf(server.port, database);
    const orders: { key: string; body: unknown; threeDs: boolean }[] = [];
    for (let i = 0; i < PLACEMENTS; i++) {
      let gift: { orderKey: string; giftReserved: Cents; giftBalance: Cents } | undefined;
      if (i < GIFT_ORDERS) {
        const apply = await exchange(server.port, "POST", "/api/promo/ecommerce/gift-code/apply", {
          body: { code: GIFT_CODES[i % GIFT_CODES.length], orderAmount: GIFT_PER_ORDER },
        });
        expect(apply.status).toBe(200);
        const orderKey = (apply.body as { data: { orderKey: string } }).data.orderKey;
        gift = { orderKey, giftReserved: toCents(GIFT_PER_ORDER), giftBalance: toCents(GIFT_PER_ORDER) };
      }
      // Every fourth order (some with a gift code) pays with a card that asks for 3-D Secure.
      const threeDs = i % 4 === 1 && orders.filter((o) => o.threeDs).length < THREE_D_SECURE_ORDERS;
      const tokenId = await fake.confirmationToken(threeDs ? THREE_D_SECURE_CARD : CARD);
      orders.push({ key: `${prefix}-${i}`, body: await shopper.order([TEE], { ...gift, tokenId }), threeDs });
    }

    const answers = new Map<string, unknown>();
    let restarting: Promise<void> | null = null;
    let kills = 0;
    let retries = 0;
    let challenges = 0;

    async function placeUntilAnswered(order: (typeof orders)[number]) {
      for (;;) {
        if (restarting) await restarting;
        let answer: Answer | undefined;
        try {
          answer = await exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
            body: { order: order.body },
            headers: { "Idempotency-Key": order.key },
            timeoutMs: 45_000,
          });
        } catch {
          // The process was killed under this request: try again once it is back.
        }
        if (answer?.status === 200) {
          answers.set(order.key, answer.body);
          return;
        }
        if (is3ds(answer) && order.threeDs) {
          // The bank's challenge, completed in the browser; then the same order again with the same key.
          const secret = (answer!.body as { data: { nextAction: { clientSecret: string } } }).data.nextAction
            .clientSecret;
          challenges += 1;
          await fake.authenticate(secret.split("_secret_")[0]!, true);
          continue;
        }
        // 409 'still being placed': the key's attempt died with its process, until its lease runs out.
        if (answer) expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    const killAfter = Array.from(
      { length: KILLS },
      (_, i) => 1 + Math.floor(((i + Math.random()) * (PLACEMENTS - 2)) / KILLS),
    );
    async function killer() {
      for (const answered of killAfter) {
        while (answers.size < answered) await new Promise((resolve) => setTimeout(resolve, 2));
        kills += 1;
        let done!: () => void;
        restarting = new Promise<void>((resolve) => (done = resolve));
        await server.kill();
        server = await startServer(env, server.dataDir);
        // Webhooks before Stripe's answer to our call, then after it, in turns.
        webhooksTo(server, kills % 2 === 1 ? "before-response" : "after-response");
        restarting = null;
        done();
      }
    }

    const queue = [...orders];
    const workers = Array.from({ length: 4 }, async () => {
      for (let order = queue.shift(); order; order = queue.shift()) await placeUntilAnswered(order);
    });
    await Promise.all([...workers, killer()]);
    expect(kills).toBe(KILLS);
    expect(answers.size).toBe(PLACEMENTS);

    // Webhooks a dead process never answered, then every event once more: duplicates change nothing.
    webhooksTo(server, "manual");
    await fake.deliver();
    for (const event of fake.events.slice(eventsFrom)) await fake.deliver(String(event.id));
    const again = await exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
      body: { order: orders[1]!.body },
      headers: { "Idempotency-Key": orders[1]!.key },
    });
    expect(again.body).toEqual(answers.get(orders[1]!.key));

    const db = database.db;
    await eventually(
      async () => (await db.selectFrom("pending_placements").selectAll().execute()).length === 0,
      30_000,
      "every pending placement is finished or released",
    );

    const stored = await db
      .selectFrom("orders")
      .select(["id", "idempotency_key", "gift_cents", "total_cents"])
      .execute();
    expect(stored).toHaveLength(PLACEMENTS);
    expect(new Set(stored.map((o) => o.idempotency_key))).toEqual(new Set(orders.map((o) => o.key)));

    const payments = await db.selectFrom("payments").select(["order_id", "token_ref", "amount_cents"]).execute();
    expect(payments).toHaveLength(PLACEMENTS);
    const ledger = stripeLedger(orders.map((o) => o.key));
    for (const entry of ledger) {
      const order = stored.find((o) => o.idempotency_key === entry.key)!;
      const paid = payments.filter((p) => p.order_id === order.id);
      // One PaymentIntent captured for the order, the one its payment row names, for what the card owed.
      expect(
        entry.captured.map((i) => i.id),
        entry.key,
      ).toEqual(paid.map((p) => p.token_ref));
      expect(entry.captured[0]!.amount, entry.key).toBe(paid[0]!.amount_cents);
      expect(calledFor(entry.captured[0]!.id, "cancel"), entry.key).toBe(0);
      // Nothing still held: an authorisation without its order was cancelled (voided).
      expect(entry.held, entry.key).toEqual([]);
    }
    // Nobody was charged twice, so nothing had to be refunded.
    expect(fake.refunds).toEqual([]);

    const giftUsed = stored.reduce((sum, row) => sum + row.gift_cents, 0);
    expect(giftUsed).toBe(GIFT_ORDERS * GIFT_PER_ORDER * 100);
    const codes = await db.selectFrom("gift_codes").select("balance_cents").where("code", "in", GIFT_CODES).execute();
    expect(codes.reduce((sum, code) => sum + code.balance_cents, 0)).toBe(
      GIFT_CODES.length * GIFT_START_CENTS - giftUsed,
    );
    const reservations = await db
      .selectFrom("gift_code_reservations")
      .select(["state", "amount_cents"])
      .where("code", "in", GIFT_CODES)
      .execute();
    expect(reservations.filter((r) => r.state !== "consumed")).toEqual([]);
    expect(reservations.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(giftUsed);

    const created = ledger.reduce((sum, e) => sum + e.created, 0);
    const cancelled = ledger.reduce((sum, e) => sum + e.cancelled, 0);
    console.info(
      `${dialect}: ${PLACEMENTS} placements (${THREE_D_SECURE_ORDERS} with 3-D Secure, ${challenges} challenges), ` +
        `${kills} kills, ${retries} retries; ${created} PaymentIntents, ${PLACEMENTS} captured, ${cancelled} cancelled; ` +
        `${fake.events.length - eventsFrom} events, each delivered at least twice; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });
});

// Each point of placement (decision 0027's ORDER_FAULT_KILL_AT) with Stripe: shopper A retries with the
// same key and a new ConfirmationToken, shopper B never comes back. A gets one order and one captured
// PaymentIntent, the new token is never used; B ends with an order and its one capture, or with no
// PaymentIntent holding money.
describe.each(dialects)("a Stripe-paying server killed at each point of placement on %s", (dialect) => {
  for (const point of ["before-capture", "after-capture", "after-commit"] as const) {
    it(`killed ${point}: one order and one capture for the retry, an order or no hold for the shopper who never retries`, async () => {
      const pg = dialect === "postgres" ? await freshPostgres(`stripe_${point.replace("-", "_")}`) : undefined;
      const base = {
        ...STRIPE_ENV,
        STRIPE_API_URL: fake.url,
        // 3 s as in the random-kill suite: with 1 s a placement slowed past its lease on a loaded machine
        // (load 15, CI rehearsal of 2026-11-29) was finished by recovery and answered 200 before reaching
        // its kill point, so the point under test was never reached.
        ORDER_CLAIM_LEASE_SECONDS: "3",
        PLACEMENT_RECOVERY_SECONDS: "1",
        DATABASE_URL: pg?.url ?? "",
      };
      let server = await startServer({ ...base, ORDER_FAULT_KILL_AT: point });
      webhooksTo(server, "after-response");
      const database = await openDatabase(server, pg?.url);
      const a = `${dialect}-stripe-kill-${point}-A`;
      const b = `${dialect}-stripe-kill-${point}-B`;
      try {
        const shopper = shopperOf(server.port, database);
        const orderA = (await shopper.order([TEE], { tokenId: await fake.confirmationToken(CARD) })) as {
          orderTransaction: { tokenId?: string };
        };
        const orderB = await shopper.order([TEE], { tokenId: await fake.confirmationToken(CARD) });
        const placeOnDyingServer = async (key: string, order: unknown) => {
          await expect(
            exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
              body: { order },
              headers: { "Idempotency-Key": key },
            }),
          ).rejects.toThrow();
          await new Promise<void>((resolve) =>
            server.child.exitCode === null ? server.child.once("exit", () => resolve()) : resolve(),
          );
        };
        await placeOnDyingServer(a, orderA);
        server = await startServer({ ...base, ORDER_FAULT_KILL_AT: point }, server.dataDir);
        webhooksTo(server, "before-response");
        await placeOnDyingServer(b, orderB);
        server = await startServer(base, server.dataDir);
        webhooksTo(server, "after-response");
        await fake.deliver();

        const retryToken = await fake.confirmationToken(CARD);
        const retried = { ...orderA, orderTransaction: { ...orderA.orderTransaction, tokenId: retryToken } };
        let attempts = 0;
        for (;;) {
          attempts += 1;
          const answer = await exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
            body: { order: retried },
            headers: { "Idempotency-Key": a },
          });
          if (answer.status === 200) break;
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }

        const db = database.db;
        await eventually(
          async () => (await db.selectFrom("pending_placements").selectAll().execute()).length === 0,
          30_000,
          "every pending placement is finished or released",
        );
        const orders = await db.selectFrom("orders").select(["id", "idempotency_key"]).execute();
        const payments = await db.selectFrom("payments").select(["order_id", "token_ref"]).execute();
        const ordersOf = (key: string) => orders.filter((o) => o.idempotency_key === key);
        const [ledgerA, ledgerB] = stripeLedger([a, b]);

        expect(ordersOf(a)).toHaveLength(1);
        expect(ledgerA!.captured.map((i) => i.id)).toEqual(
          payments.filter((p) => p.order_id === ordersOf(a)[0]!.id).map((p) => p.token_ref),
        );
        expect(ledgerA!.held).toEqual([]);
        // The retry's token was never confirmed: the key's PaymentIntent already held the money.
        expect(fake.calls.filter((c) => c.body.confirmation_token === retryToken)).toEqual([]);

        const bOrders = ordersOf(b);
        if (bOrders.length === 1) {
          expect(ledgerB!.captured.map((i) => i.id)).toEqual(
            payments.filter((p) => p.order_id === bOrders[0]!.id).map((p) => p.token_ref),
          );
        } else {
          expect(bOrders).toEqual([]);
          expect(ledgerB!.captured).toEqual([]);
        }
        expect(ledgerB!.held).toEqual([]);
        expect(payments).toHaveLength(orders.length);
        console.info(
          `${dialect} ${point}: 2 kills, ${attempts} attempts of the retry; B ${bOrders.length === 1 ? "placed by recovery" : "no order, no hold"}`,
        );
      } finally {
        await database.close();
        await server.stop();
        await pg?.drop();
      }
    });
  }
});
