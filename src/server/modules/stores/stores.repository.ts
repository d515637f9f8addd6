// SQL for stores, their domains and categories. Every function takes the
// database (or a transaction) first so services decide what is atomic.
import type { Kysely } from "kysely";
import type { StoreCategory, StoreData } from "~core/entities/store.schema";
import { preparedStatement } from "~server/db/prepared";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { conflict } from "~server/http/errors";

export interface StoreRecord {
  id: string;
  data: StoreData;
  isActive: boolean;
  isPrivate: boolean;
  passwordHash: string | null;
}

export interface StoreSummary {
  id: string;
  name: string;
  domains: string[];
  isActive: boolean;
  isPrivate: boolean;
  hasPassword: boolean;
  updatedAt: string;
  /** The store's time zone (its pop-up window's; UTC when it has none): the console shows its times in it. */
  timeZone: string;
  /** The pop-up window, if any: with isActive, the store's state (storeState). */
  storeWindow?: StoreData["storeWindow"];
}

const STORE_COLUMNS = [
  "stores.id",
  "stores.data",
  "stores.is_active",
  "stores.is_private",
  "stores.password_hash",
] as const;

function toStoreRecord(row: StoreRow): StoreRecord {
  return {
    id: row.id,
    // Stored documents were validated (and defaults filled) on the way in, so they are read back as is.
    data: JSON.parse(row.data) as StoreData,
    isActive: row.is_active === 1,
    isPrivate: row.is_private === 1,
    passwordHash: row.password_hash,
  };
}

type StoreRow = { id: string; data: string; is_active: number; is_private: number; password_hash: string | null };

// The two queries of every request (the tenant middleware) run as prepared statements (db/prepared.ts).
const storeVersionByDomain = preparedStatement<{ id: string; updated_at: string }, [string]>(
  "store_version_by_domain",
  "SELECT s.id, s.updated_at FROM store_domains d JOIN stores s ON s.id = d.store_id WHERE d.domain = ?",
);
const storeByDomain = preparedStatement<StoreRow & { updated_at: string }, [string]>(
  "store_by_domain",
  `SELECT s.id, s.data, s.is_active, s.is_private, s.password_hash, s.updated_at
     FROM store_domains d JOIN stores s ON s.id = d.store_id WHERE d.domain = ?`,
);

/** What changes whenever a domain's store changes: its id and write time (the tenant cache's key). */
export async function findStoreVersionByDomain(
  db: Kysely<DB>,
  domain: string,
): Promise<{ id: string; updatedAt: string } | undefined> {
  const [row] = await storeVersionByDomain(db, domain);
  return row && { id: row.id, updatedAt: row.updated_at };
}

/** The tenant lookup: one primary-key probe of store_domains joined to stores. */
export async function findStoreByDomain(db: Kysely<DB>, domain: string): Promise<StoreRecord | undefined> {
  return (await findVersionedStoreByDomain(db, domain))?.store;
}

/** The store of a domain with its write time, read together (one state of the store). */
export async function findVersionedStoreByDomain(
  db: Kysely<DB>,
  domain: string,
): Promise<{ store: StoreRecord; updatedAt: string; bytes: number } | undefined> {
  const [row] = await storeByDomain(db, domain);
  return row && { store: toStoreRecord(row), updatedAt: row.updated_at, bytes: row.data.length };
}

export async function findStoreById(db: Kysely<DB>, id: string): Promise<StoreRecord | undefined> {
  const row = await db.selectFrom("stores").select(STORE_COLUMNS).where("stores.id", "=", id).executeTakeFirst();
  return row && toStoreRecord(row);
}

export async function listStores(db: Kysely<DB>): Promise<StoreSummary[]> {
  const stores = await db
    .selectFrom("stores")
    .select(["id", "data", "is_active", "is_private", "password_hash", "updated_at"])
    .orderBy("id")
    .execute();
  const domains = await db.selectFrom("store_domains").select(["store_id", "domain"]).orderBy("domain").execute();
  return stores.map((row) =>
    toStoreSummary(
      toStoreRecord(row),
      domains.filter((d) => d.store_id === row.id).map((d) => d.domain),
      row.updated_at,
    ),
  );
}

