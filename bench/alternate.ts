// Real and floor take turns: the duration is split into rounds, run real, floor, real, floor, … so a
// machine that slows down or speeds up during the run (a shared 2-core box does, over tens of
// seconds) weighs on both sides alike instead of on whichever ran in the slow stretch.

/** Rounds per comparison. */
export const ROUNDS = 4;

export interface LoadResult {
  rps: number;
  p99: number;
  /** Every response's latency in ms, where the load kept them: the p99 is then taken over all rounds. */
  latencies?: number[];
}

export interface Alternated {
  /** Requests per second over all rounds (summed requests over summed seconds). */
  rps: number;
  /**
   * The p99 latency in ms: of all the side's responses together where every round kept its latencies,
   * else the highest of the rounds' p99s.
   */
  p99: number;
  /** The highest of the rounds' p99s, in ms (a round of 2 s holds a few hundred responses). */
  worstRoundP99: number;
}

/** The value at or below which 99 % of `values` fall (nearest rank), rounded to 0.1. */
export function p99Of(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0) * 10) / 10;
}

/**
 * Runs `load(side, seconds)` for "real" and "floor" in ROUNDS alternating rounds of an equal share of
 * `duration` seconds (at least one second each).
 */
export async function alternate(
  duration: number,
  load: (side: "real" | "floor", seconds: number) => Promise<LoadResult>,
): Promise<{ real: Alternated; floor: Alternated }> {
  const seconds = Math.max(1, Math.round(duration / ROUNDS));
  const side = () => ({ requests: 0, worstRoundP99: 0, latencies: [] as number[] | null });
  const sides = { real: side(), floor: side() };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of ["real", "floor"] as const) {
      const result = await load(name, seconds);
      const totals = sides[name];
      totals.requests += result.rps * seconds;
      totals.worstRoundP99 = Math.max(totals.worstRoundP99, result.p99);
      if (totals.latencies && result.latencies) for (const ms of result.latencies) totals.latencies.push(ms);
      else totals.latencies = null;
    }
  }
  const total = seconds * ROUNDS;
  const summary = ({ requests, worstRoundP99, latencies }: ReturnType<typeof side>): Alternated => ({
    rps: requests / total,
    p99: latencies && latencies.length > 0 ? p99Of(latencies) : worstRoundP99,
    worstRoundP99,
  });
  return { real: summary(sides.real), floor: summary(sides.floor) };
}
