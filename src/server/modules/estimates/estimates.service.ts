// Shipping and tax estimates (spec §7) from server-priced lines. Pick-up options are the store's own
// addresses; carrier rates and tax come from the configured providers (rate tables by default).
// The order service calls the same functions, so an order is checked against exactly what checkout saw.
import type { Kysely } from "kysely";
import type { ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { StoreData } from "~core/entities/store.schema";
import { ZERO_CENTS, type Cents } from "~core/money";
import type { PricedCart } from "~core/pricing/cart-lines";
import type { DB } from "~server/db/schema";
import type { Destination, Providers, TaxQuote } from "~server/providers/providers";
import type { WireOrderLine } from "./estimates.schema";
import { repriceLines, totalWeightLb } from "./priced-lines";

/** Repricing a cart and an order line on the wire: the orders module places and shows orders with them. */
export { orderLineToWire, repriceLines } from "./priced-lines";

export interface EstimateDeps {
  db: Kysely<DB>;
  providers: Providers;
}

type Store = { id: string; data: StoreData };

/** Pick-up and group pick-up at the store's addresses, free, when the store offers them (spec §3). */
export function pickUpOptions(store: StoreData): ShippingEstimateOption[] {
  const { shippingCompanies, shippingAddresses } = store.shippingMethods;
  const offered = { pickUp: shippingCompanies.pickUp, groupPickUp: shippingCompanies.groupPickUp };
  return shippingAddresses
    .filter((address) => offered[address.type])
    .map((address) => ({
      shippingCompany: address.type === "pickUp" ? "Pick Up" : "Group Pick Up",
      shippingMethod: address.name,
      shippingAmount: 0,
      shippingDescription: [
        [address.address1, address.address2].filter(Boolean).join(", "),
        `${address.city}, ${address.state} ${address.zip}`,
        address.description,
      ]
        .filter(Boolean)
        .join(" — "),
      success: true,
    }));
}

/** Every option for already priced lines: the store's pick-up options, then the carriers' rates. */
export async function shippingOptionsFor(
  providers: Providers,
  store: StoreData,
  priced: PricedCart,
  shipTo: Destination,
): Promise<ShippingEstimateOption[]> {
  const carriers = await providers.shipping.carrierRates({ store, shipTo, weightLb: totalWeightLb(priced) });
  return [...pickUpOptions(store), ...carriers];
}

/** Tax for already priced lines and a shipping amount (cents). */
export function taxFor(
  providers: Providers,
  store: StoreData,
  priced: PricedCart,
  shipTo: Destination,
  shipping: Cents,
): Promise<TaxQuote> {
  return providers.tax.estimate({
    store,
    shipTo,
    subtotal: priced.subtotal,
    personalization: priced.personalizationTotal,
    shipping,
    lines: priced.lines.map((line, index) => ({
      id: String(index + 1),
      quantity: line.request.quantity,
      unitPrice: line.unitPrice ?? ZERO_CENTS,
    })),
  });
}

export async function estimateShipping(
  deps: EstimateDeps,
  store: Store,
  input: { lines: WireOrderLine[]; shippingAddress: Destination },
): Promise<ShippingEstimateOption[]> {
  const { priced } = await repriceLines(deps.db, store, input.lines);
  return shippingOptionsFor(deps.providers, store.data, priced, input.shippingAddress);
}

export async function estimateTax(
  deps: EstimateDeps,
  store: Store,
  input: { lines: WireOrderLine[]; shippingAddress: Destination; shippingAmount: Cents },
): Promise<TaxQuote> {
  const { priced } = await repriceLines(deps.db, store, input.lines);
  return taxFor(deps.providers, store.data, priced, input.shippingAddress, input.shippingAmount);
}
