// QUALITY.md "malformed input": for every operation of the published API, generated malformed
// params, query and bodies get a 4xx whose message names the problem — never a 5xx, never a stack
// trace. Operations are read from /api/openapi.json, so a new endpoint is covered without a new test.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { Database } from "./db/connect";
import { loadEnv } from "./env";
import { importStoreFile } from "./modules/stores/store-import.service";
import { createProviders } from "./providers/create-providers";
import { createTestDatabase } from "./testing/test-db";

const ADMIN_KEY = "malformed-input-admin-key-0123";
type Operation = { method: string; path: string };

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("-1", "1e309", "NaN", "[]", "{}", '{"a":', "%", "../../etc/passwd", "<script>", "' OR 1=1 --"),
);
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom("order", "lines", "code", "orderAmount", "orderKey", "shippingAddress", "sizes"),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);
const rawBody = fc.oneof(
  jsonish.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom("", "{", "null", "[1,2", '{"order":{"lines":"x"}}'),
);

describe("malformed input on every API operation", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let operations: Operation[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await importStoreFile(database.db, JSON.parse(readFileSync("data/demo/stores/demo.json", "utf8")));
    const logger = pino({ level: "silent" });
    app = createApp({
      database,
      env: loadEnv({ LOG_LEVEL: "silent", ADMIN_API_KEY: ADMIN_KEY }),
      logger,
      providers: createProviders({ db: database.db, logger, dataDir: mkdtempSync(join(tmpdir(), "fuzz-")) }),
      sessionSecret: "f".repeat(64),
    });
    const doc = (await (await app.request("http://demo.localhost/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => database.close());

  it("finds the platform API's operations in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it("answers generated malformed requests with a 4xx naming the problem, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(junk, { minLength: 3, maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom("skip", "take", "sort", "filters", "include", "requireTotalCount", "receipt", "page", "from"),
          junk,
        ),
        rawBody,
        fc.boolean(),
        async (pick, params, query, body, asAdmin) => {
          const op = operations[pick % operations.length]!;
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(params[i++ % params.length])));
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
          const headers: Record<string, string> = { "Content-Type": "application/json" };
          if (asAdmin) headers.Authorization = `Bearer ${ADMIN_KEY}`;
          const hasBody = op.method !== "GET" && op.method !== "HEAD";
          const res = await app.request(`http://demo.localhost/api${path}${search ? `?${search}` : ""}`, {
            method: op.method,
            headers,
            body: hasBody ? body : undefined,
          });
          const text = await res.text();
          expect(res.status, `${op.method} ${path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
          expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { success?: boolean; message?: string };
            expect(parsed.success).toBe(false);
            expect(parsed.message?.length ?? 0).toBeGreaterThan(3);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
