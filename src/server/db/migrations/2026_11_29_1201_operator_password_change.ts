// Operator accounts that must choose a new password at their next sign-in (decision 0075): the demo
// accounts a production start creates, whose passwords are public. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("operator_accounts")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("operator_accounts").dropColumn("must_change_password").execute();
}
