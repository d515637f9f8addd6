// Pop-up store windows (docs/decisions/0032): a store may open and close at set instants, written with
// their UTC offset and shown in the store's own time zone. Which phase a store is in is decided from
// the server's clock (`now` is always given by the caller, never read here), so the browser's clock
// never opens or closes a store. Pure: no I/O, no Date.now().
import type { StoreWindow } from "./store-window.schema";
import { intlTag, type Locale } from "../i18n/locale";
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import type { Cents } from "../money";

/** An instant in the store's time zone, in the language, with the zone named: 'December 1, 2026 at 9:00 AM CST'. */
export function storeDateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** The countdown banner shows in the last 72 hours before closing. */
export const COUNTDOWN_MS = 72 * 3_600_000;

/**
 * - unscheduled: no window (the store follows isActive alone);
 * - before: not open yet; open: inside the window; closing: inside, in the last 72 hours;
 * - after: closed for good.
 */
export type WindowPhase = "unscheduled" | "before" | "open" | "closing" | "after";

export interface WindowState {
  phase: WindowPhase;
  opensAt?: string;
  closesAt?: string;
  timeZone: string;
  /** Milliseconds until closing, while the store is open with a closing time. */
  msLeft?: number;
}

export function windowState(window: StoreWindow | undefined, now: Date): WindowState {
  if (!window || (!window.opensAt && !window.closesAt))
    return { phase: "unscheduled", timeZone: window?.timeZone ?? "UTC" };
  const at = now.getTime();
  const base = { opensAt: window.opensAt, closesAt: window.closesAt, timeZone: window.timeZone };
  if (window.opensAt && at < Date.parse(window.opensAt)) return { phase: "before", ...base };
  if (!window.closesAt) return { phase: "open", ...base };
  const msLeft = Date.parse(window.closesAt) - at;
  if (msLeft <= 0) return { phase: "after", ...base };
  return { phase: msLeft <= COUNTDOWN_MS ? "closing" : "open", ...base, msLeft };
}

/** Whether the window lets the store take orders now (isActive is checked separately). */
export function windowIsOpen(state: WindowState): boolean {
  return state.phase !== "before" && state.phase !== "after";
}

/** The time left, whole units, rounded up to the minute: 2 days 4 hours, 5 hours 12 minutes, 12 minutes. */
export function timeLeftParts(ms: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  const days = Math.floor(totalMinutes / 1_440);
  const hours = Math.floor((totalMinutes % 1_440) / 60);
  const minutes = totalMinutes % 60;
  return { days, hours, minutes };
}

/** The coded pieces of a time left: days and hours from a day up, hours and minutes below. */
export function timeLeftMessages(ms: number): ShopperMessage[] {
  const { days, hours, minutes } = timeLeftParts(ms);
  const parts: ShopperMessage[] = [];
  if (days > 0) {
    parts.push(shopperMessage("window.days", { count: days }));
    if (hours > 0) parts.push(shopperMessage("window.hours", { count: hours }));
    return parts;
  }
  if (hours > 0) parts.push(shopperMessage("window.hours", { count: hours }));
  if (minutes > 0 || hours === 0) parts.push(shopperMessage("window.minutes", { count: minutes }));
  return parts;
}

/** The fundraiser's progress, in cents: what placed orders raised and the goal, the percent rounded down. */
export interface FundraiserProgress {
  raisedCents: Cents;
  goalCents: Cents;
  percent: number;
}

export function fundraiserProgress(raisedCents: Cents, goalCents: Cents): FundraiserProgress {
  const percent = goalCents > 0 ? Math.floor((raisedCents * 100) / goalCents) : 0;
  return { raisedCents, goalCents, percent };
}
