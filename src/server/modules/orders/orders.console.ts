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
import { bagLabels } from "~core/orders/paperwork";
import type { SizeListBook } from "~core/catalog/sizes";
import { pickupLocationOf, type PickupLocation } from "~core/orders/pickup";
import { findStoreById } from "~server/modules/stores/stores.service";
import { findProductsByIds } from "~server/modules/products/products.service";
import { inTransaction } from "~server/db/transaction";
import {
  lowStockItems,
  lowStockThreshold,
  setLowStockThreshold,
  stockHistory,
  type LowStockItem,
  type StockHistoryRow,
} from "~server/modules/inventory/inventory.service";
import type { PaymentProvider, ProviderLogger, TaxProvider } from "~server/providers/providers";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import {
  buildProductionSheet,
  getOrderDetail,
  listOrders,
  listReadyForPickup,
  ordersAsCsv,
  orderUnitsAsCsv,
  productionSheetAsCsv,
  sizeListBook,
  type OrderDetail,
  type OrderSummary,
} from "./order-admin.service";
import { auditStatusChange, changeOrderStatus, type OrderStatusChangeResult } from "./order-workflow.service";
import { sizeRunMatrix, type ProductionSheet, type SizeRunMatrix } from "~core/orders/production-sheet";

export interface OrdersConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  /** The payment provider (refunds on cancellation) and the logger; absent, status changes are refused. */
  workflow?: { providers: { payments: PaymentProvider; tax?: TaxProvider }; logger: ProviderLogger };
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

/** The production sheet's filters (decision 0080): a store, a date range, a status and product fields. */
export interface SheetFilters {
  storeId: string;
  from?: string;
  to?: string;
  status?: string;
  brand?: string;
  supplierCode?: string;
  decorationLocation?: string;
}

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
  productionSheet(filters: SheetFilters): Promise<ProductionSheet & { orders: number; matrix: SizeRunMatrix }>;
  productionSheetCsv(filters: SheetFilters): Promise<string>;
  /** The search's orders as CSV: one row per order, or one row per unit with its personalization (decision 0097). */
  ordersCsv(filters: ConsoleOrderFilters, rows?: "order" | "unit"): Promise<string>;
  /** An order with its store's name and pick-up location: the packing slip and bag labels (issue 46). */
  /** An order's paper: its detail, store name, pick-up place and the size lists its sizes are ordered by. */
  paperwork(
    orderId: string,
  ): Promise<{ detail: OrderDetail; storeName: string; pickup: PickupLocation | undefined; sizes: SizeListBook }>;
  /** A store's low-stock colours × sizes at or below its threshold (decision 0080). */
  lowStock(storeId: string): Promise<{ storeName: string; threshold: number; items: LowStockItem[] }>;
  /** A colour × size's stock history (decision 0080): each change, what was left, which order or who. */
  stockHistory(
    storeId: string,
    item: { productId: string; color: string; size: string },
  ): Promise<{ storeName: string; productName: string; timeZone: string; rows: StockHistoryRow[] }>;
  /** Sets the store's low-stock threshold (0–10,000 units), audited. */
  setLowStockThreshold(storeId: string, threshold: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** A store's pick-up orders ready to collect, by location: the list handed out with a signature column. */
  pickupList(filters: { storeId: string; location?: string }): Promise<PickupList>;
}

export interface PickupList {
  storeName: string;
  /** Every pick-up location of the store (the filter's choices). */
  locations: string[];
  orders: {
    orderNumber: string;
    customerName: string;
    phone: string;
    location: string;
    units: number;
    bags: number;
  }[];
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

