// "Notify me" on closed pop-up stores (docs/decisions/0032): one row per store and e-mail address.
// status: pending (confirmation link sent) → confirmed → unsubscribed. notified_for names the opening
// (the window's opensAt, or "active") the opening e-mail was queued for: a conditional update of it is
// what makes that e-mail go out once per address, however many processes sweep at once.
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("store_notify_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("notified_for", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addUniqueConstraint("store_notify_requests_store_email", ["store_id", "email"])
    .execute();
  await db.schema
    .createIndex("store_notify_requests_status_idx")
    .on("store_notify_requests")
    .columns(["status", "store_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("store_notify_requests").ifExists().execute();
}
