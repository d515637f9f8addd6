// Retrying a failed card refund from the order page (issue 46, docs/decisions/0096): when the last
// attempt at a change's card part began. A retry claims the change by moving card_pending to
// card_retrying with this time (of two clicks or two processes, one claims it); a claim older than a
// few minutes (a process that died mid-call) may be claimed again. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_changes").addColumn("card_attempt_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_changes").dropColumn("card_attempt_at").execute();
}
