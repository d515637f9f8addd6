// Stripe's webhook (issue 47, docs/decisions/0078) at POST /payments/stripe/webhook, one route for every
// store. The Stripe-Signature header is verified against STRIPE_WEBHOOK_SECRET on the raw body (Stripe's
// library, five minutes' tolerance); an event id already handled changes nothing (provider_events), and
// the answer comes at once: what takes a call to Stripe (finishing a placement) runs after it.
//   payment_intent.amount_capturable_updated / .succeeded → the key's pending placement is finished
//     (a payment that succeeded while our process died, or a 3-D Secure the shopper never came back from);
//     a hold whose key has no pending placement and no order any more is voided (decision 0108), and
//     such a charge (captured) refunded in full, once (decision 0113, orderless-charge.service.ts);
//   refund.created / .updated / .failed, charge.dispute.* → recorded on the order (order_payment_events)
//     for the console; a refund made in Stripe's dashboard that succeeded also lowers the order and raises
//     its card's refunded amount, once per refund (decision 0096); a refund Stripe failed or cancelled
//     after it was recorded is undone and the shopper told, once (decision 0113, refund-failure.service.ts);
//     charge.refunded in full marks the payment refunded;
//   anything else, or an object that is no order of ours → recorded as seen, nothing changes.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { invalid } from "~server/http/errors";
import { finishPaidPlacement, voidOrderlessHold, type OrderDeps } from "~server/modules/orders/orders.service";
import { recordProviderRefund } from "~server/modules/orders/order-changes.service";
import { RefundBeingRetried, undoFailedProviderRefund } from "~server/modules/orders/refund-failure.service";
import { refundOrderlessCharge } from "./orderless-charge.service";
import { STOREFRONT_REFUND_METADATA } from "~server/providers/stripe";
import {
  findOrderIdByPaymentRef,
  markStripePaymentRefunded,
  recordProviderEvent,
  recordStripeIntent,
  upsertOrderPaymentEvent,
} from "./stripe.repository";

export const STRIPE_WEBHOOK_PATH = "/payments/stripe/webhook";

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  orders: OrderDeps;
}

const intentIdOf = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : typeof value === "object" && value && "id" in value
      ? String(value.id)
      : undefined;

/**
 * Records a refund or dispute on the order its PaymentIntent paid for: the order and the status the
 * record now holds (a refund failed or cancelled stays so, whatever older event comes later), or
 * undefined when it is no order of ours.
 */
async function recordOnOrder(
  db: Kysely<DB>,
  kind: "refund" | "dispute",
  object: { id: string; status: string | null; amount: number; reason?: string | null; payment_intent?: unknown },
  at: string,
): Promise<{ orderId: string; intentId: string; status: string } | undefined> {
  const intentId = intentIdOf(object.payment_intent);
  const orderId = intentId ? await findOrderIdByPaymentRef(db, "stripe", intentId) : undefined;
  if (!orderId || !intentId) return undefined;
  const status = await upsertOrderPaymentEvent(db, {
    id: object.id,
    order_id: orderId,
    kind,
    reference: object.id,
    status: object.status ?? "unknown",
    amount_cents: object.amount as Cents,
    reason: object.reason ?? null,
    at,
  });
  return { orderId, intentId, status };
}

