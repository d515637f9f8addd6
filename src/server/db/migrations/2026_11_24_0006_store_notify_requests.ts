// Pop-up store e-mails (docs/decisions/0032). store_notify_requests: "notify me" on closed pop-up
// stores, one row per store and e-mail address.
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
  // Close reminders to the organiser: one row per store, kind (3d, 1d, closed) and closing instant;
  // inserting it (or finding it there) decides who sends the e-mail, once.
  await db.schema
    .createTable("store_window_reminders")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("closes_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("store_window_reminders_pk", ["store_id", "kind", "closes_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("store_window_reminders").ifExists().execute();
  await db.schema.dropTable("store_notify_requests").ifExists().execute();
}
