// The order status workflow (docs/decisions/0038): an operator moves an order along
// Processing → In production → Shipped (carrier + tracking number) → Delivered, or cancels it.
// One transaction moves the status (conditionally: of two changes racing, one wins), writes the
// history row, queues the shopper's e-mail, and on cancellation gives the gift card amount back and
// marks the card payment to be given back; the caller's onChange hook runs in that transaction too
// (the console's audit log); a cancellation puts the order's units back on the stock (decision 0080).
// The card payment is then voided (only authorised) or refunded (captured) through the provider, outside the transaction; a provider that fails leaves it "refund_pending"
// for the recovery pass (settlePendingRefunds) to finish.
import { ZERO_CENTS, type Cents } from "~core/money";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isLocale } from "~core/i18n/locale";
import { shopperMessage } from "~core/i18n/message";
import { pickupLocationOf } from "~core/orders/pickup";
import { refuseTransition, SHOPPER_VISIBLE, type OrderStatus, type StatusChange } from "~core/orders/order-status";
import type { Clock } from "~server/clock";
import type { DB, OrdersTable } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { conflict, invalid, notFound } from "~server/http/errors";
import { restockCancelledOrder } from "~server/modules/inventory/inventory.service";
import { giveBackGiftRedemption } from "~server/modules/gift-codes/gift-codes.service";
import { queueOrderStatusMail } from "~server/modules/mail/outbox.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import type { PaymentProvider, ProviderLogger } from "~server/providers/providers";
import { findOrderById } from "./orders.repository";
import {
  insertStatusHistory,
  listOrderPayments,
  listPaymentsToGiveBack,
  moveOrderStatus,
  movePaymentStatus,
} from "./order-workflow.repository";
import type { StoredOrder } from "./stored-order";

/** Who made a change: an operator of the console, or null for the admin API key. */
export type OrderActor = { id: string; email: string } | null;

export interface OrderWorkflowDeps {
  db: Kysely<DB>;
  providers: { payments: PaymentProvider };
  logger: ProviderLogger;
  now: Clock;
}

export interface OrderStatusChangeInput extends StatusChange {
  to: string;
  carrier?: string;
  trackingNumber?: string;
  /** The operator's note; kept in the history, never shown to the shopper. */
  note?: string;
}

/** An order's status as before and after a change: what the audit log records. */
export interface OrderStatusSnapshot {
  orderId: string;
  storeId: string;
  orderNumber: string;
  status: string;
}

export interface OrderStatusChangeOptions {
  actor?: OrderActor;
  /** Runs inside the change's transaction after it is written (e.g. the audit log); throwing undoes it. */
  onChange?: (trx: Transaction<DB>, before: OrderStatusSnapshot, after: OrderStatusSnapshot) => Promise<void>;
}

/**
 * The audit entry of a status change ("order.status", before and after, the shipment's carrier and
 * tracking number), written in the change's transaction: the console's and the admin API's (decision 0076).
 */
export function auditStatusChange(
  actor: AuditActor,
  change: OrderStatusChangeInput,
  now: Clock,
): NonNullable<OrderStatusChangeOptions["onChange"]> {
  return async (trx, before, after) => {
    await recordAudit(trx, {
      actor,
      at: now(),
      action: "order.status",
      entityType: "order",
      entityId: after.orderId,
      storeId: after.storeId,
      before: { orderNumber: before.orderNumber, status: before.status },
      after: {
        orderNumber: after.orderNumber,
        status: after.status,
        ...(change.to === "Shipped"
          ? { carrier: change.carrier?.trim(), trackingNumber: change.trackingNumber?.trim() }
          : {}),
      },
    });
  };
}

export interface PaymentGiveBack {
  paymentId: string;
  amountCents: Cents;
  /** voided / refunded; refund_pending when the provider failed (the recovery pass retries). */
  status: "voided" | "refunded" | "refund_pending";
}

export interface OrderStatusChangeResult {
  before: OrderStatusSnapshot;
  after: OrderStatusSnapshot;
  historyId: string;
  /** On cancellation: the card payments given back and the gift card amount put back. */
  payments: PaymentGiveBack[];
  giftCard: { code: string; cents: Cents } | undefined;
}

export const WORKFLOW_MESSAGES = {
  notFound: shopperMessage("order.notFound"),
  trackingRequired: shopperMessage("orderWorkflow.trackingRequired"),
} as const;

const snapshot = (row: OrdersTable, status = row.status): OrderStatusSnapshot => ({
  orderId: row.id,
  storeId: row.store_id,
  orderNumber: row.order_number,
  status,
});

function refuse(row: OrdersTable, order: StoredOrder, change: OrderStatusChangeInput): void {
  const refusal = refuseTransition(row.status, change, order.delivery);
  const orderNumber = row.order_number;
  switch (refusal) {
    case undefined:
      return;
    case "unknown_status":
      throw invalid(shopperMessage("orderWorkflow.unknownStatus", { status: change.to }), undefined, "status");
    case "same_status":
      throw conflict(shopperMessage("orderWorkflow.sameStatus", { orderNumber, status: row.status }));
    case "not_allowed":
      throw conflict(shopperMessage("orderWorkflow.notAllowed", { orderNumber, from: row.status, to: change.to }));
    case "tracking_required":
      throw invalid(
        WORKFLOW_MESSAGES.trackingRequired,
        undefined,
        change.carrier?.trim() ? "trackingNumber" : "carrier",
      );
  }
}

