// Shipping options and tax at checkout (spec §4 Delivery type): options are requested once the
// address is complete (pick-up places come with the page), the cheapest of the delivery's kind is
// chosen by default, and tax follows the chosen option for a complete address (billing for pick-up).
// Re-requesting resets the choice and tax to nothing; a failure keeps the server's message and can be
// retried — an estimate is never silently 0.
import { useCallback, useState } from "react";
import type { CheckoutLine, Destination } from "~core/checkout/checkout-request";
import {
  choicesForDelivery,
  usableShippingOptions,
  type DeliveryType,
  type ShippingChoice,
  type ShippingEstimateOption,
} from "~core/checkout/shipping-options";
import { fromCents, toCents, ZERO_CENTS, type Cents } from "~core/money";
import { ApiError } from "../../lib/api";
import { requestShippingEstimate, requestTaxEstimate } from "../../lib/checkout-api";
import { useAbortableRequest } from "../../lib/use-abortable-request";

export type EstimateStatus = "idle" | "loading" | "ready" | "error";

export interface Estimates {
  shippingStatus: EstimateStatus;
  shippingError: string | undefined;
  options: ShippingChoice[];
  choice: ShippingChoice | undefined;
  choose(choice: ShippingChoice): void;
  taxStatus: EstimateStatus;
  taxError: string | undefined;
  /** 0 until estimated. */
  tax: Cents;
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
  const [tax, setTax] = useState<{ status: EstimateStatus; amount: Cents; error?: string }>({
    status: "idle",
    amount: ZERO_CENTS,
  });
  const [retries, setRetries] = useState(0);
  const shipToKey = shipTo ? JSON.stringify(shipTo) : "";
  const taxKey = taxAddress ? JSON.stringify(taxAddress) : "";
  const hasLines = lines.length > 0;

  // Shipping options: re-requested on any change of delivery, address or lines; the choice resets.
  useAbortableRequest(() => {
    setChoice(undefined);
    if (!hasLines) return null;
    if (delivery === "pickup") {
      const options = choicesForDelivery(usableShippingOptions(pickupOptions), "pickup");
      setShipping({ status: "ready", options });
      setChoice(options[0]);
      return null;
    }
    if (!shipTo) {
      setShipping({ status: "idle", options: [] });
      return null;
    }
    setShipping({ status: "loading", options: [] });
    return {
      delayMs: DEBOUNCE_MS,
      run: (signal) => requestShippingEstimate(lines, shipTo, signal),
      onResult: (raw) => {
        const options = choicesForDelivery(usableShippingOptions(raw), "toAddress");
        setShipping({ status: "ready", options });
        setChoice(options[0]);
      },
      onError: (err) => setShipping({ status: "error", options: [], error: failureMessage(err) }),
    };
    // Keyed by content, not identity: lines through linesKey, shipTo through shipToKey; retries and
    // refresh are triggers that ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delivery, shipToKey, linesKey, hasLines, pickupOptions, retries, refresh]);

  // Tax: for the chosen option and a complete address; otherwise 0.
  const choiceKey = choice ? `${choice.carrier}|${choice.service}|${choice.amount}` : "";
  useAbortableRequest(() => {
    if (!choice || !taxAddress || !hasLines) {
      setTax({ status: "idle", amount: ZERO_CENTS });
      return null;
    }
    setTax({ status: "loading", amount: ZERO_CENTS });
    return {
      delayMs: DEBOUNCE_MS,
      run: (signal) =>
        requestTaxEstimate({ lines, shippingAddress: taxAddress, shippingAmount: fromCents(choice.amount) }, signal),
      onResult: (amount) => setTax({ status: "ready", amount: toCents(amount) }),
      onError: (err) => setTax({ status: "error", amount: ZERO_CENTS, error: failureMessage(err) }),
    };
    // Keyed by content as above: choice through choiceKey, taxAddress through taxKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
