import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { findProductById } from "~server/modules/products/products.repository";
import { findStoreByDomain } from "~server/modules/stores/stores.repository";
import { adminApiActor } from "~server/http/admin-auth";
import { createTestApi, TEST_ADMIN_KEY as KEY } from "~server/testing/api-app";
import { productDataInput, storeDataInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

/** The test app with ADMIN_API_KEY set to `adminApiKey` (undefined: unset, the admin API is off). */
const mountAdmin = (database: Database, adminApiKey: string | undefined) =>
  createTestApi(database, { env: { ADMIN_API_KEY: adminApiKey } });

describe.each(testDialects())("admin API on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApi>;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = mountAdmin(database, KEY);
  });
  afterEach(async () => {
    await database.close();
  });

  const call = (method: string, path: string, body?: unknown, key: string | null = KEY) =>
    app.request(`/api/admin${path}`, {
      method,
      headers: {
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const storeBody = (name = "Demo", domains = ["demo.localhost"]) => ({ domains, data: storeDataInput(name) });

  it("refuses a request without a key or with a wrong key (401)", async () => {
    for (const key of [null, "wrong-key", `${KEY}x`]) {
      const res = await call("GET", "/stores", undefined, key);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: expect.stringContaining("admin API key") });
    }
  });

  it("does not exist when no key is configured (404)", async () => {
    const disabled = mountAdmin(database, undefined);
    const res = await disabled.request("/api/admin/stores", { headers: { Authorization: `Bearer ${KEY}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "The admin API is not enabled on this server." });
  });

  it("creates a store (201), replaces it (200), lists it and deletes it (204)", async () => {
    const created = await call("PUT", "/stores/demo", {
      ...storeBody("Demo", ["Demo.LOCALHOST", "shop.example.com"]),
      password: "pw",
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      data: {
        id: "demo",
        name: "Demo",
        domains: ["demo.localhost", "shop.example.com"],
        isActive: true,
        isPrivate: false,
        hasPassword: true,
        updatedAt: expect.any(String),
      },
    });

    const replaced = await call("PUT", "/stores/demo", storeBody("Demo Renamed"));
    expect(replaced.status).toBe(200);
    expect((await replaced.json()).data).toMatchObject({
      name: "Demo Renamed",
      domains: ["demo.localhost"],
      hasPassword: true,
    });

    const list = await call("GET", "/stores");
    expect(list.status).toBe(200);
    const listed = await list.json();
    expect(listed.data.items).toEqual([expect.objectContaining({ id: "demo", domains: ["demo.localhost"] })]);
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|password_hash|passwordHash/);

    const deleted = await call("DELETE", "/stores/demo");
    expect(deleted.status).toBe(204);
    expect(await findStoreByDomain(database.db, "demo.localhost")).toBeUndefined();
    expect((await call("DELETE", "/stores/demo")).status).toBe(404);
  });

  it("creates (201), replaces (200) and deletes (204) a product", async () => {
    await call("PUT", "/stores/demo", storeBody());
    const created = await call("PUT", "/stores/demo/products/tee", { data: productDataInput({ name: "Crew Tee" }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      data: { id: "tee", storeId: "demo", slug: "crew-tee", updatedAt: expect.any(String) },
    });
    const replaced = await call("PUT", "/stores/demo/products/tee", { data: productDataInput({ name: "Crew Tee 2" }) });
    expect(replaced.status).toBe(200);
    expect((await findProductById(database.db, "demo", "tee"))?.data.productData.productName).toBe("Crew Tee 2");
    expect((await call("DELETE", "/stores/demo/products/tee")).status).toBe(204);
    expect((await call("DELETE", "/stores/demo/products/tee")).status).toBe(404);
  });

  it("archives (out of the shop) and restores a product, audited; 404 for an unknown one", async () => {
    await call("PUT", "/stores/demo", storeBody());
    await call("PUT", "/stores/demo/products/tee", { data: productDataInput({ name: "Crew Tee" }) });
    const active = async () =>
      (await database.db.selectFrom("products").select("active").where("id", "=", "tee").executeTakeFirstOrThrow())
        .active;
    expect(await active()).toBe(1);
    expect((await call("POST", "/stores/demo/products/tee/archive")).status).toBe(204);
    expect(await active()).toBe(0);
    // A replaced document keeps the product archived.
    await call("PUT", "/stores/demo/products/tee", { data: productDataInput({ name: "Crew Tee 2" }) });
    expect(await active()).toBe(0);
    expect((await call("POST", "/stores/demo/products/tee/restore")).status).toBe(204);
    expect(await active()).toBe(1);
    expect((await call("POST", "/stores/demo/products/nope/archive")).status).toBe(404);
    const actions = await database.db.selectFrom("audit_log").select("action").orderBy("id").execute();
    expect(actions.map((a) => a.action)).toEqual([
      "store.create",
      "product.create",
      "product.archive",
      "product.update",
      "product.restore",
    ]);
  });

  it("audits every change as the key's: store created, password changed, product saved and deleted, store deleted", async () => {
    await call("PUT", "/stores/demo", { ...storeBody(), password: "first-pw" });
    await call("PUT", "/stores/demo", { ...storeBody("Demo 2"), password: "second-pw" });
    await call("PUT", "/stores/demo/products/tee", { data: productDataInput({ name: "Crew Tee" }) });
    await call("DELETE", "/stores/demo/products/tee");
    // Refused changes leave no entry.
    expect((await call("DELETE", "/stores/demo/products/tee")).status).toBe(404);
    expect((await call("PUT", "/stores/demo", { domains: [] })).status).toBe(400);
    expect((await call("DELETE", "/stores/demo")).status).toBe(204);
    const audit = await database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(audit.map((row) => [row.action, row.entity_id, row.store_id])).toEqual([
      ["store.create", "demo", "demo"],
      ["store.update", "demo", "demo"],
      ["product.create", "tee", "demo"],
      ["product.delete", "tee", "demo"],
      ["store.delete", "demo", "demo"],
    ]);
    expect(new Set(audit.map((row) => row.actor_email))).toEqual(new Set([adminApiActor(KEY).email]));
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ name: "Demo 2", password: "changed" });
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ name: "Demo" });
    // Never the password or its hash.
    expect(audit.map((row) => `${row.before_json} ${row.after_json}`).join(" ")).not.toMatch(/second-pw|scrypt|\$/);
  });

  it("answers 404 for a product of an unknown store", async () => {
    const res = await call("PUT", "/stores/nope/products/tee", { data: productDataInput({ name: "Crew Tee" }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "There is no store nope." });
  });

  it("names the field path of an invalid document (400)", async () => {
    await call("PUT", "/stores/demo", storeBody());
    const data = productDataInput({ name: "Crew Tee" });
    data.productData.productPartArray = [{ partId: "a" }, { partId: "b" }, {} as { partId: string }];
    const res = await call("PUT", "/stores/demo/products/tee", { data });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("data.productData.productPartArray[2].partId: required");
    expect(body.issues).toEqual([{ path: "data.productData.productPartArray[2].partId", message: "required" }]);

    const store = await call("PUT", "/stores/demo", { domains: ["demo.localhost"], data: { primaryInformation: {} } });
    expect(store.status).toBe(400);
    expect((await store.json()).message).toBe("data.primaryInformation.storeURL: required");
  });

  it("names body-level problems and bad ids (400)", async () => {
    const noDomains = await call("PUT", "/stores/demo", { domains: [], data: storeDataInput("Demo") });
    expect((await noDomains.json()).message).toBe("domains: must list at least one domain");
    const port = await call("PUT", "/stores/demo", storeBody("Demo", ["demo.localhost:3000"]));
    expect(port.status).toBe(400);
    expect((await port.json()).message).toMatch(/^domains\[0\]: must be a host name/);
    const badId = await call("PUT", "/stores/bad.id", storeBody());
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toBe("storeId: must be 1 to 64 letters, digits, '_' or '-'");
    const notObject = await call("PUT", "/stores/demo", "[1,2]");
    expect((await notObject.json()).message).toMatch(/^body: /);
  });

  it("refuses a malformed JSON body (400)", async () => {
    const res = await call("PUT", "/stores/demo", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "Request body must be valid JSON" });
  });

  it("refuses a domain of another store (409) and a private store without a password (400)", async () => {
    await call("PUT", "/stores/a", storeBody("A", ["a.localhost"]));
    const clash = await call("PUT", "/stores/b", storeBody("B", ["a.localhost"]));
    expect(clash.status).toBe(409);
    expect((await clash.json()).message).toContain("a.localhost");

    const privateStore = await call("PUT", "/stores/c", {
      domains: ["c.localhost"],
      data: storeDataInput("C", { primaryInformation: { storeURL: "", storeName: "C", privateStore: true } }),
    });
    expect(privateStore.status).toBe(400);
    expect((await privateStore.json()).message).toBe("password: a private store needs a password");
  });
});
