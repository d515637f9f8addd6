// The shop turns closed within one request of its window's end (issue 45, docs/decisions/0093): the
// root's loader says how long the store's state holds, and the browser loads the root again once
// that time has passed (counted on performance.now, not its own wall clock).
import "./dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildStoreData } from "~server/testing/fixtures/store-fixtures";
import type { WebLoadContext } from "~server/context";
import { loadStoreWindow } from "~web/features/store-window/store-window.server";
import { noteStoreWindow, storeWindowExpired } from "~web/features/store-window/window-boundary";
import { messagesFor } from "~web/i18n/catalogs.server";
import { registerMessages } from "~web/i18n/t";

const CLOSES = "2026-12-15T17:00:00-06:00";
const closes = Date.parse(CLOSES);

function view(now: number) {
  registerMessages(messagesFor("en"), "en");
  const data = buildStoreData("popup", {
    storeWindow: { opensAt: "2026-12-01T09:00:00-06:00", closesAt: CLOSES, timeZone: "America/Chicago" },
  });
  const context = { store: { id: "popup", data }, now: new Date(now), locale: "en" } as unknown as WebLoadContext;
  return loadStoreWindow(context, new Request("http://popup.localhost/shop"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the store window's boundary in the browser", () => {
  it("is sent with the root's data: the milliseconds the state holds, none once closed for good", () => {
    expect(view(closes - 1)).toMatchObject({ open: true, msToChange: 1 });
    expect(view(closes)).toMatchObject({
      open: false,
      msToChange: null,
      notice: expect.stringMatching(/^This store closed on/),
    });
  });

  it("makes the next navigation load the root again once the state's time has passed", () => {
    const clock = vi.spyOn(performance, "now").mockReturnValue(10_000);
    noteStoreWindow(view(closes - 5_000));
    expect(storeWindowExpired()).toBe(false);
    clock.mockReturnValue(14_999);
    expect(storeWindowExpired()).toBe(false);
    clock.mockReturnValue(15_000);
    expect(storeWindowExpired()).toBe(true);
    // The root's new data (closed for good) holds for ever.
    noteStoreWindow(view(closes));
    clock.mockReturnValue(1e12);
    expect(storeWindowExpired()).toBe(false);
  });
});
