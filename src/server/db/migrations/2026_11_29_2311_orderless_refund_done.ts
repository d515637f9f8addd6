// A claimed refund of a charge no order owns, finished (issue 47, docs/decisions/0119): the claim
// (`orderless_refund_at`) alone cannot tell a refund made from one whose process died before Stripe
// answered, so the refund made is marked (`orderless_refunded_at`), with the amount claimed
// (`orderless_refund_cents`) for the record the recovery step writes when it finishes a stuck claim.
// Claims already refunded (their audit entry `payment.orderlessRefund` exists) are marked done here.
// Frozen once landed.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stripe_payment_intents").addColumn("orderless_refunded_at", "text").execute();
  await db.schema.alterTable("stripe_payment_intents").addColumn("orderless_refund_cents", "integer").execute();
  await sql`
    update stripe_payment_intents set orderless_refunded_at = orderless_refund_at
    where orderless_refund_at is not null
      and exists (
        select 1 from audit_log
        where audit_log.action = 'payment.orderlessRefund'
          and audit_log.entity_id = stripe_payment_intents.payment_intent_id
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stripe_payment_intents").dropColumn("orderless_refund_cents").execute();
  await db.schema.alterTable("stripe_payment_intents").dropColumn("orderless_refunded_at").execute();
}
