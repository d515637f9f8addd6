// Issue #48, attacks by one anonymous visitor that stopped the whole platform (decision 0070): three
// parallel 49 MB form posts to the console's sign-in; a 10 MB content page visited anonymously; NUL
// bytes in orders, tracking, products and quotes on PostgreSQL. Each runs against a real server
// process while /healthz is asked every 25 ms: it must answer each time within 200 ms, and the server
// must still be up, its heap not grown by what was sent.
import { request as httpRequest } from "node:http";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEE } from "~server/testing/checkout-testbed";
import {
  ADMIN_KEY,
  exchange,
  freshPostgres,
  openDatabase,
  shopperOf,
  startServer,
  type ServerProcess,
} from "./harness";

const HEALTH_BUDGET_MS = 200;
const CONSOLE_HOST = "admin.localhost";

/**
 * Asks /healthz every 25 ms until stopped, from a worker thread: its own event loop, so the time
 * measured is the server's, not this process's own work of sending the attack.
 */
function watchHealth(port: number) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    let running = true, slowest = 0, asked = 0;
    parentPort.on("message", () => { running = false; });
    const ask = () => new Promise((resolve) => {
      const started = performance.now();
      const req = http.get({ host: "127.0.0.1", port: workerData.port, path: "/healthz", headers: { host: "localhost" }, timeout: 5000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve(Infinity));
    });
    (async () => {
      while (running) {
        slowest = Math.max(slowest, await ask());
        asked += 1;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      parentPort.postMessage({ slowest, asked });
    })();
    `,
    { eval: true, workerData: { port } },
  );
  const result = new Promise<{ slowest: number; asked: number }>((resolve) => worker.once("message", resolve));
  return {
    async stop() {
      worker.postMessage("stop");
      const answer = await result;
      await worker.terminate();
      return answer;
    },
  };
}

async function heapUsedMb(port: number): Promise<number> {
  const ready = await exchange(port, "GET", "/readyz", { host: "localhost" });
  return (ready.body as { memory: { heapUsed: number } }).memory.heapUsed;
}

/** Sends `megabytes` MB of one form field to the console's sign-in, as fast as the server takes it. */
function bigSignInPost(port: number, megabytes: number, chunked: boolean): Promise<number | "closed"> {
  const total = megabytes * 1024 * 1024;
  const chunk = Buffer.alloc(256 * 1024, "a");
  return new Promise((resolve) => {
    let status: number | undefined;
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/console/sign-in",
      headers: {
        host: CONSOLE_HOST,
        "content-type": "application/x-www-form-urlencoded",
        ...(chunked ? {} : { "content-length": String(total + 6) }),
      },
    });
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      res.on("end", () => resolve(status ?? "closed"));
    });
    // The server may answer and close before the whole body is sent.
    req.on("error", () => resolve(status ?? "closed"));
    let sent = 0;
    const write = () => {
      if (sent === 0) req.write("email=");
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("hostile input against a real server (SQLite)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses three parallel 49 MB sign-in posts (with and without a length) unread; the heap stays", async () => {
    const heapBefore = await heapUsedMb(server.port);
    const health = watchHealth(server.port);
    const answers = await Promise.all([
      bigSignInPost(server.port, 49, false),
      bigSignInPost(server.port, 49, false),
      bigSignInPost(server.port, 49, true),
    ]);
    const { slowest, asked } = await health.stop();
    expect(answers).toEqual([413, 413, 413]);
    expect(asked).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(HEALTH_BUDGET_MS);
    expect(server.child.exitCode).toBeNull();
    expect(await heapUsedMb(server.port)).toBeLessThan(heapBefore + 32);
  }, 60_000);

  it("refuses a 10 MB content page at save, and renders one saved before the limits without stopping", async () => {
    const database = await openDatabase(server);
    try {
      const row = await database.db
        .selectFrom("stores")
        .select(["data", "updated_at"])
        .where("id", "=", "demo")
        .executeTakeFirstOrThrow();
      const data = JSON.parse(row.data as string) as { contentManagement: unknown[] };
      const domains = (
        await database.db.selectFrom("store_domains").select("domain").where("store_id", "=", "demo").execute()
      ).map((d) => d.domain);
      const hugePage = {
        name: "huge",
        url: "/huge",
        sections: [
          { type: "html", sort: 0, html: "<p>kept</p>" },
          { type: "html", sort: 1, html: `<p>${"<b>x</b>".repeat(1_300_000)}</p>` },
        ],
      };
      const withHuge = { ...data, contentManagement: [...data.contentManagement, hugePage] };

      // A fresh process's first pages compile and load their modules: that is not the attack's cost.
      for (const path of ["/", "/about-us", "/no-such-page"]) await exchange(server.port, "GET", path);
      const health = watchHealth(server.port);
      const save = await exchange(server.port, "PUT", "/api/admin/stores/demo", {
        body: { domains, data: withHuge },
        headers: { authorization: `Bearer ${ADMIN_KEY}` },
        host: "localhost",
      });
      // Refused by its size before it is parsed; a page under that size but over a page's limit is
      // refused by the document's rules (content-limits.test.ts).
      expect(save.status).toBe(413);
      expect(JSON.stringify(save.body)).toMatch(/larger than this call accepts \(2 MB\)/);
      const oneMbPage = { ...hugePage, sections: [{ type: "html", sort: 0, html: "x".repeat(1_000_000) }] };
      const tooLargePage = await exchange(server.port, "PUT", "/api/admin/stores/demo", {
        body: { domains, data: { ...data, contentManagement: [...data.contentManagement, oneMbPage] } },
        headers: { authorization: `Bearer ${ADMIN_KEY}` },
        host: "localhost",
      });
      expect(tooLargePage.status).toBe(400);
      expect(JSON.stringify(tooLargePage.body)).toMatch(/contentManagement.*html.*at most 100,000 characters/);

      const { slowest: duringSave } = await health.stop();
      expect(duringSave, "/healthz while the saves were refused").toBeLessThan(HEALTH_BUDGET_MS);

      // Written past the rules, as a store saved before them would be.
      await database.db
        .updateTable("stores")
        .set({ data: JSON.stringify(withHuge), updated_at: new Date(Date.parse(row.updated_at) + 1000).toISOString() })
        .where("id", "=", "demo")
        .execute();
      // The first visit after the write reads and parses the 10 MB row once (a few hundred ms on
      // SQLite, decision 0071); the tenant keeps the document trimmed to the limits, so every later
      // visit is served from it while /healthz keeps its budget.
      const first = await exchange(server.port, "GET", "/huge");
      expect(first.status).toBe(200);
      const health2 = watchHealth(server.port);
      for (let visit = 0; visit < 5; visit++) {
        const page = await exchange(server.port, "GET", "/huge");
        expect(page.status).toBe(200);
        expect(page.body as string).toContain("kept");
        expect((page.body as string).length).toBeLessThan(2_000_000);
      }
      const { slowest } = await health2.stop();
      expect(slowest, "/healthz during the visits").toBeLessThan(HEALTH_BUDGET_MS);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);
});

const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("NUL bytes on PostgreSQL", () => {
  let server: ServerProcess;
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    pg = await freshPostgres("nul");
    server = await startServer({ DATABASE_URL: pg!.url });
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.drop();
  });

  it("answers 400 naming the field for a NUL in an order, tracking, a product and a quote; no card is charged", async () => {
    const database = await openDatabase(server, pg!.url);
    try {
      const order = (await shopperOf(server.port, database).order([TEE])) as {
        billingAddress: Record<string, unknown>;
      };
      const attacks: [string, string, unknown, Record<string, string>?][] = [
        [
          "POST",
          "/api/promo/ecommerce/orders",
          { order: { ...order, billingAddress: { ...order.billingAddress, city: "X\u0000" } } },
        ],
        ["POST", "/api/promo/ecommerce/order-tracking", { orderNumber: "LE-1\u0000", email: "a@example.com" }],
        ["POST", "/api/promo/store/quote", { productId: "demo-001\u0000", color: "Gold", sizes: [] }],
        [
          "PUT",
          "/api/admin/stores/demo/products/nul",
          { productData: { productName: "Tee\u0000" } },
          { authorization: `Bearer ${ADMIN_KEY}` },
        ],
      ];
      const fields = ["order.billingAddress.city", "orderNumber", "productId", "productData.productName"];
      // One round first, unwatched: a fresh process compiles each route on its first call.
      for (const [method, path, body, headers] of attacks) await exchange(server.port, method, path, { body, headers });
      const health = watchHealth(server.port);
      for (let round = 0; round < 5; round++) {
        for (const [i, [method, path, body, headers]] of attacks.entries()) {
          const answer = await exchange(server.port, method, path, { body, headers });
          expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect((answer.body as { message: string }).message).toContain(fields[i]);
        }
      }
      const { slowest } = await health.stop();
      expect(slowest).toBeLessThan(HEALTH_BUDGET_MS);
      const count = async (table: "orders" | "payments") =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("orders")).toBe(0);
      expect(await count("payments")).toBe(0);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);
});
