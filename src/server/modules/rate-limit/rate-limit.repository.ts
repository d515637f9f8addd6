// SQL of the rate limiter: hits counted per key in one-minute buckets of the rate_limits table, so
// every process behind a load balancer sees the same counts (ARCHITECTURE §1: nothing in memory).
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

export interface Bucket {
  /** ISO-8601 UTC start of the bucket. */
  start: string;
  count: number;
}

/** Buckets of a key that started at or after `since`, oldest first. */
export async function selectBuckets(db: Kysely<DB>, key: string, since: string): Promise<Bucket[]> {
  const rows = await db
    .selectFrom("rate_limits")
    .select(["window_start", "count"])
    .where("key", "=", key)
    .where("window_start", ">=", since)
    .orderBy("window_start")
    .execute();
  return rows.map((row) => ({ start: row.window_start, count: Number(row.count) }));
}

/**
 * Adds one hit to a bucket in a single statement, so concurrent processes never lose a count, and
 * answers the bucket's count with this hit: attempts arriving at once each get their own rank.
 */
export async function incrementBucket(db: Kysely<DB>, key: string, start: string): Promise<number> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes back one hit of a bucket (an attempt that was refused, or that turned out not to count). */
export async function decrementBucket(db: Kysely<DB>, key: string, start: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("key", "=", key)
    .where("window_start", "=", start)
    .where("count", ">", 0)
    .execute();
}

export async function deleteKey(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Drops buckets that started before `before` (any key); rate_limits_window_idx makes this a range delete. */
export async function deleteBucketsBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", before).execute();
}
