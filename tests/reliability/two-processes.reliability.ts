// Scale beyond one process (docs/scaling.md): two server processes on two ports against one
// PostgreSQL database, as behind a load balancer. Orders with shared idempotency keys sent to both at
// once, one gift code drained through both, and the failed-lookup limit of order tracking counted
// across both. Needs DATABASE_URL or TEST_DATABASE_URL (an admin connection to create a database).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { toCents } from "~core/money";
import { TEE } from "~server/testing/checkout-testbed";
import { ADMIN_KEY, exchange, openDatabase, shopperOf, startServer, type ServerProcess } from "./harness";

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two processes, one PostgreSQL", () => {
  const name = `reliability_${Date.now()}_${process.pid}`;
  let databaseUrl = "";
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // The first process migrates and seeds the demo stores; the second finds them there.
    // Behind a load balancer on loopback: shoppers' addresses come from X-Forwarded-For (TRUST_PROXY).
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: "127.0.0.1,::1" };
    a = await startServer(env);
    b = await startServer(env);
    database = await openDatabase(a, databaseUrl);
  });

  afterAll(async () => {
    await database?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("places each order once when its key reaches both processes at once", async () => {
    const shopper = shopperOf(a.port, database);
    const orders = await Promise.all(Array.from({ length: 8 }, () => shopper.order([TEE])));
    const answers = await Promise.all(
      orders.flatMap((order, i) =>
        [a, b, a, b].map((server) =>
          exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
            body: { order },
            headers: { "Idempotency-Key": `shared-${i}` },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(32).fill(200));
    for (let i = 0; i < orders.length; i++) {
      const bodies = answers.slice(i * 4, i * 4 + 4).map((answer) => JSON.stringify(answer.body));
      expect(new Set(bodies).size).toBe(1);
    }
    const perKey = await database.db
      .selectFrom("orders")
      .select(["idempotency_key", (eb) => eb.fn.countAll().as("n")])
      .where("idempotency_key", "like", "shared-%")
      .groupBy("idempotency_key")
      .execute();
    expect(perKey).toHaveLength(orders.length);
    expect(perKey.every((row) => Number(row.n) === 1)).toBe(true);
    const payments = await database.db.selectFrom("payments").select("order_id").execute();
    expect(new Set(payments.map((p) => p.order_id)).size).toBe(payments.length);
  });

  it("never lets one gift code go below zero when both processes place orders on it at once", async () => {
    const issued = await exchange(a.port, "PUT", "/api/admin/stores/demo/gift-codes/SHARED-100", {
      body: { balance: 100 },
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect([200, 201]).toContain(issued.status);
    // Fifty shoppers, each from an address of its own, apply $30 of the $100 card: a hold reserves
    // nothing (decision 0098), so every one of them is applied $30.
    const applied = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        exchange((i % 2 ? a : b).port, "POST", "/api/promo/ecommerce/gift-code/apply", {
          body: { code: "SHARED-100", orderAmount: 30 },
          headers: { "X-Forwarded-For": `198.51.100.${i + 1}` },
        }),
      ),
    );
    const holds = applied.map(
      (r) => (r.body as { data: { isSuccess: boolean; appliedAmount: number; orderKey: string } }).data,
    );
    expect(holds.map((hold) => hold.appliedAmount)).toEqual(Array(50).fill(30));
    // Their fifty orders are placed at once through both processes: the balance is taken at placement,
    // under the code's lock, so exactly three are paid with it and the others are told to apply it again.
    const shopper = shopperOf(a.port, database);
    const gift = (orderKey: string) => ({ orderKey, giftReserved: toCents(30), giftBalance: toCents(30) });
    const bodies = await Promise.all(holds.map((hold) => shopper.order([TEE, TEE], gift(hold.orderKey))));
    const answers = await Promise.all(
      bodies.map((order, i) =>
        exchange((i % 2 ? b : a).port, "POST", "/api/promo/ecommerce/orders", {
          body: { order },
          headers: { "Idempotency-Key": `gift-race-${i}`, "X-Forwarded-For": `198.51.100.${i + 1}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const code = await database.db
      .selectFrom("gift_codes")
      .select("balance_cents")
      .where("code", "=", "SHARED-100")
      .executeTakeFirstOrThrow();
    expect(code.balance_cents).toBe(1_000);
    const consumed = await database.db
      .selectFrom("gift_code_reservations")
      .select("amount_cents")
      .where("code", "=", "SHARED-100")
      .where("state", "=", "consumed")
      .execute();
    // The ledger: what the consumed holds took is exactly what left the card.
    expect(consumed.reduce((sum, hold) => sum + hold.amount_cents, 0)).toBe(9_000);
  });

  it("counts failed order lookups of one client across both processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const answer = await exchange((i % 2 ? a : b).port, "POST", "/api/promo/ecommerce/order-tracking", {
        body: { orderNumber: `NO-${i}`, email: "nobody@example.com" },
      });
      statuses.push(answer.status);
    }
    // 20 failed lookups per 15 minutes per client, wherever they land.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(4).fill(429));
  });
});
