// The real demo stores (data/demo/stores/*.json) for integration tests: imported through the same
// service the server seeds with, and parsed through the entity schema for reference computations.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { type ProductData, ProductDataSchema } from "~core/entities/product.schema";
import { type StoreData, StoreDataSchema } from "~core/entities/store.schema";
import type { DB } from "~server/db/schema";
import { importStoreFile } from "~server/modules/stores/store-import.service";

export const DEMO_STORE_IDS = ["demo", "private", "closed"] as const;
export type DemoStoreId = (typeof DEMO_STORE_IDS)[number];

interface DemoFile {
  id: string;
  data: unknown;
  domains: string[];
  password?: string;
  products: { id: string; data: unknown }[];
}

export function readDemoFile(id: DemoStoreId): DemoFile {
  return JSON.parse(
    // A path, not a URL: a test in a DOM environment (happy-dom) replaces the global URL.
    readFileSync(path.join(import.meta.dirname, `../../../../data/demo/stores/${id}.json`), "utf8"),
  ) as DemoFile;
}

/** The store's products as the server stores them (validated, defaults filled). */
export function demoProducts(id: DemoStoreId): { id: string; data: ProductData }[] {
  return readDemoFile(id).products.map((p) => ({ id: p.id, data: ProductDataSchema.parse(p.data) }));
}

/** The store document as the server stores it. */
export function demoStoreData(id: DemoStoreId): StoreData {
  return StoreDataSchema.parse(readDemoFile(id).data);
}

export async function importDemoStores(db: Kysely<DB>, ids: readonly DemoStoreId[] = DEMO_STORE_IDS): Promise<void> {
  for (const id of ids) await importStoreFile(db, readDemoFile(id));
}
