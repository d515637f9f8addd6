// SQL of a store's media library (media_items, migration 2026_11_29_1701). Every query names the store:
// one store never reads or changes another's images.
import type { Kysely } from "kysely";
import type { DB, MediaItemsTable } from "~server/db/schema";

export type MediaRow = MediaItemsTable;

export function listMediaRows(db: Kysely<DB>, storeId: string): Promise<MediaRow[]> {
  return db
    .selectFrom("media_items")
    .selectAll()
    .where("store_id", "=", storeId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export function findMediaRow(db: Kysely<DB>, storeId: string, id: string): Promise<MediaRow | undefined> {
  return db
    .selectFrom("media_items")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function insertMediaRow(db: Kysely<DB>, row: MediaRow): Promise<void> {
  await db.insertInto("media_items").values(row).execute();
}

export async function updateMediaRow(
  db: Kysely<DB>,
  storeId: string,
  id: string,
  change: Partial<Pick<MediaRow, "url" | "file_name" | "content_type" | "bytes" | "alt_text" | "updated_at">>,
): Promise<void> {
  await db.updateTable("media_items").set(change).where("store_id", "=", storeId).where("id", "=", id).execute();
}

export async function deleteMediaRow(db: Kysely<DB>, storeId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("media_items")
    .where("store_id", "=", storeId)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many of the store's library images are this file (the same picture uploaded twice is one file). */
export async function countMediaWithUrl(db: Kysely<DB>, storeId: string, url: string): Promise<number> {
  const row = await db
    .selectFrom("media_items")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("store_id", "=", storeId)
    .where("url", "=", url)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
