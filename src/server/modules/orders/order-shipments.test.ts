// Shipping labels through ShipStation (issue 46) against the loopback fake: the order sent with the
// store's own keys, its label bought once and the order marked Shipped with the shopper's e-mail and
// track-order answer; faults (time-outs, 500s, refusals, double clicks, a second process) never make
// two shipments. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "~core/operators/permissions";
import { englishMessage } from "~core/i18n/messages";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { createShipStationOrders } from "~server/providers/shipstation-orders";
import { testDialects } from "~server/testing/test-db";
import { testLogger } from "~server/testing/test-app";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { startFakeShipStation, type FakeShipStation } from "~server/testing/fake-shipstation";
import { createOrderShipments, LABEL_CLAIM_LEASE_MS, type OrderShipments } from "./order-shipments.service";

const OWNER: Actor = { id: "owner-1", email: "owner@example.com", role: "owner", storeIds: [] };

describe.each(testDialects({ postgres: "concurrency" }))("ShipStation labels on %s", (dialect) => {
  let bed: Testbed;
  let fake: FakeShipStation;
  let clock: Date;
  let keys = 0;
  const shipmentsFor = (timeoutMs = 500) =>
    createOrderShipments({
      db: bed.db,
      now: () => clock,
      logger: testLogger,
      shipStation: createShipStationOrders({ baseUrl: fake.url, timeoutMs }),
      testLabels: true,
      payments: bed.providers.payments,
    });
  let shipments: OrderShipments;

  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
    fake = await startFakeShipStation({ hangMs: 800 });
    clock = new Date("2026-11-29T12:00:00Z");
    shipments = shipmentsFor();
  });
  afterEach(async () => {
    await fake.close();
    await bed.close();
  });

  async function placeOrder(delivery: "toAddress" | "pickup" = "toAddress") {
    const order = await buildClientOrder(bed, [TEE], { delivery });
    const res = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/orders",
      { order },
      { "Idempotency-Key": `ss-${(keys += 1)}` },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { orderNumber } = ((await res.json()) as { data: { orderNumber: string } }).data;
    const row = await bed.db
      .selectFrom("orders")
      .select(["id", "store_id"])
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    return { id: row.id, storeId: row.store_id, orderNumber };
  }

  const status = async (id: string) =>
    (await bed.db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("refuses without the store's keys, then sends the order with them, once per order whatever the retries", async () => {
    const order = await placeOrder();
    const refused = await shipments.push(OWNER, order.id);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(englishMessage(refused.message)).toBe(
        "ShipStation is not set up for this store: add the store's ShipStation API key and secret first.",
      );
    expect(await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "key-1", apiSecret: "" })).toMatchObject({
      ok: false,
    });
    expect(await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "key-1", apiSecret: "secret-1" })).toEqual({
      ok: true,
    });
    expect(await shipments.storeAccount(order.storeId)).toEqual({ apiKey: "key-1", hasSecret: true });

    const first = await shipments.push(OWNER, order.id);
    const again = await shipments.push(OWNER, order.id);
    expect(first.ok && again.ok).toBe(true);
    expect(fake.orders).toHaveLength(1);
    expect(fake.calls.every((c) => c.credentials === "key-1:secret-1")).toBe(true);
    const sent = fake.orders[0]!.body as {
      orderNumber: string;
      orderKey: string;
      carrierCode: string;
      serviceCode: string;
      items: { quantity: number; options: { name: string; value: string }[] }[];
    };
    expect(sent).toMatchObject({
      orderNumber: order.orderNumber,
      orderKey: order.id,
      carrierCode: "ups",
      serviceCode: "ups_ground",
    });
    expect(sent.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        options: expect.arrayContaining([
          { name: "Color", value: "Gold" },
          { name: "Size", value: "S" },
        ]),
      }),
    ]);
    // The audit log names the push and the keys (never the secret).
    const audit = await bed.db
      .selectFrom("audit_log")
      .select(["action", "after_json"])
      .where("action", "like", "%shipstation%")
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      "order.shipstation-push",
      "order.shipstation-push",
      "store.shipstation-keys",
    ]);
    expect(JSON.stringify(audit)).not.toContain("secret-1");
  });

  it("buys the label once, marks the order Shipped with carrier and tracking number, e-mails the shopper and shows it on track-order", async () => {
    const order = await placeOrder();
    await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "k", apiSecret: "s" });
    // Two clicks at once: one label.
    const [a, b] = await Promise.all([shipments.buyLabel(OWNER, order.id), shipments.buyLabel(OWNER, order.id)]);
    expect([a.ok, b.ok]).toContain(true);
    expect(fake.shipments).toHaveLength(1);
    const tracking = fake.shipments[0]!.trackingNumber;
    expect(await status(order.id)).toBe("Shipped");
    expect(await shipments.shipmentOf(order.id)).toMatchObject({
      state: "shipped",
      trackingNumber: tracking,
      hasLabel: true,
    });
    // Again later: the label is there; nothing is bought.
    expect((await shipments.buyLabel(OWNER, order.id)).ok).toBe(true);
    expect(fake.shipments).toHaveLength(1);

    const mails = (await listOutbox(bed.db, { orderId: order.id })).filter((m) => m.subject.endsWith(": Shipped"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html.replace(/<[^>]+>/g, "")).toContain(`has shipped with UPS. Tracking number: ${tracking}.`);
    const track = await call(bed.app, "POST", "/api/promo/ecommerce/order-tracking", {
      orderNumber: order.orderNumber,
      email: "ada@example.com",
    });
    const tracked = ((await track.json()) as { data: { status: string; shipment: unknown } }).data;
    expect(tracked).toMatchObject({ status: "Shipped", shipment: { carrier: "UPS", trackingNumber: tracking } });
  });

  it("after a time-out it asks ShipStation before buying again, and takes the label the lost call made", async () => {
    const order = await placeOrder();
    await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "k", apiSecret: "s" });
    expect((await shipments.push(OWNER, order.id)).ok).toBe(true);
    fake.fail("/orders/createlabelfororder", "hang");
    const lost = await shipmentsFor(200).buyLabel(OWNER, order.id);
    expect(lost.ok).toBe(false);
    if (!lost.ok)
      expect(englishMessage(lost.message)).toMatch(/^ShipStation did not answer \(no answer within 200 ms\)/);
    await new Promise((resolve) => setTimeout(resolve, 900)); // the fake made the label meanwhile
    expect(fake.shipments).toHaveLength(1);
    // A click within the lease is refused; after it, the label found is taken, not bought again.
    const early = await shipments.buyLabel(OWNER, order.id);
    expect(early.ok).toBe(false);
    if (!early.ok)
      expect(englishMessage(early.message)).toBe(`A label for order ${order.orderNumber} is being bought already.`);
    clock = new Date(clock.getTime() + LABEL_CLAIM_LEASE_MS + 1000);
    expect((await shipments.buyLabel(OWNER, order.id)).ok).toBe(true);
    expect(fake.shipments).toHaveLength(1);
    expect(await status(order.id)).toBe("Shipped");
  });

  it("a refused or failed label changes nothing and can be tried again; a 500 keeps the claim until ShipStation is asked", async () => {
    const order = await placeOrder();
    await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "k", apiSecret: "s" });
    fake.fail("/orders/createorder", "500");
    const down = await shipments.buyLabel(OWNER, order.id);
    expect(down.ok).toBe(false);
    expect(await shipments.shipmentOf(order.id)).toBeNull();
    fake.fail("/orders/createlabelfororder", "400");
    const refused = await shipments.buyLabel(OWNER, order.id);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(englishMessage(refused.message)).toMatch(/^ShipStation did not accept the request \(answered 400/);
    expect(await shipments.shipmentOf(order.id)).toMatchObject({ state: "pushed" });
    expect(await status(order.id)).toBe("Processing");
    expect((await shipments.buyLabel(OWNER, order.id)).ok).toBe(true);
    expect(fake.shipments).toHaveLength(1);
  });

  it("the sweep marks orders whose labels were bought in ShipStation's screens; pick-up orders are not sent", async () => {
    const order = await placeOrder();
    await shipments.saveStoreAccount(OWNER, order.storeId, { apiKey: "k", apiSecret: "s" });
    await shipments.push(OWNER, order.id);
    expect(await shipments.sweep()).toBe(0);
    fake.addShipment(fake.orders[0]!.orderId, "9400111899223197428490", "stamps_com");
    expect(await shipments.sweep()).toBe(1);
    expect(await status(order.id)).toBe("Shipped");
    expect(await shipments.sweep()).toBe(0);
    const history = await bed.db
      .selectFrom("order_status_history")
      .select(["to_status", "carrier", "tracking_number"])
      .where("order_id", "=", order.id)
      .execute();
    expect(history).toContainEqual({
      to_status: "Shipped",
      carrier: "USPS",
      tracking_number: "9400111899223197428490",
    });

    const pickup = await placeOrder("pickup");
    const refused = await shipments.push(OWNER, pickup.id);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(englishMessage(refused.message)).toBe(
        `Order ${pickup.orderNumber} is picked up at the store: it is not shipped through ShipStation.`,
      );
  });
});
