import { describe, expect, it } from "vitest";
import { alternate, type LoadResult, p99Of, ROUNDS } from "./alternate";

describe("p99Of", () => {
  it("is the nearest-rank 99th percentile", () => {
    const values = Array.from({ length: 200 }, (_, i) => i + 1); // 1…200 ms
    expect(p99Of(values)).toBe(198);
    expect(p99Of([5])).toBe(5);
    expect(p99Of([])).toBe(0);
  });
});

describe("alternate", () => {
  it("takes turns, sums the rate over all rounds and the p99 over all of a side's responses", async () => {
    const calls: string[] = [];
    // The real side has one slow round: 4 of its 100 responses at 90 ms, the rest at 10.
    let realRound = 0;
    const result = await alternate(ROUNDS * 2, async (side, seconds): Promise<LoadResult> => {
      calls.push(side);
      expect(seconds).toBe(2);
      if (side === "floor") return { rps: 100, p99: 10, latencies: Array<number>(200).fill(10) };
      const slow = realRound++ === 1 ? 4 : 0;
      const latencies = [...Array<number>(200 - slow).fill(10), ...Array<number>(slow).fill(90)];
      return { rps: 50, p99: slow ? 90 : 10, latencies };
    });
    expect(calls).toEqual(Array.from({ length: ROUNDS }, () => ["real", "floor"]).flat());
    expect(result.real.rps).toBe(50);
    expect(result.floor.rps).toBe(100);
    // 4 slow responses of 800 are half a percent: below the p99, which the slow round alone put at 90.
    expect(result.real.p99).toBe(10);
    expect(result.real.worstRoundP99).toBe(90);
    expect(result.floor.p99).toBe(10);
  });

  it("falls back to the worst round's p99 when a load keeps no latencies", async () => {
    let realRound = 0;
    const result = await alternate(ROUNDS, async (side) => ({
      rps: 10,
      p99: side === "real" && realRound++ === 2 ? 40 : 20,
    }));
    expect(result.real.p99).toBe(40);
    expect(result.floor.p99).toBe(20);
  });
});
