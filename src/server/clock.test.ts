import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileClock } from "./clock";

describe("the tests' clock file", () => {
  it("stands at the file's instant, follows the file as it changes, and is the system time without one", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "clock-")), "now");
    const clock = fileClock(file);
    const before = Date.now();
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    writeFileSync(file, "2026-12-15T23:00:00Z\n");
    expect(clock().toISOString()).toBe("2026-12-15T23:00:00.000Z");
    expect(clock().toISOString()).toBe("2026-12-15T23:00:00.000Z");
    writeFileSync(file, "2026-12-16T01:00:00Z");
    expect(clock().toISOString()).toBe("2026-12-16T01:00:00.000Z");
    writeFileSync(file, "not a date");
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
  });
});
