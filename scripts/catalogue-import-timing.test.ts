// Times a bulk catalogue import of N products (CATALOGUE_TIMING=5000) on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL: a dry run, a first import (creates) and a second (updates), for CSV
// and JSON. Prints the figures; asserts nothing about time (issue 21, decision 0039).
// Run: CATALOGUE_TIMING=5000 npx vitest run scripts/catalogue-import-timing.test.ts
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportCatalogueText, importCatalogue } from "~server/modules/catalog-admin/catalog-import.service";
import type { ProductData } from "~core/entities/product.schema";
import { inTransaction } from "~server/db/transaction";
import { writeStoreProducts } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

const count = Number(process.env.CATALOGUE_TIMING ?? "0");
const demo = JSON.parse(readFileSync("data/demo/stores/demo.json", "utf8")) as { data: object };

function csvOf(n: number, price: number): string {
  const lines = ["id,name,price,colors,sizes,tiers,badges,categories"];
  for (let i = 0; i < n; i++)
    lines.push(
      `p${i},Product ${i},${price},Navy #1f2a44 | Red #c00000,S | M | L | XL,1: ${price} | 24: ${price - 1},New,`,
    );
  return `${lines.join("\n")}\n`;
}

describe.runIf(count > 0).each(testDialects({ postgres: "repository" }))("catalogue import timing on %s", (dialect) => {
  it(`imports ${count} products`, { timeout: 600_000 }, async () => {
    const database = await createTestDatabase(dialect);
    try {
      await importStoreFile(database.db, { ...storeFileInput("shop"), data: demo.data, products: [] });
      await importStoreFile(database.db, { ...storeFileInput("copy"), data: demo.data, products: [] });
      const time = async (label: string, run: () => Promise<unknown>) => {
        const start = performance.now();
        const result = await run();
        console.log(`[timing] ${dialect} ${label}: ${Math.round(performance.now() - start)} ms`);
        return result;
      };
      await time(`CSV dry run ${count}`, () =>
        importCatalogue(database.db, "shop", { format: "csv", text: csvOf(count, 20) }, { dryRun: true }),
      );
      const created = await time(`CSV import ${count} (create)`, () =>
        importCatalogue(database.db, "shop", { format: "csv", text: csvOf(count, 20) }),
      );
      expect(created).toMatchObject({ valid: true, created: count });
      await time(`CSV dry run ${count} (update)`, () =>
        importCatalogue(database.db, "shop", { format: "csv", text: csvOf(count, 21) }, { dryRun: true }),
      );
      await time(`CSV import ${count} (update)`, () =>
        importCatalogue(database.db, "shop", { format: "csv", text: csvOf(count, 21) }, { onChange: async () => {} }),
      );
      const json = JSON.parse(await exportCatalogueText(database.db, "shop", "json")) as unknown;
      await time(`JSON import ${count} (create)`, () =>
        importCatalogue(database.db, "copy", { format: "json", body: json }),
      );
      // The write alone (multi-row inserts in one transaction), without reading and validating the file.
      const products = (json as { products: { id: string; data: ProductData }[] }).products;
      await time(`write only ${count} (replace existing)`, () =>
        inTransaction(database.db, (trx) => writeStoreProducts(trx, "copy", products, { replaceAll: false })),
      );
    } finally {
      await database.close();
    }
  });
});
