import { describe, expect, it } from "vitest";
import { formatMessage } from "../i18n/messages";
import { shopperMessage } from "../i18n/message";
import {
  COUNTDOWN_MS,
  fundraiserProgress,
  storeDateTime,
  timeLeftMessages,
  windowIsOpen,
  windowState,
} from "./store-window";
import { StoreWindowSchema } from "./store-window.schema";
import { cents } from "../money";

const window = StoreWindowSchema.parse({
  opensAt: "2026-12-01T09:00:00-06:00",
  closesAt: "2026-12-15T17:00:00-06:00",
  timeZone: "America/Chicago",
});
const closes = Date.parse("2026-12-15T23:00:00Z");
const at = (ms: number) => new Date(ms);

describe("store window phases, decided from the clock given", () => {
  it("is closed before opening, open inside, closing in the last 72 hours and closed after", () => {
    expect(windowState(window, new Date("2026-12-01T14:59:59Z")).phase).toBe("before");
    expect(windowState(window, new Date("2026-12-01T15:00:00Z")).phase).toBe("open");
    expect(windowState(window, at(closes - COUNTDOWN_MS - 1)).phase).toBe("open");
    expect(windowState(window, at(closes - COUNTDOWN_MS))).toMatchObject({ phase: "closing", msLeft: COUNTDOWN_MS });
    expect(windowState(window, at(closes - 1)).phase).toBe("closing");
    expect(windowState(window, at(closes)).phase).toBe("after");
    expect(["before", "open", "closing", "after"].map((phase) => windowIsOpen({ phase } as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("leaves a store without a window to isActive alone", () => {
    expect(windowState(undefined, new Date()).phase).toBe("unscheduled");
    expect(windowIsOpen(windowState(undefined, new Date()))).toBe(true);
  });

  it("refuses a window that closes before it opens, an instant without its offset and an unknown time zone", () => {
    const problems = (input: unknown) =>
      StoreWindowSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(problems({ opensAt: "2026-12-15T00:00:00Z", closesAt: "2026-12-01T00:00:00Z" })).toEqual([
      "closesAt: must open before it closes",
    ]);
    expect(problems({ opensAt: "2026-12-15T00:00:00" })?.[0]).toMatch(/^opensAt: must be a date-time with its offset/);
    expect(problems({ timeZone: "Mars/Olympus" })).toEqual([
      "timeZone: must be an IANA time zone like America/Chicago",
    ]);
  });
});

describe("the countdown's words", () => {
  const closesIn = (ms: number, locale: "en" | "ru" | "ar" = "en") =>
    formatMessage(
      locale,
      shopperMessage("window.closesIn", {
        time: timeLeftMessages(ms)
          .map((m) => formatMessage(locale, m))
          .join(" "),
      }),
    );
  const H = 3_600_000;
  it("says days and hours from a day up, hours and minutes below, rounded up to the minute", () => {
    expect(closesIn(2 * 24 * H + 4 * H)).toBe("Store closes in 2 days 4 hours");
    expect(closesIn(24 * H)).toBe("Store closes in 1 day");
    expect(closesIn(5 * H + 11 * 60_000 + 1)).toBe("Store closes in 5 hours 12 minutes");
    expect(closesIn(60_000)).toBe("Store closes in 1 minute");
    expect(closesIn(2 * 24 * H + 4 * H, "ru")).toBe("Магазин закроется через 2 дня 4 часа");
    expect(closesIn(2 * 24 * H + 4 * H, "ar")).toBe("يُغلق المتجر خلال يومين 4 ساعات");
  });
});

describe("fundraiser progress", () => {
  it("is the percent of the goal raised, rounded down", () => {
    expect(fundraiserProgress(cents(124_000), cents(200_000))).toEqual({
      raisedCents: 124_000,
      goalCents: 200_000,
      percent: 62,
    });
    expect(fundraiserProgress(cents(250_000), cents(200_000)).percent).toBe(125);
    expect(
      formatMessage(
        "en",
        shopperMessage("fundraiser.progress", { raised: "$1,240.00", goal: "$2,000.00", percent: 62 }),
      ),
    ).toBe("$1,240.00 raised of $2,000.00 — 62 %");
  });
});

describe("dates of the window", () => {
  it("are shown in the store's time zone, named, in the shopper's language", () => {
    expect(storeDateTime("2026-12-01T09:00:00-06:00", "en", "America/Chicago")).toBe("December 1, 2026 at 9:00 AM CST");
    expect(storeDateTime("2026-12-01T15:00:00Z", "en", "Asia/Dubai")).toBe("December 1, 2026 at 7:00 PM GMT+4");
    expect(storeDateTime("2026-12-01T09:00:00-06:00", "ru", "America/Chicago")).toBe("1 декабря 2026 г. в 09:00 GMT-6");
    expect(storeDateTime("2026-12-01T09:00:00-06:00", "ar", "America/Chicago")).toMatch(/1 ديسمبر 2026/);
  });
});
