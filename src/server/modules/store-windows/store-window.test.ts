// Pop-up store windows on the server: orders are refused outside the window by the server's clock
// (a controllable test clock, no sleeping), and the fundraiser's progress is summed from placed orders.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StoreData } from "~core/entities/store.schema";
import { StoreDataSchema } from "~core/entities/store.schema";
import { testDialects } from "~server/testing/test-db";
import { findStoreByDomain, findStoreById, upsertStore } from "~server/modules/stores/stores.repository";
import {
  ADMIN_KEY,
  buildClientOrder,
  call,
  createCheckoutTestbed,
  TEE,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { createOrdersConsole } from "~server/modules/orders/orders.console";
import { testLogger } from "~server/testing/checkout-testbed";
import { createTestAccounts } from "~server/testing/console-accounts";
import { findAccountByEmail } from "~server/modules/operators/operators.repository";
import { loadFundraiserProgress } from "./store-window.service";

const OPENS = Date.parse("2026-12-01T15:00:00Z");
const CLOSES = Date.parse("2026-12-15T23:00:00Z");
const H = 3_600_000;

describe.each(testDialects({ postgres: "concurrency" }))("pop-up store windows on %s", (dialect) => {
  let bed: Testbed;
  let clock = OPENS - H;
  beforeEach(async () => {
    clock = OPENS - H;
    bed = await createCheckoutTestbed(dialect, { now: () => new Date(clock) });
    await editDemo((data) => ({
      ...data,
      storeWindow: {
        opensAt: "2026-12-01T09:00:00-06:00",
        closesAt: "2026-12-15T17:00:00-06:00",
        timeZone: "America/Chicago",
      },
      fundraiser: { ...data.fundraiser, goalAmount: 2000 },
    }));
  });
  afterEach(async () => {
    await bed.close();
  });

  async function editDemo(edit: (data: StoreData) => unknown) {
    const store = await findStoreById(bed.db, "demo");
    if (!store) throw new Error("no demo store");
    const data = StoreDataSchema.parse(edit(store.data));
    await upsertStore(bed.db, {
      id: "demo",
      domains: ["localhost", "demo.localhost"],
      passwordHash: store.passwordHash,
      data,
    });
  }
  const place = (order: unknown) =>
    call(bed.app, "POST", "/api/promo/ecommerce/orders", { order, mailHtml: "<p>x</p>" }, { "Accept-Language": "en" });

  it("refuses orders before opening and after closing with the closed message, and takes them inside", async () => {
    const order = await buildClientOrder(bed, [TEE]);

    const before = await place(order);
    expect(before.status).toBe(409);
    expect(await before.json()).toMatchObject({
      code: "order.closed",
      message: "Store is closed",
    });

    clock = CLOSES - 2 * H; // the last 72 hours: still open
    const during = await place(order);
    expect(during.status).toBe(200);

    clock = CLOSES;
    const after = await place(await buildClientOrder(bed, [TEE]));
    expect(after.status).toBe(409);
    expect(((await after.json()) as { code: string }).code).toBe("order.closed");
    expect(await bed.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
  });

  it("answers a replayed idempotency key with its order after the window closed, and charges nothing again", async () => {
    clock = CLOSES - H;
    const order = await buildClientOrder(bed, [TEE]);
    const headers = { "Accept-Language": "en", "Idempotency-Key": "replay-after-close-1" };
    const first = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order, mailHtml: "<p>x</p>" }, headers);
    expect(first.status).toBe(200);
    const placed = (await first.json()) as { data: unknown };

    clock = CLOSES + H;
    const replay = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order, mailHtml: "<p>x</p>" }, headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(placed);
    expect(await bed.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
    expect(await bed.db.selectFrom("payments").select("id").execute()).toHaveLength(1);
    // A new key is a new order: refused, the store is closed.
    const fresh = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/orders",
      { order, mailHtml: "<p>x</p>" },
      {
        ...headers,
        "Idempotency-Key": "replay-after-close-2",
      },
    );
    expect(fresh.status).toBe(409);
    expect(((await fresh.json()) as { code: string }).code).toBe("order.closed");
  });

  it("sums the fundraiser's progress from placed orders and recomputes it after a new order", async () => {
    const progress = async () => {
      const store = await findStoreByDomain(bed.db, "demo.localhost");
      return loadFundraiserProgress(bed.db, store!);
    };
    expect(await progress()).toEqual({ raisedCents: 0, goalCents: 200_000, percent: 0 });
    clock = OPENS + H;
    const res = await place(await buildClientOrder(bed, [TEE]));
    expect(res.status).toBe(200);
    const stored = await bed.db.selectFrom("orders").select("data").executeTakeFirstOrThrow();
    const raised = (JSON.parse(stored.data) as { orderFundraiser: number }).orderFundraiser;
    expect(raised).toBeGreaterThan(0);
    expect(await progress()).toEqual({ raisedCents: raised, goalCents: 200_000, percent: Math.floor(raised / 2000) });

    await editDemo((data) => ({ ...data, fundraiser: { ...data.fundraiser, goalAmount: undefined } }));
    expect(await progress()).toBeNull();
  });

  it("recomputes the progress when an order's status changes: a cancelled order stops counting", async () => {
    // One fixed store version, as the tenant middleware gives (id@updated_at): the cache is in play.
    const progress = async () =>
      loadFundraiserProgress(bed.db, { ...(await findStoreByDomain(bed.db, "demo.localhost"))!, version: "demo@v1" });
    clock = OPENS + H;
    for (let i = 0; i < 2; i++) expect((await place(await buildClientOrder(bed, [TEE]))).status).toBe(200);
    const orders = await bed.db.selectFrom("orders").select(["id", "data"]).orderBy("order_number").execute();
    const shares = orders.map((o) => (JSON.parse(o.data) as { orderFundraiser: number }).orderFundraiser);
    const stamp = async () =>
      (await bed.db.selectFrom("order_sequences").select("orders_stamp").executeTakeFirstOrThrow()).orders_stamp;
    expect(await stamp()).toBe(2);
    expect((await progress())?.raisedCents).toBe(shares[0]! + shares[1]!);

    const setStatus = (id: string, status: string) =>
      call(
        bed.app,
        "POST",
        `/api/admin/orders/${id}/status`,
        { status },
        { Authorization: `Bearer ${ADMIN_KEY}` },
        "localhost",
      );
    const cancelled = await setStatus(orders[0]!.id, "Cancelled");
    expect(cancelled.status).toBe(200);
    expect(await stamp()).toBe(3);
    // Same store version, same number of orders: only the stamp tells the cached sum is stale.
    expect((await progress())?.raisedCents).toBe(shares[1]!);

    expect((await setStatus(orders[1]!.id, "In production")).status).toBe(200);
    expect(await stamp()).toBe(4);
    expect((await progress())?.raisedCents).toBe(shares[1]!);
    expect((await setStatus(orders[1]!.id, "Lost")).status).toBe(400);
    expect((await setStatus("no-such-order", "Cancelled")).status).toBe(404);
    expect(
      (
        await call(
          bed.app,
          "POST",
          `/api/admin/orders/${orders[1]!.id}/status`,
          { status: "Cancelled" },
          {},
          "localhost",
        )
      ).status,
    ).toBe(401);
    expect(await stamp()).toBe(4);
  });

  it("drops the progress at once when the console cancels an order (the cached sum is not served stale)", async () => {
    // One fixed store version, as the tenant middleware gives (id@updated_at): the cache is in play.
    const progress = async () =>
      loadFundraiserProgress(bed.db, { ...(await findStoreByDomain(bed.db, "demo.localhost"))!, version: "demo@v1" });
    clock = OPENS + H;
    for (let i = 0; i < 3; i++) expect((await place(await buildClientOrder(bed, [TEE]))).status).toBe(200);
    const orders = await bed.db.selectFrom("orders").select(["id", "data"]).orderBy("order_number").execute();
    const shares = orders.map((o) => (JSON.parse(o.data) as { orderFundraiser: number }).orderFundraiser);
    const all = shares[0]! + shares[1]! + shares[2]!;
    // Read twice: the second answer comes from the cache the cancellation must not leave stale.
    expect(await progress()).toEqual({ raisedCents: all, goalCents: 200_000, percent: Math.floor(all / 2000) });
    expect((await progress())?.raisedCents).toBe(all);

    await createTestAccounts(bed.db, new Date(clock), [
      { who: { email: "staff@example.com", password: "staff-password-1" }, role: "staff" },
    ]);
    const account = (await findAccountByEmail(bed.db, "staff@example.com"))!;
    const orderConsole = createOrdersConsole({
      db: bed.db,
      actor: { id: account.id, email: account.email, role: account.role, storeIds: account.storeIds },
      now: () => new Date(clock),
      workflow: { providers: bed.providers, logger: testLogger },
    });
    const cancelled = await orderConsole.changeStatus(orders[1]!.id, { to: "Cancelled" });
    expect(cancelled).toMatchObject({ ok: true });
    const row = await bed.db.selectFrom("orders").select("status").where("id", "=", orders[1]!.id).executeTakeFirst();
    expect(row?.status).toBe("Cancelled");
    const left = shares[0]! + shares[2]!;
    expect(await progress()).toEqual({ raisedCents: left, goalCents: 200_000, percent: Math.floor(left / 2000) });

    // A change that keeps the order counted (Processing → In production) leaves the sum as it is.
    expect(await orderConsole.changeStatus(orders[0]!.id, { to: "In production" })).toMatchObject({ ok: true });
    expect((await progress())?.raisedCents).toBe(left);
    expect(await orderConsole.changeStatus(orders[0]!.id, { to: "Cancelled" })).toMatchObject({ ok: true });
    expect((await progress())?.raisedCents).toBe(shares[2]!);
  });
});
