// Shipping labels through ShipStation (issue 46). An operator sends an order to ShipStation (its
// documented orders API, created or updated by our order id as orderKey, so a retry never makes a
// second order there) and buys its label; the tracking number that comes back marks the order
// Shipped through the status workflow, which e-mails the shopper and shows it on the track-order
// page. Labels made in ShipStation's own screens are found by the tracking sweep.
//
// A label is never bought twice: the order's row is claimed first (one conditional UPDATE), and a
// claim whose call went unanswered (a time-out, a 5xx: ShipStation may have made the label) is kept
// until its lease runs out; whoever tries next asks ShipStation for the order's shipments before
// buying, and takes the label found.
import type { Kysely } from "kysely";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { Actor } from "~core/operators/permissions";
import type { StoreData } from "~core/entities/store.schema";
import { fromCents } from "~core/money";
import { carrierName } from "~core/orders/carriers";
import type { Clock } from "~server/clock";
import type { Env } from "~server/env";
import type { DB, OrderShipmentsTable } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError } from "~server/http/errors";
import { recordAudit } from "~server/modules/operators/audit";
import { findStoreById } from "~server/modules/stores/stores.service";
import { ProviderCallError } from "~server/providers/http-json";
import { isTestPayments, type PaymentProvider, type ProviderLogger } from "~server/providers/providers";
import { SHIPSTATION_BASE_URL } from "~server/providers/shipstation";
import {
  createShipStationOrders,
  type ShipStationAddress,
  type ShipStationCredentials,
  type ShipStationOrders,
  type ShipStationShipment,
} from "~server/providers/shipstation-orders";
import { findOrderById } from "./orders.repository";
import { changeOrderStatus } from "./order-workflow.service";
import {
  claimLabel,
  deleteStoreShipStationAccount,
  findOrderShipment,
  findStoreShipStationAccount,
  listOpenShipments,
  markShipmentShipped,
  noteShipmentError,
  recordLabel,
  recordOrderPushed,
  releaseLabelClaim,
  saveStoreShipStationAccount,
} from "./order-shipments.repository";
import type { StoredOrder } from "./stored-order";

/** How long a label claim whose call went unanswered blocks another try (then ShipStation is asked first). */
export const LABEL_CLAIM_LEASE_MS = 2 * 60_000;

export interface OrderShipmentsDeps {
  db: Kysely<DB>;
  now: Clock;
  logger: ProviderLogger;
  /** The ShipStation client (SHIPSTATION_BASE_URL); absent, nothing is sent. */
  shipStation?: ShipStationOrders;
  /** The server's own keys (SHIPSTATION_API_KEY/SECRET), for a store that has none of its own. */
  defaultCredentials?: ShipStationCredentials;
  /** Labels bought as ShipStation test labels (no postage charged): the test payment gateway's mode. */
  testLabels: boolean;
  payments: PaymentProvider;
}

export type ShipmentResult = { ok: true; shipment: OrderShipmentView } | { ok: false; message: ShopperMessage };

export interface OrderShipmentView {
  state: OrderShipmentsTable["state"];
  shipStationOrderId: string | null;
  carrierCode: string | null;
  carrierName: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  hasLabel: boolean;
  lastError: string | null;
}

const view = (row: OrderShipmentsTable): OrderShipmentView => ({
  state: row.state,
  shipStationOrderId: row.shipstation_order_id,
  carrierCode: row.carrier_code,
  carrierName: row.carrier_code ? carrierName(row.carrier_code) : null,
  serviceCode: row.service_code,
  trackingNumber: row.tracking_number,
  hasLabel: row.label_pdf !== null,
  lastError: row.last_error,
});

const refused = (message: ShopperMessage): ShipmentResult => ({ ok: false, message });

/** The store's own keys, else the server's; undefined when neither is set. */
async function credentialsOf(deps: OrderShipmentsDeps, storeId: string): Promise<ShipStationCredentials | undefined> {
  const own = await findStoreShipStationAccount(deps.db, storeId);
  return own ? { apiKey: own.api_key, apiSecret: own.api_secret } : deps.defaultCredentials;
}

