// Generated catalogues for the benchmarks: one store of N products shaped like the demo store's
// (documents of realistic size, categories, colours, tags), bulk-inserted through the products
// repository so the derived columns and filter tables are exactly what the server writes.
import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { type ProductData, ProductDataSchema } from "~core/entities/product.schema";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { DB } from "~server/db/schema";
import { insertProducts, refreshCatalogStatistics } from "~server/modules/products/products.repository";
import { upsertStore } from "~server/modules/stores/stores.repository";

export const BENCH_STORE = "bench";
export const BENCH_HOST = "bench.localhost";

interface DemoFile {
  data: unknown;
  products: { id: string; data: unknown }[];
}

const demo = JSON.parse(readFileSync(new URL("../data/demo/stores/demo.json", import.meta.url), "utf8")) as DemoFile;
const templates: ProductData[] = demo.products.map((p) => ProductDataSchema.parse(p.data));
export const storeData = StoreDataSchema.parse(demo.data);
export const LEAF_CATEGORIES = storeData.categories.map((c) => c.id).filter((id) => id.includes("/"));

/** A small deterministic PRNG (mulberry32), so every run benchmarks the same catalogue. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const productSlug = (n: number) => `bench-product-${n}`;

export function generateProduct(n: number, next: () => number): { id: string; data: ProductData } {
  const template = templates[n % templates.length] as ProductData;
  const price = Math.round((5 + next() * 95) * 100) / 100;
  const category = LEAF_CATEGORIES[Math.floor(next() * LEAF_CATEGORIES.length)] as string;
  return {
    id: `p${n}`,
    data: {
      ...template,
      productData: {
        ...template.productData,
        productId: `BENCH-${n}`,
        productName: `${template.productData.productName} ${n}`,
        slug: productSlug(n),
        minimumPartPrice: price,
        selectedCategories: [{ id: category }],
      },
      productOptions: { ...template.productOptions, activeProduct: next() > 0.02, sortOrder: n % 1000 },
    },
  };
}

export async function createBenchStore(db: Kysely<DB>): Promise<void> {
  await upsertStore(db, {
    id: BENCH_STORE,
    // The loopback address too: fetch() does not let a caller set the Host header.
    domains: [BENCH_HOST, "127.0.0.1"],
    passwordHash: null,
    data: { ...storeData, primaryInformation: { ...storeData.primaryInformation, storeName: "Bench Store" } },
  });
}

/** Adds products numbered from..to-1 to the bench store, in batches of one transaction each. */
export async function addBenchProducts(db: Kysely<DB>, from: number, to: number): Promise<void> {
  const next = random(from + 1);
  const BATCH = 5000;
  for (let start = from; start < to; start += BATCH) {
    const batch = [];
    for (let n = start; n < Math.min(to, start + BATCH); n++) batch.push(generateProduct(n, next));
    await insertProducts(db, BENCH_STORE, batch);
  }
  // As the catalogue import does after a bulk load (replaceStoreProducts).
  await refreshCatalogStatistics(db);
}
