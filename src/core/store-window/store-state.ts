// A store's state as the server decides it (issue 45, docs/decisions/0093): one function for the
// console's stores list and store page, the shop, the public store document and the order refusal.
// Pure: the caller gives the clock's now.
import type { StoreData } from "../entities/store.schema";
import { windowState } from "./store-window";

/**
 * - inactive: switched off (the store's isActive);
 * - opensOn: its pop-up window has not opened yet (`at`: when it opens);
 * - closedSince: its pop-up window has ended (`at`: when it closed);
 * - private: open to shoppers with the store password (`at`: when it closes, if it does);
 * - open: open to everyone (`at`: when it closes, if it does).
 */
export type StoreStateKind = "open" | "opensOn" | "closedSince" | "inactive" | "private";

export const STORE_STATE_KINDS: readonly StoreStateKind[] = ["open", "opensOn", "closedSince", "inactive", "private"];

export interface StoreState {
  kind: StoreStateKind;
  /** Whether a new order is taken now (open, or private to a shopper who has the password). */
  takesOrders: boolean;
  /** The instant the kind names: opening (opensOn), closing (closedSince) or the coming close (open, private). */
  at?: string;
  /** The store's time zone: `at` is shown in it. */
  timeZone: string;
  /** The next instant the state changes on the clock alone (opening or closing): caches of it end there. */
  changesAt?: string;
}

export interface StateOfStore {
  /** The store's switch (the stores row); the document's primaryInformation.isActive is read too. */
  isActive: boolean;
  isPrivate: boolean;
  data: {
    primaryInformation: Pick<StoreData["primaryInformation"], "isActive">;
    storeWindow?: StoreData["storeWindow"];
  };
}

export function storeState(store: StateOfStore, now: Date): StoreState {
  const window = windowState(store.data.storeWindow, now);
  const timeZone = window.timeZone;
  if (!store.isActive || !store.data.primaryInformation.isActive)
    return { kind: "inactive", takesOrders: false, timeZone };
  if (window.phase === "after") return { kind: "closedSince", takesOrders: false, at: window.closesAt, timeZone };
  if (window.phase === "before")
    return { kind: "opensOn", takesOrders: false, at: window.opensAt, timeZone, changesAt: window.opensAt };
  const kind = store.isPrivate ? "private" : "open";
  return window.closesAt
    ? { kind, takesOrders: true, at: window.closesAt, timeZone, changesAt: window.closesAt }
    : { kind, takesOrders: true, timeZone };
}

/** Milliseconds from now until the state changes on the clock alone, or undefined when it never does. */
export function msUntilStateChange(state: StoreState, now: Date): number | undefined {
  return state.changesAt === undefined ? undefined : Math.max(0, Date.parse(state.changesAt) - now.getTime());
}
