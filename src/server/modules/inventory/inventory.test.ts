// Inventory that counts (decision 0080): 50 orders placed at once take exactly their units on both
// databases, whether the store blocks out-of-stock shopping (the last units go to the first 30, the
// other 20 are refused) or lets shoppers order beyond stock (the count goes to −20); a cancellation
// puts the order's units back; each change is in the stock history with its order or operator.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inventoryFor } from "~core/catalog/badges";
import { findProductById, putProduct } from "~server/modules/products/products.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { testDialects } from "~server/testing/test-db";
import { testLogger } from "~server/testing/test-app";
import {
  buildClientOrder,
  call,
  cardToken,
  createCheckoutTestbed,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { changeOrderStatus } from "~server/modules/orders/order-workflow.service";
import { listStockMovements } from "./inventory.repository";
import { lowStockItems, restockUnits, sendLowStockAlerts, stockHistory, unitsHeldByOrder } from "./inventory.service";
import { listOutbox } from "~server/modules/mail/outbox.repository";

const ITEM = { productId: "demo-001", color: "Gold", size: "M" };

describe.each(testDialects({ postgres: "concurrency" }))("inventory on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
  });
  afterEach(async () => {
    await bed.close();
  });

  async function setStock(count: number) {
    const product = (await findProductById(bed.db, "demo", ITEM.productId))!.data;
    const records = product.inventoryData.partInventoryArray.filter(
      (r) => !(r.partId === "demo-001-gold-M" || (r.labelSize === "M" && r.partColor === "Gold")),
    );
    records.push({ partId: "demo-001-gold-M", inventory: count });
    await putProduct(bed.db, "demo", ITEM.productId, {
      ...product,
      inventoryData: { ...product.inventoryData, partInventoryArray: records },
    });
  }
  const stock = async () => inventoryFor((await findProductById(bed.db, "demo", ITEM.productId))!.data, ITEM);

  async function setOutOfStockRule(rule: string) {
    const store = (await findStoreById(bed.db, "demo"))!;
    const data = {
      ...store.data,
      storeSpecificFeatures: { ...store.data.storeSpecificFeatures, outOfStockShopping: rule },
    };
    await bed.db
      .updateTable("stores")
      .set({ data: JSON.stringify(data), updated_at: new Date(Date.now() + 1000).toISOString() })
      .where("id", "=", "demo")
      .execute();
  }

  async function placeFifty() {
    const order = await buildClientOrder(bed, [{ ...ITEM, quantity: 1 }]);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => cardToken(bed.app)));
    return Promise.all(
      tokens.map((tokenId, i) =>
        call(
          bed.app,
          "POST",
          "/api/promo/ecommerce/orders",
          { order: { ...order, orderTransaction: { ...order.orderTransaction, tokenId } } },
          { "Idempotency-Key": `parallel-${i}` },
        ),
      ),
    );
  }

  it("blocks beyond stock: of 50 orders at once for 30 units, 30 are placed, 20 refused, stock ends at 0", async () => {
    await setStock(30);
    const answers = await placeFifty();
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409 || s === 422)).toHaveLength(20);
    expect(await stock()).toBe(0);
    const history = await listStockMovements(bed.db, "demo", ITEM);
    expect(history).toHaveLength(30);
    expect(history.every((m) => m.delta === -1 && m.reason === "order" && m.order_number)).toBe(true);
    expect(history.map((m) => m.quantity_after).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const orders = await bed.db.selectFrom("orders").select("id").execute();
    expect(orders).toHaveLength(30);
  }, 60_000);

  it("allows beyond stock: 50 orders at once all take a unit, stock ends at −20; a cancellation puts it back", async () => {
    await setOutOfStockRule("Allow out of stock shopping");
    await setStock(30);
    const answers = await placeFifty();
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await stock()).toBe(-20);
    expect(await listStockMovements(bed.db, "demo", ITEM)).toHaveLength(50);

    const order = await bed.db.selectFrom("orders").select(["id", "order_number"]).executeTakeFirstOrThrow();
    expect(await unitsHeldByOrder(bed.db, order.id)).toEqual([{ ...ITEM, quantity: 1 }]);
    await changeOrderStatus(
      { db: bed.db, providers: bed.providers, logger: testLogger, now: () => new Date() },
      order.id,
      { to: "Cancelled" },
      { actor: { id: "op-1", email: "owner@example.com" } },
    );
    expect(await stock()).toBe(-19);
    const [latest] = await listStockMovements(bed.db, "demo", ITEM, 1);
    expect(latest).toMatchObject({
      delta: 1,
      quantity_after: -19,
      reason: "cancellation",
      order_id: order.id,
      order_number: order.order_number,
      actor_email: "owner@example.com",
    });
    expect(await unitsHeldByOrder(bed.db, order.id)).toEqual([]);
    // The console's history of the colour × size: newest first, the cancellation by its order.
    const history = await stockHistory(bed.db, "demo", ITEM);
    expect(history).toHaveLength(51);
    expect(history[0]).toMatchObject({ reason: "cancellation", delta: 1, quantityAfter: -19 });
    expect(history[0]?.orderNumber).toBe(order.order_number);
    expect(history[1]).toMatchObject({ reason: "order", delta: -1 });

    // restockUnits (for refunded units) adds, and an untracked colour × size is left alone.
    await restockUnits(
      bed.db,
      "demo",
      [
        { ...ITEM, quantity: 4 },
        { ...ITEM, color: "Nope", quantity: 1 },
      ],
      {
        reason: "refund",
        now: new Date(),
      },
    );
    expect(await stock()).toBe(-15);
  }, 60_000);

  it("lists low stock at the threshold and mails the operator once a day through the outbox", async () => {
    await setStock(2);
    const low = await lowStockItems(bed.db, "demo", 5);
    expect(low).toContainEqual(expect.objectContaining({ ...ITEM, quantity: 2 }));
    expect(low.every((item) => item.quantity <= 5)).toBe(true);
    const now = () => new Date("2026-11-29T08:00:00Z");
    expect(await sendLowStockAlerts({ db: bed.db, now })).toBe(0);
    expect(await sendLowStockAlerts({ db: bed.db, now, operatorEmail: "ops@example.com" })).toBe(1);
    expect(await sendLowStockAlerts({ db: bed.db, now, operatorEmail: "ops@example.com" })).toBe(0);
    const [mail] = await listOutbox(bed.db);
    expect(mail).toMatchObject({ to_address: "ops@example.com" });
    expect(mail?.html).toContain("Gold — M");
  });
});
