// The tenant cache never serves a store the database no longer has as it is (docs/performance.md).
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { AppEnv } from "~server/context";
import type { Database } from "~server/db/connect";
import { createStoreCatalog } from "~server/modules/catalog/catalog.service";
import { importDemoStores, demoProducts } from "~server/modules/catalog/demo-stores.fixture";
import { deleteProduct, upsertProduct } from "~server/modules/products/products.repository";
import { deleteStore, upsertStore } from "~server/modules/stores/stores.repository";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { cacheSizes } from "~server/memory-caches";
import { hostToDomain, resolveTenant } from "./tenant";

const storeData = (name: string) =>
  StoreDataSchema.parse({ primaryInformation: { storeURL: "https://a.example", storeName: name } });

describe.each(testDialects({ postgres: "repository" }))("tenant resolution on %s", (dialect) => {
  let database: Database;
  let app: Hono<AppEnv>;
  const nameAt = async (host: string) => {
    const res = await app.request("/", { headers: { host } });
    return ((await res.json()) as { name: string | null }).name;
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = new Hono<AppEnv>();
    app.use("*", resolveTenant(database.db));
    app.get("/", (c) => c.json({ name: c.get("store")?.data.primaryInformation.storeName ?? null }));
  });
  afterEach(async () => {
    await database.close();
  });

  it("serves each change of a store, its domains or its removal on the very next request", async () => {
    const write = (id: string, domains: string[], name: string) =>
      upsertStore(database.db, { id, domains, passwordHash: null, data: storeData(name) });
    await write("a", ["a.example"], "First name");
    expect(await nameAt("a.example")).toBe("First name");
    expect(await nameAt("A.Example:3000")).toBe("First name");
    // Two writes in a row (even in one millisecond) are both seen.
    await write("a", ["a.example"], "Second name");
    await write("a", ["a.example"], "Third name");
    expect(await nameAt("a.example")).toBe("Third name");
    await write("a", ["b.example"], "Third name");
    expect(await nameAt("a.example")).toBeNull();
    expect(await nameAt("b.example")).toBe("Third name");
    await deleteStore(database.db, "a");
    expect(await nameAt("b.example")).toBeNull();
    expect(await nameAt("")).toBeNull();
  });

  it("keeps parsed stores within the tenant cache's byte budget, however many domains are visited", async () => {
    const big = storeData("Big store");
    // About 1 MB of store document each, so the 16 MB budget holds about five of them as parsed objects.
    big.primaryInformation.storeName = "x".repeat(1_000_000);
    const before = cacheSizes().tenants.entries; // caches of other suites' databases count too
    for (let i = 0; i < 8; i++) {
      await upsertStore(database.db, { id: `s${i}`, domains: [`s${i}.example`], passwordHash: null, data: big });
    }
    for (let i = 0; i < 8; i++) expect((await nameAt(`s${i}.example`))?.length).toBe(1_000_000);
    const { tenants } = cacheSizes();
    expect(tenants.bytes).toBeLessThanOrEqual(tenants.maxBytes);
    expect(tenants.entries - before).toBeLessThan(8);
    // An evicted domain is read again, correctly.
    expect((await nameAt("s0.example"))?.length).toBe(1_000_000);
  });

  it("shares a store's filter sidebar until any of its products is written or removed", async () => {
    await importDemoStores(database.db);
    const versioned = new Hono<AppEnv>();
    versioned.use("*", resolveTenant(database.db));
    versioned.get("/", async (c) => {
      const store = c.get("store")!;
      const filters = await createStoreCatalog(database.db, store.id, store.version).getFilters();
      return c.json({ colors: filters.colors.map((color) => color.colorName), tags: filters.tags });
    });
    const sidebar = async () =>
      (await (await versioned.request("/", { headers: { host: "demo.localhost" } })).json()) as {
        colors: string[];
        tags: string[];
      };
    const before = await sidebar();
    expect(before.colors).not.toContain("Ultraviolet");
    expect(await sidebar()).toEqual(before);

    const [first] = demoProducts("demo");
    const data = structuredClone(first!.data);
    data.productData.colors.push({ colorName: "Ultraviolet", hex: "#5b2a86" });
    await upsertProduct(database.db, "demo", first!.id, data);
    expect((await sidebar()).colors).toContain("Ultraviolet");

    await deleteProduct(database.db, "demo", first!.id);
    expect((await sidebar()).colors).not.toContain("Ultraviolet");
  });

  it("normalises hosts", () => {
    expect(hostToDomain("Demo.LocalHost:3000")).toBe("demo.localhost");
    expect(hostToDomain("[::1]:3000")).toBe("[::1]");
    expect(hostToDomain(undefined)).toBe("");
  });
});
