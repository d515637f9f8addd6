// Bulk status changes from the console's orders list (issue 46, docs/decisions/0097). Each chosen
// order changes through the same path as a single change (changeOrderStatus: the same transition
// rules, its history row, the shopper's e-mail through the outbox, the audit entry in its
// transaction, the stock put back and the payment given back on cancellation); an order that cannot
// make the change is listed back with the reason the single change would give, and the others still
// change. The confirmation's one-time key is claimed first: a double submit (or a second process)
// changes the orders once and answers with the first run's outcome.
import type { ShopperMessage } from "~core/i18n/message";
import { shopperMessage } from "~core/i18n/message";
import { BULK_MAX_ORDERS, BULK_STATUSES, isOrderStatus } from "~core/orders/order-status";
import { AppError, conflict, invalid } from "~server/http/errors";
import type { AuditActor } from "~server/modules/operators/audit";
import { claimBulkChange, findBulkChange, saveBulkOutcome } from "./order-bulk.repository";
import { findOrderById } from "./orders.repository";
import {
  auditStatusChange,
  changeOrderStatus,
  WORKFLOW_MESSAGES,
  type OrderWorkflowDeps,
} from "./order-workflow.service";

export interface BulkStatusOutcome {
  to: string;
  changed: { orderId: string; orderNumber: string }[];
  refused: { orderId: string; orderNumber: string; reason: ShopperMessage | string }[];
  /** True when the key had already run: nothing was changed again. */
  replayed: boolean;
}

export interface BulkStatusInput {
  orderIds: readonly string[];
  to: string;
  key: string;
  actor: AuditActor;
  /** Whether the actor may change orders of this store; an order of another store is "not found". */
  mayChange: (storeId: string) => boolean;
}

/** Refuses a bulk change that cannot be run at all (400, naming the field); returns the order ids, once each. */
export function checkBulkInput(orderIds: readonly string[], to: string): string[] {
  const ids = [...new Set(orderIds.map((id) => id.trim()).filter((id) => id !== ""))];
  if (!isOrderStatus(to))
    throw invalid(shopperMessage("orderWorkflow.unknownStatus", { status: to }), undefined, "status");
  if (!BULK_STATUSES.includes(to))
    throw invalid(shopperMessage("orderBulk.notBulk", { status: to }), undefined, "status");
  if (ids.length === 0) throw invalid(shopperMessage("orderBulk.noneChosen"), undefined, "orders");
  if (ids.length > BULK_MAX_ORDERS)
    throw invalid(shopperMessage("orderBulk.tooMany", { max: BULK_MAX_ORDERS }), undefined, "orders");
  return ids;
}

export async function changeStatusInBulk(deps: OrderWorkflowDeps, input: BulkStatusInput): Promise<BulkStatusOutcome> {
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(input.key))
    throw invalid(shopperMessage("orderChange.keyRequired"), undefined, "key");
  const ids = checkBulkInput(input.orderIds, input.to);
  const now = deps.now();
  const claimed = await claimBulkChange(deps.db, {
    id: input.key,
    actor_id: input.actor.id,
    to_status: input.to,
    order_ids: JSON.stringify(ids),
    outcome: null,
    created_at: now.toISOString(),
  });
  if (!claimed) {
    const first = await findBulkChange(deps.db, input.key);
    if (first?.outcome) return { ...(JSON.parse(first.outcome) as BulkStatusOutcome), replayed: true };
    throw conflict(shopperMessage("orderBulk.underWay"));
  }
  const outcome: BulkStatusOutcome = { to: input.to, changed: [], refused: [], replayed: false };
  const change = { to: input.to };
  const actor = input.actor.id === null ? null : { id: input.actor.id, email: input.actor.email };
  for (const orderId of ids) {
    const row = await findOrderById(deps.db, orderId);
    if (!row || !input.mayChange(row.store_id)) {
      outcome.refused.push({ orderId, orderNumber: "", reason: WORKFLOW_MESSAGES.notFound });
      continue;
    }
    try {
      await changeOrderStatus(deps, orderId, change, {
        actor,
        onChange: auditStatusChange(input.actor, change, deps.now),
      });
      outcome.changed.push({ orderId, orderNumber: row.order_number });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome.refused.push({ orderId, orderNumber: row.order_number, reason: err.shopperMessage ?? err.message });
    }
  }
  await saveBulkOutcome(deps.db, input.key, JSON.stringify(outcome));
  return outcome;
}
