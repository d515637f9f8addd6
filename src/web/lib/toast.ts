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

type ToastListener = (message: string) => void;
const listeners = new Set<ToastListener>();

/**
 * Hears every toast's text. A modal dialog hides the rest of the page from assistive technology,
 * toasts included, so an open dialog repeats them in a live region of its own (ToastEcho).
 */
export function onToast(listener: ToastListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function showToast(
  kind: "success" | "error" | "info",
  message: string,
  options: ToastOptions = {},
): Promise<void> {
  for (const listener of listeners) listener(message);
  const { toast } = await import("sonner");
  toast[kind](message, { duration: options.duration, action: options.action });
}
