// A refund's card part the provider refused for good (docs/decisions/0108). The console records a
// refund first (order, tax, fundraiser share, gift card, stock, e-mail in one transaction) and then
// asks the provider for the card's money (order-changes.service.ts). A failure that may pass (a 5xx, a
// time-out) leaves the change card_pending for the order page's retry (card-refund-retry.service.ts);
// a refusal for good (RefundRefusedError: the amount is more than the charge has left, the charge is
// disputed…) cannot be retried, so the recorded refund is undone instead, in one transaction:
//   - the change moves from the state its caller holds (card_pending for the first attempt,
//     card_retrying for a retry) to `reversed`, conditionally: of two processes, one settles it;
//   - the order is written back to what it was before the change (amounts, tax, fundraiser share,
//     refunded amounts), only if it is still as the change left it;
//   - the gift card gives back what the change credited it (only if its balance still holds it);
//   - the units the change put back on the stock are taken off again (and units an edit took, put back);
//   - an audit entry `order.refundReversed` names the provider's reason.
// When the order changed since, or the gift card was spent, nothing can be undone safely: the change
// becomes `card_refused`, audited, and the console tells the operator to settle it by hand.
import type { Kysely } from "kysely";
import type { DB, OrderChangesTable } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { takeBackGiftRefundPart } from "~server/modules/gift-codes/gift-codes.service";
import { restockUnits, stockDelta, takeUnitsBack, unitsOfOrder } from "~server/modules/inventory/inventory.service";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import type { ProviderLogger, RefundRefusedError } from "~server/providers/providers";
import { addCents } from "~core/money";
import { findOrderChangeById, moveOrderChangeStateIf, rewriteOrder } from "./order-changes.repository";
import { findOrderById } from "./orders.repository";
import type { StoredOrder } from "./stored-order";

export interface RefusalDeps {
  db: Kysely<DB>;
  logger: ProviderLogger;
  now: () => Date;
}

export type RefusalOutcome = Extract<OrderChangesTable["state"], "reversed" | "card_refused">;

/** The actor of the audit entry when the change was made with the admin API key (no operator). */
export const API_KEY_ACTOR: AuditActor = { id: null, email: "admin API key" };

class Settled extends Error {}

/**
 * Undoes a change whose card part the provider refused for good. `from` is the state the caller holds
 * the change in. Returns what became of it: reversed or card_refused; or, when another process had
 * settled it first, the state it found (nothing changed here).
 */
export async function settleRefusedCardRefund(
  deps: RefusalDeps,
  changeId: string,
  from: "card_pending" | "card_retrying",
  refusal: RefundRefusedError,
  actor: AuditActor | null,
): Promise<OrderChangesTable["state"]> {
  const now = deps.now();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const change = await findOrderChangeById(trx, changeId);
      if (!change || change.state !== from) throw new Settled();
      const row = await findOrderById(trx, change.order_id);
      if (!row) throw new Settled();
      const detail = JSON.parse(change.detail) as { before: StoredOrder; after: StoredOrder };
      // The order is still as this change left it: nothing was built on it since.
      let undo = row.data === JSON.stringify(detail.after) && row.status !== "Cancelled";
      if (undo && change.gift_cents > 0) {
        const orderKey = detail.after.orderKey;
        undo = Boolean(orderKey && (await takeBackGiftRefundPart(trx, row.store_id, orderKey, change.gift_cents)));
      }
      const outcome: RefusalOutcome = undo ? "reversed" : "card_refused";
      if (!(await moveOrderChangeStateIf(trx, changeId, from, outcome))) throw new Settled();
      if (undo) {
        const before = detail.before;
        const rewritten = await rewriteOrder(
          trx,
          { id: row.id, storeId: row.store_id, data: row.data, status: row.status },
          {
            data: JSON.stringify(before),
            subtotalCents: addCents(before.subtotal, before.personalizationTotal),
            taxCents: before.totalTax,
            shippingCents: before.shippingAmount,
            giftCents: before.giftCodeBalance,
            totalCents: before.grandTotal,
          },
        );
        if (!rewritten) throw new Settled();
        // The stock as before the change: what it put back is taken again, what an edit took is put back.
        const moved = stockDelta(unitsOfOrder(detail.after), unitsOfOrder(before));
        const cause = {
          orderId: row.id,
          orderNumber: row.order_number,
          actor: actor?.id ? { id: actor.id, email: actor.email } : null,
          now,
          reason: "adjustment" as const,
        };
        if (moved.added.length > 0) await takeUnitsBack(trx, row.store_id, moved.added, cause);
        if (moved.removed.length > 0) await restockUnits(trx, row.store_id, moved.removed, cause);
      }
      await recordAudit(trx, {
        actor: actor ?? (change.actor_email ? { id: null, email: change.actor_email } : API_KEY_ACTOR),
        at: now,
        action: "order.refundReversed",
        entityType: "order",
        entityId: row.id,
        storeId: row.store_id,
        before: { orderNumber: row.order_number, changeId, state: from, totalCents: detail.after.grandTotal },
        after: {
          orderNumber: row.order_number,
          changeId,
          state: outcome,
          cardCents: change.card_cents,
          giftCents: change.gift_cents,
          totalCents: undo ? detail.before.grandTotal : detail.after.grandTotal,
          providerCode: refusal.code,
          providerMessage: refusal.message,
        },
      });
      deps.logger.error(
        { orderId: row.id, changeId, code: refusal.code, outcome },
        undo
          ? "the provider refused a refund's card part for good; the refund was undone"
          : "the provider refused a refund's card part for good; the order changed since, nothing was undone",
      );
      return outcome;
    });
  } catch (err) {
    if (!(err instanceof Settled)) throw err;
    return (await findOrderChangeById(deps.db, changeId))?.state ?? from;
  }
}
