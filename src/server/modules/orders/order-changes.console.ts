// The console's partial refunds and order edits (docs/decisions/0086): a preview for the
// confirmation step, then the change itself with the console action's idempotency key, audited in
// the change's own transaction. Owners and staff of the order's store only; an order of another
// store is "not found".
import type { Kysely } from "kysely";
import type { ShopperMessage } from "~core/i18n/message";
import type { OrderEdit, RefundRequest } from "~core/orders/order-changes";
import { can, type Actor } from "~core/operators/permissions";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { AppError } from "~server/http/errors";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import type { PaymentProvider, ProviderLogger, TaxProvider } from "~server/providers/providers";
import { findOrderById } from "./orders.repository";
import {
  editOrder,
  previewEdit,
  previewRefund,
  refundOrder,
  swapChoices,
  type SwapChoices,
  type ConfirmedAmounts,
  type OrderChangePlan,
  type OrderChangeResult,
} from "./order-changes.service";

export interface OrderChangesConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  workflow?: { providers: { payments: PaymentProvider; tax?: TaxProvider }; logger: ProviderLogger };
}

export type ChangeAnswer<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ShopperMessage | string> };

export interface OrderChangesConsole {
  previewRefund(orderId: string, request: RefundRequest): Promise<ChangeAnswer<OrderChangePlan>>;
  refund(
    orderId: string,
    request: RefundRequest,
    key: string,
    confirmed: ConfirmedAmounts,
  ): Promise<ChangeAnswer<OrderChangeResult>>;
  previewEdit(orderId: string, edit: OrderEdit): Promise<ChangeAnswer<OrderChangePlan>>;
  /** What each line's units may be swapped to: the edit page's colour and size pickers (decision 0107). */
  swapChoices(orderId: string): Promise<SwapChoices[]>;
  edit(
    orderId: string,
    edit: OrderEdit,
    key: string,
    confirmed: ConfirmedAmounts,
  ): Promise<ChangeAnswer<OrderChangeResult>>;
}

/** Refusals a form shows (by field); anything else is unexpected and thrown. */
async function answer<T>(work: () => Promise<T>): Promise<ChangeAnswer<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (
      err instanceof AppError &&
      ["invalid", "conflict", "not_found", "unprocessable", "unavailable"].includes(err.code)
    ) {
      return { ok: false, errors: { [err.details.path ?? "form"]: err.shopperMessage ?? err.message } };
    }
    throw err;
  }
}

const auditView = (plan: OrderChangePlan) => ({
  orderNumber: plan.orderNumber,
  totalCents: plan.totalAfter,
  lines: plan.after.lines.map((line) => ({
    productId: line.productId,
    color: line.color,
    sizes: line.sizes.map((s) => `${s.size}×${s.quantity}`),
    personalization: line.personalization.map((p) => `${p.groupId} ${p.name}: ${p.value}`),
  })),
});

export function createOrderChangesConsole(deps: OrderChangesConsoleDeps): OrderChangesConsole {
  const { db, actor } = deps;

  const allowed = async (orderId: string) => {
    const self = authorize(actor, "orders.write");
    const row = await findOrderById(db, orderId);
    if (!row || !can(self, "orders.read", row.store_id)) throw new Response("No such order.", { status: 404 });
    authorize(self, "orders.write", row.store_id);
    const workflow = deps.workflow;
    if (!workflow?.providers.tax) throw new Response("Order changes are not available here.", { status: 503 });
    return {
      self,
      changeDeps: {
        db,
        providers: { payments: workflow.providers.payments, tax: workflow.providers.tax },
        logger: workflow.logger,
        now: deps.now,
      },
    };
  };

  const options = (self: Actor, action: string, asked: unknown) => ({
    actor: { id: self.id, email: self.email },
    onChange: async (trx: Parameters<typeof recordAudit>[0], plan: OrderChangePlan) => {
      await recordAudit(trx, {
        actor: self,
        at: deps.now(),
        action,
        entityType: "order",
        entityId: plan.orderId,
        storeId: plan.storeId,
        before: { ...auditView({ ...plan, after: plan.before, totalAfter: plan.totalBefore }) },
        // Amounts in fields named …Cents, so the audit log shows them as money (decision 0094).
        after: { ...auditView(plan), asked, refundCents: plan.refund },
      });
    },
  });

  return {
    async previewRefund(orderId, request) {
      const { changeDeps } = await allowed(orderId);
      return answer(() => previewRefund(changeDeps, orderId, request));
    },
    async refund(orderId, request, key, confirmed) {
      const { self, changeDeps } = await allowed(orderId);
      return answer(() =>
        refundOrder(changeDeps, orderId, request, key, confirmed, options(self, "order.refund", request)),
      );
    },
    async previewEdit(orderId, edit) {
      const { changeDeps } = await allowed(orderId);
      return answer(() => previewEdit(changeDeps, orderId, edit));
    },
    async swapChoices(orderId) {
      await allowed(orderId);
      return swapChoices(db, orderId);
    },
    async edit(orderId, edit, key, confirmed) {
      const { self, changeDeps } = await allowed(orderId);
      return answer(() => editOrder(changeDeps, orderId, edit, key, confirmed, options(self, "order.edit", edit)));
    },
  };
}
