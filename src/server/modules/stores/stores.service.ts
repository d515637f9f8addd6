// Store administration: create, replace, remove and list stores. The admin API and the import
// both go through putStore so a store is saved by one set of rules.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { invalid, notFound } from "~server/http/errors";
import { hashPassword } from "./password";
import type { PutStoreBody } from "./stores.schema";
import {
  deleteStore,
  findStoreById,
  listStores,
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
): Promise<{ created: boolean; store: StoreSummary }> {
  const newHash = typeof input.password === "string" ? await hashPassword(input.password) : input.password;
  const passwordHash = newHash === undefined ? ((await findStoreById(db, id))?.passwordHash ?? null) : newHash;
  if (input.data.primaryInformation.privateStore && passwordHash === null) {
    const message = "a private store needs a password";
    throw invalid(`password: ${message}`, [{ path: "password", message }]);
  }
  return upsertStore(db, { id, domains: input.domains, passwordHash, data: input.data });
}

export async function removeStore(db: Kysely<DB>, id: string): Promise<void> {
  if (!(await deleteStore(db, id))) throw notFound(`There is no store ${id}.`);
}

export async function requireStore(db: Kysely<DB>, id: string): Promise<StoreRecord> {
  const store = await findStoreById(db, id);
  if (!store) throw notFound(`There is no store ${id}.`);
  return store;
}

export function listStoreSummaries(db: Kysely<DB>): Promise<StoreSummary[]> {
  return listStores(db);
}

// What other modules read or mark of a store: they reach it through this service, never the repository.
export { findStoreByDomain, findStoreById, touchStore, type StoreRecord } from "./stores.repository";
