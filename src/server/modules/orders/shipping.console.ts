// The console's ShipStation labels (issue 46): an order's shipment, sending it, buying its label and
// downloading it, and a store's own ShipStation keys. Every method asks `authorize` first; an order
// of a store the actor may not read is "not found" to them.
import type { Kysely } from "kysely";
import { can, type Actor } from "~core/operators/permissions";
import type { ShopperMessage } from "~core/i18n/message";
import type { DB } from "~server/db/schema";
import { authorize } from "~server/modules/operators/authorize";
import { findOrderById } from "./orders.repository";
import type { OrderShipments, OrderShipmentView, ShipmentResult } from "./order-shipments.service";

export interface ShippingConsole {
  /** The order's ShipStation state, and whether its store can use ShipStation at all. */
  shipment(orderId: string): Promise<{ enabled: boolean; shipment: OrderShipmentView | null }>;
  push(orderId: string): Promise<ShipmentResult>;
  buyLabel(orderId: string): Promise<ShipmentResult>;
  /** The label's PDF (base64), or null when there is none. */
  labelPdf(orderId: string): Promise<string | null>;
  storeAccount(storeId: string): Promise<{ apiKey: string; hasSecret: boolean } | null>;
  saveStoreAccount(
    storeId: string,
    input: { apiKey: string; apiSecret: string },
  ): Promise<{ ok: true } | { ok: false; errors: Record<string, ShopperMessage> }>;
}

const notFound = () => new Response("No such order.", { status: 404 });
const unavailable = () => new Response("ShipStation labels are not available on this server.", { status: 404 });

export function createShippingConsole(deps: {
  db: Kysely<DB>;
  actor: Actor | null;
  shipments: OrderShipments | undefined;
}): ShippingConsole {
  const { db, actor } = deps;
  const service = (): OrderShipments => {
    if (!deps.shipments) throw unavailable();
    return deps.shipments;
  };

  /** The order's store, when the actor may do `action` on it; otherwise "not found". */
  const orderStore = async (orderId: string, action: "orders.read" | "orders.write") => {
    const self = authorize(actor, "orders.read");
    const row = await findOrderById(db, orderId);
    if (!row || !can(self, "orders.read", row.store_id)) throw notFound();
    authorize(self, action, row.store_id);
    return { self, storeId: row.store_id };
  };

  return {
    async shipment(orderId) {
      const { storeId } = await orderStore(orderId, "orders.read");
      if (!deps.shipments) return { enabled: false, shipment: null };
      return { enabled: await deps.shipments.enabledFor(storeId), shipment: await deps.shipments.shipmentOf(orderId) };
    },
    async push(orderId) {
      const { self } = await orderStore(orderId, "orders.write");
      return service().push(self, orderId);
    },
    async buyLabel(orderId) {
      const { self } = await orderStore(orderId, "orders.write");
      return service().buyLabel(self, orderId);
    },
    async labelPdf(orderId) {
      await orderStore(orderId, "orders.read");
      return service().labelPdf(orderId);
    },
    async storeAccount(storeId) {
      authorize(actor, "stores.write", storeId);
      return service().storeAccount(storeId);
    },
    async saveStoreAccount(storeId, input) {
      const self = authorize(actor, "stores.write", storeId);
      return service().saveStoreAccount(self, storeId, input);
    },
  };
}
