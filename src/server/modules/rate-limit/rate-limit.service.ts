// A sliding-window limit on repeated attempts (wrong store passwords, gift code and order lookups),
// kept in the database so it holds across processes and restarts (docs/decisions/0013, 0028).
// The window slides by one-minute buckets: "10 in 15 minutes" means the buckets of the last 15 minutes.
// An attempt is counted before it is judged, in one statement, so N attempts arriving at once can never
// all see the same "9 so far": at most `limit` of them are let through (decision 0028).
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import {
  decrementBucket,
  deleteBucketsBefore,
  deleteKey,
  incrementBucket,
  selectBuckets,
} from "./rate-limit.repository";

const BUCKET_MS = 60_000;
/** Buckets older than this are purged whatever their key, so a rule's window must not exceed it. */
export const MAX_WINDOW_MS = 24 * 60 * 60_000;

export interface RateLimit {
  /** Attempts allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One limit to take an attempt from: the rule and the key it counts under. */
export interface RateLimitKey {
  rule: RateLimit;
  key: string;
}

/** An attempt that was let through; `release` takes it back when it turns out not to count (a success). */
export interface TakenAttempt {
  release(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const bucketStart = (nowMs: number) => Math.floor(nowMs / BUCKET_MS) * BUCKET_MS;
/** The earliest bucket start still inside the window that ends now. */
const windowStart = (rule: RateLimit, nowMs: number) => bucketStart(nowMs - rule.windowMs) + BUCKET_MS;

/**
 * Counts one attempt under the key, then judges it against the attempts counted before it (its own
 * hit excluded, later ones too). A refused attempt is taken back at once, so retrying during a lock
 * does not extend it.
 */
async function takeOne(db: Kysely<DB>, { rule, key }: RateLimitKey, nowMs: number): Promise<RateLimitVerdict> {
  if (rule.windowMs > MAX_WINDOW_MS) throw new RangeError("A rate limit window may not exceed 24 hours");
  const own = iso(bucketStart(nowMs));
  // The current bucket's count as this hit left it: its rank among the attempts of this minute.
  const rank = await incrementBucket(db, key, own);
  const buckets = (await selectBuckets(db, key, iso(windowStart(rule, nowMs)))).map((bucket) =>
    bucket.start === own ? { ...bucket, count: rank - 1 } : bucket,
  );
  let before = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (before < rule.limit) return { allowed: true };
  await decrementBucket(db, key, own);
  for (const bucket of buckets) {
    before -= bucket.count;
    if (before < rule.limit) {
      // A bucket stops counting once the window's start has moved past it.
      const freedAt = Date.parse(bucket.start) + rule.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - nowMs) / 1000)) };
    }
  }
  return { allowed: false, retryAfterSeconds: Math.ceil(rule.windowMs / 1000) };
}

/**
 * Takes one attempt from every limit (per client and per store, say). If any refuses, the attempt is
 * taken back from all of them and the longest wait is returned.
 */
export async function takeAttempt(
  db: Kysely<DB>,
  limits: RateLimitKey[],
  nowMs: number,
): Promise<{ verdict: RateLimitVerdict; attempt: TakenAttempt }> {
  const verdicts = await Promise.all(limits.map((limit) => takeOne(db, limit, nowMs)));
  const release = async () => {
    for (const { key } of limits) await decrementBucket(db, key, iso(bucketStart(nowMs)));
  };
  const waits = verdicts.flatMap((v) => (v.allowed ? [] : [v.retryAfterSeconds]));
  if (waits.length > 0) {
    // The refusing keys already took their hit back; the others take it back here.
    for (const [i, limit] of limits.entries()) {
      if (verdicts[i]!.allowed) await decrementBucket(db, limit.key, iso(bucketStart(nowMs)));
    }
    return {
      verdict: { allowed: false, retryAfterSeconds: Math.max(...waits) },
      attempt: { release: async () => undefined },
    };
  }
  await deleteBucketsBefore(db, iso(nowMs - MAX_WINDOW_MS));
  return { verdict: { allowed: true }, attempt: { release } };
}

/** The attempts counted under a key in the window that ends now (nothing is taken). */
export async function countAttempts(db: Kysely<DB>, { rule, key }: RateLimitKey, nowMs: number): Promise<number> {
  const buckets = await selectBuckets(db, key, iso(windowStart(rule, nowMs)));
  return buckets.reduce((sum, bucket) => sum + bucket.count, 0);
}

/**
 * Guesses at one target (an operator account, a private store's password, a store's gift codes) from
 * many clients (decision 0074). The target is never locked: past `target.rule.limit` wrong guesses from
 * anywhere it is "under attack", and each client then gets at most UNDER_ATTACK_LIMIT guesses at it on
 * top of its own `client` limit. So the owner of the right secret, from an address the attacker does
 * not hold, is let through at once or after a few minutes at most, and a spread-out attacker is slowed.
 */
export interface GuessLimits {
  /** The client's guesses at anything of this kind ("10 in 15 minutes per address"). */
  client: RateLimitKey;
  /** The target's guesses from anywhere, counted; never refused. */
  target: RateLimitKey;
  /** The key of this client's guesses at this target (counted under UNDER_ATTACK_LIMIT while attacked). */
  clientOnTarget: string;
}

/** Each client's guesses at a target under attack: two in five minutes. */
export const UNDER_ATTACK_LIMIT: RateLimit = { limit: 2, windowMs: 5 * 60_000 };

/** Takes one guess (see GuessLimits); `release` on a right guess gives every count back. */
export async function takeGuess(
  db: Kysely<DB>,
  limits: GuessLimits,
  nowMs: number,
): Promise<{ verdict: RateLimitVerdict; attempt: TakenAttempt }> {
  const attacked = (await countAttempts(db, limits.target, nowMs)) >= limits.target.rule.limit;
  return takeAttempt(
    db,
    [
      limits.client,
      { rule: { limit: Number.MAX_SAFE_INTEGER, windowMs: limits.target.rule.windowMs }, key: limits.target.key },
      // Counted always, so a client that guessed before the attack began has those guesses held against it.
      {
        rule: attacked ? UNDER_ATTACK_LIMIT : { limit: Number.MAX_SAFE_INTEGER, windowMs: UNDER_ATTACK_LIMIT.windowMs },
        key: limits.clientOnTarget,
      },
    ],
    nowMs,
  );
}

/** Forgets a key's attempts (after a success, the count starts again). */
export async function resetRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await deleteKey(db, key);
}
