// Gift codes an operator can disable (issue #21, the console's gift codes): a disabled code cannot be
// applied by shoppers (its active holds are released when it is disabled), and the date a code was
// issued, for the console's list. Codes issued before this migration have no date (null).
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("gift_codes")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("gift_codes").addColumn("created_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gift_codes").dropColumn("created_at").execute();
  await db.schema.alterTable("gift_codes").dropColumn("disabled").execute();
}
