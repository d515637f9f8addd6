import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { msUntilStateChange, storeState, type StateOfStore } from "./store-state";

const OPENS = "2026-12-01T09:00:00-06:00";
const CLOSES = "2026-12-15T17:00:00-06:00";
const opens = Date.parse(OPENS);
const closes = Date.parse(CLOSES);
const store = (patch: Partial<StateOfStore> = {}, window: object | null = { opensAt: OPENS, closesAt: CLOSES }) =>
  ({
    isActive: true,
    isPrivate: false,
    data: {
      primaryInformation: { isActive: true },
      storeWindow: window ? { timeZone: "America/Chicago", ...window } : undefined,
    },
    ...patch,
  }) as StateOfStore;
const at = (ms: number) => new Date(ms);

describe("a store's state, decided from the clock given (decision 0093)", () => {
  it("opens on its opening instant and is closed from its closing instant on", () => {
    expect(storeState(store(), at(opens - 1))).toEqual({
      kind: "opensOn",
      takesOrders: false,
      at: OPENS,
      timeZone: "America/Chicago",
      changesAt: OPENS,
    });
    expect(storeState(store(), at(opens))).toEqual({
      kind: "open",
      takesOrders: true,
      at: CLOSES,
      timeZone: "America/Chicago",
      changesAt: CLOSES,
    });
    expect(storeState(store(), at(closes - 1)).kind).toBe("open");
    expect(storeState(store(), at(closes))).toEqual({
      kind: "closedSince",
      takesOrders: false,
      at: CLOSES,
      timeZone: "America/Chicago",
    });
  });

  it("is inactive when switched off (either switch), whatever the window; private when open with a password", () => {
    expect(storeState(store({ isActive: false }), at(opens + 1)).kind).toBe("inactive");
    const off = store();
    off.data.primaryInformation.isActive = false;
    expect(storeState(off, at(opens + 1))).toMatchObject({ kind: "inactive", takesOrders: false });
    expect(storeState(store({ isPrivate: true }), at(opens + 1))).toMatchObject({ kind: "private", takesOrders: true });
    expect(storeState(store({ isPrivate: true }), at(closes))).toMatchObject({ kind: "closedSince" });
    expect(storeState(store({}, null), at(closes))).toEqual({ kind: "open", takesOrders: true, timeZone: "UTC" });
    expect(storeState(store({}, { opensAt: OPENS }), at(closes + 1e12))).toEqual({
      kind: "open",
      takesOrders: true,
      timeZone: "America/Chicago",
    });
  });

  it("takes orders exactly inside [opensAt, closesAt), and says when that changes", () => {
    fc.assert(
      fc.property(fc.integer({ min: opens - 86_400_000, max: closes + 86_400_000 }), (ms) => {
        const state = storeState(store(), at(ms));
        expect(state.takesOrders).toBe(ms >= opens && ms < closes);
        const left = msUntilStateChange(state, at(ms));
        if (left === undefined) expect(ms >= closes).toBe(true);
        else {
          // The state holds until then, and not a millisecond past it.
          expect(storeState(store(), at(ms + left - 1)).kind).toBe(state.kind);
          expect(storeState(store(), at(ms + left)).kind).not.toBe(state.kind);
        }
      }),
    );
  });
});