function toStoreSummary(store: StoreRecord, domains: string[], updatedAt: string): StoreSummary {
  return {
    id: store.id,
    name: store.data.primaryInformation.storeName,
    domains,
    isActive: store.isActive,
    isPrivate: store.isPrivate,
    hasPassword: store.passwordHash !== null,
    updatedAt,
    timeZone: store.data.storeWindow?.timeZone ?? "UTC",
    ...(store.data.storeWindow ? { storeWindow: store.data.storeWindow } : {}),
  };
}

export interface StoreWrite {
  id: string;
  domains: string[];
  passwordHash: string | null;
  data: StoreData;
}

/** Every write moves updated_at forward, even two in the same millisecond: caches key on it. */
function nextWriteTime(previousIso: string | undefined): string {
  const now = Date.now();
  const previous = previousIso ? Date.parse(previousIso) : Number.NaN;
  return new Date(previous >= now ? previous + 1 : now).toISOString();
}

/**
 * Marks a store as written without changing it: its products changed. Caches of what is derived from
 * the catalogue (the tenant's parsed document, the filter sidebar) key on the store's write time, so
 * every process sees the change on its next request. Call it inside the products' transaction.
 */
export async function touchStore(db: Kysely<DB>, storeId: string): Promise<void> {
  const existing = await db.selectFrom("stores").select("updated_at").where("id", "=", storeId).executeTakeFirst();
  if (!existing) return;
  await db
    .updateTable("stores")
    .set({ updated_at: nextWriteTime(existing.updated_at) })
    .where("id", "=", storeId)
    .execute();
}

/** The conflict of a domain that belongs to another store (the words the admin API and console read). */
const domainTaken = (domain: string, storeId: string) =>
  conflict(`The domain ${domain} already belongs to the store ${storeId}.`);

/**
 * Creates or replaces a store with exactly the given domains and the categories of its document.
 * A domain that belongs to another store is refused, never moved silently, also when the other
 * store claims it in a parallel transaction. With `createOnly`, a store that exists (or is created
 * in parallel) is refused instead of replaced: "A store with the id … already exists."
 */
export async function upsertStore(
  db: Kysely<DB>,
  store: StoreWrite,
  options: { createOnly?: boolean } = {},
): Promise<{ created: boolean; store: StoreSummary }> {
  const idTaken = () => conflict(`A store with the id ${store.id} already exists.`);
  return inTransaction(db, async (trx) => {
    const taken =
      store.domains.length > 0 &&
      (await trx
        .selectFrom("store_domains")
        .select(["domain", "store_id"])
        .where("domain", "in", store.domains)
        .where("store_id", "<>", store.id)
        .orderBy("domain")
        .executeTakeFirst());
    if (taken) throw domainTaken(taken.domain, taken.store_id);

    const readExisting = () =>
      trx.selectFrom("stores").select(["id", "updated_at"]).where("id", "=", store.id).executeTakeFirst();
    let existing = await readExisting();
    if (existing && options.createOnly) throw idTaken();
    const rowAfter = (previous: { updated_at: string } | undefined) =>
      ({
        data: JSON.stringify(store.data),
        is_active: store.data.primaryInformation.isActive ? 1 : 0,
        is_private: store.data.primaryInformation.privateStore ? 1 : 0,
        password_hash: store.passwordHash,
        updated_at: nextWriteTime(previous?.updated_at),
      }) as const;
    let row = rowAfter(existing);
    // A store inserted by a parallel transaction since the read: on PostgreSQL the insert waits for its
    // commit and then inserts nothing, instead of failing on the key; this write then follows that one.
    const created =
      !existing &&
      (await trx
        .insertInto("stores")
        .values({ id: store.id, ...row })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst()) !== undefined;
    if (!existing && !created) {
      if (options.createOnly) throw idTaken();
      existing = await readExisting();
      row = rowAfter(existing);
    }
    if (!created) await trx.updateTable("stores").set(row).where("id", "=", store.id).execute();

    await trx.deleteFrom("store_domains").where("store_id", "=", store.id).execute();
    const domains = [...new Set(store.domains)];
    if (domains.length > 0) {
      const inserted = await trx
        .insertInto("store_domains")
        .values(domains.map((domain) => ({ domain, store_id: store.id })))
        .onConflict((oc) => oc.column("domain").doNothing())
        .returning("domain")
        .execute();
      // Claimed by another store in a parallel transaction since the check above.
      if (inserted.length < domains.length) {
        const mine = new Set(inserted.map((row) => row.domain));
        const lost = domains.find((domain) => !mine.has(domain))!;
        const owner = await trx
          .selectFrom("store_domains")
          .select("store_id")
          .where("domain", "=", lost)
          .executeTakeFirst();
        throw domainTaken(lost, owner?.store_id ?? "another store");
      }
    }
    await replaceCategories(trx, store.id, store.data.categories);

    const record: StoreRecord = {
      id: store.id,
      data: store.data,
      isActive: row.is_active === 1,
      isPrivate: row.is_private === 1,
      passwordHash: store.passwordHash,
    };
    return { created, store: toStoreSummary(record, [...store.domains].sort(), row.updated_at) };
  });
}

