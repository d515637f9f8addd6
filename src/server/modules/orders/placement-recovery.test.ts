// A placement whose process dies at each point of placement (docs/decisions/0027), in one process:
// the fault hook never returns, exactly as a killed process never goes on, and nothing it would
// have cleaned up is cleaned up. The test's clock moves past the key's claim lease instead of waiting it out.
import { afterEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import {
  buildClientOrder,
  call,
  cardToken,
  createCheckoutTestbed,
  SESSION_SECRET,
  TEE,
  testLogger,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { PLACEMENT_POINTS, recoverPendingPlacements, type PlacementPoint } from "./orders.service";
import { cents } from "~core/money";

const LEASE_MS = 1_000;

describe.each(testDialects({ postgres: "concurrency" }))("order placement killed mid-way on %s", (dialect) => {
  let bed: Testbed;
  let clock: Date;
  const testbed = (faultAt?: (at: PlacementPoint) => Promise<void>) => {
    clock = new Date();
    return createCheckoutTestbed(dialect, {
      now: () => clock,
      env: { ORDER_CLAIM_LEASE_SECONDS: String(LEASE_MS / 1000) },
      faultAt,
    });
  };
  const passTheLease = () => (clock = new Date(clock.getTime() + LEASE_MS * 2));
  /** What main.ts gives the recovery loop, on this test's clock. */
  const recoveryDeps = () => ({
    db: bed.db,
    sessionSecret: SESSION_SECRET,
    providers: bed.providers,
    logger: testLogger,
    now: () => clock,
    claimLeaseMs: LEASE_MS,
  });
  afterEach(async () => {
    await bed.close();
  });

  /** A testbed whose first placement "dies" at `point`: the returned promise resolves when it got there. */
  async function bedDyingAt(point: PlacementPoint) {
    let armed = true;
    let reached!: () => void;
    const died = new Promise<void>((resolve) => (reached = resolve));
    bed = await testbed(async (at) => {
      if (!armed || at !== point) return;
      armed = false;
      reached();
      await new Promise<never>(() => undefined);
    });
    return { died };
  }

  const place = (order: unknown, key: string) =>
    call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": key });
  const rows = async () => ({
    orders: await bed.db.selectFrom("orders").select(["idempotency_key"]).execute(),
    payments: await bed.db.selectFrom("payments").select(["token_ref"]).execute(),
    tokens: await bed.db.selectFrom("payment_tokens").select(["id", "status", "capture_key"]).execute(),
    pending: await bed.db.selectFrom("pending_placements").selectAll().execute(),
  });

  for (const point of PLACEMENT_POINTS) {
    it(`killed ${point}, the checkout's retry with a new card token gives one order and one capture`, async () => {
      const { died } = await bedDyingAt(point);
      const order = await buildClientOrder(bed, [TEE]);
      void place(order, "crash-key");
      await died;
      passTheLease();

      const retryToken = await cardToken(bed.app);
      const retry = await place(
        { ...order, orderTransaction: { ...order.orderTransaction, tokenId: retryToken } },
        "crash-key",
      );
      expect(retry.status, await retry.clone().text()).toBe(200);

      const { orders, payments, tokens, pending } = await rows();
      expect(orders.map((o) => o.idempotency_key)).toEqual(["crash-key"]);
      expect(payments).toHaveLength(1);
      const captured = tokens.filter((t) => t.status === "captured");
      expect(captured.map((t) => [t.id, t.capture_key])).toEqual([[order.orderTransaction.tokenId, "crash-key"]]);
      expect(payments[0]?.token_ref).toBe(order.orderTransaction.tokenId);
      // The retry's token was never charged: the key's first payment answered for it.
      expect(tokens.find((t) => t.id === retryToken)?.status).toBe("unused");
      expect(pending).toEqual([]);
    });

    it(`killed ${point}, a shopper who never retries ends with an order or no charge`, async () => {
      const { died } = await bedDyingAt(point);
      const order = await buildClientOrder(bed, [TEE]);
      void place(order, "gone-key");
      await died;
      passTheLease();

      const deps = recoveryDeps();
      await recoverPendingPlacements(deps);
      const { orders, payments, tokens, pending } = await rows();
      const charged = tokens.filter((t) => t.status === "captured" || t.status === "authorized");
      expect(pending).toEqual([]);
      // Finished: the shopper has the order they paid for, once.
      expect(orders).toHaveLength(1);
      expect(payments).toHaveLength(1);
      expect(charged.map((t) => t.status)).toEqual(["captured"]);
      // A second pass finds nothing left to do.
      expect(await recoverPendingPlacements(deps)).toEqual({ finished: 0, released: 0 });
    });
  }

  it("releases a placement whose card was never reached, so nothing is charged and the key is free again", async () => {
    bed = await testbed();
    const order = await buildClientOrder(bed, [TEE]);
    // As if the process died right after writing the pending placement, before the provider call.
    const now = new Date(clock.getTime() - LEASE_MS * 4).toISOString();
    const store = await bed.db.selectFrom("stores").select("id").where("id", "=", "demo").executeTakeFirstOrThrow();
    await bed.db
      .insertInto("idempotency")
      .values({ store_id: store.id, key: "early-key", request_hash: "h", response: null, created_at: now })
      .execute();
    await bed.db
      .insertInto("pending_placements")
      .values({
        store_id: store.id,
        idempotency_key: "early-key",
        request_hash: "h",
        plan: "{}",
        amount_cents: cents(100),
        created_at: now,
      })
      .execute();
    expect(await recoverPendingPlacements(recoveryDeps())).toEqual({ finished: 0, released: 1 });
    const { orders, tokens, pending } = await rows();
    expect(orders).toEqual([]);
    expect(pending).toEqual([]);
    expect(tokens.filter((t) => t.status !== "unused")).toEqual([]);
    expect(await bed.db.selectFrom("idempotency").selectAll().execute()).toEqual([]);
    expect(order.orderTransaction.tokenId).toBeDefined();
  });
});
