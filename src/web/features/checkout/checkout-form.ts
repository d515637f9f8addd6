// The checkout form's values (spec §5 Checkout addresses, checkout-values.ts) and the loader of their
// validation: zod and core's address schema are checkout-validation.ts, loaded after hydration rather
// than with the page (docs/decisions/0037).
import { useEffect, useState } from "react";
import type { Resolver } from "react-hook-form";
import type * as ValidationModule from "./checkout-validation";
import type { CheckoutFormValues } from "./checkout-values";

export { usesShippingForBilling, type CheckoutFormValues } from "./checkout-values";

type Validation = typeof ValidationModule;
let validation: Promise<Validation> | undefined;
let loaded: Validation | undefined;

/** The validation module, loaded once. */
export function loadCheckoutValidation(): Promise<Validation> {
  validation ??= import("./checkout-validation").then((module) => (loaded = module));
  return validation;
}

/**
 * The validation module once loaded (asked for after hydration), null before: until then the billing
 * address counts as not valid, as the empty form the server rendered is.
 */
export function useCheckoutValidation(): Validation | null {
  const [module, setModule] = useState<Validation | null>(loaded ?? null);
  useEffect(() => {
    let current = true;
    if (!module) void loadCheckoutValidation().then((m) => current && setModule(m));
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}

/** Validates with the schema that fits the current delivery and billing choice (loading it first if need be). */
export const checkoutResolver: Resolver<CheckoutFormValues> = async (values, context, options) =>
  (await loadCheckoutValidation()).checkoutResolver(values, context, options);
