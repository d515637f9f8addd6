// SQL for "notify me" sign-ups (docs/decisions/0032). Every function takes the database or a transaction
// first; notify-me.service.ts decides what is atomic. States: pending → confirmed | unsubscribed.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

export type NotifyStatus = "pending" | "confirmed" | "unsubscribed";

export interface NotifyRequestRow {
  id: string;
  store_id: string;
  email: string;
  locale: string;
  origin: string;
  status: string;
  notified_for: string | null;
}

/**
 * A write that changes nothing: on SQLite it takes the write lock at once, so another process signing
 * the same address up waits (busy_timeout) instead of failing to turn its read into a write; on
 * PostgreSQL it locks the address's row when there is one.
 */
export async function lockNotifyRequest(db: Kysely<DB>, storeId: string, email: string): Promise<void> {
  await db
    .updateTable("store_notify_requests")
    .set({ email })
    .where("store_id", "=", storeId)
    .where("email", "=", email)
    .execute();
}

export async function findNotifyRequestByEmail(
  db: Kysely<DB>,
  storeId: string,
  email: string,
): Promise<NotifyRequestRow | undefined> {
  return db
    .selectFrom("store_notify_requests")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function findNotifyRequest(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<{ id: string; status: string } | undefined> {
  return db
    .selectFrom("store_notify_requests")
    .select(["id", "status"])
    .where("id", "=", id)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
}

/** A new sign-up for the address goes back to pending, in the language and on the host it came from. */
export async function renewNotifyRequest(
  db: Kysely<DB>,
  id: string,
  input: { locale: string; origin: string },
): Promise<void> {
  await db
    .updateTable("store_notify_requests")
    .set({ status: "pending", locale: input.locale, origin: input.origin })
    .where("id", "=", id)
    .execute();
}

/**
 * Inserts a pending sign-up. The same address sent in parallel (PostgreSQL: no row to lock yet): the
 * second insert waits for the first's commit and takes its row instead of failing on the key, so every
 * link names it. Answers the row's id and status.
 */
export async function insertNotifyRequest(
  db: Kysely<DB>,
  input: { id: string; storeId: string; email: string; locale: string; origin: string; createdAt: string },
): Promise<{ id: string; status: string }> {
  return db
    .insertInto("store_notify_requests")
    .values({
      id: input.id,
      store_id: input.storeId,
      email: input.email,
      locale: input.locale,
      origin: input.origin,
      status: "pending",
      notified_for: null,
      created_at: input.createdAt,
      confirmed_at: null,
    })
    .onConflict((oc) => oc.columns(["store_id", "email"]).doUpdateSet({ locale: input.locale, origin: input.origin }))
    .returning(["id", "status"])
    .executeTakeFirstOrThrow();
}

export async function markUnsubscribed(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable("store_notify_requests").set({ status: "unsubscribed" }).where("id", "=", id).execute();
}

/** Confirms a pending sign-up (an unsubscribed or already confirmed one is left as it is). */
export async function markConfirmed(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db
    .updateTable("store_notify_requests")
    .set({ status: "confirmed", confirmed_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** The stores that have confirmed addresses waiting. */
export async function storesWithConfirmedRequests(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom("store_notify_requests")
    .select("store_id")
    .distinct()
    .where("status", "=", "confirmed")
    .execute();
  return rows.map((row) => row.store_id);
}

/** Confirmed addresses of a store not yet told of this opening. */
export async function requestsToNotify(db: Kysely<DB>, storeId: string, opening: string): Promise<NotifyRequestRow[]> {
  return db
    .selectFrom("store_notify_requests")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("status", "=", "confirmed")
    .where((eb) => eb.or([eb("notified_for", "is", null), eb("notified_for", "<>", opening)]))
    .execute();
}

/**
 * Claims one address for this opening: true for the one caller (of any process) whose conditional
 * update took it, so its e-mail is queued exactly once.
 */
export async function claimForOpening(db: Kysely<DB>, id: string, opening: string): Promise<boolean> {
  const claimed = await db
    .updateTable("store_notify_requests")
    .set({ notified_for: opening })
    .where("id", "=", id)
    .where("status", "=", "confirmed")
    .where((eb) => eb.or([eb("notified_for", "is", null), eb("notified_for", "<>", opening)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
