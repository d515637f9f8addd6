import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { escapeCell, unescapeCell } from "./catalog-csv";
import { exportCatalogueText, importCatalogue, type CatalogueChange } from "./catalog-import.service";

const demoFile = JSON.parse(readFileSync("data/demo/stores/demo.json", "utf8")) as { data: object; products: [] };

describe("formula injection", () => {
  it("puts a ' before a cell a spreadsheet would run, and takes exactly one off on import", () => {
    for (const text of ["=1+2", "+SUM(A1)", "-2", "@cmd", "\tx", "\rx", "'=x", "''-x"]) {
      expect(escapeCell(text)).toBe(`'${text}`);
      expect(unescapeCell(escapeCell(text))).toBe(text);
    }
    for (const text of ["Crew Tee", "1: 20", "'quoted'", "a=b"]) {
      expect(escapeCell(text)).toBe(text);
      expect(unescapeCell(text)).toBe(text);
    }
  });
});

describe.each(testDialects({ postgres: "repository" }))("catalogue import and export on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await importStoreFile(database.db, { ...storeFileInput("shop"), data: demoFile.data, products: [] });
  });
  afterEach(async () => {
    await database.close();
  });

  it("exports the demo catalogue as CSV that imports into another store and exports the same again", async () => {
    await importStoreFile(database.db, { ...storeFileInput("demo"), data: demoFile.data, products: demoFile.products });
    const csv = await exportCatalogueText(database.db, "demo", "csv");
    const records = parse(csv, { bom: true }) as string[][];
    expect(records).toHaveLength(demoFile.products.length + 1);

    const report = await importCatalogue(database.db, "shop", { format: "csv", text: csv });
    expect(report).toMatchObject({ valid: true, written: true, created: demoFile.products.length, problems: [] });
    expect(await exportCatalogueText(database.db, "shop", "csv")).toBe(csv);

    // Into the store it came from: every product is updated, and the file does not change.
    const again = await importCatalogue(database.db, "demo", { format: "csv", text: csv });
    expect(again).toMatchObject({ valid: true, updated: demoFile.products.length, created: 0 });
    expect(await exportCatalogueText(database.db, "demo", "csv")).toBe(csv);
    // What the CSV does not carry (inventory, weights per part, designs) is kept.
    const tee = await findProductById(database.db, "demo", "demo-001");
    const original = (demoFile.products as { id: string; data: { inventoryData: unknown; designs: unknown } }[]).find(
      (p) => p.id === "demo-001",
    );
    expect(tee?.data.inventoryData).toEqual(original?.data.inventoryData);
    expect(tee?.data.designs).toMatchObject(original?.data.designs as object);
  });

  it("exports JSON in the admin API's shape that imports back to the same documents", async () => {
    await importStoreFile(database.db, { ...storeFileInput("demo"), data: demoFile.data, products: demoFile.products });
    const json = await exportCatalogueText(database.db, "demo", "json");
    const body = JSON.parse(json) as { products: { id: string }[] };
    expect(body.products).toHaveLength(demoFile.products.length);
    const changes: CatalogueChange[] = [];
    const report = await importCatalogue(
      database.db,
      "shop",
      { format: "json", body },
      { actor: { id: "owner@example.com" }, onChange: async (_trx, change) => void changes.push(change) },
    );
    expect(report).toMatchObject({ valid: true, written: true, created: demoFile.products.length });
    expect(await exportCatalogueText(database.db, "shop", "json")).toBe(json);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      storeId: "shop",
      actor: { id: "owner@example.com" },
      action: "import",
      before: [],
    });
    expect(changes[0]?.after).toHaveLength(demoFile.products.length);
  });

  it("a replace removes the products the file does not name, and reports before and after", async () => {
    const csv = "id,name,price\ntee,Crew Tee,10\n";
    await importCatalogue(database.db, "shop", { format: "csv", text: `${csv}cap,Cap,5\n` });
    const changes: CatalogueChange[] = [];
    const report = await importCatalogue(
      database.db,
      "shop",
      { format: "csv", text: "id,name,price\ntee,Crew Tee,12\n" },
      { mode: "replace", onChange: async (_trx, change) => void changes.push(change) },
    );
    expect(report).toMatchObject({ valid: true, written: true, updated: 1, created: 0, removed: 1 });
    expect(await findProductById(database.db, "shop", "cap")).toBeUndefined();
    expect(changes[0]?.before.map((p) => p.id).sort()).toEqual(["cap", "tee"]);
    expect(changes[0]?.after.map((p) => [p.id, p.data.productData.minimumPartPrice])).toEqual([["tee", 12]]);
  });

  it("rolls the import back when the onChange hook fails: nothing half-saved", async () => {
    const before = (await findStoreById(database.db, "shop"))?.id;
    expect(before).toBe("shop");
    await expect(
      importCatalogue(
        database.db,
        "shop",
        { format: "csv", text: "id,name,price\ntee,Crew Tee,10\n" },
        {
          onChange: async () => {
            throw new Error("audit log unavailable");
          },
        },
      ),
    ).rejects.toThrow("audit log unavailable");
    expect(await findProductById(database.db, "shop", "tee")).toBeUndefined();
  });
});

describe("the documented example file", () => {
  it("imports into the demo store's categories without a problem", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      await importStoreFile(database.db, { ...storeFileInput("demo"), data: demoFile.data, products: [] });
      const text = readFileSync("docs/recipes/catalogue-example.csv", "utf8");
      const report = await importCatalogue(database.db, "demo", { format: "csv", text });
      expect(report).toMatchObject({ valid: true, written: true, created: 3, problems: [] });
      const tee = await findProductById(database.db, "demo", "club-tee");
      expect(tee?.data.pricingData.partArray.map((p) => p.partPriceArray[0]?.price)).toEqual([
        ...Array(5).fill(18.5),
        ...Array(5).fill(19.5),
      ]);
    } finally {
      await database.close();
    }
  });
});