function address(a: StoredOrder["billingAddress"]): ShipStationAddress {
  return {
    name: `${a.firstName} ${a.lastName}`.trim(),
    street1: a.address1,
    street2: a.address2 || null,
    city: a.city,
    state: a.state,
    postalCode: a.zip,
    country: a.country,
    phone: a.phone || null,
  };
}

/** The order's service at ShipStation: the store's service type the shopper chose. */
function serviceOf(store: StoreData, order: StoredOrder) {
  return store.shippingMethods.shippingCompanies.shipStation.serviceTypes.find(
    (service) =>
      service.carrierCode === order.shippingCarrier &&
      (service.name === order.shippingService || service.serviceCode === order.shippingService),
  );
}

function weightOunces(order: StoredOrder): number {
  let ounces = 0;
  for (const line of order.lines)
    for (const size of line.sizes) ounces += size.weight * size.quantity * (/^oz$/i.test(size.weightUom) ? 1 : 16);
  return Math.max(1, Math.round(ounces * 100) / 100);
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);
/** A refusal ShipStation gave (4xx): it made nothing. A time-out or 5xx may have made something. */
const definitelyRefused = (err: unknown) =>
  (err instanceof ProviderCallError && err.status !== undefined && err.status >= 400 && err.status < 500) ||
  !(err instanceof ProviderCallError);

