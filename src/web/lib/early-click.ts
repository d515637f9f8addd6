// A tap on a menu's button before the page has hydrated: the app's scripts start after the first
// paint (src/web/document/paint-first.ts), and until they have run a button does nothing. The
// document's starter script keeps the last such button (the element itself, which hydration adopts)
// under EARLY_CLICK_KEY and starts the app at once; the button's component opens its panel when it
// mounts. Once <html> has data-hydrated, React handles clicks and nothing more is kept.
import { type RefObject, useEffect } from "react";

/** Where the starter keeps the button, on window. */
export const EARLY_CLICK_KEY = "__earlyClick";

/** Which clicks are kept: the buttons that show and hide a panel (menus, account, mini-cart). */
export const EARLY_CLICK_SELECTOR = "button[aria-expanded]";

/** Whether `button` was tapped before hydration; a kept tap is taken once. */
function takeEarlyClick(button: Element | null): boolean {
  const kept = window as unknown as Record<string, Element | undefined>;
  if (!button || kept[EARLY_CLICK_KEY] !== button) return false;
  delete kept[EARLY_CLICK_KEY];
  return true;
}

/** Calls `open` once, on mount, when the button behind `buttonRef` was tapped before hydration. */
export function useEarlyClick(buttonRef: RefObject<Element | null>, open: () => void): void {
  useEffect(() => {
    if (takeEarlyClick(buttonRef.current)) open();
    // On mount only: a tap is kept for the page's first render, and `open` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Forgets a kept tap that no component took (called once the page has hydrated). */
export function forgetEarlyClick(): void {
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICK_KEY];
}
