// Gift card holds belong to a checkout session (decision 0098): the opaque id of the shopper's
// HttpOnly session cookie, beside the address that made the hold (which bounds how many one address
// keeps). Holds made before have no session and stay with their address. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gift_code_reservations").addColumn("session", "text").execute();
  await db.schema
    .createIndex("gift_code_reservations_session_idx")
    .on("gift_code_reservations")
    .columns(["store_id", "session", "state"])
    .execute();
  await db.schema
    .createIndex("gift_code_reservations_client_idx")
    .on("gift_code_reservations")
    .columns(["store_id", "client", "state"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("gift_code_reservations_client_idx").execute();
  await db.schema.dropIndex("gift_code_reservations_session_idx").execute();
  await db.schema.alterTable("gift_code_reservations").dropColumn("session").execute();
}
