// The default shipping and tax providers (ARCHITECTURE §7): the store's own configuration, no set-up.
// Shipping: each carrier service type costs flatRate + perLbRate × total weight. Tax: the store's
// rate, or its override for the destination state, on merchandise and personalization; shipping is
// not taxed (docs/decisions/0018).
import { addCents, fromCents, percentOf, roundCents, toCents } from "~core/money";
import type { ShippingProvider, TaxProvider } from "./providers";

export function createRateTableShipping(): ShippingProvider {
  return {
    name: "rate-table",
    async carrierRates({ store, weightLb }) {
      return store.shippingMethods.shippingCompanies.shipStation.serviceTypes.map((service) => ({
        shippingCompany: service.carrierCode,
        shippingMethod: service.name,
        shippingAmount: fromCents(
          addCents(toCents(service.flatRate), roundCents(toCents(service.perLbRate) * weightLb)),
        ),
        shippingDescription: service.serviceCode,
        success: true,
      }));
    },
  };
}

/** The store's tax rate in percent for a destination state. */
export function taxRateFor(
  store: { taxManagement: { tax: number; stateTaxes: { state: string; tax: number }[] } },
  state: string,
) {
  const override = store.taxManagement.stateTaxes.find((s) => s.state.toUpperCase() === state.trim().toUpperCase());
  return override?.tax ?? store.taxManagement.tax;
}

export function createRateTableTax(): TaxProvider {
  return {
    name: "rate-table",
    async estimate({ store, shipTo, subtotal, personalization }) {
      const rate = taxRateFor(store, shipTo.state);
      const taxable = addCents(subtotal, personalization);
      const tax = percentOf(taxable, rate);
      // Shaped like TaxJar's `tax` object so a client reads either the same way.
      return {
        tax,
        details: {
          source: "rate-table",
          amount_to_collect: fromCents(tax),
          rate: rate / 100,
          taxable_amount: fromCents(taxable),
          freight_taxable: false,
          jurisdictions: { country: "US", state: shipTo.state.toUpperCase() },
        },
      };
    },
  };
}
