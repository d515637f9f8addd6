// Product administration: one product at a time (admin API) or a whole store's catalogue (import).
import { countOrdersWithProduct } from "~server/modules/orders/product-orders.service";
import type { Kysely, Transaction } from "kysely";
import type { ProductData } from "~core/entities/product.schema";
import { shopperMessage } from "~core/i18n/message";
import type { DB } from "~server/db/schema";
import { dialectOf } from "~server/db/dialect";
import { inTransaction } from "~server/db/transaction";
import { conflict, notFound } from "~server/http/errors";
import { changedOnly } from "~core/operators/audit-diff";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import { requireStore, touchStore } from "~server/modules/stores/stores.service";
import {
  deleteProduct,
  deleteProductsByIds,
  deleteStoreProducts,
  findProductById,
  insertProducts,
  lockProductRows,
  parkSlugs,
  type ProductRecord,
  refreshCatalogStatistics,
  restoreArchivedMarks,
  selectArchived,
  markArchived,
  setProductArchived,
  upsertProduct,
} from "./products.repository";

export async function putProduct(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  data: ProductData,
  audit?: { actor: AuditActor; at: Date },
): Promise<{ created: boolean; product: ProductRecord }> {
  return inTransaction(db, async (trx) => {
    await requireStore(trx, storeId);
    const before = audit ? await findProductById(trx, storeId, productId) : undefined;
    const written = await upsertProduct(trx, storeId, productId, data);
    if (audit) {
      const name = data.productData.productName;
      // The fields that changed, before and after (decision 0094); a new product's name and slug.
      const changed = before
        ? (changedOnly(before.data, data) as { before: Record<string, unknown>; after: Record<string, unknown> })
        : undefined;
      await recordAudit(trx, {
        ...audit,
        action: written.created ? "product.create" : "product.update",
        entityType: "product",
        entityId: productId,
        storeId,
        before: before && { name: before.data.productData.productName, ...changed?.before },
        after: { name, ...(changed ? changed.after : { slug: written.product.slug }) },
      });
    }
    return written;
  });
}

export async function removeProduct(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  audit?: { actor: AuditActor; at: Date },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    // A product that orders name stays: its orders, reports and production sheets read it (decision 0088).
    if ((await countOrdersWithProduct(trx, storeId, productId)) > 0)
      throw conflict(shopperMessage("catalogue.productHasOrders"));
    const before = await findProductById(trx, storeId, productId);
    if (!before || !(await deleteProduct(trx, storeId, productId))) {
      throw notFound(`There is no product ${productId} in the store ${storeId}.`);
    }
    if (audit) {
      await recordAudit(trx, {
        ...audit,
        action: "product.delete",
        entityType: "product",
        entityId: productId,
        storeId,
        before: { name: before.data.productData.productName, slug: before.slug, data: before.data },
      });
    }
  });
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
    const archived = await selectArchived(trx, storeId);
    await deleteStoreProducts(trx, storeId);
    await insertProducts(trx, storeId, products);
    await restoreArchivedMarks(trx, storeId, archived);
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
    // A product rewritten by an import stays archived (decision 0088).
    const archived = await selectArchived(
      trx,
      storeId,
      products.map((p) => p.id),
    );
    if (options.replaceAll) await deleteStoreProducts(trx, storeId);
    else
      await deleteProductsByIds(
        trx,
        storeId,
        products.map((p) => p.id),
      );
    await insertProducts(trx, storeId, products);
    await restoreArchivedMarks(trx, storeId, archived);
  });
}

/**
 * Adds a product the store does not have yet (the console's "New product": blank, from a template or
 * a copy), with `onCreated` (its audit entry) in the same transaction. A taken id is a 409; a slug
 * another product of the store uses is a 409 from upsertProduct.
 */
export async function createProduct(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  data: ProductData,
  onCreated?: (trx: Transaction<DB>, product: ProductRecord) => Promise<void>,
): Promise<ProductRecord> {
  return inTransaction(db, async (trx) => {
    await requireStore(trx, storeId);
    const written = await upsertProduct(trx, storeId, productId, data);
    if (!written.created) throw conflict(shopperMessage("catalogue.productExists", { id: productId }));
    await onCreated?.(trx, written.product);
    return written.product;
  });
}

/**
 * Archives a product (out of the shop, its listing, search and orders; kept for its orders and the
 * console) or restores it, with `onChange` (its audit entry) in the same transaction. False when the
 * store has no such product.
 */
export async function setArchived(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  archivedAt: Date | null,
  onChange?: (trx: Transaction<DB>) => Promise<void>,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await setProductArchived(trx, storeId, productId, archivedAt?.toISOString() ?? null))) return false;
    await onChange?.(trx);
    return true;
  });
}

/** Archives or restores a product for the admin API (decision 0088), audited; false when there is no such product. */
export function archiveProduct(
  db: Kysely<DB>,
  storeId: string,
  productId: string,
  archive: boolean,
  audit: { actor: AuditActor; at: Date },
): Promise<boolean> {
  return setArchived(db, storeId, productId, archive ? audit.at : null, (trx) =>
    recordAudit(trx, {
      ...audit,
      action: archive ? "product.archive" : "product.restore",
      entityType: "product",
      entityId: productId,
      storeId,
      after: { archivedAt: archive ? audit.at.toISOString() : null },
    }),
  );
}

/** How many orders of the store have a line of the product (the console offers delete only at 0). */
export function ordersWithProduct(db: Kysely<DB>, storeId: string, productId: string): Promise<number> {
  return countOrdersWithProduct(db, storeId, productId);
}

/**
 * Gives products of a store temporary slugs ("~" and the id, which no real slug can be) so that a
 * bulk import written a chunk at a time can hand their slugs to others in any order: each of them
 * must be rewritten or removed in the same transaction.
 */
export async function parkProductSlugs(db: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await parkSlugs(db, storeId, ids.slice(i, i + 500));
}

/**
 * Locks the named products of a store until the transaction ends, so a version check sees rows no
 * other write can change before it commits: on PostgreSQL (SQLite's writer already holds the database).
 */
export async function lockProducts(trx: Kysely<DB>, storeId: string, ids: readonly string[]): Promise<void> {
  if (ids.length > 0 && dialectOf(trx) === "postgres") await lockProductRows(trx, storeId, ids);
}

/**
 * Archives the given products of a store (a replacing import's products that its file does not name
 * but orders have, decision 0109); one already archived keeps its time.
 */
export async function archiveProductsByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  for (let i = 0; i < ids.length; i += 500) await markArchived(db, storeId, ids.slice(i, i + 500), at.toISOString());
  await touchStore(db, storeId);
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
