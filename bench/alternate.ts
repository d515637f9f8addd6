// Real and floor take turns: the duration is split into rounds, run real, floor, real, floor, … so a
// machine that slows down or speeds up during the run (a shared 2-core box does, over tens of
// seconds) weighs on both sides alike instead of on whichever ran in the slow stretch.

/** Rounds per comparison. */
export const ROUNDS = 4;

export interface LoadResult {
  rps: number;
  p99: number;
}

export interface Alternated {
  /** Requests per second over all rounds (summed requests over summed seconds). */
  rps: number;
  /** The highest p99 latency of the rounds, in ms. */
  p99: number;
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
  const sides = { real: { requests: 0, p99: 0 }, floor: { requests: 0, p99: 0 } };
  for (let i = 0; i < ROUNDS; i++) {
    for (const side of ["real", "floor"] as const) {
      const result = await load(side, seconds);
      sides[side].requests += result.rps * seconds;
      sides[side].p99 = Math.max(sides[side].p99, result.p99);
    }
  }
  const total = seconds * ROUNDS;
  return {
    real: { rps: sides.real.requests / total, p99: sides.real.p99 },
    floor: { rps: sides.floor.requests / total, p99: sides.floor.p99 },
  };
}
