import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { importDemoStores } from "~server/modules/catalog/demo-stores.fixture";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { createTestApi, requestOn, TEST_ADMIN_KEY } from "~server/testing/api-app";
import { DEFAULT_SIZES } from "./platform.service";

describe.each(testDialects())("platform store calls on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db);
    app = createTestApi(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it("loads the store of the Host with its own size configuration, never the password hash", async () => {
    const res = await requestOn(app, "demo.localhost:3000", "/api/promo/stores/domainsource");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.id).toBe("demo");
    expect(body.data.data.primaryInformation.storeName).toBe("Lakeside Eagles Team Store");
    expect(body.data.data.sizes.map((s: { label: string }) => s.label)).toContain("YXS");
    const privateRes = await requestOn(app, "private.localhost", "/api/promo/stores/domainsource");
    const text = await privateRes.text();
    expect(text).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it("merges the default sizes XS to 4XL into a store without a size configuration", async () => {
    const body = await (await requestOn(app, "private.localhost", "/api/promo/stores/domainsource")).json();
    expect(body.data.data.sizes).toEqual(DEFAULT_SIZES);
    expect(DEFAULT_SIZES.map((s) => s.label)).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"]);
  });

  it("loads a store by the domain in the path, whatever the Host", async () => {
    const res = await requestOn(app, "demo.localhost", "/api/promo/stores/domainsource/Closed.LOCALHOST");
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe("closed");
  });

  it("answers 404 naming the address when no store is there", async () => {
    const byHost = await requestOn(app, "nowhere.localhost", "/api/promo/stores/domainsource");
    expect(byHost.status).toBe(404);
    expect(await byHost.json()).toEqual({ success: false, message: "No store at this address (nowhere.localhost)" });
    const byPath = await requestOn(app, "demo.localhost", "/api/promo/stores/domainsource/nowhere.example.com");
    expect(byPath.status).toBe(404);
    expect((await byPath.json()).message).toBe("No store at this address (nowhere.example.com)");
  });

  it("serves the portal size configuration of the request's store", async () => {
    const res = await requestOn(app, "closed.localhost", "/api/config/portalconfig");
    expect(await res.json()).toEqual({ data: { sizes: DEFAULT_SIZES } });
    const none = await requestOn(app, "nowhere.localhost", "/api/config/portalconfig");
    expect(none.status).toBe(404);
  });

  it("lists the stores for an operator with the admin key only", async () => {
    const ok = await requestOn(app, "demo.localhost", "/api/promo/stores", {
      headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` },
    });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.data.totalCount).toBe(3);
    expect(body.data.items.map((s: { id: string }) => s.id)).toEqual(["closed", "demo", "private"]);
    expect(JSON.stringify(body)).not.toMatch(/scrypt/);
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TEST_ADMIN_KEY}x`, TEST_ADMIN_KEY]) {
      const res = await requestOn(app, "demo.localhost", "/api/promo/stores", {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toContain("admin API key");
    }
  });

  it("has no store list when no admin key is configured (404)", async () => {
    const closed = createTestApi(database, { env: { ADMIN_API_KEY: undefined } });
    const res = await requestOn(closed, "demo.localhost", "/api/promo/stores", {
      headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` },
    });
    expect(res.status).toBe(404);
  });

  it("describes each of its routes in the app's one OpenAPI document", async () => {
    const doc = (await (await requestOn(app, "demo.localhost", "/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/config/portalconfig",
        "/promo/store/filter-products",
        "/promo/store/logout",
        "/promo/store/products-store",
        "/promo/store/products/filters",
        "/promo/store/products/slug/{slug}",
        "/promo/store/products/{id}",
        "/promo/store/quote",
        "/promo/store/validate/{password}",
        "/promo/stores",
        "/promo/stores/domainsource",
        "/promo/stores/domainsource/{domain}",
      ]),
    );
  });
});
