// SQL for catalogue files checked in the console and kept until the operator confirms them
// (catalogue_uploads, migration 2026_11_27_0101).
import type { Kysely } from "kysely";
import type { CatalogueUploadsTable, DB } from "~server/db/schema";

/**
 * Removes every expired kept file, and the account's kept files beyond its newest `keepOthers` for
 * other stores together with its earlier file for this store.
 */
export async function pruneUploads(
  db: Kysely<DB>,
  input: { accountId: string; storeId: string; keepOthers: number; now: string },
): Promise<void> {
  const newest = db
    .selectFrom("catalogue_uploads")
    .select("id")
    .where("account_id", "=", input.accountId)
    .where("store_id", "!=", input.storeId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(input.keepOthers);
  await db
    .deleteFrom("catalogue_uploads")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", input.now),
        eb.and([eb("account_id", "=", input.accountId), eb("id", "not in", newest)]),
      ]),
    )
    .execute();
}

export async function insertUpload(db: Kysely<DB>, row: CatalogueUploadsTable): Promise<void> {
  await db.insertInto("catalogue_uploads").values(row).execute();
}

/**
 * Takes (deletes and answers) the account's live kept file: a second confirmation of the same file (a
 * double click, two tabs) finds nothing instead of importing it twice.
 */
export function takeUpload(
  db: Kysely<DB>,
  input: { id: string; accountId: string; now: string },
): Promise<CatalogueUploadsTable | undefined> {
  return db
    .deleteFrom("catalogue_uploads")
    .where("id", "=", input.id)
    .where("account_id", "=", input.accountId)
    .where("expires_at", ">", input.now)
    .returningAll()
    .executeTakeFirst();
}
