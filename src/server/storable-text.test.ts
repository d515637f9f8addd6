// Issue #48 "every input to every database" (decision 0070): a NUL or text that is not UTF-8, in any
// field of any endpoint (the public API, the admin API, the console's forms, the store's pages), is
// a 400 naming the field — on PostgreSQL as on SQLite, and before anything is stored or charged.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN } from "./testing/console-client";
import { ADDRESS, buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "./testing/checkout-testbed";
import { TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "./testing/test-app";
import { testDialects } from "./testing/test-db";
import { createHmac } from "node:crypto";

/** A text with one character no database may store: a NUL, or a lone surrogate (no UTF-8 spelling). */
const unstorable = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\ud800", "\udfff"), fc.string({ maxLength: 12 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);
/** Percent escapes of bytes that are not UTF-8, or of a NUL. */
const unstorableEscape = fc.constantFrom("%00", "%C3%28", "%FF", "%ED%A0%80", "a%00b");
const fieldName = fc.constantFrom("name", "email", "orderNumber", "code", "productName", "zip", "note", "q");

const ADMIN_PATHS = [
  ["GET", "/api/admin/stores"],
  ["PUT", "/api/admin/stores/demo"],
  ["PUT", "/api/admin/stores/demo/products/demo-001"],
  ["POST", "/api/admin/stores/demo/products/import"],
  ["POST", "/api/admin/stores/demo/price-preview"],
] as const;
const CONSOLE_PATHS = [
  "/console/sign-in",
  "/console/password",
  "/console/stores/demo/identity",
  "/console/stores/demo/pages",
  "/console/catalogue/demo/demo-001",
  "/console/orders/1001",
  "/console/gift-codes",
  "/console/accounts",
];
const PAGES = ["/cart", "/checkout", "/track-order", "/account/login", "/product/x"];

describe.each(testDialects({ postgres: "storable text" }))("text that cannot be stored, on %s", (dialect) => {
  let bed: Testbed;
  let operations: [string, string][] = [];
  beforeAll(async () => {
    bed = await createCheckoutTestbed(dialect);
    const doc = (await (await call(bed.app, "GET", "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), `/api${path}`]),
    );
    operations.push(...ADMIN_PATHS.map(([m, p]): [string, string] => [m, p]));
  });
  afterAll(() => bed.close());

  const expectNamed = async (res: Response, field: string, where: string) => {
    const text = await res.text();
    expect(res.status, `${where} → ${res.status} ${text.slice(0, 200)}`).toBe(400);
    expect(text, where).toContain(field);
    expect(text, where).toMatch(/NUL|UTF-8/);
  };

  it("refuses it in any JSON field of every API operation, public and admin, naming the field", async () => {
    expect(operations.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fieldName,
        fc.constantFrom("", "order.", "order.billingAddress.", "data.productData."),
        unstorable,
        fc.boolean(),
        async (pick, name, prefix, value, asAdmin) => {
          const [method, template] = operations[pick % operations.length]!;
          if (method === "GET" || method === "HEAD") return;
          // The catalogue import scans its body itself as it streams, after the key (catalog-import.limits.test.ts).
          if (/\/products\/import$/.test(template)) return;
          const path = template.replace(/\{[^}]+\}/g, "x");
          // The bad text nested where the field's path says (order.billingAddress.name, …).
          const keys = `${prefix}${name}`.split(".");
          const body = keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
          const headers: Record<string, string> = asAdmin ? { Authorization: `Bearer ${TEST_ADMIN_KEY}` } : {};
          await expectNamed(await call(bed.app, method, path, body, headers), keys.join("."), `${method} ${path}`);
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);

  it("refuses it in the address of every operation and page: a query parameter or a path segment", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fieldName, unstorableEscape, async (pick, name, escape) => {
        const all = [...operations.map(([, p]) => p), ...PAGES];
        const path = all[pick % all.length]!.replace(/\{[^}]+\}/g, "x");
        await expectNamed(await call(bed.app, "GET", `${path}?${name}=${escape}`), name, path);
        expect((await call(bed.app, "GET", `${path}/${escape}`)).status, path).toBe(400);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("refuses it in any field of a console form or a store page's form, after the console's CSRF check", async () => {
    const pre = "p".repeat(43);
    const token = createHmac("sha256", TEST_SESSION_SECRET).update(`console-csrf:pre:${pre}`).digest("base64url");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONSOLE_PATHS, ...PAGES),
        fieldName,
        fc.oneof(
          unstorableEscape,
          fc
            .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
            .map(([a, b]) => encodeURIComponent(`${a}\u0000${b}`)),
        ),
        async (path, name, escaped) => {
          const console = path.startsWith("/console");
          const res = await bed.app.request(`${console ? CONSOLE_ORIGIN : "http://demo.localhost"}${path}`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              ...(console ? { origin: CONSOLE_ORIGIN, cookie: `console_csrf=${pre}` } : {}),
            },
            body: `_csrf=${token}&${name}=${escaped}`,
          });
          await expectNamed(res, name, path);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it("refuses an order with a NUL in its address before the card is charged, and a tracking request", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const count = async (table: "orders" | "payments") =>
      Number(
        (
          await bed.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const bad = { ...order, billingAddress: { ...ADDRESS, firstName: "Ada\u0000" } };
    await expectNamed(
      await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order: bad }),
      "order.billingAddress.firstName",
      "order",
    );
    expect(await count("orders")).toBe(0);
    expect(await count("payments")).toBe(0);
    await expectNamed(
      await call(bed.app, "POST", "/api/promo/ecommerce/order-tracking", { orderNumber: "1\u0000", email: "a@b.c" }),
      "orderNumber",
      "tracking",
    );
    // The same order without the NUL is placed: the rule refuses only what cannot be stored.
    const placed = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order });
    expect(placed.status, await placed.clone().text()).toBe(200);
    expect(await count("orders")).toBe(1);
  });
});
