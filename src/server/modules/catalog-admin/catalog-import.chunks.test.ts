// The catalogue import in bounded memory (decision 0052): a file of more rows than IMPORT_CHUNK is
// looked up, written and handed to onChange a chunk at a time, inside the one transaction, and still
// all or nothing; slugs can move between products of different chunks; the console's audit keeps one
// row for the whole import. On SQLite and PostgreSQL.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~server/db/connect";
import type { AppError } from "~server/http/errors";
import type * as productsService from "~server/modules/products/products.service";
import { findProductById, findProductsByIds } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import {
  type CatalogueChange,
  type CatalogueImportSource,
  IMPORT_CHUNK,
  importCatalogue,
  productSpans,
} from "./catalog-import.service";
import { createCatalogueConsole } from "./catalogue.console";

vi.mock("~server/modules/products/products.service", async (importOriginal) => {
  const original = await importOriginal<typeof productsService>();
  return { ...original, findProductsByIds: vi.fn(original.findProductsByIds) };
});

const demoFile = JSON.parse(readFileSync("data/demo/stores/demo.json", "utf8")) as { data: object };

/** A CSV of products p0…p(n-1), each with its own slug unless `slugOf` says otherwise. */
function csvOf(n: number, price: number, slugOf: (i: number) => string = (i) => `product-${i}`): string {
  const lines = ["id,slug,name,price"];
  for (let i = 0; i < n; i++) lines.push(`p${i},${slugOf(i)},Product ${i},${price}`);
  return `${lines.join("\n")}\n`;
}

const ROWS = IMPORT_CHUNK * 2 + 200;

