// SQL for gift codes and their reservations (docs/decisions/0017). Every function takes the database
// or a transaction first; the service decides what is atomic. Reservation states: active → consumed
// (by an order) | released (removed by the shopper) | expired (its time ran out); consumed → returned
// (the order was cancelled and the amount put back on the card, docs/decisions/0038).
import { type Kysely, sql } from "kysely";
import { cents, type Cents } from "~core/money";
import type { DB, GiftCodeReservationsTable } from "~server/db/schema";

export interface GiftCodeRecord {
  code: string;
  balanceCents: Cents;
  /** A disabled code cannot be applied (migration 0301). */
  disabled: boolean;
  /** Null for codes issued before migration 0301. */
  createdAt: string | null;
}

/**
 * The query that finds a code in any case: shoppers type "gift-100" for GIFT-100. Its `upper(code)` is
 * the expression of the unique index gift_codes_store_upper_code_unique (docs/decisions/0054), so it
 * finds at most one row, through that index (its plan is checked in gift-codes.repository.test.ts).
 */
export function selectGiftCode(db: Kysely<DB>, storeId: string, code: string) {
  return db
    .selectFrom("gift_codes")
    .select(["code", "balance_cents", "disabled", "created_at"])
    .where("store_id", "=", storeId)
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", eb.fn("upper", [eb.val(code)])));
}

export async function findGiftCode(db: Kysely<DB>, storeId: string, code: string): Promise<GiftCodeRecord | undefined> {
  const row = await selectGiftCode(db, storeId, code).executeTakeFirst();
  return (
    row && {
      code: row.code,
      balanceCents: row.balance_cents,
      disabled: Number(row.disabled) === 1,
      createdAt: row.created_at,
    }
  );
}

/**
 * Locks a gift code row until the transaction ends and returns its balance. The lock is a write that
 * changes nothing: on PostgreSQL it takes the row lock (like SELECT … FOR UPDATE), on SQLite it takes
 * the database write lock as the transaction's first statement (like BEGIN IMMEDIATE), so whatever the
 * transaction reads next cannot change under it on either dialect.
 */
export async function lockGiftCode(db: Kysely<DB>, storeId: string, code: string): Promise<Cents | undefined> {
  return (await lockGiftCodeState(db, storeId, code))?.balance;
}

/** lockGiftCode, matching the code in any case and answering its stored spelling and whether it is disabled. */
export async function lockGiftCodeState(
  db: Kysely<DB>,
  storeId: string,
  code: string,
): Promise<{ code: string; balance: Cents; disabled: boolean } | undefined> {
  const row = await db
    .updateTable("gift_codes")
    .set((eb) => ({ balance_cents: eb.ref("balance_cents") }))
    .where("store_id", "=", storeId)
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", eb.fn("upper", [eb.val(code)])))
    .returning(["code", "balance_cents", "disabled"])
    .executeTakeFirst();
  return row && { code: row.code, balance: row.balance_cents, disabled: Number(row.disabled) === 1 };
}

export async function expireReservations(db: Kysely<DB>, storeId: string, code: string, now: string): Promise<void> {
  await db
    .updateTable("gift_code_reservations")
    .set({ state: "expired" })
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .where("state", "=", "active")
    .where("expires_at", "<=", now)
    .execute();
}

/** Cents held by active, unexpired reservations of a code, optionally leaving one order key out. */
export async function heldCents(
  db: Kysely<DB>,
  storeId: string,
  code: string,
  now: string,
  exceptOrderKey?: string,
): Promise<Cents> {
  let query = db
    .selectFrom("gift_code_reservations")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("held"))
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .where("state", "=", "active")
    .where("expires_at", ">", now);
  if (exceptOrderKey !== undefined) query = query.where("order_key", "<>", exceptOrderKey);
  const row = await query.executeTakeFirstOrThrow();
  // A SUM comes back as text from PostgreSQL (bigint), as a number from SQLite.
  return cents(Number(row.held));
}

