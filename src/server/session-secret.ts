// Tokens are signed with SESSION_SECRET. On the embedded default with no secret configured, one is
// generated once and kept in the data directory (never a constant in the code), so restarts keep
// unlocked private stores unlocked.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "./env";

export function resolveSessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.DATA_DIR, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: generated below
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
