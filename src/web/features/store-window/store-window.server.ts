// The page's view of the store's pop-up window (docs/decisions/0032), decided on the server from its
// clock (context.now) and worded in the page's language with dates in the store's time zone.
import { shopperMessage } from "~core/i18n/message";
import { storeDateTime, windowIsOpen, windowState, type WindowPhase } from "~core/store-window/store-window";
import { msUntilStateChange, storeState } from "~core/store-window/store-state";
import type { WebLoadContext } from "~server/context";
import { messageText } from "../../i18n/t";

export interface StoreWindowView {
  phase: WindowPhase;
  /** False before opening and after closing: the store behaves as closed. */
  open: boolean;
  /** 'This store opens on …' / 'This store closed on …' / 'Open until …', or null without a window. */
  notice: string | null;
  /** Milliseconds to closing when the page was made, in the last 72 hours (the countdown). */
  msLeft: number | null;
  /**
   * Milliseconds until the store's state changes on the clock alone (its window opens or ends), by
   * the server's clock when the page was made; null when it never does. The browser loads the root
   * again past it (window-boundary.ts).
   */
  msToChange: number | null;
  /** Shoppers may ask to be told when it opens (before opening, or closed with no window). */
  notifyMe: boolean;
  /** What a notify-me e-mail's link did (the API redirects to ?notify=…), worded; null otherwise. */
  notifyOutcome: string | null;
}

const OUTCOMES = {
  confirmed: "notify.confirmed",
  unsubscribed: "notify.unsubscribed",
  "bad-link": "notify.badLink",
} as const;

export function loadStoreWindow(context: WebLoadContext, request: Request): StoreWindowView {
  const outcome = new URL(request.url).searchParams.get("notify");
  const outcomeCode = outcome !== null && outcome in OUTCOMES ? OUTCOMES[outcome as keyof typeof OUTCOMES] : null;
  const state = windowState(context.store.data.storeWindow, context.now);
  const active = context.store.data.primaryInformation.isActive;
  const date = (iso: string) => storeDateTime(iso, context.locale, state.timeZone);
  let notice: string | null = null;
  if (state.phase === "before" && state.opensAt)
    notice = messageText(shopperMessage("window.opensOn", { date: date(state.opensAt) }));
  else if (state.phase === "after" && state.closesAt)
    notice = messageText(shopperMessage("window.closedOn", { date: date(state.closesAt) }));
  else if ((state.phase === "open" || state.phase === "closing") && state.closesAt)
    notice = messageText(shopperMessage("window.closesOn", { date: date(state.closesAt) }));
  const open = windowIsOpen(state);
  const change = msUntilStateChange(
    storeState({ isActive: active, isPrivate: false, data: context.store.data }, context.now),
    context.now,
  );
  return {
    phase: state.phase,
    open,
    notice,
    msLeft: state.phase === "closing" ? (state.msLeft ?? null) : null,
    msToChange: change ?? null,
    notifyMe: state.phase === "before" || (!active && state.phase !== "after"),
    notifyOutcome: outcomeCode && messageText(shopperMessage(outcomeCode)),
  };
}
