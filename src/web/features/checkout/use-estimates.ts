// Shipping options and tax at checkout (spec §4 Delivery type): options are requested once the
// address is complete (pick-up places come with the page), the cheapest of the delivery's kind is
// chosen by default, and tax follows the chosen option for a complete address (billing for pick-up).
// Re-requesting resets the choice and tax to nothing; a failure keeps the server's message and can be
// retried — an estimate is never silently 0.
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import type { CheckoutLine, Destination } from "~core/checkout/checkout-request";
import {
  choicesForDelivery,
  usableShippingOptions,
  type DeliveryType,
  type ShippingChoice,
  type ShippingEstimateOption,
} from "~core/checkout/shipping-options";
import { fromCents, toCents } from "~core/money";
import { ApiError } from "../../lib/api";
import { requestShippingEstimate, requestTaxEstimate } from "../../lib/checkout-api";

export type EstimateStatus = "idle" | "loading" | "ready" | "error";

export interface Estimates {
  shippingStatus: EstimateStatus;
  shippingError: string | undefined;
  options: ShippingChoice[];
  choice: ShippingChoice | undefined;
  choose(choice: ShippingChoice): void;
  taxStatus: EstimateStatus;
  taxError: string | undefined;
  /** Cents; 0 until estimated. */
  tax: number;
  retry(): void;
  /** Shipping or tax is on its way. */
  loading: boolean;
}

const DEBOUNCE_MS = 300;

function failureMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : "";
}

export interface EstimateInput {
  delivery: DeliveryType;
  lines: CheckoutLine[];
  /** A signature of the lines; a new one re-requests the estimates. */
  linesKey: string;
  /** Where the order goes (toAddress) — undefined until complete. */
  shipTo: Destination | undefined;
  /** The address tax is computed for: shipping, or billing for pick-up. */
  taxAddress: Destination | undefined;
  pickupOptions: ShippingEstimateOption[];
  /** Bumped to request everything again (e.g. after the server said something changed). */
  refresh: number;
}

export function useEstimates(input: EstimateInput): Estimates {
  const { delivery, lines, linesKey, shipTo, taxAddress, pickupOptions, refresh } = input;
  const [shipping, setShipping] = useState<{ status: EstimateStatus; options: ShippingChoice[]; error?: string }>({
    status: "idle",
    options: [],
  });
  const [choice, setChoice] = useState<ShippingChoice | undefined>();
  const [tax, setTax] = useState<{ status: EstimateStatus; amount: number; error?: string }>({
    status: "idle",
    amount: 0,
  });
  const [retries, setRetries] = useState(0);
  const shipToKey = shipTo ? JSON.stringify(shipTo) : "";
  const taxKey = taxAddress ? JSON.stringify(taxAddress) : "";
  const hasLines = lines.length > 0;

  // The effects below run on a change of content (the keys), not of identity; these read the current
  // lines, addresses and choice when a debounced request leaves.
  const shippingRequest = useEffectEvent((signal: AbortSignal) =>
    shipTo ? requestShippingEstimate(lines, shipTo, signal) : Promise.resolve(undefined),
  );
  const taxRequest = useEffectEvent((signal: AbortSignal) =>
    choice && taxAddress
      ? requestTaxEstimate({ lines, shippingAddress: taxAddress, shippingAmount: fromCents(choice.amount) }, signal)
      : Promise.resolve(0),
  );

  // Shipping options: re-requested on any change of delivery, address or lines; the choice resets.
  useEffect(() => {
    setChoice(undefined);
    if (!hasLines) return;
    if (delivery === "pickup") {
      const options = choicesForDelivery(usableShippingOptions(pickupOptions), "pickup");
      setShipping({ status: "ready", options });
      setChoice(options[0]);
      return;
    }
    if (!shipToKey) {
      setShipping({ status: "idle", options: [] });
      return;
    }
    const controller = new AbortController();
    setShipping({ status: "loading", options: [] });
    const timer = setTimeout(() => {
      shippingRequest(controller.signal)
        .then((raw) => {
          const options = choicesForDelivery(usableShippingOptions(raw ?? []), "toAddress");
          setShipping({ status: "ready", options });
          setChoice(options[0]);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setShipping({ status: "error", options: [], error: failureMessage(err) });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [delivery, shipToKey, linesKey, hasLines, pickupOptions, retries, refresh]);

  // Tax: for the chosen option and a complete address; otherwise 0.
  const choiceKey = choice ? `${choice.carrier}|${choice.service}|${choice.amount}` : "";
  useEffect(() => {
    if (!choiceKey || !taxKey || !hasLines) {
      setTax({ status: "idle", amount: 0 });
      return;
    }
    const controller = new AbortController();
    setTax({ status: "loading", amount: 0 });
    const timer = setTimeout(() => {
      taxRequest(controller.signal)
        .then((amount) => setTax({ status: "ready", amount: toCents(amount) }))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setTax({ status: "error", amount: 0, error: failureMessage(err) });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [choiceKey, taxKey, linesKey, hasLines, retries, refresh]);

  const loading = shipping.status === "loading" || tax.status === "loading";
  const choose = useCallback(
    (next: ShippingChoice) => {
      // Spec §4: choosing is ignored while shipping or tax is loading.
      if (!loading) setChoice(next);
    },
    [loading],
  );

  return {
    shippingStatus: shipping.status,
    shippingError: shipping.error,
    options: shipping.options,
    choice,
    choose,
    taxStatus: tax.status,
    taxError: tax.error,
    tax: tax.amount,
    retry: () => setRetries((n) => n + 1),
    loading,
  };
}
