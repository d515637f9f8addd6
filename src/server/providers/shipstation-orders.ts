// ShipStation orders and labels (issue 46), as ShipStation's v1 API documents them: an order is
// created or updated by its orderKey (POST /orders/createorder, idempotent for one key), a label is
// bought for it (POST /orders/createlabelfororder, NOT idempotent: the caller claims the order first
// and asks GET /shipments before buying again), and labels made in ShipStation's own screens are
// found with GET /shipments?orderId=…. Basic auth with the store's key and secret.
import { z } from "zod";
import { requestJson } from "./http-json";

export interface ShipStationCredentials {
  apiKey: string;
  apiSecret: string;
}

export interface ShipStationAddress {
  name: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}

export interface ShipStationOrderInput {
  orderNumber: string;
  /** Our order id: ShipStation updates, never duplicates, an order of the same key. */
  orderKey: string;
  orderDate: string;
  customerEmail: string;
  billTo: ShipStationAddress;
  shipTo: ShipStationAddress;
  items: {
    lineItemKey: string;
    sku: string;
    name: string;
    quantity: number;
    unitPrice: number;
    options: { name: string; value: string }[];
  }[];
  amountPaid: number;
  taxAmount: number;
  shippingAmount: number;
  requestedShippingService: string;
  carrierCode?: string;
  serviceCode?: string;
}

export interface ShipStationLabelInput {
  orderId: number;
  carrierCode: string;
  serviceCode: string;
  shipDate: string;
  weightOunces: number;
  testLabel: boolean;
}

const OrderAnswer = z.object({ orderId: z.number().int(), orderKey: z.string().nullish() });
const LabelAnswer = z.object({
  shipmentId: z.number().int(),
  trackingNumber: z.string().min(1),
  labelData: z.string().nullish(),
});
const ShipmentsAnswer = z.object({
  shipments: z.array(
    z.object({
      shipmentId: z.number().int(),
      orderId: z.number().int().nullish(),
      trackingNumber: z.string().nullish(),
      carrierCode: z.string().nullish(),
      serviceCode: z.string().nullish(),
      voided: z.boolean().nullish(),
    }),
  ),
});

export interface ShipStationShipment {
  shipmentId: number;
  trackingNumber: string;
  carrierCode: string;
  serviceCode: string;
}

export interface ShipStationOrders {
  upsertOrder(credentials: ShipStationCredentials, order: ShipStationOrderInput): Promise<{ orderId: number }>;
  createLabel(
    credentials: ShipStationCredentials,
    label: ShipStationLabelInput,
  ): Promise<ShipStationShipment & { labelData: string | null }>;
  /** The order's shipments that are not voided and have a tracking number. */
  shipmentsOf(credentials: ShipStationCredentials, orderId: number): Promise<ShipStationShipment[]>;
}

export function createShipStationOrders(config: { baseUrl: string; timeoutMs: number }): ShipStationOrders {
  const base = config.baseUrl.replace(/\/+$/, "");
  const headers = ({ apiKey, apiSecret }: ShipStationCredentials) => ({
    Authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString("base64")}`,
  });
  return {
    async upsertOrder(credentials, order) {
      const json = await requestJson("POST", `${base}/orders/createorder`, {
        headers: headers(credentials),
        body: { ...order, orderStatus: "awaiting_shipment" },
        timeoutMs: config.timeoutMs,
      });
      return { orderId: OrderAnswer.parse(json).orderId };
    },
    async createLabel(credentials, label) {
      const json = await requestJson("POST", `${base}/orders/createlabelfororder`, {
        headers: headers(credentials),
        body: {
          orderId: label.orderId,
          carrierCode: label.carrierCode,
          serviceCode: label.serviceCode,
          packageCode: "package",
          confirmation: "none",
          shipDate: label.shipDate,
          weight: { value: label.weightOunces, units: "ounces" },
          testLabel: label.testLabel,
        },
        timeoutMs: config.timeoutMs,
      });
      const answer = LabelAnswer.parse(json);
      return {
        shipmentId: answer.shipmentId,
        trackingNumber: answer.trackingNumber,
        carrierCode: label.carrierCode,
        serviceCode: label.serviceCode,
        labelData: answer.labelData ?? null,
      };
    },
    async shipmentsOf(credentials, orderId) {
      const json = await requestJson(
        "GET",
        `${base}/shipments?orderId=${encodeURIComponent(String(orderId))}&includeShipmentItems=false`,
        { headers: headers(credentials), timeoutMs: config.timeoutMs },
      );
      return ShipmentsAnswer.parse(json)
        .shipments.filter((s) => !s.voided && s.trackingNumber)
        .map((s) => ({
          shipmentId: s.shipmentId,
          trackingNumber: s.trackingNumber!,
          carrierCode: s.carrierCode ?? "",
          serviceCode: s.serviceCode ?? "",
        }));
    },
  };
}
