// Sustained load (QUALITY.md): mixed browsing — pages in three languages, the catalogue API, search,
// content and account pages — for RELIABILITY_LOAD_SECONDS (60 by default) at a rate the server
// sustains: first measured for a few seconds flat out, then held at 60 % of it. Zero errors and zero
// unexpected statuses allowed.
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, HOST, startServer, type ServerProcess } from "./harness";

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const PATHS = [
  "/",
  "/shop",
  "/shop?page=2",
  "/shop?lang=ru",
  "/shop?search=tee",
  "/shop/products/heavyweight-cotton-tee",
  "/shop/products/heavyweight-cotton-tee?lang=ar",
  "/category/tops",
  "/shop/cart",
  "/api/promo/store/products-store?take=20",
  "/api/promo/store/products/slug/heavyweight-cotton-tee",
  "/site/faq",
  "/blog/category-grid?page=3",
  "/account/orders?page=2",
];

describe("sustained browsing load", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const run = (options: { duration: number; overallRate?: number }) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: 8,
      headers: { host: HOST },
      requests: PATHS.map((path) => ({ method: "GET" as const, path })),
      ...options,
    });

  it(`serves ${SECONDS} s of mixed browsing at a sustainable rate without one error`, async () => {
    for (const path of PATHS) expect((await exchange(server.port, "GET", path)).status, path).toBe(200);
    const flatOut = await run({ duration: 5 });
    const rate = Math.max(5, Math.floor(flatOut.requests.average * 0.6));
    const held = await run({ duration: SECONDS, overallRate: rate });
    console.info(
      `flat out ${Math.round(flatOut.requests.average)} req/s; held ${rate} req/s for ${SECONDS} s: ` +
        `${held.requests.total} requests, p99 ${held.latency.p99} ms, ${held.errors} errors, ${held.non2xx} non-2xx`,
    );
    expect(held.errors).toBe(0);
    expect(held.timeouts).toBe(0);
    expect(held.non2xx).toBe(0);
    expect(held.requests.total).toBeGreaterThan(rate * SECONDS * 0.9);
  });
});
