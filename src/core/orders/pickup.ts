// Where a pick-up order is collected (decision 0081): the store's pick-up address the shopper chose
// at checkout, found by its name (the order's shipping service). Pure; the status e-mail, the
// pick-up list and the packing slip read it.
import type { StoreData } from "../entities/store.schema";
import { sameLabel } from "../catalog/parts";

export interface PickupLocation {
  /** The address's name, e.g. "Clubhouse" (what the shopper picked). */
  location: string;
  /** One line: street, city, state and zip. */
  address: string;
  /** The store's own words on it (opening hours, where to knock), if any. */
  when?: string;
}

export function pickupLocationOf(
  store: StoreData,
  order: { delivery: "toAddress" | "pickup"; shippingService: string },
): PickupLocation | undefined {
  if (order.delivery !== "pickup") return undefined;
  const address = store.shippingMethods.shippingAddresses.find((a) => sameLabel(a.name, order.shippingService));
  if (!address) return order.shippingService ? { location: order.shippingService, address: "" } : undefined;
  return {
    location: address.name,
    address: [
      [address.address1, address.address2].filter(Boolean).join(", "),
      `${address.city}, ${address.state} ${address.zip}`,
    ].join(", "),
    ...(address.description ? { when: address.description } : {}),
  };
}
