// Where focus goes when the page under it changes, and the live region that says what happened.
// After a client navigation (and after anything that removes the focused element) focus would fall
// to <body>: a keyboard user starts again from the top and a screen reader says nothing. These move
// it to the page's heading (or another sensible target) and announce the change politely.

export const ANNOUNCER_ID = "page-announcer";

/** Says `message` in the page's polite live region (components/page-announcer.tsx). */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // A region whose text does not change is not read again: clear it, then write in the next frame.
  region.textContent = "";
  requestAnimationFrame(() => {
    region.textContent = message;
  });
}

/** Focuses `target` without scrolling it into view; elements that are not focusable become so by script only. */
export function focusWithoutScroll(target: HTMLElement): void {
  if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** The page's main heading (the first h1 in <main>), else <main> itself. */
export function focusPageHeading(): void {
  const main = document.getElementById("main");
  const heading = main?.querySelector<HTMLElement>("h1") ?? main;
  if (heading) focusWithoutScroll(heading);
}

/** Whether focus has been lost: on <body>, nowhere, or on an element no longer in the document. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * After a remove button took its line away: focus the remove button now in its place (the next
 * line's), else the previous line's, else the page's heading, and announce what was removed. The
 * buttons of one list share `data-remove-group`; they may disable themselves while removing.
 */
export async function refocusAfterRemoval(button: HTMLElement, removal: Promise<unknown>, message: string) {
  const group = button.dataset.removeGroup;
  const buttons = () => [...document.querySelectorAll<HTMLElement>(`[data-remove-group="${group}"]`)];
  const index = buttons().indexOf(button);
  await removal;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const rest = buttons().filter((other) => other !== button);
  const target = rest[index] ?? rest[index - 1];
  if (target) focusWithoutScroll(target);
  else focusPageHeading();
  announce(message);
}

const AFTER_RELOAD_KEY = "announce-after-load";

/** Before a full page load the shopper asked for (unlocking a store): focus the next page's heading and say `message` there. */
export function announceAfterLoad(message: string): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, message);
  } catch {
    // Storage refused (private mode): the next page simply starts at its top.
  }
}

/** On a page's first load: what announceAfterLoad left, once. */
export function takeAnnouncementAfterLoad(): string | null {
  try {
    const message = sessionStorage.getItem(AFTER_RELOAD_KEY);
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    return message;
  } catch {
    return null;
  }
}

/**
 * A dialog's onFocus: the element that got focus is scrolled into the dialog's view. Radix's focus
 * trap moves focus with `preventScroll` when Tab wraps from the last control to the first (Close),
 * which then stayed scrolled out of sight in a long quick view, menu or filter panel (issue 49).
 */
export function keepFocusInView(event: React.FocusEvent<HTMLElement>): void {
  const target = event.target;
  if (target instanceof HTMLElement && target !== event.currentTarget) target.scrollIntoView({ block: "nearest" });
}
