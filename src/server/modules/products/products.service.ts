// Product administration: one product at a time (admin API) or a whole store's catalogue (import).
import { type Kysely, sql } from "kysely";
import type { ProductData } from "~core/entities/product.schema";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { notFound } from "~server/http/errors";
import { requireStore } from "~server/modules/stores/stores.service";
import {
  deleteProduct,
  deleteProductsByIds,
  deleteStoreProducts,
  insertProducts,
  type ProductRecord,
  refreshCatalogStatistics,
  upsertProduct,
} from "./products.repository";

export async function putProduct(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  data: ProductData,
): Promise<{ created: boolean; product: ProductRecord }> {
  return inTransaction(db, async (trx) => {
    await requireStore(trx, storeId);
    return upsertProduct(trx, storeId, productId, data);
  });
}

export async function removeProduct(db: Kysely<DB>, storeId: string, productId: string): Promise<void> {
  if (!(await deleteProduct(db, storeId, productId))) {
    throw notFound(`There is no product ${productId} in the store ${storeId}.`);
  }
}

/** Makes the store's catalogue exactly the given products: the others are removed. */
export async function replaceStoreProducts(
  db: Kysely<DB>,
  storeId: string,
  products: { id: string; data: ProductData }[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Clearing first (rather than deleting what is absent) also frees slugs that products swap,
    // and lets the catalogue go in as bulk inserts.
    await deleteStoreProducts(trx, storeId);
    await insertProducts(trx, storeId, products);
  });
  await refreshCatalogStatistics(db);
}

/**
 * Writes a bulk import in the caller's transaction: the given products replace those with the same
 * ids (and with `replaceAll` every other product of the store goes too). Removing before inserting
 * lets two products swap slugs, and lets the products go in as multi-row inserts. Moves the store's
 * catalogue version (touchStore), so every process's caches and pages refresh.
 */
export async function writeStoreProducts(
  db: Kysely<DB>,
  storeId: string,
  products: { id: string; data: ProductData }[],
  options: { replaceAll: boolean },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (options.replaceAll) await deleteStoreProducts(trx, storeId);
    else
      await deleteProductsByIds(
        trx,
        storeId,
        products.map((p) => p.id),
      );
    await insertProducts(trx, storeId, products);
  });
}

/**
 * Gives products of a store temporary slugs ("~" and the id, which no real slug can be) so that a
 * bulk import written a chunk at a time can hand their slugs to others in any order: each of them
 * must be rewritten or removed in the same transaction.
 */
export async function parkProductSlugs(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable("products")
      .set({ slug: sql<string>`${"~"} || id` })
      .where("store_id", "=", storeId)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
}

/** Removes the given products of a store (a replacing import's products that its file does not name). */
export async function removeProductsByIds(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  await deleteProductsByIds(db, storeId, ids);
}

// What other modules read of a product: they reach it through this service, never the repository.
export {
  findProductById,
  findProductsByIds,
  listProductSlugs,
  listProductsPage,
  productSlug,
  readStoreProducts,
  refreshCatalogStatistics,
  type ProductListFilters,
  type ProductRecord,
} from "./products.repository";
