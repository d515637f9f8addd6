import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { AppError } from "~server/http/errors";
import { buildStoreData } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import {
  deleteStore,
  findStoreByDomain,
  findStoreById,
  listStores,
  replaceCategories,
  upsertStore,
} from "./stores.repository";
import { cents } from "~core/money";

describe.each(testDialects({ postgres: "repository" }))("stores repository on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  const saveStore = (id: string, domains: string[], overrides: Parameters<typeof buildStoreData>[1] = {}) =>
    upsertStore(database.db, { id, domains, passwordHash: null, data: buildStoreData(`Store ${id}`, overrides) });

  it("creates a store, then replaces it (domains included)", async () => {
    const first = await saveStore("a", ["a.localhost", "shop-a.example.com"]);
    expect(first.created).toBe(true);
    expect(first.store).toMatchObject({ id: "a", name: "Store a", domains: ["a.localhost", "shop-a.example.com"] });

    const second = await saveStore("a", ["a.localhost", "new-a.example.com"], {
      primaryInformation: { storeURL: "", storeName: "Renamed", isActive: false, privateStore: true },
    });
    expect(second.created).toBe(false);
    expect(await findStoreByDomain(database.db, "shop-a.example.com")).toBeUndefined();
    const store = await findStoreByDomain(database.db, "new-a.example.com");
    expect(store).toMatchObject({ id: "a", isActive: false, isPrivate: true, passwordHash: null });
    expect(store?.data.primaryInformation.storeName).toBe("Renamed");
  });

  it("finds a store by its domain and never another store's data", async () => {
    await saveStore("a", ["a.localhost"]);
    await saveStore("b", ["b.localhost"]);
    const a = await findStoreByDomain(database.db, "a.localhost");
    const b = await findStoreByDomain(database.db, "b.localhost");
    expect(a?.id).toBe("a");
    expect(a?.data.primaryInformation.storeName).toBe("Store a");
    expect(b?.id).toBe("b");
    expect(b?.data.primaryInformation.storeName).toBe("Store b");
    expect(await findStoreByDomain(database.db, "c.localhost")).toBeUndefined();
  });

  it("refuses a domain that belongs to another store, naming it, and changes nothing", async () => {
    await saveStore("a", ["a.localhost"]);
    const attempt = saveStore("b", ["b.localhost", "a.localhost"]);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("a.localhost") });
    expect(await findStoreById(database.db, "b")).toBeUndefined();
    expect((await findStoreByDomain(database.db, "a.localhost"))?.id).toBe("a");
  });

  it("refuses a domain claimed by a store saved in parallel with a conflict, not a failed key", async () => {
    const saves = await Promise.allSettled(
      ["p1", "p2", "p3", "p4"].map((id) => saveStore(id, [`${id}.localhost`, "shared.example.com"])),
    );
    expect(saves.filter((save) => save.status === "fulfilled")).toHaveLength(1);
    for (const save of saves.filter((save) => save.status === "rejected"))
      expect((save as PromiseRejectedResult).reason).toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/^The domain shared\.example\.com already belongs to the store p[1-4]\.$/),
      });
    // Only the store that won exists: the others' transactions changed nothing.
    expect((await listStores(database.db)).map((store) => store.domains)).toEqual([
      [expect.stringMatching(/^p[1-4]\.localhost$/), "shared.example.com"],
    ]);
  });

  it("refuses to create a store over one that exists when asked to create only", async () => {
    await saveStore("c", ["c.localhost"]);
    await expect(
      upsertStore(
        database.db,
        { id: "c", domains: ["c2.localhost"], passwordHash: null, data: buildStoreData("Other") },
        { createOnly: true },
      ),
    ).rejects.toMatchObject({ code: "conflict", message: "A store with the id c already exists." });
    expect((await findStoreById(database.db, "c"))?.data.primaryInformation.storeName).toBe("Store c");
  });

  it("keeps the store's categories as path rows with parent and slug", async () => {
    await saveStore("a", ["a.localhost"]);
    const rows = await database.db
      .selectFrom("categories")
      .select(["id", "parent_id", "slug", "name"])
      .where("store_id", "=", "a")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "bottoms", parent_id: null, slug: "bottoms", name: "Bottoms" },
      { id: "tops", parent_id: null, slug: "tops", name: "Tops" },
      { id: "tops/t-shirts", parent_id: "tops", slug: "t-shirts", name: "T-Shirts" },
    ]);
    await replaceCategories(database.db, "a", [{ id: "hats", name: "Hats", sort: 2 }]);
    const after = await database.db
      .selectFrom("categories")
      .select(["id", "sort"])
      .where("store_id", "=", "a")
      .execute();
    expect(after).toEqual([{ id: "hats", sort: 2 }]);
  });

  it("lists stores with their domains and without password hashes", async () => {
    await saveStore("b", ["b.localhost"]);
    await upsertStore(database.db, {
      id: "a",
      domains: ["a2.localhost", "a.localhost"],
      passwordHash: "scrypt$1$1$1$x$y",
      data: buildStoreData("Store a"),
    });
    const stores = await listStores(database.db);
    expect(stores.map((s) => [s.id, s.domains, s.hasPassword])).toEqual([
      ["a", ["a.localhost", "a2.localhost"], true],
      ["b", ["b.localhost"], false],
    ]);
    expect(JSON.stringify(stores)).not.toContain("scrypt");
  });

  it("deletes a store with its domains, and says when there was none", async () => {
    await saveStore("a", ["a.localhost"]);
    expect(await deleteStore(database.db, "a")).toBe(true);
    expect(await findStoreByDomain(database.db, "a.localhost")).toBeUndefined();
    expect(await database.db.selectFrom("categories").selectAll().execute()).toEqual([]);
    expect(await deleteStore(database.db, "a")).toBe(false);
  });

  it("refuses to delete a store that has orders", async () => {
    await saveStore("a", ["a.localhost"]);
    await database.db
      .insertInto("orders")
      .values({
        id: "o1",
        store_id: "a",
        order_number: "1001",
        idempotency_key: "k",
        request_hash: "h",
        status: "Processing",
        subtotal_cents: cents(100),
        tax_cents: cents(0),
        shipping_cents: cents(0),
        gift_cents: cents(0),
        total_cents: cents(100),
        data: "{}",
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(deleteStore(database.db, "a")).rejects.toMatchObject({ code: "conflict" });
    expect(await findStoreById(database.db, "a")).toBeDefined();
  });
});
