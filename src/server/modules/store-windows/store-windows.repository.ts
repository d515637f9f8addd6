// SQL for pop-up store windows: the record of each close reminder sent (docs/decisions/0032).
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

/**
 * Records that a store's reminder of this kind for this closing time is being sent. The insert that
 * wins decides: true for exactly one caller, also across processes.
 */
export async function recordReminder(
  db: Kysely<DB>,
  row: { storeId: string; kind: "3d" | "1d" | "closed"; closesAt: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("store_window_reminders")
    .values({ store_id: row.storeId, kind: row.kind, closes_at: row.closesAt, created_at: row.at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
