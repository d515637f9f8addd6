// Revocable store access and owned gift code holds (docs/decisions/0028):
// - revoked_access_tokens: the ids of access tokens ended by logout, kept until the token would have
//   expired anyway (then no check can reach them and they are purged);
// - gift_code_reservations.client: the client identity that applied the code; only that client may
//   follow, read or release the hold of its order key.
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("revoked_access_tokens")
    .addColumn("token_id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revoked_access_tokens_expiry_idx")
    .on("revoked_access_tokens")
    .column("expires_at")
    .execute();
  await db.schema.alterTable("gift_code_reservations").addColumn("client", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gift_code_reservations").dropColumn("client").execute();
  await db.schema.dropTable("revoked_access_tokens").ifExists().execute();
}
