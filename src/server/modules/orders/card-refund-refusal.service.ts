// A refund's card part that did not happen (docs/decisions/0108, 0113). The console records a refund
// first (order, tax, fundraiser share, gift card, stock, e-mail in one transaction) and then asks the
// provider for the card's money (order-changes.service.ts). A failure that may pass (a 5xx, a
// time-out) leaves the change card_pending for the order page's retry (card-refund-retry.service.ts);
// a refusal for good (RefundRefusedError: the amount is more than the charge has left, the charge is
// disputed…) cannot be retried, and a refund Stripe failed later (refund.failed, a `done` change) never
// reached the card: the recorded refund is undone instead, in one transaction:
//   - the change moves from the state its caller holds (card_pending for the first attempt,
//     card_retrying for a retry, done for a refund Stripe failed later) to `reversed`, conditionally,
//     before anything else is written: of two processes or two deliveries, one settles it;
//   - the order is written back to what it was before the change (amounts, tax, fundraiser share,
//     refunded amounts), only if it is still as the change left it; an amount off (a refund by amount,
//     a refund made in Stripe's dashboard) is taken back from the order as it is now, whatever changed since;
//   - the gift card gives back what the change credited it (only if its balance still holds it);
//   - the units the change put back on the stock are taken off again (and units an edit took, put back);
//   - the shopper, who was e-mailed that the money goes back, gets the correcting e-mail (decision 0113),
//     which for an edit's difference says whether the edit was undone with it or stays made (0119);
//   - the order's history gets a refund_undone entry (the console shows it) and the audit log
//     `order.refundReversed` names the provider's reason.
// When the order changed since, or the gift card was spent, nothing can be undone safely: the change
// becomes `card_refused`, audited, e-mailed and in the history, and the console tells the operator to
// settle it by hand.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isLocale } from "~core/i18n/locale";
import { addCents, subtractCents, type Cents } from "~core/money";
import type { DB, OrderChangesTable, OrdersTable } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { takeBackGiftRefundPart } from "~server/modules/gift-codes/gift-codes.service";
import { restockUnits, stockDelta, takeUnitsBack, unitsOfOrder } from "~server/modules/inventory/inventory.service";
import { queueRefundUndoneMail } from "~server/modules/mail/outbox.service";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import { findStoreById } from "~server/modules/stores/stores.service";
import type { ProviderLogger } from "~server/providers/providers";
import { findOrderChangeById, moveOrderChangeStateIf, rewriteOrder } from "./order-changes.repository";
import { insertStatusHistory } from "./order-workflow.repository";
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

/** Why the card part did not happen: the provider's code and words. */
export interface RefundFailure {
  code: string;
  message: string;
}

class Settled extends Error {}

/** Kinds of change that only take an amount off the order: undone from the order as it is now. */
const AMOUNT_OFF: readonly OrderChangesTable["kind"][] = ["refund-amount", "refund-provider"];

/**
 * The order with the change undone: as before the change when nothing was built on it since; an
 * amount off taken back from the order as it is now; undefined when it cannot be undone safely.
 */
function orderUndone(change: OrderChangesTable, row: OrdersTable, detail: { before: StoredOrder; after: StoredOrder }) {
  if (row.status === "Cancelled") return undefined;
  if (row.data === JSON.stringify(detail.after)) return detail.before;
  if (!AMOUNT_OFF.includes(change.kind) || change.gift_cents > 0) return undefined;
  const now = JSON.parse(row.data) as StoredOrder;
  const card = change.card_cents;
  const discount = now.discount ?? (0 as Cents);
  if (!now.refunded || now.refunded.card < card || discount < card) return undefined;
  return {
    ...now,
    discount: subtractCents(discount, card),
    totalAmount: addCents(now.totalAmount, card),
    grandTotal: addCents(now.grandTotal, card),
    refunded: { ...now.refunded, card: subtractCents(now.refunded.card, card) },
  } satisfies StoredOrder;
}

/**
 * The shopper was e-mailed that `amount` goes back and it does not (decision 0113): the correcting
 * e-mail in the order's language, and the order's history entry the console shows. In the caller's
 * transaction, which holds the claim that makes it happen once.
 */
export async function tellRefundUndone(
  trx: Transaction<DB>,
  input: {
    row: OrdersTable;
    amount: Cents;
    failure: RefundFailure;
    actor: AuditActor | null;
    now: Date;
    /** The refund was an edit's difference: the edit was undone with it, or kept (decision 0119). */
    edit?: "undone" | "kept";
  },
): Promise<void> {
  const { row, amount, failure, actor, now, edit } = input;
  const order = JSON.parse(row.data) as StoredOrder;
  const store = await findStoreById(trx, row.store_id);
  if (store) {
    await queueRefundUndoneMail(trx, {
      storeId: row.store_id,
      orderId: row.id,
      to: order.contact.email,
      now,
      store: store.data,
      locale: isLocale(row.locale) ? row.locale : "en",
      orderNumber: row.order_number,
      amount,
      ...(edit ? { edit } : {}),
    });
  }
  await insertStatusHistory(trx, {
    id: randomUUID(),
    order_id: row.id,
    from_status: row.status,
    to_status: row.status,
    at: now.toISOString(),
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    carrier: null,
    tracking_number: null,
    note: failure.code,
    event: "refund_undone",
    amount_cents: amount,
  });
}

