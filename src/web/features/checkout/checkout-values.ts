// The checkout form's values (spec §5 Checkout addresses): the shipping address only for delivery to an
// address, the billing address unless it is the same as the shipping one (pick-up always asks for it),
// and optional notes. Messages are core's, shown next to each field.
import type { DeliveryType } from "~core/checkout/shipping-options";
import type { AddressFormValues } from "../../lib/address";

export interface CheckoutFormValues {
  delivery: DeliveryType;
  shipping: AddressFormValues;
  billing: AddressFormValues;
  billingSame: boolean;
  note: string;
  terms: boolean;
}

/** Billing is its own form unless delivery is to an address and the shopper ticked 'same as shipping'. */
export const usesShippingForBilling = (values: Pick<CheckoutFormValues, "delivery" | "billingSame">) =>
  values.delivery === "toAddress" && values.billingSame;
