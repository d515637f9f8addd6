// The order status workflow (docs/decisions/0038): which statuses an order can have, which change
// is allowed from which, and what each change needs. Pure: the server enforces it, the console and
// the track-order page read it.
//
//   Processing → In production → Shipped (carrier + tracking number) → Delivered
//   Processing | In production → Cancelled (the payment is given back)
//   a pick-up order (decision 0081): In production → Ready for pick-up → Picked up; it is never
//   shipped nor "delivered", and one not collected may still be cancelled while Ready for pick-up.
export const ORDER_STATUSES = [
  "Processing",
  "In production",
  "Ready for pick-up",
  "Shipped",
  "Delivered",
  "Picked up",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a new order is (spec §3: initial status 'Processing'). */
export const INITIAL_ORDER_STATUS: OrderStatus = "Processing";

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * Statuses under which an order does not count as sold (fundraiser, sales, production sheet). The
 * spellings "Canceled" and "Refunded" never came from this code but were already excluded before the
 * workflow existed; they stay excluded so no older row counts by accident.
 */
export const NOT_PLACED_STATUSES: readonly string[] = ["Cancelled", "Canceled", "Refunded"];

export const countsAsPlaced = (status: string): boolean => !NOT_PLACED_STATUSES.includes(status);

/** The statuses an order can go to from `from`; a pick-up order is made ready and picked up, never shipped. */
export function nextStatuses(from: string, delivery: "toAddress" | "pickup"): OrderStatus[] {
  switch (from) {
    case "Processing":
      return ["In production", "Cancelled"];
    case "In production":
      return delivery === "pickup" ? ["Ready for pick-up", "Cancelled"] : ["Shipped", "Cancelled"];
    case "Ready for pick-up":
      return delivery === "pickup" ? ["Picked up", "Cancelled"] : [];
    case "Shipped":
      return delivery === "pickup" ? [] : ["Delivered"];
    default:
      return [];
  }
}

/**
 * The statuses a bulk change on the console's list may set (docs/decisions/0097): not Shipped (each
 * order needs its own carrier and tracking number) nor Processing (no order goes back to it).
 */
export const BULK_STATUSES: readonly OrderStatus[] = [
  "In production",
  "Ready for pick-up",
  "Delivered",
  "Picked up",
  "Cancelled",
];

/** At most this many orders in one bulk change (a page of the console's list is 25). */
export const BULK_MAX_ORDERS = 100;

/** Statuses after which nothing more happens to an order. */
export const FINAL_STATUSES: readonly OrderStatus[] = ["Delivered", "Picked up", "Cancelled"];

export type TransitionRefusal = "unknown_status" | "same_status" | "not_allowed" | "tracking_required";

export interface StatusChange {
  to: string;
  carrier?: string;
  trackingNumber?: string;
}

/** Why a change is refused, or undefined when it is allowed. */
export function refuseTransition(
  from: string,
  change: StatusChange,
  delivery: "toAddress" | "pickup",
): TransitionRefusal | undefined {
  if (!isOrderStatus(change.to)) return "unknown_status";
  if (change.to === from) return "same_status";
  if (!nextStatuses(from, delivery).includes(change.to)) return "not_allowed";
  if (change.to === "Shipped" && (!change.carrier?.trim() || !change.trackingNumber?.trim()))
    return "tracking_required";
  return undefined;
}

/** Changes the shopper is told about (an e-mail and a line on the track-order page). */
export const SHOPPER_VISIBLE: readonly OrderStatus[] = [
  "In production",
  "Ready for pick-up",
  "Shipped",
  "Delivered",
  "Picked up",
  "Cancelled",
];

export type StatusKey =
  "processing" | "inProduction" | "readyForPickup" | "shipped" | "delivered" | "pickedUp" | "cancelled";

/** The message-code key of a status: "In production" → "inProduction". */
export function statusKey(status: string): StatusKey {
  switch (status) {
    case "In production":
      return "inProduction";
    case "Ready for pick-up":
      return "readyForPickup";
    case "Picked up":
      return "pickedUp";
    case "Shipped":
      return "shipped";
    case "Delivered":
      return "delivered";
    case "Cancelled":
    case "Canceled":
    case "Refunded":
      return "cancelled";
    default:
      return "processing";
  }
}
