// The catalogue import's limits over HTTP (issue 48, decision 0072): the admin API and the console's
// import page refuse a file past a limit or with bytes that are not UTF-8 with a 4xx naming the limit,
// the row and the column, before parsing it, and write nothing; a body past the import's size is a 413
// before it is read. On SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE_IMPORT_LIMITS as L } from "~core/catalog/import-limits";
import type { Database } from "~server/db/connect";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { TEST_ADMIN_KEY as KEY } from "~server/testing/api-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { CONSOLE_ORIGIN, ConsoleClient } from "~server/testing/console-client";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestApp, type TestApp } from "~server/testing/test-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { importCatalogue } from "./catalog-import.service";

const bytesOf = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));

/** 7.9 MB: a header of about a million empty columns after id (the attack of issue 48). */
const millionColumns = () => `id,name,price${",".repeat(1_000_000)}\np1,Tee,10\n`;
/** Row 3, column 2 holds Latin-1 "é" (0xE9), not UTF-8. */
const latin1 = () => bytesOf("id,name,price\np1,Tee,10\np2,Caf", [0xe9], ",11\n");

describe.each(testDialects())("catalogue import limits on %s", (dialect) => {
  let database: Database;
  let test: TestApp;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await importStoreFile(database.db, { ...storeFileInput("shop"), products: [] });
    test = createTestApp(database);
  });
  afterEach(async () => {
    await database.close();
  });

  const importFile = (body: BodyInit, type: string, query = "", headers: Record<string, string> = {}) =>
    test.app.request(`/api/admin/stores/shop/products/import${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": type, ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);

  it("refuses a million-column header in a dry run with 413 naming the row and the first column past the limit", async () => {
    const res = await importFile(millionColumns(), "text/csv", "?dryRun=true");
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body).toMatchObject({
      success: false,
      message: `Row 1 has more than ${L.maxColumns} columns (column ${L.maxColumns + 1})`,
      data: { limit: "columns", row: 1, column: L.maxColumns + 1, max: L.maxColumns },
    });
  });

  it("refuses a NUL, raw in a CSV or escaped in JSON, with 400, writing nothing (decision 0070)", async () => {
    const raw = await importFile("id,name\np1,Tee\u0000\n", "text/csv");
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ data: { limit: "utf8", row: 2, column: 2 } });
    const escaped = await importFile(
      JSON.stringify({ products: [{ id: "p1", data: { productName: "Tee\u0000" } }] }),
      "application/json",
    );
    expect(escaped.status).toBe(400);
    expect(((await escaped.json()) as { message: string }).message).toMatch(/^products\.0\.data\.productName: .*NUL/);
    expect(await findProductById(database.db, "shop", "p1")).toBeUndefined();
  });

  it("refuses bytes that are not UTF-8 with 400 and their row and column, writing nothing (CSV, form upload, JSON)", async () => {
    const res = await importFile(latin1(), "text/csv");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: "Row 3, column 2 is not UTF-8 text: save the file as CSV UTF-8",
      data: { limit: "utf8", row: 3, column: 2 },
    });
    expect(await findProductById(database.db, "shop", "p1")).toBeUndefined();

    const form = new FormData();
    form.set("file", new File([latin1()], "shop.csv", { type: "text/csv" }));
    const uploaded = await test.app.request("/api/admin/stores/shop/products/import", {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}` },
      body: form,
    });
    expect(uploaded.status).toBe(400);
    expect(await uploaded.json()).toMatchObject({ data: { limit: "utf8", row: 3, column: 2 } });

    const json = bytesOf('{"products":[\n{"id":"p1","data":{"name":"Caf', [0xe9], '"}}]}');
    const jsonRes = await importFile(json, "application/json");
    expect(jsonRes.status).toBe(400);
    expect(await jsonRes.json()).toMatchObject({ message: "Line 2 is not UTF-8 text: save the file as UTF-8" });
    expect(await findProductById(database.db, "shop", "p1")).toBeUndefined();

    // The same file in UTF-8 imports, its accent intact.
    const good = await importFile("id,name,price\np1,Tee,10\np2,Café,11\n", "text/csv");
    expect(good.status).toBe(200);
    expect((await findProductById(database.db, "shop", "p2"))?.data.productData.productName).toBe("Café");
  });

  it("refuses a row larger than the row limit and a JSON product larger than it, by row", async () => {
    const longRow = `id,name,price,description\np1,Tee,10,ok\np2,Big,10,${"x".repeat(L.maxRowBytes)}\n`;
    const res = await importFile(longRow, "text/csv", "?dryRun=true");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ data: { limit: "rowBytes", row: 3 } });

    const product = (id: string, description: string) =>
      JSON.stringify({ id, data: { productData: { productName: id, description } } });
    const json = `{"products":[${product("a", "short")},${product("b", "y".repeat(L.maxRowBytes))}]}`;
    const jsonRes = await importFile(json, "application/json", "?dryRun=true");
    expect(jsonRes.status).toBe(413);
    expect(await jsonRes.json()).toMatchObject({
      message: `Row 2 is larger than ${L.maxRowBytes / 1024} KB`,
      data: { limit: "rowBytes", row: 2 },
    });
  });

  it("refuses a body past the import's size by its Content-Length, or while a stream without one is read", async () => {
    const declared = await importFile("id\n", "text/csv", "?dryRun=true", {
      "content-length": String(L.maxBytes + 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      message: "The file is larger than 20 MB, the most an import takes",
      data: { limit: "bytes" },
    });

    // 40 MB offered a MB at a time, chunked: refused having pulled little more than the limit.
    let pulled = 0;
    const row = new TextEncoder().encode(`id,description\np1,${"x".repeat(1024 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 40) controller.close();
        else controller.enqueue(pulled === 1 ? row : new Uint8Array(1024 * 1024).fill(0x78));
      },
    });
    const streamed = await importFile(stream, "text/csv", "?dryRun=true", { "transfer-encoding": "chunked" });
    expect(streamed.status).toBe(413);
    // The row limit (256 KB) is met in the first megabyte: the rest is never read.
    expect(await streamed.json()).toMatchObject({ data: { limit: "rowBytes", row: 2 } });
    expect(pulled).toBeLessThan(5);
  });

  it("stops checking at maxProblems and says so, and counts a parsed JSON body's products", async () => {
    const rows = Array.from({ length: L.maxProblems + 200 }, (_, i) => `p${i},Tee ${i},cheap`);
    const report = await importCatalogue(
      database.db,
      "shop",
      { format: "csv", text: `id,name,price\n${rows.join("\n")}\n` },
      { dryRun: true },
    );
    expect(report.valid).toBe(false);
    expect(report.problems).toHaveLength(L.maxProblems + 1);
    expect(report.problems.at(-1)).toMatchObject({ code: "catalogue.tooManyProblems", params: { max: L.maxProblems } });

    const products = Array.from({ length: L.maxRows + 1 }, () => ({}));
    await expect(
      importCatalogue(database.db, "shop", { format: "json", body: { products } }, { dryRun: true }),
    ).rejects.toMatchObject({ code: "too_large", details: { data: { limit: "rows", row: L.maxRows + 1 } } });
  });
});

describe.each(testDialects())("console catalogue import limits on %s", (dialect) => {
  let web: TestWebBuild;
  let database: Database;
  let app: TestApp["app"];
  const clock = new Date("2026-11-29T12:00:00Z");
  const STAFF = { email: "staff@example.com", password: "staff-password-1" };

  beforeAll(async () => {
    web = await startTestWebBuild();
  });
  afterAll(async () => {
    await web?.close();
  });
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, { ...storeFileInput("beta"), products: [] });
    await createTestAccounts(database.db, clock, [{ who: STAFF, role: "staff" }]);
  });
  afterEach(async () => {
    await database.close();
  });

  const check = async (client: ConsoleClient, file: Uint8Array | string, name = "club.csv") => {
    const form = new FormData();
    form.set("_csrf", client.csrf);
    form.set("store", "beta");
    form.set("intent", "check");
    form.set("mode", "merge");
    form.set("file", new File([file as BlobPart], name, { type: "text/csv" }));
    // An upload carries its token in the address: the console checks it before reading the body.
    const response = await app.request(`${CONSOLE_ORIGIN}/console/catalogue/import?_csrf=${client.csrf}`, {
      method: "POST",
      body: form,
      headers: { origin: CONSOLE_ORIGIN, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const text = await response.text();
    client.csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? client.csrf;
    return { status: response.status, text };
  };

  it("refuses, as staff, a million-column header and a file that is not UTF-8, naming row and column, keeping nothing", async () => {
    const client = new ConsoleClient(app);
    await client.signIn(STAFF);
    await client.request("/console/catalogue/import?store=beta");

    const wide = await check(client, millionColumns());
    expect(wide.status).toBe(413);
    expect(wide.text).toContain(`Row 1 has more than ${L.maxColumns} columns (column ${L.maxColumns + 1})`);
    expect(wide.text).toContain('aria-invalid="true"');

    const bad = await check(client, latin1());
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Row 3, column 2 is not UTF-8 text: save the file as CSV UTF-8");
    expect(await database.db.selectFrom("catalogue_uploads").selectAll().execute()).toEqual([]);
    expect(await findProductById(database.db, "beta", "p1")).toBeUndefined();
  });
});
