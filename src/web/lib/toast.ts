// Toasts through sonner, loaded on first use so it stays out of the first-load bundle. The toast
// area itself (components/toast-area.tsx) mounts with the first toast: sonner adds its stylesheet
// when it loads, and a new stylesheet makes the browser recompute the style of the whole page (55–90
// ms under 4× CPU slowdown on home, a long task of its own when it loaded right after hydration).
// Default duration 5 s; product toasts (added to cart, wish list, compare, the minimum-quantity
// refusal) stay 10 s (spec §9).
export const TOAST_DURATION_MS = 5_000;
export const PRODUCT_TOAST_DURATION_MS = 10_000;

export interface ToastOptions {
  duration?: number;
  /** A button in the toast, e.g. View Cart. */
  action?: { label: string; onClick: () => void };
}

type ToastListener = (message: string) => void;
const listeners = new Set<ToastListener>();
let anyToast = false;

/** Whether a toast was asked for on this page yet (the toast area mounts on the first one). */
export function toastShown(): boolean {
  return anyToast;
}

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
  anyToast = true;
  for (const listener of listeners) listener(message);
  // Each toast keeps its own clock (lib/toast-timers.ts, decision 0110), loaded with sonner.
  const { showTimedToast } = await import("./toast-timers");
  showTimedToast(kind, message, { duration: options.duration ?? TOAST_DURATION_MS, action: options.action });
}
