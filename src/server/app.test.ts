// The composed app, called without a socket: platform routes, tenant resolution and isolation,
// security headers and the error envelope. Pages are tested end to end in tests/e2e.
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreDataSchema, type StoreDataInput } from "~core/entities/store.schema";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "./app";
import { createProviders } from "./providers/create-providers";
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
        primaryInformation: {
          storeURL: "",
          storeName: "Gamma",
          privateStore: true,
          customerServicePhone: "555-0100",
        },
        storeBranding: { storeLogo: "/media/gamma.svg", primaryColor: "#123456" },
        storeMessage: { active: true, closedMessage: "Back in spring" },
        storeSalesPersonInfo: { firstName: "Sam", lastName: "Seller", email: "sam@gamma.test", phone: "555-0199" },
        taxManagement: { tax: 7.25 },
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
    const body = (await res.json()) as {
      status: string;
      database: string;
      caches: Record<string, unknown>;
      memory: Record<string, number>;
    };
    expect(body).toMatchObject({ status: "ready", database: dialect });
    // The process's memory in MB, with the heap's limit beside what the heap holds.
    expect(body.memory.heapLimit).toBeGreaterThan(body.memory.heapUsed!);
    expect(Object.keys(body.memory)).toEqual(expect.arrayContaining(["rss", "heapTotal", "heapUsed", "heapLimit"]));
    // The per-store caches, each with its estimated bytes against its budget.
    expect(body.caches.tenants).toEqual({
      entries: expect.any(Number),
      bytes: expect.any(Number),
      maxBytes: expect.any(Number),
    });
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
    // The language asked for goes along (a known one only).
    expect((await app.request("http://gamma.localhost/shop?lang=ru")).headers.get("location")).toBe(
      "/account/login?lang=ru",
    );
    expect((await app.request("http://gamma.localhost/shop?lang=xx")).headers.get("location")).toBe("/account/login");
  });

  it("locks a private store's pages however the path is spelt, and answers data requests with a redirect", async () => {
    for (const path of ["/SHOP/checkout", "/Shop/cart", "/ACCOUNT/dashboard", "/shop//cart/"]) {
      const res = await app.request(`http://gamma.localhost${path}`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/account/login");
    }
    for (const path of ["/shop/checkout.data", "/SHOP/Cart.data", "/shop/_.data"]) {
      const res = await app.request(`http://gamma.localhost${path}`);
      expect(res.status, path).toBe(204);
      expect(res.headers.get("x-remix-redirect"), path).toBe("/account/login");
    }
  });

  it("shows a locked private store's document only as its password page shows it, from any host", async () => {
    for (const url of [
      "http://gamma.localhost/api/promo/stores/domainsource",
      "http://alpha.localhost/api/promo/stores/domainsource/gamma.localhost",
    ]) {
      const res = await app.request(url);
      const text = await res.text();
      const { data } = JSON.parse(text) as { data: { data: Record<string, Record<string, unknown>> } };
      expect(data.data.primaryInformation!.storeName, url).toBe("Gamma");
      expect(data.data.storeBranding!.storeLogo, url).toBe("/media/gamma.svg");
      expect(data.data.storeBranding!.primaryColor, url).toBe("#123456");
      expect(data.data.storeMessage!.closedMessage, url).toBe("Back in spring");
      expect(data.data.storeSalesPersonInfo, url).toBeUndefined();
      expect(data.data.taxManagement!.tax, url).toBe(0);
      expect(text, url).not.toContain("555-0");
      expect(text, url).not.toContain("sam@gamma.test");
    }
  });

  it("shows the whole document of a private store to a visitor who entered its password", async () => {
    const { token } = (await (await app.request("http://gamma.localhost/api/promo/store/validate/letmein")).json())
      .data as { token: string };
    const res = await app.request("http://gamma.localhost/api/promo/stores/domainsource", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await res.json()) as { data: { data: { storeSalesPersonInfo: unknown } } }).data.data.storeSalesPersonInfo,
    ).toEqual(expect.objectContaining({ email: "sam@gamma.test" }));
  });

  it("marks answers that involve a cookie, a token or personal data private, and lets public catalogue calls be shared", async () => {
    const cacheOf = async (url: string, init?: RequestInit) =>
      (await app.request(url, init)).headers.get("cache-control");
    expect(await cacheOf("http://gamma.localhost/api/promo/store/validate/letmein")).toBe("private, no-store");
    expect(await cacheOf("http://gamma.localhost/api/promo/stores/domainsource")).toBe("private, no-store");
    expect(await cacheOf("http://gamma.localhost/shop")).toBe("private, no-store");
    expect(
      await cacheOf("http://alpha.localhost/api/promo/ecommerce/order-tracking", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ orderNumber: "A-1", email: "a@b.co" }),
      }),
    ).toBe("private, no-store");
    expect(await cacheOf("http://alpha.localhost/api/promo/ecommerce/orders/A-1?receipt=x")).toBe("private, no-store");
    expect(await cacheOf("http://alpha.localhost/api/promo/store/products-store")).toBe("public, no-cache");
    expect(await cacheOf("http://alpha.localhost/api/promo/stores/domainsource")).toBe("public, no-cache");
  });

  it("refuses a body larger than the call accepts with 413 and a message, before reading it", async () => {
    const res = await app.request("http://alpha.localhost/api/promo/tax-estimate", {
      method: "PUT",
      headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) },
      body: "{}",
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      message: "The request body is larger than this call accepts (512 KB).",
    });
    // Without a length, the stream is counted as it arrives and refused once it passes the limit.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await app.request("http://alpha.localhost/api/promo/store/quote", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it("bounds the operator console's forms before reading them: a few KB without a session", async () => {
    const post = (length: number) =>
      app.request("http://admin.localhost/console/catalogue/import?_csrf=x", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(length) },
        body: "--x--",
      });
    // Without a session the token is wrong (403) before any size matters; a large declared body is 403 too.
    expect((await post(1024)).status).toBe(403);
    const signIn = (length: number) =>
      app.request("http://admin.localhost/console/sign-in", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(length) },
        body: "_csrf=x",
      });
    const tooLarge = await signIn(49 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/larger than this page accepts \(16 KB\)/);
    // A store's pages keep the small limit, and a console path there is a page like any other.
    for (const path of ["/cart", "/console/catalogue/import"]) {
      const res = await app.request(`http://alpha.localhost${path}`, {
        method: "POST",
        headers: { "content-length": String(1024 * 1024) },
        body: "x",
      });
      expect(res.status).toBe(413);
    }
    // An import may be larger, up to its own limit (decision 0072), refused by declared length before reading.
    const hugeImport = await post(1024 * 1024 * 1024);
    expect(hugeImport.status).toBe(413);
    expect(((await hugeImport.json()) as { message: string }).message).toBe(
      "The file is larger than 20 MB, the most an import takes",
    );
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
