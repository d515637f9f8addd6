// Store administration: create, replace, remove and list stores. The admin API and the import
// both go through putStore so a store is saved by one set of rules.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { StoreData } from "~core/entities/store.schema";
import { inTransaction } from "~server/db/transaction";
import { invalid, notFound } from "~server/http/errors";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import { changedOnly } from "~core/operators/audit-diff";
import { hashPassword } from "./password";

/** Checks a store password against its hash (the store-access module unlocks private stores with it). */
export { verifyPassword } from "./password";
import type { PutStoreBody } from "./stores.schema";
import {
  deleteStore,
  findStoreById,
  listStoreDomains,
  listStores,
  lockStore,
  type StoreRecord,
  type StoreSummary,
  upsertStore,
} from "./stores.repository";

/**
 * Creates or replaces a store. An omitted password keeps the current one, null removes it; a private
 * store must end up with a password, or nobody could ever open it.
 */
export async function putStore(
  db: Kysely<DB>,
  id: string,
  input: PutStoreBody,
  audit?: { actor: AuditActor; at: Date },
): Promise<{ created: boolean; store: StoreSummary }> {
  // Hashed before the transaction: scrypt's ~100 ms never holds the database.
  const newHash = typeof input.password === "string" ? await hashPassword(input.password) : input.password;
  const passwordHash = newHash === undefined ? ((await findStoreById(db, id))?.passwordHash ?? null) : newHash;
  if (input.data.primaryInformation.privateStore && passwordHash === null) {
    const message = "a private store needs a password";
    throw invalid(`password: ${message}`, [{ path: "password", message }]);
  }
  return inTransaction(db, async (trx) => {
    const before = audit ? await findStoreById(trx, id) : undefined;
    const beforeDomains = before ? await listStoreDomains(trx, id) : [];
    const written = await upsertStore(trx, { id, domains: input.domains, passwordHash, data: input.data });
    if (audit) {
      const { store } = written;
      // The fields that changed, before and after (decision 0094), not two copies of the document.
      const changed = before
        ? (changedOnly({ domains: beforeDomains, ...before.data }, { domains: store.domains, ...input.data }) as {
            before: Record<string, unknown>;
            after: Record<string, unknown>;
          })
        : undefined;
      const state = (record: { isPrivate: boolean; isActive: boolean }) => ({
        isPrivate: record.isPrivate,
        isActive: record.isActive,
      });
      // Never the password: only whether it was set, removed or kept.
      const password = input.password === undefined ? "kept" : input.password === null ? "removed" : "changed";
      await recordAudit(trx, {
        ...audit,
        action: written.created ? "store.create" : "store.update",
        entityType: "store",
        entityId: id,
        storeId: id,
        before: before && {
          name: before.data.primaryInformation.storeName,
          ...state(before),
          ...changed?.before,
        },
        after: {
          name: store.name,
          ...(changed ? changed.after : { domains: store.domains }),
          ...state(store),
          ...(before && password === "kept" ? {} : { password }),
        },
      });
    }
    return written;
  });
}

export async function removeStore(db: Kysely<DB>, id: string, audit?: { actor: AuditActor; at: Date }): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = audit ? await findStoreById(trx, id) : undefined;
    if (!(await deleteStore(trx, id))) throw notFound(`There is no store ${id}.`);
    if (audit && before) {
      await recordAudit(trx, {
        ...audit,
        action: "store.delete",
        entityType: "store",
        entityId: id,
        storeId: id,
        before: {
          name: before.data.primaryInformation.storeName,
          isPrivate: before.isPrivate,
          isActive: before.isActive,
        },
      });
    }
  });
}

export async function requireStore(db: Kysely<DB>, id: string): Promise<StoreRecord> {
  const store = await findStoreById(db, id);
  if (!store) throw notFound(`There is no store ${id}.`);
  return store;
}

/**
 * Rewrites a store's document in place under its row lock (domains and password kept), for changes
 * another module makes to it inside its own transaction (the media library's replaced image). `change`
 * answers the new document, or undefined to leave it as it is; the answer is the documents before and
 * after, or undefined when nothing was written.
 */
export async function rewriteStoreData(
  trx: Kysely<DB>,
  id: string,
  change: (data: StoreData) => StoreData | undefined,
): Promise<{ before: StoreData; after: StoreData } | undefined> {
  if (!(await lockStore(trx, id))) throw notFound(`There is no store ${id}.`);
  const store = await requireStore(trx, id);
  const after = change(structuredClone(store.data));
  if (!after) return undefined;
  const domains = await listStoreDomains(trx, id);
  await upsertStore(trx, { id, domains, passwordHash: store.passwordHash, data: after });
  return { before: store.data, after };
}

export function listStoreSummaries(db: Kysely<DB>): Promise<StoreSummary[]> {
  return listStores(db);
}

// What other modules read or mark of a store: they reach it through this service, never the repository.
export {
  findStoreByDomain,
  findStoreById,
  storesWithClosingTime,
  touchStore,
  type StoreRecord,
} from "./stores.repository";
