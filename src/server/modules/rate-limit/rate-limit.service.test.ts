import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { checkRateLimit, recordAttempt, resetRateLimit } from "./rate-limit.service";

const RULE = { limit: 3, windowMs: 10 * 60_000 };
const T0 = Date.parse("2026-11-22T12:00:00Z");

describe.each(testDialects())("rate limit on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  it("loses no count when attempts arrive at once", async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => recordAttempt(database.db, { limit: 50, windowMs: 60_000 }, "k", T0)),
    );
    const rows = await database.db.selectFrom("rate_limits").select("count").where("key", "=", "k").execute();
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(20);
  });

  it("refuses once the limit is reached within the window, until the oldest attempt leaves it", async () => {
    for (const minute of [0, 2, 4]) await recordAttempt(database.db, RULE, "k", T0 + minute * 60_000);
    expect(await checkRateLimit(database.db, RULE, "k", T0 + 5 * 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 300,
    });
    expect(await checkRateLimit(database.db, RULE, "other", T0 + 5 * 60_000)).toEqual({ allowed: true });
    expect(await checkRateLimit(database.db, RULE, "k", T0 + 10 * 60_000)).toEqual({ allowed: true });
    await resetRateLimit(database.db, "k");
    expect(await checkRateLimit(database.db, RULE, "k", T0 + 5 * 60_000)).toEqual({ allowed: true });
  });
});
