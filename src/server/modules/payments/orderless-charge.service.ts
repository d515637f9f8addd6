// A charge no order will ever own (issue 47, docs/decisions/0113, 0119): Stripe captured a PaymentIntent
// for a key that has no order and no pending placement (the placement was released by the recovery step
// while its process stalled, then captured and died before storing the order). Stripe tells us with
// payment_intent.succeeded; nothing else would ever give the shopper's money back, so it is refunded in
// full, at once, after the webhook's answer:
//   - only when the key is orderless (isOrderlessKey: a live placement keeps its pending row until its
//     order is stored, and a paid order is not stored once the row is gone — orders.service's fence);
//   - once: the intent's record is claimed (stripe_payment_intents.orderless_refund_at), so a second
//     delivery or a second process refunds nothing; Stripe's own key (`refund:<intent>`) makes the
//     refund once at Stripe even against the placement's own giving back;
//   - recorded: the claim marked refunded (orderless_refunded_at), an audit entry
//     `payment.orderlessRefund` and a warning in the log, with the webhook request's id. No card data:
//     the intent's id, the key and the amount.
// A claim whose process died before Stripe's answer was recorded is finished by the recovery step once
// the claim is older than the lease (finishStuckOrderlessRefunds): Stripe is asked again with the same
// key, so a refund it already made is answered again, not made twice. A refund Stripe refuses for good
// gives the claim back and is logged as an error; one that may pass (5xx, time-out) keeps the claim for
// the recovery step to try again.
import { inTransaction } from "~server/db/transaction";
import type { Cents } from "~core/money";
import { recordAudit } from "~server/modules/operators/audit";
import { findKeyOwner, isOrderlessKey, type OrderDeps } from "~server/modules/orders/orders.service";
import { RefundRefusedError } from "~server/providers/providers";
import {
  claimOrderlessRefund,
  listStuckOrderlessRefunds,
  markOrderlessRefunded,
  reclaimOrderlessRefund,
  releaseOrderlessRefund,
} from "./stripe.repository";

interface ClaimedCharge {
  key: string;
  paymentId: string;
  amount: Cents | null;
  /** The webhook request that claimed it; undefined when the recovery step finishes the claim. */
  requestId: string | undefined;
  at: Date;
}

/** Asks Stripe for the claimed refund (its own key: a refund already made is answered again) and records it. */
async function makeClaimedRefund(deps: OrderDeps, charge: ClaimedCharge): Promise<"refunded" | "failed"> {
  const { key, paymentId, amount, requestId, at } = charge;
  try {
    await deps.providers.payments.refund(paymentId);
  } catch (err) {
    // Refused for good: no attempt can pass, the claim is given back. Otherwise the recovery step tries again.
    if (err instanceof RefundRefusedError) await releaseOrderlessRefund(deps.db, paymentId);
    deps.logger.error({ err, key, paymentId, requestId }, "refunding a charge that no order owns failed");
    return "failed";
  }
  await inTransaction(deps.db, async (trx) => {
    await markOrderlessRefunded(trx, paymentId, deps.now().toISOString());
    await recordAudit(trx, {
      actor: { id: null, email: deps.providers.payments.name },
      at,
      action: "payment.orderlessRefund",
      entityType: "payment",
      entityId: paymentId,
      after: {
        idempotencyKey: key,
        paymentId,
        refundedCents: amount,
        requestId: requestId ?? null,
        recovered: requestId === undefined,
      },
    });
  });
  deps.logger.warn(
    { key, paymentId, amountCents: amount, requestId },
    "refunded in full a charge that no order or pending placement owns",
  );
  return "refunded";
}

export async function refundOrderlessCharge(
  deps: OrderDeps,
  charge: { key: string; paymentId: string; amount: Cents; requestId: string | undefined },
): Promise<"refunded" | "owned" | "claimed" | "failed"> {
  if (!(await isOrderlessKey(deps.db, charge.key))) return "owned";
  const at = deps.now();
  if (!(await claimOrderlessRefund(deps.db, charge.paymentId, at.toISOString(), charge.amount))) return "claimed";
  return makeClaimedRefund(deps, { ...charge, at });
}

/**
 * The recovery step's part (decision 0119): every orderless refund claimed longer ago than the claim
 * lease and never recorded was left by a process that died before Stripe's answer. Each is taken over
 * (conditionally: of two passes, one) and finished by the same key. A key the shopper is placing again
 * meanwhile waits for a later pass; one an order owns by now (placed again before any refund: a
 * refunded charge places no order) is not refunded, and its claim is given back.
 */
export async function finishStuckOrderlessRefunds(
  deps: OrderDeps,
): Promise<{ refunded: number; owned: number; failed: number }> {
  const now = deps.now();
  const claimedBefore = new Date(now.getTime() - (deps.claimLeaseMs ?? 120_000)).toISOString();
  const result = { refunded: 0, owned: 0, failed: 0 };
  for (const claim of await listStuckOrderlessRefunds(deps.db, claimedBefore, 100)) {
    const { payment_intent_id: paymentId, idempotency_key: key, orderless_refund_at: claimedAt } = claim;
    if (!claimedAt || !(await reclaimOrderlessRefund(deps.db, paymentId, claimedAt, now.toISOString()))) continue;
    const owner = await findKeyOwner(deps.db, key);
    if (owner === "placing") continue;
    if (owner === "ordered") {
      await releaseOrderlessRefund(deps.db, paymentId);
      deps.logger.warn({ key, paymentId }, "a stuck orderless refund's key has an order by now; not refunded");
      result.owned += 1;
      continue;
    }
    const amount = (claim.orderless_refund_cents ?? null) as Cents | null;
    result[await makeClaimedRefund(deps, { key, paymentId, amount, requestId: undefined, at: now })] += 1;
  }
  return result;
}