export function createStripeWebhookRoutes(deps: StripeWebhookDeps) {
  const { db, logger } = deps.orders;
  const app = new Hono();
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const signature = c.req.header("stripe-signature");
    if (!signature) throw invalid("Stripe-Signature: the header is missing.");
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await deps.stripe.webhooks.constructEventAsync(payload, signature, deps.webhookSecret);
    } catch {
      throw invalid("Stripe-Signature: the signature does not match this webhook's secret, or is too old.");
    }
    const at = deps.orders.now().toISOString();
    let paidKey: string | undefined;
    // A hold (not yet a charge) that no placement may own any more: voided if nothing finishes it.
    let heldIntent: string | undefined;
    // A charge (captured) that no placement may own any more: refunded if nothing owns it (decision 0113).
    let chargedIntent: { id: string; amount: Cents } | undefined;
    let fresh: boolean;
    try {
      fresh = await inTransaction(db, async (trx) => {
        if (!(await recordProviderEvent(trx, { id: event.id, provider: "stripe", type: event.type, receivedAt: at })))
          return false;
        switch (event.type) {
          case "payment_intent.amount_capturable_updated":
          case "payment_intent.succeeded": {
            const intent = event.data.object;
            const key = intent.metadata.idempotency_key;
            if (!key) break;
            await recordStripeIntent(trx, {
              payment_intent_id: intent.id,
              idempotency_key: key,
              attempt: Number(intent.metadata.attempt ?? 0),
              confirmed_with: null,
              created_at: new Date(intent.created * 1000).toISOString(),
            });
            paidKey = key;
            if (event.type === "payment_intent.amount_capturable_updated" && intent.status === "requires_capture")
              heldIntent = intent.id;
            if (event.type === "payment_intent.succeeded" && intent.status === "succeeded")
              chargedIntent = { id: intent.id, amount: intent.amount as Cents };
            break;
          }
          case "refund.created":
          case "refund.updated":
          case "refund.failed": {
            const refund = event.data.object;
            // A failed refund shows why (failure_reason) rather than why it was asked.
            const failed = refund.status === "failed" || refund.status === "canceled";
            const recorded = await recordOnOrder(
              trx,
              "refund",
              { ...refund, reason: (failed ? refund.failure_reason : undefined) ?? refund.reason },
              at,
            );
            if (!recorded) break;
            const ours = refund.metadata?.[STOREFRONT_REFUND_METADATA];
            if (recorded.status === "failed" || recorded.status === "canceled") {
              // Failed after it was made (decision 0113): what it recorded is undone and the shopper told, once.
              await undoFailedProviderRefund(trx, { logger, now: deps.orders.now() }, recorded.orderId, {
                provider: "stripe",
                id: refund.id,
                amount: refund.amount as Cents,
                paymentRef: recorded.intentId,
                status: recorded.status,
                reason: refund.failure_reason ?? null,
                ours,
              });
            } else if (recorded.status === "succeeded" && !ours) {
              // A refund made in Stripe's dashboard (ours carry STOREFRONT_REFUND_METADATA) is recorded on
              // the order once it succeeded, once per refund id (decision 0096).
              await recordProviderRefund(
                trx,
                recorded.orderId,
                { id: refund.id, amount: refund.amount as Cents, provider: "stripe" },
                deps.orders.now(),
              );
            }
            break;
          }
          case "charge.refunded": {
            // All of the charge is back: the order's card payment reads refunded.
            const charge = event.data.object;
            const intentId = intentIdOf(charge.payment_intent);
            if (charge.refunded && intentId) await markStripePaymentRefunded(trx, intentId);
            break;
          }
          case "charge.dispute.created":
          case "charge.dispute.updated":
          case "charge.dispute.closed":
            await recordOnOrder(trx, "dispute", event.data.object, at);
            break;
          default:
            break;
        }
        return true;
      });
    } catch (err) {
      // A console retry of that refund is under way: nothing was recorded, Stripe sends the event again.
      if (!(err instanceof RefundBeingRetried)) throw err;
      logger.warn(
        { eventId: event.id },
        "a failed refund's change is being retried; the event is left for Stripe's next delivery",
      );
      return c.json({ received: false, retry: true }, 503);
    }
    if (paidKey) {
      const key = paidKey;
      // After the answer: Stripe waits for nobody's capture call. The recovery step covers a failure.
      const held = heldIntent;
      const charged = chargedIntent;
      const requestId = c.get("requestId" as never) as string | undefined;
      setImmediate(() => {
        finishPaidPlacement(deps.orders, key)
          .then(async (outcome) => {
            if (outcome !== "none") return;
            if (held) await voidOrderlessHold(deps.orders, key, held);
            if (charged)
              await refundOrderlessCharge(deps.orders, {
                key,
                paymentId: charged.id,
                amount: charged.amount,
                requestId,
              });
          })
          .catch((err: unknown) =>
            logger.warn({ err, eventId: event.id }, "finishing a placement from Stripe's webhook failed"),
          );
      });
    }
    return c.json({ received: true, duplicate: !fresh });
  });
  return app;
}
