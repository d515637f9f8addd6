// A sliding-window limit on repeated attempts (wrong store passwords today; anything keyed by client
// tomorrow), kept in the database so it holds across processes and restarts (docs/decisions/0013).
// The window slides by one-minute buckets: "10 in 15 minutes" means the buckets of the last 15 minutes.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { deleteBucketsBefore, deleteKey, incrementBucket, selectBuckets } from "./rate-limit.repository";

const BUCKET_MS = 60_000;
/** Buckets older than this are purged whatever their key, so a rule's window must not exceed it. */
export const MAX_WINDOW_MS = 24 * 60 * 60_000;

export interface RateLimit {
  /** Attempts allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const iso = (ms: number) => new Date(ms).toISOString();
const bucketStart = (nowMs: number) => Math.floor(nowMs / BUCKET_MS) * BUCKET_MS;
/** The earliest bucket start still inside the window that ends now. */
const windowStart = (rule: RateLimit, nowMs: number) => bucketStart(nowMs - rule.windowMs) + BUCKET_MS;

/**
 * Whether one more attempt is allowed now; when it is not, how long until the oldest counted
 * attempts leave the window and it would be.
 */
export async function checkRateLimit(
  db: Kysely<DB>,
  rule: RateLimit,
  key: string,
  nowMs: number,
): Promise<RateLimitVerdict> {
  const buckets = await selectBuckets(db, key, iso(windowStart(rule, nowMs)));
  let counted = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (counted < rule.limit) return { allowed: true };
  for (const bucket of buckets) {
    counted -= bucket.count;
    if (counted < rule.limit) {
      // A bucket stops counting once the window's start has moved past it.
      const freedAt = Date.parse(bucket.start) + rule.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - nowMs) / 1000)) };
    }
  }
  return { allowed: false, retryAfterSeconds: Math.ceil(rule.windowMs / 1000) };
}

/** Counts one attempt against the key, and forgets buckets that no window can reach any more. */
export async function recordAttempt(db: Kysely<DB>, rule: RateLimit, key: string, nowMs: number): Promise<void> {
  if (rule.windowMs > MAX_WINDOW_MS) throw new RangeError("A rate limit window may not exceed 24 hours");
  await incrementBucket(db, key, iso(bucketStart(nowMs)));
  await deleteBucketsBefore(db, iso(nowMs - MAX_WINDOW_MS));
}

/** Forgets a key's attempts (after a success, the count starts again). */
export async function resetRateLimit(db: Kysely<DB>, key: string): Promise<void> {
  await deleteKey(db, key);
}
