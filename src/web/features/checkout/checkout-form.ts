// The checkout form's values and their validation (spec §5 Checkout addresses): the shipping address
// only for delivery to an address, the billing address unless it is the same as the shipping one
// (pick-up always asks for it), and optional notes. Messages are core's, shown next to each field.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import type { DeliveryType } from "~core/checkout/shipping-options";
import { CheckoutAddressSchema, type CheckoutAddress } from "~core/validation/address.schema";
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

/**
 * Whether the billing address (the shipping one when billing is the same) passes validation now,
 * touched or not: Place Order stays disabled while it has errors (spec §5), even before the shopper
 * has visited its fields.
 */
export const billingAddressValid = (
  values: Pick<CheckoutFormValues, "delivery" | "billingSame" | "shipping" | "billing">,
) => CheckoutAddressSchema.safeParse(usesShippingForBilling(values) ? values.shipping : values.billing).success;

const anything = z.any();

function schemaFor(values: CheckoutFormValues) {
  return z.object({
    delivery: z.enum(["toAddress", "pickup"]),
    shipping: values.delivery === "toAddress" ? CheckoutAddressSchema : anything,
    billing: usesShippingForBilling(values) ? anything : CheckoutAddressSchema,
    billingSame: z.boolean(),
    note: z.string().max(2000),
    terms: z.boolean(),
  });
}

/** Validates with the schema that fits the current delivery and billing choice. */
export const checkoutResolver: Resolver<CheckoutFormValues> = (values, context, options) =>
  (zodResolver(schemaFor(values)) as unknown as Resolver<CheckoutFormValues>)(values, context, options);

/** The addresses the order carries, parsed by core (trimmed, state upper-cased, country US). */
export function orderAddresses(values: CheckoutFormValues): {
  shippingAddress: CheckoutAddress | undefined;
  billingAddress: CheckoutAddress;
} {
  const shippingAddress = values.delivery === "toAddress" ? CheckoutAddressSchema.parse(values.shipping) : undefined;
  const billingAddress =
    usesShippingForBilling(values) && shippingAddress ? shippingAddress : CheckoutAddressSchema.parse(values.billing);
  return { shippingAddress, billingAddress };
}