/**
 * Changes an order's status. Refused with 404 (no such order), 400 (unknown status, shipment without
 * carrier or tracking number), 409 (not allowed from the current status, or changed meanwhile).
 */
export async function changeOrderStatus(
  deps: OrderWorkflowDeps,
  orderId: string,
  change: OrderStatusChangeInput,
  options: OrderStatusChangeOptions = {},
): Promise<OrderStatusChangeResult> {
  const row = await findOrderById(deps.db, orderId);
  if (!row) throw notFound(WORKFLOW_MESSAGES.notFound);
  const order = JSON.parse(row.data) as StoredOrder;
  refuse(row, order, change);
  const to = change.to as OrderStatus;
  const store = await findStoreById(deps.db, row.store_id);
  const now = deps.now();
  const historyId = randomUUID();
  const shipping = to === "Shipped";
  const carrier = shipping ? change.carrier?.trim() : undefined;
  const trackingNumber = shipping ? change.trackingNumber?.trim() : undefined;

  const { giftCard, pending } = await inTransaction(deps.db, async (trx) => {
    if (!(await moveOrderStatus(trx, row.id, row.status, to))) {
      throw conflict(shopperMessage("orderWorkflow.changedMeanwhile", { orderNumber: row.order_number }));
    }
    await insertStatusHistory(trx, {
      id: historyId,
      order_id: row.id,
      from_status: row.status,
      to_status: to,
      at: now.toISOString(),
      actor_id: options.actor?.id ?? null,
      actor_email: options.actor?.email ?? null,
      carrier: carrier ?? null,
      tracking_number: trackingNumber ?? null,
      note: change.note?.trim() || null,
    });
    let given: { code: string; cents: Cents } | undefined;
    const toGiveBack: PaymentGiveBackRow[] = [];
    if (to === "Cancelled") {
      // Its units go back on the stock (decision 0080), in this transaction.
      await restockCancelledOrder(trx, row.store_id, row.id, {
        orderNumber: row.order_number,
        actor: options.actor ?? null,
        now,
      });
      if (order.orderKey && order.giftCodeBalance > 0) {
        given = await giveBackGiftRedemption(trx, row.store_id, order.orderKey);
      }
      for (const payment of await listOrderPayments(trx, row.id)) {
        if (await movePaymentStatus(trx, payment.id, "captured", "refund_pending")) {
          toGiveBack.push({ id: payment.id, amountCents: payment.amount_cents });
        }
      }
    }
    if (store && SHOPPER_VISIBLE.includes(to) && to !== "Processing") {
      await queueOrderStatusMail(trx, {
        storeId: row.store_id,
        orderId: row.id,
        to: order.contact.email,
        now,
        store: store.data,
        locale: isLocale(row.locale) ? row.locale : "en",
        orderNumber: row.order_number,
        status: to,
        carrier,
        trackingNumber,
        pickup: to === "Ready for pick-up" ? pickupLocationOf(store.data, order) : undefined,
        // A cancellation says what goes back: what the card still holds and the gift card's part.
        refund:
          to === "Cancelled"
            ? { card: toGiveBack.length > 0 ? order.grandTotal : ZERO_CENTS, gift: given?.cents ?? ZERO_CENTS }
            : undefined,
      });
    }
    await options.onChange?.(trx, snapshot(row), snapshot(row, to));
    return { giftCard: given, pending: toGiveBack };
  });

  const payments: PaymentGiveBack[] = [];
  for (const payment of pending) {
    payments.push({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      status: await givePaymentBack(deps, payment.id, row.idempotency_key),
    });
  }
  return { before: snapshot(row), after: snapshot(row, to), historyId, payments, giftCard };
}

interface PaymentGiveBackRow {
  id: string;
  amountCents: Cents;
}

/**
 * Gives a cancelled order's card payment back through the provider (the order's idempotency key is
 * the provider's key): void when the payment is only authorised, refund when captured. Idempotent: a
 * payment the provider already gave back is only recorded. Never throws: a failure is logged and the
 * payment stays refund_pending.
 */
async function givePaymentBack(
  deps: OrderWorkflowDeps,
  paymentRowId: string,
  idempotencyKey: string,
): Promise<PaymentGiveBack["status"]> {
  const provider = deps.providers.payments;
  try {
    const payment = await provider.findByIdempotencyKey(idempotencyKey);
    let final: "voided" | "refunded";
    if (!payment || payment.status === "voided") final = "voided";
    else if (payment.status === "refunded") final = "refunded";
    else if (payment.status === "authorized") {
      await provider.void(payment.paymentId);
      final = "voided";
    } else {
      await provider.refund(payment.paymentId);
      final = "refunded";
    }
    await movePaymentStatus(deps.db, paymentRowId, "refund_pending", final);
    return final;
  } catch (err) {
    deps.logger.error({ err, paymentRowId }, "giving a cancelled order's payment back failed; recovery will retry");
    return "refund_pending";
  }
}

/** The recovery pass: gives back every payment of a cancelled order a provider failure left pending. */
export async function settlePendingRefunds(deps: OrderWorkflowDeps): Promise<{ settled: number; pending: number }> {
  let settled = 0;
  let pending = 0;
  for (const payment of await listPaymentsToGiveBack(deps.db, 100)) {
    const status = await givePaymentBack(deps, payment.id, payment.idempotency_key);
    if (status === "refund_pending") pending += 1;
    else settled += 1;
  }
  return { settled, pending };
}
