// The shop turns closed (or open) within one request of its pop-up window's boundary (issue 45,
// docs/decisions/0093). The root's loader data says how long the store's state holds
// (StoreWindowView.msToChange, by the server's clock); the browser counts that time from when it got
// the data (performance.now, so its own clock does not matter). Past it, the next navigation loads
// the root again (shouldRevalidate), and a page left open revalidates at the boundary by itself.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { StoreWindowView } from "./store-window.server";

const deadlines = new WeakMap<StoreWindowView, number>();
let current: number | undefined;

/**
 * When the data arrived, on performance.now's scale: the document's response for the data the page
 * was hydrated with (hydration may come seconds later on a slow device), else now (a revalidation,
 * rendered as it arrives).
 */
function arrivedAt(): number {
  if (current === undefined) {
    const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
    const responseStart = (navigation as PerformanceNavigationTiming | undefined)?.responseStart;
    if (responseStart !== undefined && responseStart > 0) return responseStart;
  }
  return performance.now();
}

/** Notes when the state of this root data ends (once per data object). */
export function noteStoreWindow(view: StoreWindowView): void {
  if (typeof window === "undefined") return;
  let deadline = deadlines.get(view);
  if (deadline === undefined) {
    deadline = view.msToChange === null ? Infinity : arrivedAt() + view.msToChange;
    deadlines.set(view, deadline);
  }
  current = deadline;
}

/** True once the state the root data was made in may have ended. */
export function storeWindowExpired(): boolean {
  return current !== undefined && typeof window !== "undefined" && performance.now() >= current;
}

// setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a boundary further off waits for a navigation.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Revalidates the root at the boundary while the page stays open. A component of its own that renders
 * nothing: useRevalidator subscribes to the router's state, so in the root's component it rendered the
 * whole page again at every change of that state (lazy route discovery after hydration; hydration-work.spec).
 */
export function StoreWindowBoundary({ view }: { view: StoreWindowView }): null {
  noteStoreWindow(view);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const deadline = deadlines.get(view);
    if (deadline === undefined || deadline === Infinity) return;
    const wait = Math.max(0, deadline - performance.now());
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => void revalidate(), wait);
    return () => clearTimeout(timer);
  }, [view, revalidate]);
  return null;
}
