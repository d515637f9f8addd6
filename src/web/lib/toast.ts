// Toasts through sonner, loaded on first use so it stays out of the first-load bundle. The toast
// area itself (components/toast-area.tsx) mounts after hydration. Default duration 5 s; product
// toasts (added to cart, wish list, compare, the minimum-quantity refusal) stay 10 s (spec §9).
export const TOAST_DURATION_MS = 5_000;
export const PRODUCT_TOAST_DURATION_MS = 10_000;

export interface ToastOptions {
  duration?: number;
  /** A button in the toast, e.g. View Cart. */
  action?: { label: string; onClick: () => void };
}

export async function showToast(
  kind: "success" | "error" | "info",
  message: string,
  options: ToastOptions = {},
): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](message, { duration: options.duration, action: options.action });
}
