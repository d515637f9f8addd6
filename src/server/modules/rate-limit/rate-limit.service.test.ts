import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { resetRateLimit, takeAttempt, takeGuess, UNDER_ATTACK_LIMIT } from "./rate-limit.service";

const RULE = { limit: 3, windowMs: 10 * 60_000 };
const T0 = Date.parse("2026-11-22T12:00:00Z");

describe.each(testDialects({ postgres: "concurrency" }))("rate limit on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  const take = (key: string, at: number, rule = RULE) => takeAttempt(database.db, [{ rule, key }], at);
  const counted = async (key: string) => {
    const rows = await database.db.selectFrom("rate_limits").select("count").where("key", "=", key).execute();
    return rows.reduce((sum, r) => sum + Number(r.count), 0);
  };

  it("lets exactly the limit through when attempts arrive at once, and counts only those", async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 60 }, () => take("k", T0, rule)));
    // Each attempt gets its own rank in one statement: exactly the limit pass, none of the rest.
    expect(verdicts.filter((v) => v.verdict.allowed).length).toBe(10);
    // Refused attempts are taken back, so a lock does not grow while it is being hammered.
    expect(await counted("k")).toBe(verdicts.filter((v) => v.verdict.allowed).length);
  });

  it("refuses once the limit is reached within the window, until the oldest attempt leaves it", async () => {
    for (const minute of [0, 2, 4]) expect((await take("k", T0 + minute * 60_000)).verdict.allowed).toBe(true);
    expect((await take("k", T0 + 5 * 60_000)).verdict).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect((await take("other", T0 + 5 * 60_000)).verdict).toEqual({ allowed: true });
    expect((await take("k", T0 + 10 * 60_000)).verdict).toEqual({ allowed: true });
    await resetRateLimit(database.db, "k");
    expect(await counted("k")).toBe(0);
  });

  it("refuses when any of several limits is reached and takes the attempt back from all of them", async () => {
    const wide = { limit: 100, windowMs: 10 * 60_000 };
    for (let i = 0; i < 3; i++)
      await takeAttempt(
        database.db,
        [
          { rule: RULE, key: "client" },
          { rule: wide, key: "store" },
        ],
        T0,
      );
    const refused = await takeAttempt(
      database.db,
      [
        { rule: RULE, key: "client" },
        { rule: wide, key: "store" },
      ],
      T0,
    );
    expect(refused.verdict.allowed).toBe(false);
    expect(await counted("store")).toBe(3);
    expect(await counted("client")).toBe(3);
  });

  it("takes back an attempt that turned out not to count", async () => {
    const { attempt } = await take("k", T0);
    await attempt.release();
    expect(await counted("k")).toBe(0);
  });

  it("never locks a target: past its figure each client gets two guesses at it, the others' guesses do not count", async () => {
    const target = { rule: { limit: 20, windowMs: 15 * 60_000 }, key: "t" };
    const guess = (client: string, at = T0) =>
      takeGuess(
        database.db,
        {
          client: { rule: { limit: 10, windowMs: 15 * 60_000 }, key: `c:${client}` },
          target,
          clientOnTarget: `t:${client}`,
        },
        at,
      );
    // 20 wrong guesses from four clients: all checked (each client is within its own 10).
    for (let i = 0; i < 20; i++) expect((await guess(`attacker-${i % 4}`)).verdict.allowed).toBe(true);
    // The target is under attack: a client that guessed at it already is held back, for minutes at most.
    const held = (await guess("attacker-0")).verdict;
    expect(held.allowed).toBe(false);
    expect(!held.allowed && held.retryAfterSeconds).toBeLessThanOrEqual(UNDER_ATTACK_LIMIT.windowMs / 1000);
    // A client new to the target gets its two guesses, and the right one gives its counts back.
    const owner = await guess("owner");
    expect(owner.verdict.allowed).toBe(true);
    await owner.attempt.release();
    expect(await counted("t:owner")).toBe(0);
    expect((await guess("newcomer")).verdict.allowed).toBe(true);
    expect((await guess("newcomer")).verdict.allowed).toBe(true);
    expect((await guess("newcomer")).verdict.allowed).toBe(false);
    // After the short wait the held client is let through again, though the attack goes on.
    expect((await guess("attacker-0", T0 + UNDER_ATTACK_LIMIT.windowMs)).verdict.allowed).toBe(true);
  });
});
