import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { countProducts, findProductById } from "~server/modules/products/products.repository";
import { productDataInput, storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { verifyPassword } from "./password";
import { importStoreFile } from "./store-import.service";
import { findStoreByDomain } from "./stores.repository";

describe.each(testDialects())("store import on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  const giftBalances = () =>
    database.db.selectFrom("gift_codes").select(["code", "balance_cents"]).orderBy("code").execute();

  it("imports the store, its products and gift codes, and gives the same result when run twice", async () => {
    const file = storeFileInput("demo");
    const first = await importStoreFile(database.db, file);
    expect(first).toEqual({ storeId: "demo", created: true, domains: 2, products: 3, giftCodes: 1 });
    const second = await importStoreFile(database.db, file);
    expect(second).toEqual({ ...first, created: false });
    expect(await countProducts(database.db, "demo")).toBe(3);
    expect(await giftBalances()).toEqual([{ code: "GIFT-100", balance_cents: 10000 }]);
    expect((await findStoreByDomain(database.db, "demo.localhost"))?.id).toBe("demo");
  });

  it("makes the catalogue match a changed file: changed products replaced, removed ones gone", async () => {
    await importStoreFile(database.db, storeFileInput("demo"));
    const changed = storeFileInput("demo", {
      domains: ["demo.localhost"],
      products: [
        { id: "tee", data: productDataInput({ name: "Crew Tee v2", price: 11 }) },
        { id: "cap", data: productDataInput({ name: "Cap" }) },
      ],
      giftCodes: [{ code: "GIFT-100", balance: 25.5 }],
    });
    expect(await importStoreFile(database.db, changed)).toMatchObject({ domains: 1, products: 2 });
    expect((await findProductById(database.db, "demo", "tee"))?.data.productData.productName).toBe("Crew Tee v2");
    expect(await findProductById(database.db, "demo", "hoodie")).toBeUndefined();
    expect(await findProductById(database.db, "demo", "cap")).toBeDefined();
    expect(await findStoreByDomain(database.db, "demo.example.com")).toBeUndefined();
    expect(await giftBalances()).toEqual([{ code: "GIFT-100", balance_cents: 2550 }]);
  });

  const giftAudit = () =>
    database.db
      .selectFrom("audit_log")
      .select(["actor_id", "actor_email", "action", "entity_id", "store_id", "before_json", "after_json"])
      .where("entity_type", "=", "gift-code")
      .orderBy("id")
      .execute();

  it("writes an audit row for every gift-code balance it creates or changes, by the command line", async () => {
    const at = new Date("2026-11-26T01:00:00Z");
    await importStoreFile(database.db, storeFileInput("demo"), { now: at });
    const changed = storeFileInput("demo", {
      giftCodes: [
        { code: "GIFT-100", balance: 25.5 },
        { code: "GIFT-5", balance: 5 },
      ],
    });
    await importStoreFile(database.db, changed, { now: at });
    // Run again: no balance changes, so no row.
    await importStoreFile(database.db, changed, { now: at });
    const issued = { actor_id: null, actor_email: "command line", action: "gift-code.issue", store_id: "demo" };
    expect(await giftAudit()).toEqual([
      {
        ...issued,
        entity_id: "GIFT-100",
        before_json: null,
        after_json: JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
      },
      {
        ...issued,
        action: "gift-code.set-balance",
        entity_id: "GIFT-100",
        before_json: JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
        after_json: JSON.stringify({ code: "GIFT-100", balanceCents: 2550, disabled: false }),
      },
      {
        ...issued,
        entity_id: "GIFT-5",
        before_json: null,
        after_json: JSON.stringify({ code: "GIFT-5", balanceCents: 500, disabled: false }),
      },
    ]);
    const times = await database.db.selectFrom("audit_log").select("at").execute();
    expect(new Set(times.map((t) => t.at))).toEqual(new Set([at.toISOString()]));
  });

  it("hashes the password of a private store", async () => {
    const file = storeFileInput("club", {
      password: "go-team",
      data: { primaryInformation: { storeURL: "", storeName: "Club", privateStore: true } },
    });
    await importStoreFile(database.db, file);
    const store = await findStoreByDomain(database.db, "club.localhost");
    expect(store?.isPrivate).toBe(true);
    expect(await verifyPassword("go-team", store?.passwordHash ?? "")).toBe(true);
  });

  it("refuses a private store without a password", async () => {
    const file = storeFileInput("club", {
      data: { primaryInformation: { storeURL: "", storeName: "Club", privateStore: true } },
    });
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      code: "invalid",
      message: "password: a private store needs a password",
    });
  });

  it("names the path of the first problem and imports nothing", async () => {
    const file = storeFileInput("demo");
    const products = file.products as { data: { productData: Record<string, unknown> } }[];
    delete products[2]!.data.productData.productName;
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      code: "invalid",
      message: "products[2].data.productData.productName: required",
    });
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
  });

  it("refuses bad ids, domains and duplicate products", async () => {
    await expect(importStoreFile(database.db, storeFileInput("no spaces"))).rejects.toMatchObject({
      message: "id: must be 1 to 64 letters, digits, '_' or '-'",
    });
    await expect(
      importStoreFile(database.db, storeFileInput("demo", { domains: ["demo.localhost:3000"] })),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^domains\[0\]: must be a host name/),
    });
    const file = storeFileInput("demo");
    file.products.push(file.products[0]!);
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      message: "products[3].id: duplicate id tee",
    });
  });

  it("imports a catalogue larger than one insert batch", async () => {
    const products = Array.from({ length: 1201 }, (_, i) => ({
      id: `p${i}`,
      data: productDataInput({ name: `Product ${i}`, categories: ["tops/t-shirts"] }),
    }));
    await importStoreFile(database.db, storeFileInput("big", { products }));
    expect(await countProducts(database.db, "big")).toBe(1201);
    const { count } = await database.db
      .selectFrom("product_categories")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("store_id", "=", "big")
      .where("category_id", "=", "tops")
      .executeTakeFirstOrThrow();
    expect(count).toBe(1201);
  });

  it("rolls back the whole import when a product clashes", async () => {
    const file = storeFileInput("demo", {
      products: [
        { id: "one", data: productDataInput({ name: "Same Name" }) },
        { id: "two", data: productDataInput({ name: "Same Name" }) },
      ],
    });
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({ code: "conflict" });
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("products").selectAll().execute()).toEqual([]);
  });
});