describe.each(testDialects({ postgres: "repository" }))("a catalogue import larger than a chunk on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await importStoreFile(database.db, { ...storeFileInput("shop"), data: demoFile.data, products: [] });
    vi.mocked(findProductsByIds).mockClear();
  });
  afterEach(async () => {
    await database.close();
  });

  it("looks up the stored products a chunk of ids at a time, in the dry run and in the write", async () => {
    await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 10) });
    vi.mocked(findProductsByIds).mockClear();
    const dry = await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 11) }, { dryRun: true });
    expect(dry).toMatchObject({ valid: true, rows: ROWS, updated: ROWS, created: 0 });
    const sizes = vi.mocked(findProductsByIds).mock.calls.map(([, , ids]) => ids.length);
    expect(sizes).toEqual([IMPORT_CHUNK, IMPORT_CHUNK, 200]);

    vi.mocked(findProductsByIds).mockClear();
    const written = await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 12) });
    expect(written).toMatchObject({ valid: true, written: true, updated: ROWS });
    expect(Math.max(...vi.mocked(findProductsByIds).mock.calls.map(([, , ids]) => ids.length))).toBe(IMPORT_CHUNK);
    expect((await findProductById(database.db, "shop", `p${ROWS - 1}`))?.data.productData.minimumPartPrice).toBe(12);
  });

  it("hands onChange one chunk at a time in the file's order, the last one marked, in the write's transaction", async () => {
    const changes: CatalogueChange[] = [];
    const report = await importCatalogue(
      database.db,
      "shop",
      { format: "csv", text: csvOf(ROWS, 10) },
      { onChange: async (_trx, change) => void changes.push(change) },
    );
    expect(report).toMatchObject({ valid: true, written: true, created: ROWS, rows: ROWS });
    expect(changes.map((c) => [c.after.length, c.chunk])).toEqual([
      [IMPORT_CHUNK, { index: 0, last: false }],
      [IMPORT_CHUNK, { index: 1, last: false }],
      [200, { index: 2, last: true }],
    ]);
    expect(changes.flatMap((c) => c.after.map((p) => p.id))).toEqual(Array.from({ length: ROWS }, (_, i) => `p${i}`));

    // A hook that fails on the last chunk rolls back the chunks already written.
    await expect(
      importCatalogue(
        database.db,
        "shop",
        { format: "csv", text: csvOf(ROWS, 20) },
        {
          onChange: async (_trx, change) => {
            if (change.chunk?.last) throw new Error("audit log unavailable");
          },
        },
      ),
    ).rejects.toThrow("audit log unavailable");
    expect((await findProductById(database.db, "shop", "p0"))?.data.productData.minimumPartPrice).toBe(10);
  });

  it("lets products of different chunks swap slugs, and refuses a slug taken in another chunk", async () => {
    await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 10) });
    const last = ROWS - 1;
    const swapped = (i: number) => (i === 0 ? `product-${last}` : i === last ? "product-0" : `product-${i}`);
    const report = await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 10, swapped) });
    expect(report).toMatchObject({ valid: true, written: true, updated: ROWS });
    expect((await findProductById(database.db, "shop", "p0"))?.slug).toBe(`product-${last}`);
    expect((await findProductById(database.db, "shop", `p${last}`))?.slug).toBe("product-0");

    const clash = await importCatalogue(database.db, "shop", {
      format: "csv",
      text: csvOf(ROWS, 10, (i) => (i === last ? "product-1" : `product-${i}`)),
    });
    expect(clash).toMatchObject({ valid: false, written: false });
    expect(clash.problems).toEqual([
      {
        row: last + 2,
        column: "slug",
        code: "catalogue.duplicateSlug",
        params: { slug: "product-1", id: "p1" },
        message: expect.stringContaining("product-1") as string,
      },
    ]);
  });

  it("a replace removes the products the file does not name a chunk at a time, their slugs free for the file", async () => {
    await importCatalogue(database.db, "shop", { format: "csv", text: csvOf(ROWS, 10) });
    const changes: CatalogueChange[] = [];
    const report = await importCatalogue(
      database.db,
      "shop",
      // One product, taking the slug of one the replace removes.
      { format: "csv", text: "id,slug,name,price\nnew,product-7,New,5\n" },
      { mode: "replace", onChange: async (_trx, change) => void changes.push(change) },
    );
    expect(report).toMatchObject({ valid: true, written: true, created: 1, removed: ROWS });
    expect((await findProductById(database.db, "shop", "new"))?.slug).toBe("product-7");
    expect(await findProductById(database.db, "shop", "p7")).toBeUndefined();
    expect(changes.map((c) => [c.before.length, c.after.length, c.chunk])).toEqual([
      [IMPORT_CHUNK, 1, { index: 0, last: false }],
      [IMPORT_CHUNK, 0, { index: 1, last: false }],
      [200, 0, { index: 2, last: true }],
    ]);
    expect(new Set(changes.flatMap((c) => c.before.map((p) => p.id))).size).toBe(ROWS);
  });

  it("reports a row csv-parse cannot read after the first chunk as the file's only problem", async () => {
    const text = `${csvOf(ROWS, 10)}p-bad,"unclosed,Bad,1\n`;
    const report = await importCatalogue(database.db, "shop", { format: "csv", text });
    expect(report).toMatchObject({ valid: false, written: false, rows: 0, created: 0, products: [] });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ code: "catalogue.csvMalformed" });
    expect(await findProductById(database.db, "shop", "p0")).toBeUndefined();
  });

  it("a price-only file keeps each colour's extra, and a row naming a stored id twice sees it as stored", async () => {
    const partPrices = async () =>
      (await findProductById(database.db, "shop", "tee"))?.data.pricingData.partArray.map((p) => [
        p.partId,
        p.partPriceArray[0]?.price,
      ]);
    await importCatalogue(database.db, "shop", {
      format: "csv",
      text: "id,name,price,colors,sizes\ntee,Tee,10,Navy #1f2a44 | Red #c00000 +2,S\n",
    });
    expect(await partPrices()).toEqual([
      ["tee-navy-S", 10],
      ["tee-red-S", 12],
    ]);
    const twice = "id,price\ntee,15\ntee,-1\n";
    const dry = await importCatalogue(database.db, "shop", { format: "csv", text: twice }, { dryRun: true });
    const real = await importCatalogue(database.db, "shop", { format: "csv", text: twice });
    expect(real.problems).toEqual(dry.problems);
    expect(real.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, "price", "catalogue.notAmount"],
      [3, "id", "catalogue.duplicateId"],
    ]);
    await importCatalogue(database.db, "shop", { format: "csv", text: "id,price\ntee,15\n" });
    expect(await partPrices()).toEqual([
      ["tee-navy-S", 15],
      ["tee-red-S", 17],
    ]);
  });

  it("the console's import writes one audit row naming every product of every chunk", async () => {
    const catalogue = createCatalogueConsole({
      db: database.db,
      actor: { id: "op-1", email: "owner@example.com", role: "owner", storeIds: [] },
      now: () => new Date("2026-11-26T05:00:00Z"),
    });
    const { uploadId } = await catalogue.stageImport(
      "shop",
      { format: "csv", text: csvOf(ROWS, 10), fileName: "many.csv" },
      "merge",
    );
    const report = (await catalogue.confirmImport(uploadId!))?.report;
    expect(report).toMatchObject({ written: true, created: ROWS });
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "catalogue.import")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: "catalogue", entity_id: "shop" });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ products: [] });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      products: Array.from({ length: ROWS }, (_, i) => `p${i}`),
    });
  });
});

