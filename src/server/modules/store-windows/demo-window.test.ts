import { describe, expect, it } from "vitest";
import { placeDemoWindow } from "./demo-window";

describe("the demo pop-up store's window", () => {
  it("is placed relative to the seed's day, and the file's other fields pass unchanged", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const file = {
      id: "popup",
      demoWindow: { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" },
      data: { primaryInformation: { storeName: "Pop-Up" } },
    };
    expect(placeDemoWindow(file, now)).toEqual({
      id: "popup",
      data: {
        primaryInformation: { storeName: "Pop-Up" },
        storeWindow: {
          opensAt: "2026-11-12T12:00:00.000Z",
          closesAt: "2026-11-26T16:00:00.000Z",
          timeZone: "America/New_York",
        },
      },
    });
    const plain = { id: "demo", data: {} };
    expect(placeDemoWindow(plain, now)).toBe(plain);
  });
});
