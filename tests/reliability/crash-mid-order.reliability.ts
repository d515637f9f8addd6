// Crash mid-order (QUALITY.md): 50 order placements, some paying part with one gift code, while the
// server process is killed with SIGKILL at random moments and restarted on the same database. Every
// shopper retries with the same idempotency key until answered. Afterwards each key has exactly one
// order, each order exactly one capture, no card token paid twice, and the gift code's balance and
// reservations add up to the orders that used it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCents, type Cents } from "~core/money";
import type { Database } from "~server/db/connect";
import { TEE } from "~server/testing/checkout-testbed";
import {
  ADMIN_KEY,
  eventually,
  exchange,
  freshPostgres,
  openDatabase,
  shopperOf,
  startServer,
  type ServerProcess,
} from "./harness";

const PLACEMENTS = 50;
const GIFT_ORDERS = 10;
const KILLS = 3;
// Two codes: one code is held by at most MAX_HOLDS_PER_CODE checkouts at once (decision 0028).
const GIFT_CODES = ["CRASH-GIFT-A", "CRASH-GIFT-B"];
const GIFT_START_CENTS = 40_000;
const GIFT_PER_ORDER = 20;

describe("a server killed during order placement", () => {
  let server: ServerProcess;
  let database: Database;
  const env = { ORDER_CLAIM_LEASE_SECONDS: "3" };

  beforeAll(async () => {
    server = await startServer(env);
    database = await openDatabase(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it(`keeps one order per key, one capture per order and the gift balance whole across ${KILLS} kills`, async () => {
    for (const code of GIFT_CODES) {
      const admin = await exchange(server.port, "PUT", `/api/admin/stores/demo/gift-codes/${code}`, {
        body: { balance: GIFT_START_CENTS / 100 },
        headers: { Authorization: `Bearer ${ADMIN_KEY}` },
      });
      expect([200, 201]).toContain(admin.status);
    }

    // Every shopper's order is built before the storm, as the checkout page would have it ready.
    const shopper = shopperOf(server.port, database);
    const orders: { key: string; body: unknown }[] = [];
    for (let i = 0; i < PLACEMENTS; i++) {
      let gift: { orderKey: string; giftReserved: Cents; giftBalance: Cents } | undefined;
      if (i < GIFT_ORDERS) {
        const apply = await exchange(server.port, "POST", "/api/promo/ecommerce/gift-code/apply", {
          body: { code: GIFT_CODES[i % GIFT_CODES.length], orderAmount: GIFT_PER_ORDER },
        });
        expect(apply.status).toBe(200);
        expect((apply.body as { data: { isSuccess: boolean } }).data.isSuccess).toBe(true);
        const orderKey = (apply.body as { data: { orderKey: string } }).data.orderKey;
        gift = { orderKey, giftReserved: toCents(GIFT_PER_ORDER), giftBalance: toCents(GIFT_PER_ORDER) };
      }
      orders.push({ key: `crash-${i}`, body: await shopper.order([TEE], gift) });
    }

    const answers = new Map<string, unknown>();
    let restarting: Promise<void> | null = null;
    let kills = 0;
    let retries = 0;

    async function placeUntilAnswered(order: { key: string; body: unknown }) {
      for (;;) {
        if (restarting) await restarting;
        let answer: Awaited<ReturnType<typeof exchange>> | undefined;
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
        // 409 'still being placed': the key's first placement died with its process; its lease runs
        // out. Anything else fails the test here rather than being retried for ever.
        if (answer) expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    // Each kill comes once a random number of placements have been answered (one in each third of
    // the run), while the workers have the next ones in flight: a kill after a random time could
    // come after the last answer when the placements run fast.
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
        restarting = null;
        done();
      }
    }

    const queue = [...orders];
    const workers = Array.from({ length: 4 }, async () => {
      for (let order = queue.shift(); order; order = queue.shift()) await placeUntilAnswered(order);
    });
    await Promise.all([...workers, killer()]);
    console.info(`${PLACEMENTS} placements, ${kills} kills, ${retries} retries`);
    expect(kills).toBe(KILLS);
    expect(answers.size).toBe(PLACEMENTS);

    // A second answer for any key is the first one again.
    const again = await exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
      body: { order: orders[0]!.body },
      headers: { "Idempotency-Key": orders[0]!.key },
    });
    expect(again.body).toEqual(answers.get(orders[0]!.key));

    const db = database.db;
    const stored = await db
      .selectFrom("orders")
      .select(["id", "idempotency_key", "gift_cents", "total_cents"])
      .execute();
    const perKey = new Map<string, number>();
    for (const row of stored) perKey.set(row.idempotency_key, (perKey.get(row.idempotency_key) ?? 0) + 1);
    expect(stored).toHaveLength(PLACEMENTS);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(perKey.keys())).toEqual(new Set(orders.map((o) => o.key)));

    const payments = await db.selectFrom("payments").select(["order_id", "token_ref", "amount_cents"]).execute();
    expect(payments).toHaveLength(PLACEMENTS);
    expect(new Set(payments.map((p) => p.order_id)).size).toBe(PLACEMENTS);
    expect(new Set(payments.map((p) => p.token_ref)).size).toBe(PLACEMENTS);
    const captured = await db
      .selectFrom("payment_tokens")
      .select(["capture_key"])
      .where("status", "=", "captured")
      .execute();
    // Every captured token belongs to exactly one of the keys: nobody was charged twice or for nothing.
    expect(captured).toHaveLength(PLACEMENTS);
    expect(new Set(captured.map((t) => t.capture_key)).size).toBe(PLACEMENTS);

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
  });
});

