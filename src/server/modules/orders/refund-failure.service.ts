// A refund the payment provider failed after making it (issue 47, docs/decisions/0113): Stripe answers a
// refund at once and may fail or cancel it days later (the card was closed, the bank refused it), and
// tells us with refund.updated (status failed / canceled) and, in newer API versions, refund.failed.
// The money never reached the shopper, who was e-mailed that it would; so, in the webhook's transaction:
//   - a refund of an order change (a console refund, keyed by the change: our metadata; or a refund
//     made in Stripe's dashboard, the change keyed `<provider>:<refund id>`) is undone as a refusal is
//     (card-refund-refusal.service.ts): the order's amounts and refunded amounts back, once;
//   - the whole-order refund of a cancellation moves the payment back from refunded to captured, once;
// and the shopper gets the correcting e-mail and the order's history its entry, with the claim that
// makes each happen once (the change's state, the payment's status), whatever the deliveries.
import type { Transaction } from "kysely";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import { recordAudit } from "~server/modules/operators/audit";
import type { ProviderLogger } from "~server/providers/providers";
import { tellRefundUndone, undoChangeRefund, type RefusalOutcome } from "./card-refund-refusal.service";
import { findOrderChangeById, findOrderChangeByKey } from "./order-changes.repository";
import { listOrderPayments, movePaymentStatus } from "./order-workflow.repository";
import { findOrderById } from "./orders.repository";

/** The refund as the provider reports it failed. */
export interface FailedProviderRefund {
  provider: string;
  id: string;
  amount: Cents;
  /** The payment it was made on (the payment row's reference). */
  paymentRef: string;
  status: string;
  /** The provider's reason (Stripe's failure_reason), when it gives one. */
  reason: string | null;
  /** Our mark on refunds this server made: the change's id, or "order" for a whole order; undefined for the dashboard's. */
  ours: string | undefined;
}

/** A change whose refund is still being retried from the console: the webhook is answered 5xx, so it comes again. */
export class RefundBeingRetried extends Error {}

/**
 * Undoes, once, what a refund the provider failed had recorded. Returns what became of it
 * ("reversed", "card_refused", "payment_captured" for a cancellation's refund), or undefined when there
 * was nothing to undo (never recorded, or already undone by an earlier delivery).
 */
export async function undoFailedProviderRefund(
  trx: Transaction<DB>,
  deps: { logger: ProviderLogger; now: Date },
  orderId: string,
  refund: FailedProviderRefund,
): Promise<RefusalOutcome | "payment_captured" | undefined> {
  const row = await findOrderById(trx, orderId);
  if (!row) return undefined;
  const failure = {
    code: refund.reason ?? refund.status,
    message: `${refund.provider} reported refund ${refund.id} ${refund.status}`,
  };
  if (refund.ours === "order") {
    // A cancellation's refund of all that was left: the payment holds the money again.
    const payment = (await listOrderPayments(trx, orderId)).find(
      (p) => p.provider === refund.provider && p.token_ref === refund.paymentRef,
    );
    if (!payment || !(await movePaymentStatus(trx, payment.id, "refunded", "captured"))) return undefined;
    await tellRefundUndone(trx, { row, amount: refund.amount, failure, actor: null, now: deps.now });
    await recordAudit(trx, {
      actor: { id: null, email: refund.provider },
      at: deps.now,
      action: "order.refundReversed",
      entityType: "order",
      entityId: row.id,
      storeId: row.store_id,
      before: { orderNumber: row.order_number, paymentStatus: "refunded" },
      after: {
        orderNumber: row.order_number,
        paymentStatus: "captured",
        cardCents: refund.amount,
        providerCode: failure.code,
        providerMessage: failure.message,
      },
    });
    deps.logger.warn(
      { orderId, refundId: refund.id, code: failure.code },
      "the provider failed a cancelled order's refund after making it; the payment is captured again",
    );
    return "payment_captured";
  }
  const change = refund.ours
    ? await findOrderChangeById(trx, refund.ours)
    : await findOrderChangeByKey(trx, row.store_id, `${refund.provider}:${refund.id}`);
  if (!change || change.order_id !== orderId) return undefined;
  if (change.state === "card_retrying") throw new RefundBeingRetried(change.id);
  if (change.state !== "done" && change.state !== "card_pending") return undefined;
  return undoChangeRefund(trx, deps, {
    changeId: change.id,
    from: change.state,
    failure,
    actor: null,
    auditActor: { id: null, email: refund.provider },
  });
}