/**
 * Undoes a change whose card part did not happen, inside the caller's transaction. `from` is the
 * state the caller holds the change in. Returns reversed or card_refused; undefined when the change
 * is not in `from` any more (another process, another delivery settled it: nothing was written).
 * Throws when the order moved under it after the claim (the caller's transaction rolls back).
 */
export async function undoChangeRefund(
  trx: Transaction<DB>,
  deps: Pick<RefusalDeps, "logger"> & { now: Date },
  input: {
    changeId: string;
    from: "card_pending" | "card_retrying" | "done";
    failure: RefundFailure;
    /** The operator whose click found it out; null when the provider told us (its webhook). */
    actor: AuditActor | null;
    /** Who the audit names when no operator did it (the provider); by default the change's own maker. */
    auditActor?: AuditActor;
  },
): Promise<RefusalOutcome | undefined> {
  const { changeId, from, failure, actor } = input;
  const now = deps.now;
  const change = await findOrderChangeById(trx, changeId);
  if (!change || change.state !== from) return undefined;
  // The claim comes first: a second process or delivery finds the change settled and writes nothing.
  if (!(await moveOrderChangeStateIf(trx, changeId, from, "reversed"))) return undefined;
  const row = await findOrderById(trx, change.order_id);
  if (!row) throw new Settled();
  const detail = JSON.parse(change.detail) as { before: StoredOrder; after: StoredOrder };
  let restored = orderUndone(change, row, detail);
  if (restored && change.gift_cents > 0) {
    const orderKey = detail.after.orderKey;
    if (!orderKey || !(await takeBackGiftRefundPart(trx, row.store_id, orderKey, change.gift_cents)))
      restored = undefined;
  }
  const outcome: RefusalOutcome = restored ? "reversed" : "card_refused";
  if (!restored) await moveOrderChangeStateIf(trx, changeId, "reversed", "card_refused");
  else {
    const rewritten = await rewriteOrder(
      trx,
      { id: row.id, storeId: row.store_id, data: row.data, status: row.status },
      {
        data: JSON.stringify(restored),
        subtotalCents: addCents(restored.subtotal, restored.personalizationTotal),
        taxCents: restored.totalTax,
        shippingCents: restored.shippingAmount,
        giftCents: restored.giftCodeBalance,
        totalCents: restored.grandTotal,
      },
    );
    if (!rewritten) throw new Settled();
    // The stock as before the change: what it put back is taken again, what an edit took is put back.
    const moved = stockDelta(unitsOfOrder(detail.after), unitsOfOrder(detail.before));
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
  // What the shopper was told goes back and does not: all of it when undone, else the card's part.
  const notRefunded = outcome === "reversed" ? addCents(change.card_cents, change.gift_cents) : change.card_cents;
  const order = JSON.parse(row.data) as StoredOrder;
  // An edit's difference: the shopper learns whether the edit itself was undone or stays made.
  const edit = change.kind === "edit" ? (outcome === "reversed" ? "undone" : "kept") : undefined;
  await tellRefundUndone(trx, { row, amount: notRefunded, failure, actor, now, ...(edit ? { edit } : {}) });
  const totalAfter = restored ? restored.grandTotal : order.grandTotal;
  await recordAudit(trx, {
    actor: actor ?? input.auditActor ?? (change.actor_email ? { id: null, email: change.actor_email } : API_KEY_ACTOR),
    at: now,
    action: "order.refundReversed",
    entityType: "order",
    entityId: row.id,
    storeId: row.store_id,
    before: { orderNumber: row.order_number, changeId, state: from, totalCents: order.grandTotal },
    after: {
      orderNumber: row.order_number,
      changeId,
      state: outcome,
      cardCents: change.card_cents,
      giftCents: change.gift_cents,
      totalCents: totalAfter,
      providerCode: failure.code,
      providerMessage: failure.message,
    },
  });
  const what =
    from === "done"
      ? "the provider failed a refund after making it"
      : "the provider refused a refund's card part for good";
  // A refusal answered an operator's click (an error to look into); a failure Stripe told us of later is
  // handled here in full and shown on the order (a warning).
  deps.logger[from === "done" ? "warn" : "error"](
    { orderId: row.id, changeId, code: failure.code, outcome },
    restored ? `${what}; the refund was undone` : `${what}; the order changed since, nothing was undone`,
  );
  return outcome;
}

/**
 * Undoes a change whose card part the provider refused for good, in its own transaction. Returns what
 * became of it: reversed or card_refused; or, when another process had settled it first, the state it
 * found (nothing changed here).
 */
export async function settleRefusedCardRefund(
  deps: RefusalDeps,
  changeId: string,
  from: "card_pending" | "card_retrying",
  refusal: RefundFailure,
  actor: AuditActor | null,
): Promise<OrderChangesTable["state"]> {
  try {
    const outcome = await inTransaction(deps.db, (trx) =>
      undoChangeRefund(trx, { logger: deps.logger, now: deps.now() }, { changeId, from, failure: refusal, actor }),
    );
    if (outcome) return outcome;
  } catch (err) {
    if (!(err instanceof Settled)) throw err;
  }
  return (await findOrderChangeById(deps.db, changeId))?.state ?? from;
}
