// ShipStation rates adapter (enabled by SHIPSTATION_API_KEY/SECRET): one POST /shipments/getrates per
// carrier of the store's service types, Basic auth, request and answer as ShipStation documents them
// (https://www.shipstation.com/docs/api/shipments/get-rates/). Only the store's configured services are
// offered. Any failure is a 503 with a clear message, never a silent free shipping.
import { z } from "zod";
import type { ShippingEstimateOption } from "~core/checkout/shipping-options";
import { postJson } from "./http-json";
import { providerUnavailable, SHIPPING_UNAVAILABLE, type ProviderLogger, type ShippingProvider } from "./providers";

export const SHIPSTATION_BASE_URL = "https://ssapi.shipstation.com";

const RatesSchema = z.array(
  z.object({
    serviceName: z.string(),
    serviceCode: z.string(),
    shipmentCost: z.number().finite().nonnegative(),
    otherCost: z.number().finite().nonnegative().default(0),
  }),
);

export interface ShipStationConfig {
  apiKey: string;
  apiSecret: string;
  baseUrl?: string;
  timeoutMs: number;
  logger: ProviderLogger;
}

export function createShipStationShipping(config: ShipStationConfig): ShippingProvider {
  const base = (config.baseUrl ?? SHIPSTATION_BASE_URL).replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiSecret}`).toString("base64")}`;
  return {
    name: "shipstation",
    async carrierRates({ store, shipTo, weightLb }) {
      const services = store.shippingMethods.shippingCompanies.shipStation.serviceTypes;
      // Ships from the store's first pick-up address when it has one (its warehouse or office).
      const origin = store.shippingMethods.shippingAddresses[0];
      const carriers = [...new Set(services.map((s) => s.carrierCode))];
      try {
        const answers = await Promise.all(
          carriers.map(async (carrierCode) => {
            const body = {
              carrierCode,
              serviceCode: null,
              packageCode: null,
              fromPostalCode: origin?.zip ?? shipTo.zip,
              toState: shipTo.state,
              toCountry: shipTo.country,
              toPostalCode: shipTo.zip,
              toCity: shipTo.city,
              weight: { value: Math.max(weightLb, 0.01), units: "pounds" },
              confirmation: "none",
              residential: true,
            };
            const json = await postJson(`${base}/shipments/getrates`, {
              headers: { Authorization: authorization },
              body,
              timeoutMs: config.timeoutMs,
            });
            return { carrierCode, rates: RatesSchema.parse(json) };
          }),
        );
        return services.map((service): ShippingEstimateOption => {
          const rate = answers
            .find((a) => a.carrierCode === service.carrierCode)
            ?.rates.find((r) => r.serviceCode === service.serviceCode);
          return {
            shippingCompany: service.carrierCode,
            shippingMethod: service.name,
            // Cents-exact sum of ShipStation's two decimal amounts.
            shippingAmount: rate ? Math.round((rate.shipmentCost + rate.otherCost) * 100) / 100 : 0,
            shippingDescription: service.serviceCode,
            success: rate !== undefined,
          };
        });
      } catch (err) {
        config.logger.warn({ err, provider: "shipstation" }, "shipping rates failed");
        throw providerUnavailable(SHIPPING_UNAVAILABLE);
      }
    },
  };
}
