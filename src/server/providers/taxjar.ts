// TaxJar adapter (enabled by TAXJAR_API_KEY): POST /v2/taxes with a Bearer token, request and answer
// as TaxJar documents them (https://developers.taxjar.com/api/reference/#post-calculate-sales-tax-for-an-order).
// The whole `tax` object is passed on as taxJarAPIResponse (spec §7). Any failure is a 503 with a clear
// message, never a silent zero tax.
import { z } from "zod";
import { addCents, fromCents, toCents } from "~core/money";
import { postJson } from "./http-json";
import { providerUnavailable, TAX_UNAVAILABLE, type ProviderLogger, type TaxProvider } from "./providers";

export const TAXJAR_BASE_URL = "https://api.taxjar.com";

const TaxAnswerSchema = z.object({
  tax: z.looseObject({ amount_to_collect: z.number().finite().nonnegative() }),
});

export interface TaxJarConfig {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  logger: ProviderLogger;
}

export function createTaxJarTax(config: TaxJarConfig): TaxProvider {
  const base = (config.baseUrl ?? TAXJAR_BASE_URL).replace(/\/+$/, "");
  return {
    name: "taxjar",
    async estimate({ store, shipTo, subtotal, personalization, shipping, lines }) {
      const origin = store.shippingMethods.shippingAddresses[0];
      const lineItems = lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        unit_price: fromCents(line.unitPrice),
        discount: 0,
      }));
      if (personalization > 0) {
        lineItems.push({ id: "personalization", quantity: 1, unit_price: fromCents(personalization), discount: 0 });
      }
      const body = {
        ...(origin
          ? {
              from_country: "US",
              from_zip: origin.zip,
              from_state: origin.state,
              from_city: origin.city,
              from_street: origin.address1,
            }
          : {}),
        to_country: shipTo.country,
        to_zip: shipTo.zip,
        to_state: shipTo.state,
        to_city: shipTo.city,
        to_street: shipTo.address1,
        amount: fromCents(addCents(subtotal, personalization)),
        shipping: fromCents(shipping),
        line_items: lineItems,
      };
      try {
        const json = await postJson(`${base}/v2/taxes`, {
          headers: { Authorization: `Bearer ${config.apiKey}` },
          body,
          timeoutMs: config.timeoutMs,
        });
        const { tax } = TaxAnswerSchema.parse(json);
        return { tax: toCents(tax.amount_to_collect), details: tax };
      } catch (err) {
        config.logger.warn({ err, provider: "taxjar" }, "tax estimate failed");
        throw providerUnavailable(TAX_UNAVAILABLE);
      }
    },
  };
}