export function createOrderShipments(deps: OrderShipmentsDeps) {
  const load = async (orderId: string) => {
    const row = await findOrderById(deps.db, orderId);
    if (!row) throw new AppError("not_found", shopperMessage("order.notFound"));
    const store = await findStoreById(deps.db, row.store_id);
    if (!store) throw new AppError("not_found", shopperMessage("order.notFound"));
    return { row, order: JSON.parse(row.data) as StoredOrder, store: store.data };
  };

  /** Marks the order Shipped with the label's tracking number (through In production when it is still Processing). */
  async function markShipped(orderId: string, shipment: ShipStationShipment, actor: Actor | null) {
    const row = await findOrderById(deps.db, orderId);
    if (!row) return;
    const workflow = { db: deps.db, providers: { payments: deps.payments }, logger: deps.logger, now: deps.now };
    const by = actor ? { id: actor.id, email: actor.email } : null;
    const note = `ShipStation shipment ${shipment.shipmentId}`;
    try {
      if (row.status === "Processing")
        await changeOrderStatus(workflow, orderId, { to: "In production", note }, { actor: by });
      if (row.status === "Processing" || row.status === "In production") {
        await changeOrderStatus(
          workflow,
          orderId,
          { to: "Shipped", carrier: carrierName(shipment.carrierCode), trackingNumber: shipment.trackingNumber, note },
          { actor: by },
        );
      }
    } catch (err) {
      // Another change won the race (the operator marked it by hand meanwhile): the order says so.
      if (!(err instanceof AppError && err.code === "conflict")) throw err;
    }
    const now = await findOrderById(deps.db, orderId);
    if (now && now.status !== "Processing" && now.status !== "In production")
      await markShipmentShipped(deps.db, orderId, deps.now().toISOString());
  }

  async function audit(actor: Actor, action: string, orderId: string, storeId: string, after: unknown) {
    await inTransaction(deps.db, (trx) =>
      recordAudit(trx, { actor, at: deps.now(), action, entityType: "order", entityId: orderId, storeId, after }),
    );
  }

  return {
    async shipmentOf(orderId: string): Promise<OrderShipmentView | null> {
      const row = await findOrderShipment(deps.db, orderId);
      return row ? view(row) : null;
    },

    async labelPdf(orderId: string): Promise<string | null> {
      return (await findOrderShipment(deps.db, orderId))?.label_pdf ?? null;
    },

    /** Whether ShipStation is set up for the store (its own keys or the server's) and reachable at all. */
    async enabledFor(storeId: string): Promise<boolean> {
      return deps.shipStation !== undefined && (await credentialsOf(deps, storeId)) !== undefined;
    },

    /** Sends the order to ShipStation, or updates it there (same orderKey). */
    async push(actor: Actor, orderId: string): Promise<ShipmentResult> {
      const { row, order, store } = await load(orderId);
      const credentials = await credentialsOf(deps, row.store_id);
      if (!deps.shipStation || !credentials) return refused(shopperMessage("shipstation.notSetUp"));
      if (order.delivery === "pickup")
        return refused(shopperMessage("shipstation.pickUp", { orderNumber: row.order_number }));
      if (row.status === "Cancelled" || row.status === "Delivered")
        return refused(
          shopperMessage("shipstation.closedOrder", { orderNumber: row.order_number, status: row.status }),
        );
      const service = serviceOf(store, order);
      const to = order.shippingAddress ?? order.billingAddress;
      try {
        const { orderId: shipStationOrderId } = await deps.shipStation.upsertOrder(credentials, {
          orderNumber: row.order_number,
          orderKey: row.id,
          orderDate: row.created_at,
          customerEmail: order.contact.email,
          billTo: address(order.billingAddress),
          shipTo: address(to),
          items: order.lines.flatMap((line) =>
            line.sizes.map((size, index) => ({
              lineItemKey: `${line.id}-${index}`,
              sku: `${line.productId}-${line.color}-${size.size}`.slice(0, 100),
              name: line.productName,
              quantity: size.quantity,
              unitPrice: fromCents(size.unitPrice),
              options: [
                { name: "Color", value: line.color },
                { name: "Size", value: size.size },
                ...line.personalization
                  .filter((entry) => entry.value.trim() !== "")
                  .map((entry) => ({ name: `${entry.label} ${entry.name}`.trim(), value: entry.value })),
              ],
            })),
          ),
          amountPaid: fromCents(order.totalAmount),
          taxAmount: fromCents(order.totalTax),
          shippingAmount: fromCents(order.shippingAmount),
          requestedShippingService: order.shippingService,
          carrierCode: service?.carrierCode,
          serviceCode: service?.serviceCode,
        });
        const at = deps.now().toISOString();
        await recordOrderPushed(deps.db, {
          orderId: row.id,
          storeId: row.store_id,
          shipStationOrderId: String(shipStationOrderId),
          at,
        });
        await audit(actor, "order.shipstation-push", row.id, row.store_id, { shipStationOrderId });
        return { ok: true, shipment: view((await findOrderShipment(deps.db, row.id))!) };
      } catch (err) {
        deps.logger.warn({ err, provider: "shipstation", orderId }, "sending the order to ShipStation failed");
        return refused(shopperMessage("shipstation.unavailable", { reason: describe(err) }));
      }
    },

    /** Buys the order's label (sending the order first when ShipStation does not have it yet). */
    async buyLabel(actor: Actor, orderId: string): Promise<ShipmentResult> {
      let shipment = await findOrderShipment(deps.db, orderId);
      if (!shipment?.shipstation_order_id) {
        const pushed = await this.push(actor, orderId);
        if (!pushed.ok) return pushed;
        shipment = (await findOrderShipment(deps.db, orderId))!;
      }
      if (shipment.state === "labelled" || shipment.state === "shipped") return { ok: true, shipment: view(shipment) };
      const { row, order, store } = await load(orderId);
      const credentials = await credentialsOf(deps, row.store_id);
      if (!deps.shipStation || !credentials) return refused(shopperMessage("shipstation.notSetUp"));
      const service = serviceOf(store, order);
      if (!service) return refused(shopperMessage("shipstation.noService", { service: order.shippingService || "—" }));
      const now = deps.now();
      const claimed = await claimLabel(
        deps.db,
        orderId,
        now.toISOString(),
        new Date(now.getTime() - LABEL_CLAIM_LEASE_MS).toISOString(),
      );
      if (!claimed) {
        const current = await findOrderShipment(deps.db, orderId);
        if (current && (current.state === "labelled" || current.state === "shipped"))
          return { ok: true, shipment: view(current) };
        return refused(shopperMessage("shipstation.labelPending", { orderNumber: row.order_number }));
      }
      const shipStationOrderId = Number(shipment.shipstation_order_id);
      let label: ShipStationShipment & { labelData: string | null };
      try {
        // A label an earlier, unanswered try (or ShipStation's own screens) made is taken, not bought again.
        const existing = (await deps.shipStation.shipmentsOf(credentials, shipStationOrderId))[0];
        label =
          existing !== undefined
            ? { ...existing, labelData: null }
            : await deps.shipStation.createLabel(credentials, {
                orderId: shipStationOrderId,
                carrierCode: service.carrierCode,
                serviceCode: service.serviceCode,
                shipDate: now.toISOString().slice(0, 10),
                weightOunces: weightOunces(order),
                testLabel: deps.testLabels,
              });
      } catch (err) {
        deps.logger.warn({ err, provider: "shipstation", orderId }, "buying the ShipStation label failed");
        const reason = describe(err);
        if (definitelyRefused(err)) await releaseLabelClaim(deps.db, orderId, reason, deps.now().toISOString());
        else await noteShipmentError(deps.db, orderId, reason, deps.now().toISOString());
        return refused(
          definitelyRefused(err)
            ? shopperMessage("shipstation.unavailable", { reason })
            : shopperMessage("shipstation.labelUnknown", { reason }),
        );
      }
      await recordLabel(
        deps.db,
        orderId,
        {
          shipmentId: String(label.shipmentId),
          carrierCode: label.carrierCode,
          serviceCode: label.serviceCode,
          trackingNumber: label.trackingNumber,
          labelPdf: label.labelData,
        },
        deps.now().toISOString(),
      );
      await audit(actor, "order.shipstation-label", orderId, row.store_id, {
        shipmentId: label.shipmentId,
        trackingNumber: label.trackingNumber,
      });
      await markShipped(orderId, label, actor);
      return { ok: true, shipment: view((await findOrderShipment(deps.db, orderId))!) };
    },

    /**
     * The tracking sweep: asks ShipStation for the shipments of orders it has that are not marked
     * shipped (labels bought in ShipStation's screens, or an answer lost to a time-out) and marks them.
     * Returns how many orders were marked.
     */
    async sweep(limit = 50): Promise<number> {
      if (!deps.shipStation) return 0;
      let marked = 0;
      const now = deps.now();
      for (const shipment of await listOpenShipments(deps.db, limit)) {
        if (!shipment.shipstation_order_id) continue;
        const credentials = await credentialsOf(deps, shipment.store_id);
        if (!credentials) continue;
        try {
          if (shipment.state === "labelled" && shipment.tracking_number) {
            await markShipped(
              shipment.order_id,
              {
                shipmentId: Number(shipment.shipment_id),
                trackingNumber: shipment.tracking_number,
                carrierCode: shipment.carrier_code ?? "",
                serviceCode: shipment.service_code ?? "",
              },
              null,
            );
            marked++;
            continue;
          }
          const found = (await deps.shipStation.shipmentsOf(credentials, Number(shipment.shipstation_order_id)))[0];
          if (found) {
            await recordLabel(
              deps.db,
              shipment.order_id,
              {
                shipmentId: String(found.shipmentId),
                carrierCode: found.carrierCode,
                serviceCode: found.serviceCode,
                trackingNumber: found.trackingNumber,
                labelPdf: null,
              },
              now.toISOString(),
            );
            await markShipped(shipment.order_id, found, null);
            marked++;
          } else if (
            shipment.state === "label_requested" &&
            shipment.claimed_at !== null &&
            shipment.claimed_at < new Date(now.getTime() - LABEL_CLAIM_LEASE_MS).toISOString()
          ) {
            // The unanswered call made nothing: the label may be bought again.
            await releaseLabelClaim(deps.db, shipment.order_id, shipment.last_error ?? "", now.toISOString());
          }
        } catch (err) {
          deps.logger.warn(
            { err, provider: "shipstation", orderId: shipment.order_id },
            "ShipStation tracking sweep failed",
          );
        }
      }
      return marked;
    },

    async storeAccount(storeId: string): Promise<{ apiKey: string; hasSecret: boolean } | null> {
      const row = await findStoreShipStationAccount(deps.db, storeId);
      return row ? { apiKey: row.api_key, hasSecret: row.api_secret !== "" } : null;
    },

    /** Saves (or, with an empty key, removes) a store's ShipStation keys; audited without the secret. */
    async saveStoreAccount(
      actor: Actor,
      storeId: string,
      input: { apiKey: string; apiSecret: string },
    ): Promise<{ ok: true } | { ok: false; errors: Record<string, ShopperMessage> }> {
      const apiKey = input.apiKey.trim();
      const apiSecret = input.apiSecret.trim();
      const at = deps.now();
      const before = await findStoreShipStationAccount(deps.db, storeId);
      if (apiKey === "") {
        await inTransaction(deps.db, async (trx) => {
          await deleteStoreShipStationAccount(trx, storeId);
          await recordAudit(trx, {
            actor,
            at,
            action: "store.shipstation-keys",
            entityType: "store",
            entityId: storeId,
            storeId,
            before: before ? { apiKey: before.api_key } : null,
            after: null,
          });
        });
        return { ok: true };
      }
      const errors: Record<string, ShopperMessage> = {};
      if (apiKey.length > 200 || /\s/.test(apiKey)) errors.apiKey = shopperMessage("shipstation.badKey");
      // The secret is never shown back: left empty, the saved one stays.
      const secret = apiSecret || before?.api_secret || "";
      if (secret === "") errors.apiSecret = shopperMessage("shipstation.secretRequired");
      else if (secret.length > 200 || /\s/.test(secret)) errors.apiSecret = shopperMessage("shipstation.badKey");
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      await inTransaction(deps.db, async (trx) => {
        await saveStoreShipStationAccount(trx, {
          store_id: storeId,
          api_key: apiKey,
          api_secret: secret,
          updated_at: at.toISOString(),
        });
        await recordAudit(trx, {
          actor,
          at,
          action: "store.shipstation-keys",
          entityType: "store",
          entityId: storeId,
          storeId,
          before: before ? { apiKey: before.api_key } : null,
          after: { apiKey },
        });
      });
      return { ok: true };
    },
  };
}

export type OrderShipments = ReturnType<typeof createOrderShipments>;

/**
 * The server's ShipStation labels as its configuration sets them: ShipStation's API (or
 * SHIPSTATION_BASE_URL), the server's own keys for stores without theirs, test labels while payments
 * go through the test gateway.
 */
export function orderShipmentsFromEnv(
  env: Pick<Env, "SHIPSTATION_BASE_URL" | "SHIPSTATION_API_KEY" | "SHIPSTATION_API_SECRET" | "PROVIDER_TIMEOUT_MS">,
  deps: Pick<OrderShipmentsDeps, "db" | "now" | "logger" | "payments">,
): OrderShipments {
  return createOrderShipments({
    ...deps,
    shipStation: createShipStationOrders({
      baseUrl: env.SHIPSTATION_BASE_URL ?? SHIPSTATION_BASE_URL,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
    }),
    defaultCredentials:
      env.SHIPSTATION_API_KEY && env.SHIPSTATION_API_SECRET
        ? { apiKey: env.SHIPSTATION_API_KEY, apiSecret: env.SHIPSTATION_API_SECRET }
        : undefined,
    testLabels: isTestPayments(deps.payments),
  });
}
