// npm run bench -- --leg count (or BENCH_LEG=count): the listing's total count at 100,000 products for
// filter sets no request has counted yet (the uncached count is the bar's figure, issue 50), against the
// listing page without a count, in the same run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ProductsQuerySchema } from "~core/catalog/listing-query.schema";
import { createDatabase } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { listProducts } from "~server/modules/catalog/catalog.service";
import { addBenchProducts, BENCH_STORE, createBenchStore, LEAF_CATEGORIES } from "./seed";

export interface CountFigure {
  name: string;
  value: number;
  unit: string;
  bar: string | null;
  meets: boolean | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Filter sets of the listing's kinds: one category, several, a colour, a price bound, a name search. */
function filterSets(): unknown[][] {
  const [first = "", second = "", third = ""] = LEAF_CATEGORIES;
  return [
    [{ key: "selectedCategories", operation: "equal", value: first }],
    [{ key: "selectedCategories", operation: "equal", values: [second, third] }],
    [{ key: "minimumPartPrice", operation: "lt", value: 40 }],
    [
      { key: "selectedCategories", operation: "equal", value: first },
      { key: "minimumPartPrice", operation: "gte", value: 20 },
    ],
    [{ key: "productName", operation: "contains", value: "shirt" }],
    [{ key: "colors", operation: "contains", value: "Black" }],
    [],
  ];
}

/** Medians of two calls made in turn (so both see the same load on a shared machine). */
async function medians(a: () => Promise<unknown>, b: () => Promise<unknown>, runs = 21): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, call] of [a, b].entries()) {
      const started = performance.now();
      await call();
      times[k]?.push(performance.now() - started);
    }
  }
  const mid = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(runs / 2)] ?? 0;
  return [mid(times[0]), mid(times[1])];
}

export async function countLeg(report: (figure: CountFigure) => void, size = 100_000): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-count-"));
  const database = await createDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await createBenchStore(database.db);
    await addBenchProducts(database.db, 0, size);
    const label = `${size / 1000}k`;
    let worst = 0;
    for (const [i, filters] of filterSets().entries()) {
      const params = {
        take: "20",
        sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
        filters: JSON.stringify(filters),
      };
      const plain = ProductsQuerySchema.parse(params);
      const counting = ProductsQuerySchema.parse({ ...params, requireTotalCount: "true" });
      // No store version: nothing is kept, every call counts as a filter set not seen before does.
      const [without, counted] = await medians(
        () => listProducts(database.db, BENCH_STORE, plain),
        () => listProducts(database.db, BENCH_STORE, counting),
      );
      const answer = await listProducts(database.db, BENCH_STORE, counting);
      const ratio = counted / without;
      worst = Math.max(worst, ratio);
      const estimated = answer.totalCountEstimated ? " (estimated)" : "";
      console.error(`filters ${i}: ${JSON.stringify(filters)} total ${answer.totalCount}${estimated}`);
      report({
        name: `count_${label}_set${i}_listing_median`,
        value: round(without),
        unit: "ms",
        bar: null,
        meets: null,
      });
      report({
        name: `count_${label}_set${i}_uncached_median`,
        value: round(counted),
        unit: "ms",
        bar: null,
        meets: null,
      });
      report({
        name: `count_${label}_set${i}_uncached_ratio`,
        value: round(ratio),
        unit: "ratio",
        bar: "<= 5",
        meets: ratio <= 5,
      });
    }
    report({
      name: `listing_count_${label}_uncached_worst_ratio`,
      value: round(worst),
      unit: "ratio",
      bar: "<= 5",
      meets: worst <= 5,
    });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
