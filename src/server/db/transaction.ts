// Runs work atomically whether or not the caller already holds a transaction, so a repository
// function that writes several tables is safe on its own and composes inside a service transaction.
import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema";

export function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
