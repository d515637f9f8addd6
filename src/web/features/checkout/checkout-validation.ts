// The checkout form's validation (spec §5 Checkout addresses) with zod and core's address schema. Its
// own module, loaded once the page has hydrated (checkout-form.ts): zod is about 22 KB of gzip that the
// page's first paint and hydration do not need (docs/decisions/0037).
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { CheckoutAddressSchema, type CheckoutAddress } from "~core/validation/address.schema";
import { usesShippingForBilling, type CheckoutFormValues } from "./checkout-values";

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
