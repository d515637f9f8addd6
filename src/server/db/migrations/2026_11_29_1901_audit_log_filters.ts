// The audit log's filters (decision 0094): a store's entries and a person's entries, newest first,
// read through an index each rather than a scan of the whole log. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("audit_log_store_idx").on("audit_log").columns(["store_id", "id"]).execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_email", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_actor_idx").ifExists().execute();
  await db.schema.dropIndex("audit_log_store_idx").ifExists().execute();
}
