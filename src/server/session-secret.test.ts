import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSessionSecret } from "./session-secret";

describe("session secret", () => {
  it("uses SESSION_SECRET when configured", () => {
    expect(resolveSessionSecret({ SESSION_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent" })).toBe("s".repeat(40));
  });

  it("generates one secret on first start, keeps it in the data directory and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(resolveSessionSecret({ DATA_DIR: mkdtempSync(join(tmpdir(), "secret-")) })).not.toBe(first);
  });
});