// Crash at every point of placement (QUALITY.md raised bars, docs/decisions/0027): the server kills
// itself (ORDER_FAULT_KILL_AT) at before-capture, after-capture or after-commit. Shopper A retries
// as the checkout does (same key, a new card token); shopper B never comes back. A gets exactly one
// order and one capture, and the new token is never charged; B ends with an order or no charge.
const dialects = ["sqlite", ...(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

describe.each(dialects)("a server killed at each point of placement on %s", (dialect) => {
  for (const point of ["before-capture", "after-capture", "after-commit"] as const) {
    it(`killed ${point}: the retry gets one order and one capture, the shopper who never retries an order or no charge`, async () => {
      const pg = dialect === "postgres" ? await freshPostgres(point.replace("-", "_")) : undefined;
      const base = {
        ORDER_CLAIM_LEASE_SECONDS: "1",
        PLACEMENT_RECOVERY_SECONDS: "1",
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      };
      let server = await startServer({ ...base, ORDER_FAULT_KILL_AT: point });
      const database = await openDatabase(server, pg?.url);
      try {
        const shopper = shopperOf(server.port, database);
        const orderA = (await shopper.order([TEE])) as { orderTransaction: { tokenId?: string } };
        const orderB = (await shopper.order([TEE])) as { orderTransaction: { tokenId?: string } };
        let kills = 0;
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
          kills += 1;
        };
        await placeOnDyingServer(`kill-${point}-A`, orderA);
        server = await startServer({ ...base, ORDER_FAULT_KILL_AT: point }, server.dataDir);
        await placeOnDyingServer(`kill-${point}-B`, orderB);
        server = await startServer(base, server.dataDir);

        // A's checkout retries with the same key and a new token, until answered.
        const retryToken = (await (
          await fetch(`http://127.0.0.1:${server.port}/payments/test/tokens`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ number: "4242 4242 4242 4242", expMonth: "12", expYear: "39", cvc: "123" }),
          })
        ).json()) as { tokenId: string };
        const retried = { ...orderA, orderTransaction: { ...orderA.orderTransaction, tokenId: retryToken.tokenId } };
        let retries = 0;
        for (;;) {
          retries += 1;
          const answer = await exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
            body: { order: retried },
            headers: { "Idempotency-Key": `kill-${point}-A` },
          });
          if (answer.status === 200) break;
          // 409 'still being placed' until the dead placement's lease (1 s) runs out.
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }

        // B never retries: the recovery step (every second) finishes or releases the placement.
        const db = database.db;
        await eventually(
          async () => (await db.selectFrom("pending_placements").selectAll().execute()).length === 0,
          30_000,
          "every pending placement is finished or released",
        );
        console.info(`${dialect} ${point}: ${kills} kills, ${retries} attempts of the retry`);

        const orders = await db.selectFrom("orders").select(["id", "idempotency_key"]).execute();
        const payments = await db.selectFrom("payments").select(["order_id", "token_ref"]).execute();
        const tokens = await db.selectFrom("payment_tokens").select(["id", "status", "capture_key"]).execute();
        const ordersOf = (key: string) => orders.filter((o) => o.idempotency_key === key);
        const chargedOf = (key: string) =>
          tokens.filter((t) => t.capture_key === key && (t.status === "captured" || t.status === "authorized"));

        const a = `kill-${point}-A`;
        expect(ordersOf(a)).toHaveLength(1);
        expect(chargedOf(a).map((t) => [t.id, t.status])).toEqual([[orderA.orderTransaction.tokenId, "captured"]]);
        expect(tokens.find((t) => t.id === retryToken.tokenId)?.status).toBe("unused");
        expect(payments.filter((p) => p.order_id === ordersOf(a)[0]?.id)).toHaveLength(1);

        const b = `kill-${point}-B`;
        const bOrders = ordersOf(b);
        const bCharged = chargedOf(b);
        // An order with its one capture, or nothing at all.
        if (bOrders.length === 1) {
          expect(bCharged.map((t) => t.status)).toEqual(["captured"]);
          expect(payments.filter((p) => p.order_id === bOrders[0]?.id)).toHaveLength(1);
        } else {
          expect(bOrders).toEqual([]);
          expect(bCharged).toEqual([]);
        }
        expect(payments).toHaveLength(orders.length);
      } finally {
        await database.close();
        await server.stop();
        await pg?.drop();
      }
    });
  }
});
