// SQL of bulk status changes (docs/decisions/0097): the confirmed change claimed by its one-time key
// (insert first, ON CONFLICT DO NOTHING: of two submits at once, one inserts) and its outcome.
import type { Kysely } from "kysely";
import type { DB, OrderBulkChangesTable } from "~server/db/schema";

/** Claims a bulk change's key; false when it was claimed before (a repeat). */
export async function claimBulkChange(db: Kysely<DB>, row: OrderBulkChangesTable): Promise<boolean> {
  const result = await db
    .insertInto("order_bulk_changes")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findBulkChange(db: Kysely<DB>, id: string): Promise<OrderBulkChangesTable | undefined> {
  return db.selectFrom("order_bulk_changes").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function saveBulkOutcome(db: Kysely<DB>, id: string, outcome: string): Promise<void> {
  await db.updateTable("order_bulk_changes").set({ outcome }).where("id", "=", id).execute();
}
