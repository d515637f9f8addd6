// Shipping estimate options as checkout offers them (spec §4 Delivery type, §5 Shipping options):
// only successful ones, cheapest first, in cents, and a default choice of the delivery's kind.
import { toCents, type Cents } from "../money";

/** One option of the shipping estimate call (spec §3), amount in decimal units. */
export interface ShippingEstimateOption {
  shippingMethod: string;
  shippingCompany: string;
  shippingAmount: number;
  shippingDescription?: string;
  success: boolean;
}

export type DeliveryType = "toAddress" | "pickup";

export interface ShippingChoice {
  /** Carrier (shippingCompany). */
  carrier: string;
  /** Service (shippingMethod). */
  service: string;
  amount: Cents;
  description: string | undefined;
  isPickUp: boolean;
}

const PICK_UP_CARRIERS = new Set(["pick up", "group pick up", "store pick-up", "pickup"]);

/** Whether a carrier name means collecting the order in person. */
export function isPickUpCarrier(carrier: string): boolean {
  return PICK_UP_CARRIERS.has(carrier.trim().toLowerCase());
}

/** The successful options with a usable amount, rounded to cents and sorted by ascending amount. */
export function usableShippingOptions(options: readonly ShippingEstimateOption[]): ShippingChoice[] {
  return options
    .filter((option) => option.success && Number.isFinite(option.shippingAmount) && option.shippingAmount >= 0)
    .map((option) => ({
      carrier: option.shippingCompany,
      service: option.shippingMethod,
      amount: toCents(option.shippingAmount),
      description: option.shippingDescription,
      isPickUp: isPickUpCarrier(option.shippingCompany),
    }))
    .sort((a, b) => a.amount - b.amount);
}

/** The choices that fit a delivery type: pick-up options for pick-up, the others for an address. */
export function choicesForDelivery(choices: readonly ShippingChoice[], delivery: DeliveryType): ShippingChoice[] {
  return choices.filter((choice) => choice.isPickUp === (delivery === "pickup"));
}

/** The default choice: the cheapest usable option of the delivery's kind, if any. */
export function defaultShippingChoice(
  options: readonly ShippingEstimateOption[],
  delivery: DeliveryType,
): ShippingChoice | undefined {
  return choicesForDelivery(usableShippingOptions(options), delivery)[0];
}
