// Catalogue files checked in the console and waiting for the operator's confirmation (the import's
// dry run, decision 0039): the file is kept here, so confirming sends its id instead of the whole
// file back (up to 20 MB each way). One row per operator and store; rows expire after an hour.
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("catalogue_uploads_account_store_idx")
    .on("catalogue_uploads")
    .columns(["account_id", "store_id"])
    .execute();
  await db.schema.createIndex("catalogue_uploads_expires_idx").on("catalogue_uploads").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalogue_uploads").ifExists().execute();
}
