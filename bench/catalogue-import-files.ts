// The largest catalogue files the admin API accepts (ADMIN_IMPORT_MAX_MB, 50 MB by default), for
// measuring an import by hand (docs/performance.md, 2026-11-26 "bounded catalogue import"): bench
// products (generateProduct) as the export writes them, CSV and JSON, each just under the limit.
// Run: npx tsx bench/catalogue-import-files.ts /tmp/import [MB]   (writes import.csv and import.json there;
// MB, 50 by default: the console's page takes 20)
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "csv-stringify/sync";
import { CSV_COLUMNS, productToRow } from "~server/modules/catalog-admin/catalog-csv";
import { generateProduct, productSlug, random } from "./seed";

const dir = process.argv[2] ?? ".";
const LIMIT = Number(process.argv[3] ?? 50) * 1024 * 1024 - 64 * 1024;
mkdirSync(dir, { recursive: true });

/** Writes `head`, then pieces while the file stays under LIMIT (room left for `tail`), then `tail`. */
function writeFile(name: string, head: string, piece: (n: number) => string, tail: string): void {
  const fd = openSync(join(dir, name), "w");
  let size = writeSync(fd, head);
  let n = 0;
  for (;;) {
    const text = piece(n);
    if (size + Buffer.byteLength(text) + Buffer.byteLength(tail) > LIMIT) break;
    size += writeSync(fd, text);
    n += 1;
  }
  size += writeSync(fd, tail);
  closeSync(fd);
  console.log(`${name}: ${n} products, ${size} bytes`);
}

const next = random(42);
writeFile(
  "import.csv",
  stringify([[...CSV_COLUMNS]], { bom: true }),
  (n) => {
    const product = generateProduct(n, next);
    return stringify([productToRow(product.id, productSlug(n), product.data)], {
      columns: [...CSV_COLUMNS],
      quoted_match: /^\s|\s$/,
    });
  },
  "",
);
writeFile(
  "import.json",
  '{"products":[',
  (n) => `${n === 0 ? "" : ","}\n${JSON.stringify(generateProduct(100_000 + n, next))}`,
  "\n]}\n",
);
