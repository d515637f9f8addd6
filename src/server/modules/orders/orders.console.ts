// The console's Orders section (docs/recipes/console-page.md, decision 0038): the list across stores,
// one order in full, the status change (audited in the change's own transaction through the
// workflow's onChange hook), the production sheet and the CSV exports. Every method asks `authorize`
// first; an organiser reads only their stores' orders, and an order of another store is "not found"
// to them (its existence is not revealed).
import type { Kysely } from "kysely";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { AppError } from "~server/http/errors";
import type { ShopperMessage } from "~core/i18n/message";
import { can, storeScope, type Actor } from "~core/operators/permissions";
import { isOrderStatus } from "~core/orders/order-status";
import type { PaymentProvider, ProviderLogger } from "~server/providers/providers";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import {
  buildProductionSheet,
  getOrderDetail,
  listOrders,
  ordersAsCsv,
  productionSheetAsCsv,
  type OrderDetail,
  type OrderSummary,
} from "./order-admin.service";
import { changeOrderStatus, type OrderStatusChangeResult } from "./order-workflow.service";
import type { ProductionSheet } from "~core/orders/production-sheet";

export interface OrdersConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  /** The payment provider (refunds on cancellation) and the logger; absent, status changes are refused. */
  workflow?: { providers: { payments: PaymentProvider }; logger: ProviderLogger };
}

/** The console's filters as typed in its GET form; anything malformed is ignored. */
export interface ConsoleOrderFilters {
  storeId?: string;
  status?: string;
  from?: string;
  to?: string;
  q?: string;
}

export const CONSOLE_ORDERS_PAGE_SIZE = 25;

export interface ConsoleStatusChange {
  to: string;
  carrier?: string;
  trackingNumber?: string;
  note?: string;
}

/** A refused change: the service's message, by the field it is about ("status", "carrier", "trackingNumber", or "form"). */
export type StatusChangeResult =
  { ok: true; value: OrderStatusChangeResult } | { ok: false; errors: Record<string, ShopperMessage | string> };

export interface OrdersConsole {
  list(
    filters: ConsoleOrderFilters,
    page: number,
  ): Promise<{ items: OrderSummary[]; totalCount: number; page: number; pages: number }>;
  detail(orderId: string): Promise<OrderDetail>;
  changeStatus(orderId: string, change: ConsoleStatusChange): Promise<StatusChangeResult>;
  productionSheet(filters: {
    storeId: string;
    from?: string;
    to?: string;
  }): Promise<ProductionSheet & { orders: number }>;
  productionSheetCsv(filters: { storeId: string; from?: string; to?: string }): Promise<string>;
  ordersCsv(filters: ConsoleOrderFilters): Promise<string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: string | undefined) =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

const notFoundResponse = () => new Response("No such order.", { status: 404 });

export function createOrdersConsole(deps: OrdersConsoleDeps): OrdersConsole {
  const { db, actor } = deps;

  /** The search an actor may run: filters cleaned, narrowed to an organiser's stores. */
  const searchOf = (self: Actor, filters: ConsoleOrderFilters) => {
    const scope = storeScope(self);
    const storeId = filters.storeId?.trim() || undefined;
    return {
      storeId,
      storeIds: scope === "all" ? undefined : scope,
      status: filters.status && isOrderStatus(filters.status) ? filters.status : undefined,
      from: date(filters.from),
      to: date(filters.to),
      q: filters.q?.trim().slice(0, 100) || undefined,
    };
  };

  /** The order, if the actor may read its store; otherwise 404 as if it did not exist. */
  const readable = async (self: Actor, orderId: string): Promise<OrderDetail> => {
    let detail: OrderDetail;
    try {
      detail = await getOrderDetail(db, orderId);
    } catch (err) {
      if (err instanceof AppError && err.code === "not_found") throw notFoundResponse();
      throw err;
    }
    if (!can(self, "orders.read", detail.storeId)) throw notFoundResponse();
    // A gift code is spendable by whoever reads it: only those who may manage codes see it whole.
    if (detail.giftCard && !can(self, "gift-codes.read", detail.storeId))
      return { ...detail, giftCard: { ...detail.giftCard, code: maskGiftCode(detail.giftCard.code) } };
    return detail;
  };

  const sheetQuery = (self: Actor, filters: { storeId: string; from?: string; to?: string }) => {
    authorize(self, "orders.read", filters.storeId);
    return { storeId: filters.storeId, from: date(filters.from), to: date(filters.to) };
  };

  return {
    async list(filters, page) {
      const self = authorize(actor, "orders.read");
      const current = Math.max(1, Math.min(100_000, Math.floor(page) || 1));
      const result = await listOrders(db, {
        ...searchOf(self, filters),
        page: current,
        limit: CONSOLE_ORDERS_PAGE_SIZE,
      });
      return {
        items: result.items,
        totalCount: result.totalCount,
        page: current,
        pages: Math.max(1, Math.ceil(result.totalCount / CONSOLE_ORDERS_PAGE_SIZE)),
      };
    },
    async detail(orderId) {
      const self = authorize(actor, "orders.read");
      return readable(self, orderId);
    },
    async changeStatus(orderId, change) {
      const self = authorize(actor, "orders.write");
      const order = await readable(self, orderId);
      authorize(self, "orders.write", order.storeId);
      if (!deps.workflow) throw new Response("Order changes are not available here.", { status: 503 });
      try {
        const value = await changeOrderStatus(
          { db, providers: deps.workflow.providers, logger: deps.workflow.logger, now: deps.now },
          orderId,
          change,
          {
            actor: { id: self.id, email: self.email },
            onChange: async (trx, before, after) => {
              await recordAudit(trx, {
                actor: self,
                at: deps.now(),
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
            },
          },
        );
        return { ok: true, value };
      } catch (err) {
        if (
          err instanceof AppError &&
          (err.code === "invalid" || err.code === "conflict" || err.code === "not_found")
        ) {
          const field = err.details.path ?? "form";
          return { ok: false, errors: { [field]: err.shopperMessage ?? err.message } };
        }
        throw err;
      }
    },
    async productionSheet(filters) {
      const self = authorize(actor, "orders.read");
      return buildProductionSheet(db, sheetQuery(self, filters));
    },
    async productionSheetCsv(filters) {
      const self = authorize(actor, "orders.read");
      return productionSheetAsCsv(db, sheetQuery(self, filters));
    },
    async ordersCsv(filters) {
      const self = authorize(actor, "orders.read");
      return ordersAsCsv(db, searchOf(self, filters));
    },
  };
}

/** "GIFT-ABCD-1234" → "••••1234": enough to tell codes apart on a receipt, not to spend one. */
export function maskGiftCode(code: string): string {
  return `••••${code.slice(-4)}`;
}
