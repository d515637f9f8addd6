// The checkout's calls to the platform API (spec §7): estimates, gift card reservations, the order
// and its receipt. Kept apart from lib/api.ts so that only the checkout pages load them.
import type { CheckoutLine, Destination } from "~core/checkout/checkout-request";
import type { ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { TrackedOrder } from "~server/modules/orders/order-tracking.service";
import { call } from "./api";

export async function requestShippingEstimate(
  lines: CheckoutLine[],
  shippingAddress: Destination,
  signal?: AbortSignal,
): Promise<ShippingEstimateOption[]> {
  const body = await call<{ data: { shippingEstimate: ShippingEstimateOption[] } }>("/api/promo/shipping-estimate", {
    method: "PUT",
    body: JSON.stringify({ lines, shippingAddress }),
    signal,
  });
  return body.data.shippingEstimate;
}

export async function requestTaxEstimate(
  input: { lines: CheckoutLine[]; shippingAddress: Destination; shippingAmount: number },
  signal?: AbortSignal,
): Promise<number> {
  const body = await call<{ data: { taxAmount: number } }>("/api/promo/tax-estimate", {
    method: "PUT",
    body: JSON.stringify(input),
    signal,
  });
  return body.data.taxAmount;
}

export interface GiftAnswer {
  isSuccess: boolean;
  message: string;
  orderKey?: string;
  appliedAmount: number;
  remainingBalance: number;
}

export async function applyGiftCode(code: string, orderAmount: number): Promise<GiftAnswer> {
  const body = await call<{ data: GiftAnswer }>("/api/promo/ecommerce/gift-code/apply", {
    method: "POST",
    body: JSON.stringify({ code, orderAmount }),
  });
  return body.data;
}

export async function updateGiftReservation(orderKey: string, totalAmount: number): Promise<GiftAnswer> {
  const body = await call<{ data: GiftAnswer }>(`/api/promo/ecommerce/cart-gift-code/${encodeURIComponent(orderKey)}`, {
    method: "PUT",
    body: JSON.stringify({ totalAmount }),
  });
  return body.data;
}

export async function removeGiftCode(orderKey: string, code: string): Promise<void> {
  await call<unknown>("/api/promo/ecommerce/gift-code/remove", {
    method: "POST",
    body: JSON.stringify({ orderKey, code }),
  });
}

export interface PlacedOrder {
  orderNumber: string;
  receiptToken: string;
  message: string;
}

/** Places the order; the idempotency key makes a repeat (double click, retry, reload) answer the first one. */
export async function placeOrder(order: unknown, idempotencyKey: string): Promise<PlacedOrder> {
  const body = await call<{ data: PlacedOrder }>("/api/promo/ecommerce/orders", {
    method: "POST",
    body: JSON.stringify({ order }),
    extraHeaders: { "Idempotency-Key": idempotencyKey },
  });
  return body.data;
}

/** The stored order behind a receipt token (the success page). */
export async function fetchReceipt<T>(orderNumber: string, receiptToken: string, signal?: AbortSignal): Promise<T> {
  const params = new URLSearchParams({ receipt: receiptToken });
  const body = await call<{ data: { order: T } }>(
    `/api/promo/ecommerce/orders/${encodeURIComponent(orderNumber)}?${params}`,
    { signal },
  );
  return body.data.order;
}

/** An order's status by its number and the e-mail address it was placed with. */
export async function trackOrder(orderNumber: string, email: string): Promise<TrackedOrder> {
  const body = await call<{ data: TrackedOrder }>("/api/promo/ecommerce/order-tracking", {
    method: "POST",
    body: JSON.stringify({ orderNumber, email }),
  });
  return body.data;
}
