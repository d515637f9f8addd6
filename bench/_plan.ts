import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { addBenchProducts, createBenchStore } from "./seed";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
const dir = mkdtempSync(path.join(tmpdir(), "plan-"));
const database = await createDatabase({ dataDir: dir });
await migrateToLatest(database.db);
await createBenchStore(database.db);
let t = performance.now();
await addBenchProducts(database.db, 0, 100000);
console.log("seed ms", performance.now() - t);
const raw = new SqliteDatabase(path.join(dir, "store.db"));
const q = (order: string, cat = "tops/t-shirts") => `SELECT p.id, p.data FROM products p WHERE p.store_id='bench' AND p.active=1 AND p.id IN (SELECT product_id FROM product_categories WHERE store_id='bench' AND category_id IN ('${cat}')) ORDER BY ${order} LIMIT 20 OFFSET 0`;
for (const [name, s] of [
  ["price", q("p.minimum_part_price_cents, p.sort_order, p.id")],
  ["price-root", q("p.minimum_part_price_cents, p.sort_order, p.id", "tops")],
  ["default", q("p.sort_order, p.name_lower, p.id")],
  ["name desc", q("p.name_lower desc, p.sort_order desc, p.id desc")],
  ["count", `SELECT count(*) FROM products p WHERE p.store_id='bench' AND p.active=1 AND p.id IN (SELECT product_id FROM product_categories WHERE store_id='bench' AND category_id IN ('tops/t-shirts'))`],
  ["nofilter price", `SELECT id,data FROM products p WHERE store_id='bench' AND active=1 ORDER BY p.minimum_part_price_cents, p.sort_order, p.id LIMIT 20`],
]) {
  console.log(name, raw.prepare("EXPLAIN QUERY PLAN " + s).all().map((r: any) => r.detail).join(" | "));
  const st = raw.prepare(s); st.all(); t = performance.now(); for (let i = 0; i < 20; i++) st.all(); console.log("  ms/query", (performance.now() - t) / 20);
}
