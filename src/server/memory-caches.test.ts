import { describe, expect, it } from "vitest";
import { cacheSizes, createByteCache, estimateBytes } from "./memory-caches";

describe("byte-bounded caches", () => {
  it("keep at most their budget of bytes, making room from the least recently used", () => {
    const cache = createByteCache<{ n: number }>("counts", 1_000);
    for (let n = 0; n < 4; n++) cache.set(`k${n}`, { n }, { size: 300 });
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000);
    expect(cache.has("k0")).toBe(false); // the oldest made room for the fourth
    cache.get("k1"); // used again: now the most recent
    cache.set("k4", { n: 4 }, { size: 300 });
    expect([...cache.keys()].sort()).toEqual(["k1", "k3", "k4"]);
    // An entry larger than the whole budget is not kept, and takes nothing out.
    cache.set("huge", { n: 5 }, { size: 5_000 });
    expect(cache.has("huge")).toBe(false);
    expect(cache.size).toBe(3);
  });

  it("are all reported with their entries, bytes and budget", () => {
    const before = cacheSizes().counts;
    const cache = createByteCache<{ n: number }>("counts", 10_000);
    cache.set("a", { n: 1 }, { size: 120 });
    const after = cacheSizes().counts;
    expect(after.entries).toBe(before.entries + 1);
    expect(after.bytes).toBe(before.bytes + 120);
    expect(after.maxBytes).toBe(before.maxBytes + 10_000);
  });

  it("estimate a value by its JSON text as parsed objects", () => {
    expect(estimateBytes({ a: "x".repeat(1000) })).toBeGreaterThan(3000);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(estimateBytes(cycle)).toBe(64 * 1024);
  });
});