export async function insertReservation(db: Kysely<DB>, row: GiftCodeReservationsTable): Promise<void> {
  await db.insertInto("gift_code_reservations").values(row).execute();
}

export async function findReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
): Promise<GiftCodeReservationsTable | undefined> {
  return db
    .selectFrom("gift_code_reservations")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("order_key", "=", orderKey)
    .executeTakeFirst();
}

export async function updateReservation(
  db: Kysely<DB>,
  orderKey: string,
  changes: Partial<Pick<GiftCodeReservationsTable, "amount_cents" | "expires_at" | "state">>,
): Promise<void> {
  await db.updateTable("gift_code_reservations").set(changes).where("order_key", "=", orderKey).execute();
}

export async function listActiveReservations(
  db: Kysely<DB>,
  storeId: string,
  code: string,
  now: string,
): Promise<GiftCodeReservationsTable[]> {
  return db
    .selectFrom("gift_code_reservations")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .where("state", "=", "active")
    .where("expires_at", ">", now)
    .orderBy("created_at")
    .execute();
}

/** A checkout session's active, unexpired holds in a store, oldest first. */
export async function listSessionHolds(
  db: Kysely<DB>,
  storeId: string,
  session: string,
  now: string,
): Promise<GiftCodeReservationsTable[]> {
  return db
    .selectFrom("gift_code_reservations")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("session", "=", session)
    .where("state", "=", "active")
    .where("expires_at", ">", now)
    .orderBy("created_at")
    .execute();
}

/** How many active, unexpired holds one client address made in a store. */
export async function countClientHolds(db: Kysely<DB>, storeId: string, client: string, now: string): Promise<number> {
  const row = await db
    .selectFrom("gift_code_reservations")
    .select((eb) => eb.fn.countAll<number>().as("holds"))
    .where("store_id", "=", storeId)
    .where("client", "=", client)
    .where("state", "=", "active")
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.holds);
}

/** Releases the named active holds of a store (a session's replaced or oldest ones). */
export async function releaseHolds(db: Kysely<DB>, storeId: string, orderKeys: readonly string[]): Promise<void> {
  if (orderKeys.length === 0) return;
  await db
    .updateTable("gift_code_reservations")
    .set({ state: "released" })
    .where("store_id", "=", storeId)
    .where("order_key", "in", orderKeys)
    .where("state", "=", "active")
    .execute();
}