describe("a JSON file read as text, a product at a time", () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    await importStoreFile(database.db, { ...storeFileInput("shop"), data: demoFile.data, products: [] });
  });
  afterEach(async () => {
    await database.close();
  });

  /** The report, or the error's answer, of a dry run. */
  const outcome = (source: CatalogueImportSource) =>
    importCatalogue(database.db, "shop", source, { dryRun: true }).then(
      (report) => ({ report }),
      (error: AppError) => ({ error: [error.code, error.message, error.details] }),
    );

  it("finds each product of { products: [...] } in the text, whatever its strings hold", () => {
    const tricky = fc.string({ unit: fc.constantFrom('"', "\\", "[", "]", "{", "}", ",", ":", "a", " ", "\n") });
    const value = fc.oneof(fc.jsonValue(), fc.dictionary(tricky, fc.oneof(tricky, fc.array(tricky))), tricky);
    fc.assert(
      fc.property(fc.array(value, { maxLength: 6 }), fc.constantFrom(undefined, 1, "\t"), (products, indent) => {
        const text = JSON.stringify({ products }, null, indent);
        const spans = productSpans(text);
        expect(spans).toBeDefined();
        const found = [];
        for (let i = 0; i < spans!.length; i += 2) found.push(JSON.parse(text.slice(spans![i], spans![i + 1])));
        expect(found).toEqual(JSON.parse(text).products);
      }),
      { numRuns: 300 },
    );
    expect(productSpans('{"products":[1,2], "more": 3}')).toBeUndefined();
    expect(productSpans('{"products":[1,2]} x')).toBeUndefined();
  });

  it("answers any text exactly as the whole text parsed first would", async () => {
    // Strings of the characters a walk over the text must not be fooled by.
    const tricky = fc.string({ unit: fc.constantFrom('"', "\\", "[", "]", "{", "}", ",", ":", "a", " ") });
    const product = fc.record({
      id: fc.oneof(fc.constantFrom("tee", "cap", "bad id"), tricky, fc.jsonValue()),
      data: fc.oneof(fc.jsonValue(), fc.dictionary(tricky, fc.oneof(tricky, fc.array(tricky)))),
    });
    const body = fc.oneof(
      fc.record({ products: fc.array(fc.oneof(product, fc.jsonValue()), { maxLength: 4 }) }),
      fc.jsonValue(),
    );
    const text = fc.oneof(
      fc.tuple(body, fc.constantFrom(undefined, 1, "\t")).map(([value, indent]) => JSON.stringify(value, null, indent)),
      // Cut short or with a stray character somewhere: no longer JSON, mostly.
      fc.tuple(body, fc.nat(), fc.constantFrom("", "x", ",", "]", "}", '"', "\\")).map(([value, at, extra]) => {
        const whole = JSON.stringify(value) ?? "";
        const cut = at % (whole.length + 1);
        return whole.slice(0, cut) + extra + whole.slice(cut + 1);
      }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (text) => {
        let parsed: { body: unknown } | undefined;
        try {
          parsed = { body: JSON.parse(text) as unknown };
        } catch {
          parsed = undefined;
        }
        const expected = parsed
          ? await outcome({ format: "json", body: parsed.body })
          : { error: ["invalid", "Request body must be valid JSON", {}] };
        expect(await outcome({ format: "json", text })).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
