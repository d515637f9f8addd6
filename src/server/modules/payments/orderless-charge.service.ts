// A charge no order will ever own (issue 47, docs/decisions/0113): Stripe captured a PaymentIntent for
// a key that has no order and no pending placement (the placement was released by the recovery step
// while its process stalled, then captured and died before storing the order). Stripe tells us with
// payment_intent.succeeded; nothing else would ever give the shopper's money back, so it is refunded in
// full, at once, after the webhook's answer:
//   - only when the key is orderless (isOrderlessKey: a live placement keeps its pending row until its
//     order is stored, and a paid order is not stored once the row is gone — orders.service's fence);
//   - once: the intent's record is claimed (stripe_payment_intents.orderless_refund_at), so a second
//     delivery or a second process refunds nothing; Stripe's own key (`refund:<intent>`) makes the
//     refund once at Stripe even against the placement's own giving back;
//   - recorded: an audit entry `payment.orderlessRefund` and a warning in the log, both with the
//     webhook request's id. No card data: the intent's id, the key and the amount.
// A refund that fails gives the claim back (a later delivery tries again) and is logged as an error.
import { inTransaction } from "~server/db/transaction";
import type { Cents } from "~core/money";
import { recordAudit } from "~server/modules/operators/audit";
import { isOrderlessKey, type OrderDeps } from "~server/modules/orders/orders.service";
import { claimOrderlessRefund, releaseOrderlessRefund } from "./stripe.repository";

export async function refundOrderlessCharge(
  deps: OrderDeps,
  charge: { key: string; paymentId: string; amount: Cents; requestId: string | undefined },
): Promise<"refunded" | "owned" | "claimed" | "failed"> {
  const { key, paymentId, amount, requestId } = charge;
  if (!(await isOrderlessKey(deps.db, key))) return "owned";
  const at = deps.now();
  if (!(await claimOrderlessRefund(deps.db, paymentId, at.toISOString()))) return "claimed";
  try {
    await deps.providers.payments.refund(paymentId);
  } catch (err) {
    await releaseOrderlessRefund(deps.db, paymentId);
    deps.logger.error({ err, key, paymentId, requestId }, "refunding a charge that no order owns failed");
    return "failed";
  }
  await inTransaction(deps.db, (trx) =>
    recordAudit(trx, {
      actor: { id: null, email: deps.providers.payments.name },
      at,
      action: "payment.orderlessRefund",
      entityType: "payment",
      entityId: paymentId,
      after: { idempotencyKey: key, paymentId, refundedCents: amount, requestId: requestId ?? null },
    }),
  );
  deps.logger.warn(
    { key, paymentId, amountCents: amount, requestId },
    "refunded in full a charge that no order or pending placement owns",
  );
  return "refunded";
}