/** Takes an amount off a balance only if the balance covers it (never below zero, whatever runs at once). */
export async function debitGiftCode(db: Kysely<DB>, storeId: string, code: string, amount: Cents): Promise<boolean> {
  const result = await db
    .updateTable("gift_codes")
    .set((eb) => ({ balance_cents: eb("balance_cents", "-", amount) }))
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .where("balance_cents", ">=", amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts an amount back on a balance (a cancelled order's redemption). */
export async function creditGiftCode(db: Kysely<DB>, storeId: string, code: string, cents: Cents): Promise<void> {
  await db
    .updateTable("gift_codes")
    .set((eb) => ({ balance_cents: eb("balance_cents", "+", cents) }))
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .execute();
}

/** Moves a reservation from one state to another; false when it was not in `from` (already moved). */
export async function moveReservationState(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable("gift_code_reservations")
    .set({ state: to })
    .where("store_id", "=", storeId)
    .where("order_key", "=", orderKey)
    .where("state", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Issues a new code; false when the store has it already in any case (the unique index on
 * upper(code), docs/decisions/0054), also when a parallel transaction issued it first: on PostgreSQL
 * the insert waits for that transaction's commit and then inserts nothing.
 */
export async function insertGiftCode(
  db: Kysely<DB>,
  row: { storeId: string; code: string; balanceCents: Cents; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("gift_codes")
    .values({
      store_id: row.storeId,
      code: row.code,
      balance_cents: row.balanceCents,
      created_at: row.createdAt,
      disabled: 0,
    })
    // No conflict target: every unique index of the table is an arbiter, the key and upper(code) alike.
    .onConflict((oc) => oc.doNothing())
    .returning("code")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setGiftCodeBalanceRow(db: Kysely<DB>, storeId: string, code: string, balanceCents: Cents) {
  await db
    .updateTable("gift_codes")
    .set({ balance_cents: balanceCents })
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .execute();
}

export async function setGiftCodeDisabledRow(db: Kysely<DB>, storeId: string, code: string, disabled: boolean) {
  await db
    .updateTable("gift_codes")
    .set({ disabled: disabled ? 1 : 0 })
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .execute();
}

/** Releases every active hold of a code (it was disabled); answers how many. */
export async function releaseActiveReservations(db: Kysely<DB>, storeId: string, code: string): Promise<number> {
  const result = await db
    .updateTable("gift_code_reservations")
    .set({ state: "released" })
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .where("state", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A store's codes whose name contains the search (any case), with the cents their live holds keep. */
export async function listGiftCodes(
  db: Kysely<DB>,
  storeId: string,
  search: string,
  now: string,
  limit: number,
): Promise<(GiftCodeRecord & { heldCents: Cents })[]> {
  let query = db
    .selectFrom("gift_codes as g")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("gift_code_reservations")
          .select((inner) => ["code", inner.fn.sum<number>("amount_cents").as("held")])
          .where("store_id", "=", storeId)
          .where("state", "=", "active")
          .where("expires_at", ">", now)
          .groupBy("code")
          .as("h"),
      (join) => join.onRef("h.code", "=", "g.code"),
    )
    .select(["g.code", "g.balance_cents", "g.disabled", "g.created_at", "h.held"])
    .where("g.store_id", "=", storeId);
  const text = search.trim().toUpperCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`upper(g.code) like ${pattern} escape '\\'`);
  }
  const rows = await query.orderBy("g.code").limit(limit).execute();
  return rows.map((row) => ({
    code: row.code,
    balanceCents: row.balance_cents,
    disabled: Number(row.disabled) === 1,
    createdAt: row.created_at,
    // A SUM comes back as text from PostgreSQL (bigint), as a number from SQLite.
    heldCents: cents(Number(row.held ?? 0)),
  }));
}

/** Every reservation of a code (holds and redemptions), oldest first. */
export async function listReservationsOfCode(
  db: Kysely<DB>,
  storeId: string,
  code: string,
): Promise<GiftCodeReservationsTable[]> {
  return db
    .selectFrom("gift_code_reservations")
    .selectAll()
    .where("store_id", "=", storeId)
    .where("code", "=", code)
    .orderBy("created_at")
    .orderBy("order_key")
    .execute();
}

/**
 * Takes part of an order's consumed redemption back (a partial refund, docs/decisions/0086): the
 * reservation then holds what the order still keeps of the gift card, so a later cancellation gives
 * back only that. False when the redemption is not consumed or holds less.
 */
export async function shrinkConsumedReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  amount: Cents,
): Promise<boolean> {
  const result = await db
    .updateTable("gift_code_reservations")
    .set((eb) => ({ amount_cents: eb("amount_cents", "-", amount) }))
    .where("store_id", "=", storeId)
    .where("order_key", "=", orderKey)
    .where("state", "=", "consumed")
    .where("amount_cents", ">=", amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The opposite of shrinkConsumedReservation: a refunded part given back to the redemption (decision 0108). */
export async function growConsumedReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  amount: Cents,
): Promise<void> {
  await db
    .updateTable("gift_code_reservations")
    .set((eb) => ({ amount_cents: eb("amount_cents", "+", amount) }))
    .where("store_id", "=", storeId)
    .where("order_key", "=", orderKey)
    .where("state", "=", "consumed")
    .execute();
}
