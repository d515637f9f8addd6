// The tenant cache never serves a store the database no longer has as it is (docs/performance.md).
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { AppEnv } from "~server/context";
import type { Database } from "~server/db/connect";
import { deleteStore, upsertStore } from "~server/modules/stores/stores.repository";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { hostToDomain, resolveTenant } from "./tenant";

const storeData = (name: string) =>
  StoreDataSchema.parse({ primaryInformation: { storeURL: "https://a.example", storeName: name } });

describe.each(testDialects())("tenant resolution on %s", (dialect) => {
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

  it("normalises hosts", () => {
    expect(hostToDomain("Demo.LocalHost:3000")).toBe("demo.localhost");
    expect(hostToDomain("[::1]:3000")).toBe("[::1]");
    expect(hostToDomain(undefined)).toBe("");
  });
});