  const sheetQuery = (self: Actor, filters: SheetFilters) => {
    authorize(self, "orders.read", filters.storeId);
    const text = (value: string | undefined) => value?.trim().slice(0, 200) || undefined;
    return {
      storeId: filters.storeId,
      from: date(filters.from),
      to: date(filters.to),
      status: filters.status && isOrderStatus(filters.status) ? filters.status : undefined,
      brand: text(filters.brand),
      supplierCode: text(filters.supplierCode),
      decorationLocation: text(filters.decorationLocation),
    };
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
            onChange: auditStatusChange(self, change, deps.now),
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
      const sheet = await buildProductionSheet(db, sheetQuery(self, filters));
      return { ...sheet, matrix: sizeRunMatrix(sheet) };
    },
    async productionSheetCsv(filters) {
      const self = authorize(actor, "orders.read");
      return productionSheetAsCsv(db, sheetQuery(self, filters));
    },
    async lowStock(storeId) {
      const self = authorize(actor, "orders.read");
      authorize(self, "orders.read", storeId);
      const store = await findStoreById(db, storeId);
      if (!store) throw new Response("No such store.", { status: 404 });
      const threshold = await lowStockThreshold(db, storeId);
      return {
        storeName: store.data.primaryInformation.storeName,
        threshold,
        items: await lowStockItems(db, storeId, threshold),
      };
    },
    async stockHistory(storeId, item) {
      const self = authorize(actor, "orders.read");
      authorize(self, "orders.read", storeId);
      const store = await findStoreById(db, storeId);
      if (!store) throw new Response("No such store.", { status: 404 });
      const [product] = await findProductsByIds(db, storeId, [item.productId]);
      if (!product) throw new Response("No such product.", { status: 404 });
      return {
        storeName: store.data.primaryInformation.storeName,
        productName: product.data.productData.productName,
        timeZone: store.data.storeWindow?.timeZone ?? "UTC",
        rows: await stockHistory(db, storeId, item),
      };
    },
    async setLowStockThreshold(storeId, value) {
      const self = authorize(actor, "orders.write");
      authorize(self, "orders.write", storeId);
      const threshold = Number(value.trim());
      if (!/^\d{1,5}$/.test(value.trim()) || threshold > 10_000) return { ok: false, error: "lowStock.badThreshold" };
      const before = await lowStockThreshold(db, storeId);
      await inTransaction(db, async (trx) => {
        await setLowStockThreshold(trx, storeId, threshold, deps.now());
        await recordAudit(trx, {
          actor: self,
          at: deps.now(),
          action: "store.lowStockThreshold",
          entityType: "store",
          entityId: storeId,
          storeId,
          before: { threshold: before },
          after: { threshold },
        });
      });
      return { ok: true };
    },
    async paperwork(orderId) {
      const self = authorize(actor, "orders.read");
      const detail = await readable(self, orderId);
      const store = await findStoreById(db, detail.storeId);
      const ids = [...new Set(detail.order.lines.map((line) => line.productId))];
      return {
        detail,
        storeName: store?.data.primaryInformation.storeName ?? detail.storeId,
        pickup: store ? pickupLocationOf(store.data, detail.order) : undefined,
        sizes: await sizeListBook(db, detail.storeId, await findProductsByIds(db, detail.storeId, ids)),
      };
    },
    async pickupList(filters) {
      const self = authorize(actor, "orders.read");
      authorize(self, "orders.read", filters.storeId);
      const store = await findStoreById(db, filters.storeId);
      if (!store) throw notFoundResponse();
      const locations = store.data.shippingMethods.shippingAddresses.map((address) => address.name);
      const location = filters.location?.trim();
      const orders = (await listReadyForPickup(db, filters.storeId))
        .filter(({ order }) => !location || order.shippingService.trim().toLowerCase() === location.toLowerCase())
        .map(({ orderNumber, customerName, order }) => ({
          orderNumber,
          customerName,
          phone: order.contact.phone ?? "",
          location: order.shippingService,
          units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          bags: bagLabels(order.lines, customerName).length,
        }))
        .sort((a, b) => a.customerName.localeCompare(b.customerName) || a.orderNumber.localeCompare(b.orderNumber));
      return { storeName: store.data.primaryInformation.storeName, locations, orders };
    },
    async ordersCsv(filters, rows = "order") {
      const self = authorize(actor, "orders.read");
      return (rows === "unit" ? orderUnitsAsCsv : ordersAsCsv)(db, searchOf(self, filters));
    },
  };
}

/** "GIFT-ABCD-1234" → "••••1234": enough to tell codes apart on a receipt, not to spend one. */
export function maskGiftCode(code: string): string {
  return `••••${code.slice(-4)}`;
}
