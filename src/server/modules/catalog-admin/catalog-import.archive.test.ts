// A replacing catalogue import never deletes a product that orders have (decision 0109): it archives it
// (active 0, out of the shop, kept for its orders) and says so in the report; a product without orders
// is removed as before. The orders module answers which products orders have (productIdsWithOrders,
// product-orders.service). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { testDialects } from "~server/testing/test-db";
import { countOrdersWithProduct, productIdsWithOrders } from "~server/modules/orders/product-orders.service";
import { findProductById, listProductSlugs } from "~server/modules/products/products.service";
import { importCatalogue } from "./catalog-import.service";

describe.each(testDialects({ postgres: "repository" }))("replacing import and orders on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
    const order = await buildClientOrder(bed, [TEE]);
    const placed = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": "a1" });
    expect(placed.status, await placed.clone().text()).toBe(200);
  });
  afterEach(async () => {
    await bed.close();
  });

  const active = async (id: string) =>
    (
      await bed.db
        .selectFrom("products")
        .select(["active", "archived_at"])
        .where("store_id", "=", "demo")
        .where("id", "=", id)
        .executeTakeFirst()
    )?.active;

  it("the orders module says which products orders have (ids with LIKE characters stay literal)", async () => {
    const slugs = (await listProductSlugs(bed.db, "demo")).map((p) => p.id);
    const found = await productIdsWithOrders(bed.db, "demo", [...slugs, "demo-00_", "demo%", "nope"]);
    expect([...found]).toEqual(["demo-001"]);
    expect(await countOrdersWithProduct(bed.db, "demo", "demo-001")).toBe(1);
    expect(await countOrdersWithProduct(bed.db, "demo", "demo-00_")).toBe(0);
    // Another store's orders are not this store's.
    expect([...(await productIdsWithOrders(bed.db, "other", ["demo-001"]))]).toEqual([]);
    // More ids than one query takes.
    const many = Array.from({ length: 450 }, (_, i) => `x-${i}`);
    expect([...(await productIdsWithOrders(bed.db, "demo", [...many, "demo-001"]))]).toEqual(["demo-001"]);
  });

  it("archives the dropped products that orders have, removes the others, and says so", async () => {
    const before = (await listProductSlugs(bed.db, "demo")).map((p) => p.id);
    expect(before).toContain("demo-001");
    const file = { format: "csv" as const, text: "id,name,price\nnew-tee,New Tee,12\n" };
    const dry = await importCatalogue(bed.db, "demo", file, { mode: "replace", dryRun: true });
    expect(dry).toMatchObject({ valid: true, written: false, archived: 1, archivedIds: ["demo-001"] });
    expect(dry.removed).toBe(before.length - 1);

    const report = await importCatalogue(bed.db, "demo", file, { mode: "replace" });
    expect(report).toMatchObject({
      valid: true,
      written: true,
      created: 1,
      removed: before.length - 1,
      archived: 1,
      archivedIds: ["demo-001"],
      notes: ["1 product archived: it has orders (demo-001)"],
    });
    const kept = await findProductById(bed.db, "demo", "demo-001");
    expect(kept?.archivedAt).toBeTruthy();
    expect(await active("demo-001")).toBe(0);
    expect((await listProductSlugs(bed.db, "demo")).map((p) => p.id).sort()).toEqual(["demo-001", "new-tee"]);
    // Out of the shop: its page is gone, its order stays readable.
    expect((await call(bed.app, "GET", "/api/promo/store/products/demo-001")).status).toBe(404);
    expect(await countOrdersWithProduct(bed.db, "demo", "demo-001")).toBe(1);
  });

  it("keeps an archived product's slug: a file that takes it is refused on that row", async () => {
    const slug = (await listProductSlugs(bed.db, "demo")).find((p) => p.id === "demo-001")?.slug;
    expect(slug).toBeTruthy();
    const report = await importCatalogue(
      bed.db,
      "demo",
      { format: "csv", text: `id,name,price,slug\nnew-tee,New Tee,12,${slug}\n` },
      { mode: "replace" },
    );
    expect(report.valid).toBe(false);
    expect(report.problems[0]).toMatchObject({ row: 2, code: "catalogue.duplicateSlug" });
    expect(await active("demo-001")).toBe(1);
  });
});
