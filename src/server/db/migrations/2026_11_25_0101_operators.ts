// The operator console's people (docs/decisions/0034): operator accounts (owner, staff, organiser),
// the stores an organiser is tied to, sign-in sessions kept in the database (only the SHA-256 of the
// session token is stored), and the audit log of every console change (before and after as JSON).
// Frozen once landed.
import type { Kysely } from "kysely";
import { dialectOf } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operator_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Lower-cased: one account per address however it is typed.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("operator_store_links")
    .addColumn("account_id", "text", (c) => c.notNull().references("operator_accounts.id").onDelete("cascade"))
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("operator_store_links_pk", ["account_id", "store_id"])
    .execute();
  await db.schema
    .createTable("operator_sessions")
    // The SHA-256 (hex) of the token in the cookie: a stolen copy of the table opens no session.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("operator_accounts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_account_idx").on("operator_sessions").column("account_id").execute();
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) =>
      dialectOf(db) === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    // The account's id and its e-mail at the time (the account may be renamed or removed later);
    // null for changes made by the command line or the admin API key.
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("store_id", "text")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("operator_sessions").ifExists().execute();
  await db.schema.dropTable("operator_store_links").ifExists().execute();
  await db.schema.dropTable("operator_accounts").ifExists().execute();
}