/** Removes a store with its domains, categories, products and gift codes; false when there was none. */
export async function deleteStore(db: Kysely<DB>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await trx.selectFrom("orders").select("id").where("store_id", "=", id).limit(1).executeTakeFirst();
    if (order) {
      throw conflict(
        `The store ${id} has orders and cannot be deleted; set primaryInformation.isActive to false instead.`,
      );
    }
    const result = await trx.deleteFrom("stores").where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** Rewrites the store's category rows from its document's flat list of path ids. */
export async function replaceCategories(db: Kysely<DB>, storeId: string, categories: StoreCategory[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("categories").where("store_id", "=", storeId).execute();
    if (categories.length === 0) return;
    await trx
      .insertInto("categories")
      .values(
        categories.map((category) => {
          const cut = category.id.lastIndexOf("/");
          return {
            store_id: storeId,
            id: category.id,
            parent_id: cut === -1 ? null : category.id.slice(0, cut),
            name: category.name,
            slug: category.id.slice(cut + 1),
            sort: category.sort,
          };
        }),
      )
      // A repeated id in the document keeps its first entry rather than failing the whole store.
      .onConflict((oc) => oc.columns(["store_id", "id"]).doNothing())
      .execute();
  });
}

/**
 * Locks a store's row until the transaction ends (a write that changes nothing: the row lock on
 * PostgreSQL, the database write lock on SQLite), so a read-merge-write of its document cannot lose a
 * concurrent one's change. False when there is no such store.
 */
export async function lockStore(db: Kysely<DB>, storeId: string): Promise<boolean> {
  const result = await db
    .updateTable("stores")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", storeId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The stores whose document names a closing time (id and raw document): the close-reminder sweep runs
 * every minute in every process, and most of 10,000 stores have no window, so only these are read and
 * parsed (the text filter is the same on both databases; the caller checks the parsed document again).
 */
export function storesWithClosingTime(db: Kysely<DB>): Promise<{ id: string; data: string }[]> {
  return db.selectFrom("stores").select(["id", "data"]).where("data", "like", '%"closesAt"%').execute();
}

/** The store's host names, in order. */
export async function listStoreDomains(db: Kysely<DB>, storeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("store_domains")
    .select("domain")
    .where("store_id", "=", storeId)
    .orderBy("domain")
    .execute();
  return rows.map((row) => row.domain);
}

/** The id of the store that serves this host name, if any. */
export async function domainOwner(db: Kysely<DB>, domain: string): Promise<string | undefined> {
  const row = await db.selectFrom("store_domains").select("store_id").where("domain", "=", domain).executeTakeFirst();
  return row?.store_id;
}
