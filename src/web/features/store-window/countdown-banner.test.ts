import { describe, expect, it } from "vitest";
import { ANNOUNCE_AT_MS, announceStage } from "./countdown-banner";

const MINUTE = 60_000;

describe("announceStage: when the countdown is said again", () => {
  it("is -1 above a day, and steps at a day, an hour, 15, 5 and 1 minute left", () => {
    expect(announceStage(25 * 60 * MINUTE)).toBe(-1);
    expect(announceStage(24 * 60 * MINUTE)).toBe(0);
    expect(announceStage(61 * MINUTE)).toBe(0);
    expect(announceStage(60 * MINUTE)).toBe(1);
    expect(announceStage(16 * MINUTE)).toBe(1);
    expect(announceStage(15 * MINUTE)).toBe(2);
    expect(announceStage(5 * MINUTE)).toBe(3);
    expect(announceStage(MINUTE)).toBe(4);
    expect(announceStage(1)).toBe(4);
  });

  it("changes only at the thresholds: a tick every 15 s over three days says it once per threshold", () => {
    let said = 0;
    let stage = announceStage(72 * 60 * MINUTE);
    for (let left = 72 * 60 * MINUTE; left > 0; left -= 15_000) {
      const now = announceStage(left);
      if (now !== stage) said += 1;
      stage = now;
    }
    expect(said).toBe(ANNOUNCE_AT_MS.length);
  });
});
