// The console's bulk status change and the retry of a failed card refund (issue 46, decisions 0096
// and 0097). Owners and staff of the orders' stores only: an order of a store the actor may not
// change is "not found" (listed back as such in a bulk change). Each retry is audited.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ShopperMessage } from "~core/i18n/message";
import { can, type Actor } from "~core/operators/permissions";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError } from "~server/http/errors";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import type { PaymentProvider, ProviderLogger } from "~server/providers/providers";
import { retryCardRefund, type CardRetryResult } from "./card-refund-retry.service";
import { changeStatusInBulk, checkBulkInput, type BulkStatusOutcome } from "./order-bulk.service";
import { listCardPendingChanges } from "./order-changes.repository";
import { findOrderById } from "./orders.repository";

export interface AfterSaleConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  workflow?: { providers: { payments: PaymentProvider }; logger: ProviderLogger };
}

type Answer<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ShopperMessage | string> };

export interface BulkStatusPreview {
  to: string;
  /** The confirmation's one-time key: a double submit changes the orders once. */
  key: string;
  orders: { id: string; orderNumber: string; status: string }[];
}

export interface PendingCardRefund {
  changeId: string;
  cardCents: number;
  state: "card_pending" | "card_retrying";
  createdAt: string;
}

export interface AfterSaleConsole {
  /** The confirmation step of a bulk change: the orders it would try and the target status. Nothing changes. */
  previewBulkStatus(orderIds: readonly string[], to: string): Promise<Answer<BulkStatusPreview>>;
  changeStatusInBulk(orderIds: readonly string[], to: string, key: string): Promise<Answer<BulkStatusOutcome>>;
  /** The order's refunds whose card part the provider failed (the order page offers to retry them). */
  pendingCardRefunds(orderId: string): Promise<PendingCardRefund[]>;
  retryCardRefund(orderId: string, changeId: string): Promise<Answer<CardRetryResult>>;
}

async function answer<T>(work: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof AppError && ["invalid", "conflict", "not_found"].includes(err.code)) {
      return { ok: false, errors: { [err.details.path ?? "form"]: err.shopperMessage ?? err.message } };
    }
    throw err;
  }
}

export function createAfterSaleConsole(deps: AfterSaleConsoleDeps): AfterSaleConsole {
  const { db, actor } = deps;
  const workflow = () => {
    if (!deps.workflow) throw new Response("Order changes are not available here.", { status: 503 });
    return { db, providers: deps.workflow.providers, logger: deps.workflow.logger, now: deps.now };
  };
  /** The order, if the actor may change it; otherwise 404 as if it did not exist. */
  const changeable = async (self: Actor, orderId: string) => {
    const row = await findOrderById(db, orderId);
    if (!row || !can(self, "orders.read", row.store_id)) throw new Response("No such order.", { status: 404 });
    authorize(self, "orders.write", row.store_id);
    return row;
  };

  return {
    async previewBulkStatus(orderIds, to) {
      const self = authorize(actor, "orders.write");
      return answer(async () => {
        const ids = checkBulkInput(orderIds, to);
        const orders: BulkStatusPreview["orders"] = [];
        for (const id of ids) {
          const row = await findOrderById(db, id);
          if (row && can(self, "orders.write", row.store_id))
            orders.push({ id, orderNumber: row.order_number, status: row.status });
        }
        return { to, key: randomUUID(), orders };
      });
    },
    async changeStatusInBulk(orderIds, to, key) {
      const self = authorize(actor, "orders.write");
      const deps = workflow();
      return answer(() =>
        changeStatusInBulk(deps, {
          orderIds,
          to,
          key,
          actor: self,
          mayChange: (storeId) => can(self, "orders.write", storeId),
        }),
      );
    },
    async pendingCardRefunds(orderId) {
      const self = authorize(actor, "orders.read");
      const row = await findOrderById(db, orderId);
      if (!row || !can(self, "orders.read", row.store_id)) return [];
      return (await listCardPendingChanges(db, orderId)).map((change) => ({
        changeId: change.id,
        cardCents: change.card_cents,
        state: change.state === "card_retrying" ? "card_retrying" : "card_pending",
        createdAt: change.created_at,
      }));
    },
    async retryCardRefund(orderId, changeId) {
      const self = authorize(actor, "orders.write");
      const row = await changeable(self, orderId);
      const retryDeps = workflow();
      return answer(async () => {
        const result = await retryCardRefund(retryDeps, orderId, changeId, self);
        if (!result.replayed) {
          await inTransaction(db, (trx) =>
            recordAudit(trx, {
              actor: self,
              at: deps.now(),
              action: "order.refundRetry",
              entityType: "order",
              entityId: orderId,
              storeId: row.store_id,
              before: { orderNumber: row.order_number, changeId, state: "card_pending" },
              after: { orderNumber: row.order_number, changeId, state: result.state, cardCents: result.cardCents },
            }),
          );
        }
        return result;
      });
    },
  };
}
