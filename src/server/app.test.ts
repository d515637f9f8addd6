// The composed app, called without a socket: platform routes, tenant resolution and isolation,
// security headers and the error envelope. Pages are tested end to end in tests/e2e.
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreDataSchema, type StoreDataInput } from "~core/entities/store.schema";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "./app";
import { createProviders } from "./providers/providers";
import type { Database } from "./db/connect";
import { loadEnv } from "./env";
import { hashPassword } from "./modules/stores/password";
import { upsertStore } from "./modules/stores/stores.repository";
import { createTestDatabase, testDialects } from "./testing/test-db";

const storeDoc = (name: string, extra: Partial<StoreDataInput> = {}) =>
  StoreDataSchema.parse({ primaryInformation: { storeURL: "", storeName: name }, ...extra });

describe.each(testDialects())("the app on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertStore(database.db, {
      id: "alpha",
      domains: ["alpha.localhost", "www.alpha.test"],
      passwordHash: null,
      data: storeDoc("Alpha Team Store"),
    });
    await upsertStore(database.db, {
      id: "beta",
      domains: ["beta.localhost"],
      passwordHash: null,
      data: storeDoc("Beta Company Store"),
    });
    await upsertStore(database.db, {
      id: "gamma",
      domains: ["gamma.localhost"],
      passwordHash: await hashPassword("letmein"),
      data: storeDoc("Gamma Private Store", {
        primaryInformation: { storeURL: "", storeName: "Gamma", privateStore: true },
      }),
    });
    const logger = pino({ level: "silent" });
    app = createApp({
      database,
      env: loadEnv({ LOG_LEVEL: "silent" }),
      logger,
      providers: createProviders({ db: database.db, logger, dataDir: mkdtempSync(join(tmpdir(), "app-test-")) }),
      sessionSecret: "x".repeat(64),
      // The real web app is exercised end to end (tests/e2e); here any render is a failure.
      webBuild: () => Promise.reject(new Error("this test must not render a page")),
    });
  });
  afterAll(() => database.close());

  it("answers /healthz while the process is up", async () => {
    const res = await app.request("http://anything/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz when the database is reachable and migrations are current", async () => {
    const res = await app.request("http://anything/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: dialect });
  });

  it("gives an unknown host the 'No store at this address' page with HTTP 404", async () => {
    const res = await app.request("http://nowhere.localhost/");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>No store at this address</h1>");
    expect(html).toContain("nowhere.localhost");
  });

  it("escapes the host name it echoes on the no-store page", async () => {
    const res = await app.request("http://x/", { headers: { host: "<script>alert(1)</script>" } });
    expect(await res.text()).not.toContain("<script>alert(1)</script>");
  });

  it("gives an unknown host a JSON 404 under /api", async () => {
    const res = await app.request("http://nowhere.localhost/api/promo/stores/domainsource");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      message: "No store at this address (nowhere.localhost)",
    });
  });

  it("resolves the store from the Host header, ignoring case and port", async () => {
    const { findStoreByDomain } = await import("./modules/stores/stores.repository");
    expect((await findStoreByDomain(database.db, "www.alpha.test"))?.id).toBe("alpha");
    const { hostToDomain } = await import("./http/tenant");
    expect(hostToDomain("WWW.Alpha.Test:3000")).toBe("www.alpha.test");
    expect(hostToDomain("[::1]:3000")).toBe("[::1]");
    expect(hostToDomain(undefined)).toBe("");
  });

  it("never lets one store see another's data", async () => {
    const { findStoreByDomain } = await import("./modules/stores/stores.repository");
    const alpha = await findStoreByDomain(database.db, "alpha.localhost");
    const beta = await findStoreByDomain(database.db, "beta.localhost");
    expect(alpha?.data.primaryInformation.storeName).toBe("Alpha Team Store");
    expect(beta?.data.primaryInformation.storeName).toBe("Beta Company Store");
  });

  it("redirects shop and account pages of a locked private store to /account/login before rendering", async () => {
    for (const path of ["/shop", "/shop/products/anything", "/account", "/account/orders"]) {
      const res = await app.request(`http://gamma.localhost${path}`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/account/login");
    }
  });

  it("publishes the OpenAPI document of the platform API", async () => {
    const res = await app.request("http://alpha.localhost/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/promo/stores/domainsource",
        "/promo/store/products-store",
        "/promo/store/validate/{password}",
        "/promo/store/quote",
        "/promo/shipping-estimate",
        "/promo/tax-estimate",
        "/promo/ecommerce/orders",
        "/promo/ecommerce/gift-code/apply",
      ]),
    );
  });

  it("serves each store's own document from the domain call", async () => {
    const res = await app.request("http://beta.localhost/api/promo/stores/domainsource");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string; data: { primaryInformation: { storeName: string } } } };
    expect(body.data.id).toBe("beta");
    expect(body.data.data.primaryInformation.storeName).toBe("Beta Company Store");
  });

  it("puts security headers on every response", async () => {
    const res = await app.request("http://nowhere.localhost/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });

  it("gives every response a request id", async () => {
    const res = await app.request("http://anything/healthz");
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("serves the 700×700 placeholder image with a long cache", async () => {
    const res = await app.request("http://anything/media/placeholder-700.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toContain('width="700" height="700"');
  });
});
