// Gift card reservations (spec §3, §4 Gift code; docs/decisions/0017). Applying a code reserves
// min(available, order amount) under a new order key; available = balance − active reservations.
// Every change of a code's reservations runs in one transaction that first locks the code's row, so
// no interleaving of requests can reserve more than the balance. An order consumes its reservation
// (debits the balance) inside the order's own transaction.
// Against guessing and hoarding (decision 0028): lookups of unknown codes are limited per client and per
// store; a hold belongs to the order key and the client that made it, lives at most MAX_HOLD_LIFETIMES
// times the reservation time however often it is renewed, and a code is held by at most
// MAX_HOLDS_PER_CODE checkouts at once.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import { maxCents, minCents, subtractCents, sumCents, ZERO_CENTS, type Cents } from "~core/money";
import { GiftCodeSchema } from "~core/validation/gift-code.schema";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { conflict, notFound, rateLimited } from "~server/http/errors";
import { type RateLimit, takeAttempt } from "~server/modules/rate-limit/rate-limit.service";
import type { AuditActor } from "~server/modules/operators/audit";
import { recordGiftBalanceSet } from "./gift-code-audit";
import { requireStore } from "~server/modules/stores/stores.service";
import {
  debitGiftCode,
  expireReservations,
  findGiftCode,
  findReservation,
  heldCents,
  insertGiftCode,
  insertReservation,
  listActiveReservations,
  lockGiftCode,
  lockGiftCodeState,
  setGiftCodeBalanceRow,
  updateReservation,
  creditGiftCode,
  moveReservationState,
} from "./gift-codes.repository";

export const DEFAULT_RESERVATION_MINUTES = 30;
/** The shopper's gift card messages, worded at the edge in the shopper's language. */
export const GIFT_MESSAGES = {
  applied: shopperMessage("gift.applied"),
  invalid: shopperMessage("validation.giftCode"),
  unknown: shopperMessage("gift.unknown"),
  spent: shopperMessage("gift.spent"),
  removed: shopperMessage("gift.removed"),
  notApplied: shopperMessage("gift.notApplied"),
  reservationGone: shopperMessage("gift.reservationGone"),
  consumed: shopperMessage("gift.consumed"),
  busy: shopperMessage("gift.busy"),
  disabled: shopperMessage("gift.disabled"),
} as const;

/** Gift code lookups that find nothing: per client, and per store whatever the number of clients. */
export const GIFT_LOOKUP_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const STORE_GIFT_LOOKUP_LIMIT: RateLimit = { limit: 200, windowMs: 15 * 60_000 };
export const MAX_HOLDS_PER_CODE = 5;
/** Renewing a hold (PUT cart-gift-code) never keeps it past this many reservation times from its creation. */
export const MAX_HOLD_LIFETIMES = 4;

function tooManyLookups(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return rateLimited(shopperMessage("gift.tooManyTries", { count: minutes }), retryAfterSeconds);
}

export interface GiftClock {
  now: Date;
  reservationMinutes: number;
}

/** Amounts in cents. */
export interface GiftApplyResult {
  isSuccess: boolean;
  message: ShopperMessage;
  orderKey: string | undefined;
  appliedAmount: Cents;
  remainingBalance: Cents;
}

const failure = (message: ShopperMessage): GiftApplyResult => ({
  isSuccess: false,
  message,
  orderKey: undefined,
  appliedAmount: ZERO_CENTS,
  remainingBalance: ZERO_CENTS,
});

const expiry = (clock: GiftClock, createdAt = clock.now.toISOString()) => {
  const latest = Date.parse(createdAt) + MAX_HOLD_LIFETIMES * clock.reservationMinutes * 60_000;
  return new Date(Math.min(clock.now.getTime() + clock.reservationMinutes * 60_000, latest)).toISOString();
};

/** A hold made before holds had owners (null) belongs to whoever has its key. */
const ownedBy = (reservation: { client: string | null }, client: string) =>
  reservation.client === null || reservation.client === client;

/**
 * Applies a code to an order amount: a new reservation of what the card can cover, owned by the client.
 * The lookup is counted before it is made (so guesses sent at once cannot all be checked) and taken
 * back when the code exists; a client or store over its limit gets a rate_limited error.
 */
export async function applyGiftCode(
  db: Kysely<DB>,
  storeId: string,
  input: { code: string; orderAmount: Cents; client: string },
  clock: GiftClock,
): Promise<GiftApplyResult> {
  const parsed = GiftCodeSchema.safeParse(input.code);
  if (!parsed.success) return failure(GIFT_MESSAGES.invalid);
  const { verdict, attempt } = await takeAttempt(
    db,
    [
      { rule: GIFT_LOOKUP_LIMIT, key: `gift-lookup:${storeId}:${input.client}` },
      { rule: STORE_GIFT_LOOKUP_LIMIT, key: `gift-lookup:${storeId}` },
    ],
    clock.now.getTime(),
  );
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
  const found = await findGiftCode(db, storeId, parsed.data);
  if (!found) return failure(GIFT_MESSAGES.unknown);
  await attempt.release();
  if (found.disabled) return failure(GIFT_MESSAGES.disabled);
  const now = clock.now.toISOString();

  return inTransaction(db, async (trx) => {
    const state = await lockGiftCodeState(trx, storeId, found.code);
    if (state === undefined) return failure(GIFT_MESSAGES.unknown);
    // Disabled between the lookup and the lock: the lock makes this answer final.
    if (state.disabled) return failure(GIFT_MESSAGES.disabled);
    const balance = state.balance;
    await expireReservations(trx, storeId, found.code, now);
    const holds = await listActiveReservations(trx, storeId, found.code, now);
    if (holds.length >= MAX_HOLDS_PER_CODE) return failure(GIFT_MESSAGES.busy);
    const available = subtractCents(balance, await heldCents(trx, storeId, found.code, now));
    const amount = minCents(available, input.orderAmount);
    if (amount <= 0) return failure(GIFT_MESSAGES.spent);
    const orderKey = randomUUID();
    await insertReservation(trx, {
      order_key: orderKey,
      store_id: storeId,
      code: found.code,
      amount_cents: amount,
      expires_at: expiry(clock),
      state: "active",
      created_at: now,
      client: input.client,
    });
    return {
      isSuccess: true,
      message: GIFT_MESSAGES.applied,
      orderKey,
      appliedAmount: amount,
      remainingBalance: subtractCents(available, amount),
    };
  });
}

/**
 * The order total changed: the reservation becomes min(available, new total) and its time restarts,
 * up to its longest life. Only the client that applied the code can follow it.
 */
export async function updateGiftReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  totalAmount: Cents,
  client: string,
  clock: GiftClock,
): Promise<GiftApplyResult> {
  const reservation = await findReservation(db, storeId, orderKey);
  if (!reservation || reservation.state === "released" || !ownedBy(reservation, client))
    throw notFound(GIFT_MESSAGES.reservationGone);
  const createdAt = reservation.created_at;
  if (expiry(clock, createdAt) <= clock.now.toISOString()) throw notFound(GIFT_MESSAGES.reservationGone);
  if (reservation.state === "consumed") throw conflict(GIFT_MESSAGES.consumed);
  const now = clock.now.toISOString();

  return inTransaction(db, async (trx) => {
    const state = await lockGiftCodeState(trx, storeId, reservation.code);
    // A disabled code's holds were released when it was disabled; it cannot be held again.
    if (state?.disabled) throw conflict(GIFT_MESSAGES.disabled);
    const balance = state?.balance ?? ZERO_CENTS;
    const current = await findReservation(trx, storeId, orderKey);
    if (!current || current.state === "released") throw notFound(GIFT_MESSAGES.reservationGone);
    if (current.state === "consumed") throw conflict(GIFT_MESSAGES.consumed);
    const available = subtractCents(balance, await heldCents(trx, storeId, reservation.code, now, orderKey));
    const amount = maxCents(ZERO_CENTS, minCents(available, totalAmount));
    // An expired reservation comes back to life if the card still covers it; 0 keeps the key, holds nothing.
    await updateReservation(trx, orderKey, {
      amount_cents: amount,
      expires_at: expiry(clock, createdAt),
      state: "active",
    });
    return {
      isSuccess: amount > 0 || totalAmount === 0,
      message: amount > 0 || totalAmount === 0 ? GIFT_MESSAGES.applied : GIFT_MESSAGES.spent,
      orderKey,
      appliedAmount: amount,
      remainingBalance: subtractCents(available, amount),
    };
  });
}

/** Cents: the code's balance and this order key's active hold (other shoppers' keys are never shown). */
export interface GiftReservationView {
  code: string;
  balance: Cents;
  blockedParts: { orderKey: string; totalAmount: Cents }[];
}

/** The hold of an order key, shown only to the client that applied the code (it shows the balance). */
export async function getGiftReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  client: string,
  now: Date,
): Promise<GiftReservationView> {
  const reservation = await findReservation(db, storeId, orderKey);
  if (!reservation || reservation.state === "released" || !ownedBy(reservation, client))
    throw notFound(GIFT_MESSAGES.reservationGone);
  const code = await findGiftCode(db, storeId, reservation.code);
  const active = reservation.state === "active" && reservation.expires_at > now.toISOString();
  return {
    code: reservation.code,
    balance: code?.balanceCents ?? ZERO_CENTS,
    blockedParts: active ? [{ orderKey, totalAmount: reservation.amount_cents }] : [],
  };
}

export async function removeGiftCode(
  db: Kysely<DB>,
  storeId: string,
  input: { orderKey: string; code: string; client: string },
): Promise<{ isSuccess: boolean; message: ShopperMessage }> {
  const reservation = await findReservation(db, storeId, input.orderKey);
  const matches =
    reservation &&
    ownedBy(reservation, input.client) &&
    reservation.code.toUpperCase() === input.code.trim().toUpperCase();
  if (!reservation || !matches || reservation.state === "consumed") {
    return { isSuccess: false, message: GIFT_MESSAGES.notApplied };
  }
  if (reservation.state !== "released") await updateReservation(db, input.orderKey, { state: "released" });
  return { isSuccess: true, message: GIFT_MESSAGES.removed };
}

/** An order key's usable hold, for checkout: undefined when there is none (never applied, removed, expired, used). */
export async function findActiveGiftHold(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  now: Date,
): Promise<{ code: string; amount: Cents; balance: Cents } | undefined> {
  const reservation = await findReservation(db, storeId, orderKey);
  if (!reservation || reservation.state !== "active" || reservation.expires_at <= now.toISOString()) return undefined;
  const code = await findGiftCode(db, storeId, reservation.code);
  return { code: reservation.code, amount: reservation.amount_cents, balance: code?.balanceCents ?? ZERO_CENTS };
}

/**
 * Inside the order's transaction: debits what the order uses from the card and marks the hold consumed.
 * Refused (409) when the hold is gone or, after it lapsed, other holds took the balance meanwhile.
 */
export async function consumeGiftHold(
  trx: Kysely<DB>,
  storeId: string,
  orderKey: string,
  amount: Cents,
  now: Date,
): Promise<void> {
  const reservation = await findReservation(trx, storeId, orderKey);
  if (!reservation || reservation.state !== "active") throw conflict(GIFT_MESSAGES.reservationGone);
  const balance = (await lockGiftCode(trx, storeId, reservation.code)) ?? ZERO_CENTS;
  const others = await heldCents(trx, storeId, reservation.code, now.toISOString(), orderKey);
  if (balance - others < amount || !(await debitGiftCode(trx, storeId, reservation.code, amount))) {
    throw conflict(GIFT_MESSAGES.reservationGone);
  }
  await updateReservation(trx, orderKey, { state: "consumed", amount_cents: amount });
}

/**
 * Inside a cancellation's transaction (docs/decisions/0038): the gift card amount the order redeemed
 * goes back on the card, once (the reservation moves consumed → returned), and a hold still active
 * is released. Answers the code and the cents given back, or undefined when the order used none.
 */
export async function giveBackGiftRedemption(
  trx: Kysely<DB>,
  storeId: string,
  orderKey: string,
): Promise<{ code: string; cents: Cents } | undefined> {
  const reservation = await findReservation(trx, storeId, orderKey);
  if (!reservation) return undefined;
  if (reservation.state === "active") {
    await moveReservationState(trx, storeId, orderKey, "active", "released");
    return { code: reservation.code, cents: ZERO_CENTS };
  }
  if (reservation.state !== "consumed") return undefined;
  if (!(await moveReservationState(trx, storeId, orderKey, "consumed", "returned"))) return undefined;
  await creditGiftCode(trx, storeId, reservation.code, reservation.amount_cents);
  return { code: reservation.code, cents: reservation.amount_cents };
}

/** Admin: the gift card an order key redeemed (code, cents, reservation state), if any. */
export async function findGiftRedemption(db: Kysely<DB>, storeId: string, orderKey: string) {
  const reservation = await findReservation(db, storeId, orderKey);
  return reservation && { code: reservation.code, cents: reservation.amount_cents, state: reservation.state };
}

/** Admin: a code's balance and its active holds (cents). */
export async function describeGiftCode(db: Kysely<DB>, storeId: string, code: string, now: Date) {
  const found = await findGiftCode(db, storeId, code);
  if (!found) throw notFound(`The store ${storeId} has no gift code ${code}.`);
  const holds = await listActiveReservations(db, storeId, found.code, now.toISOString());
  const held = sumCents(holds.map((r) => r.amount_cents));
  return {
    code: found.code,
    balance: found.balanceCents,
    available: subtractCents(found.balanceCents, held),
    disabled: found.disabled,
    reservations: holds.map((r) => ({ orderKey: r.order_key, totalAmount: r.amount_cents, expiresAt: r.expires_at })),
  };
}

/**
 * Inside the caller's transaction: sets the balance of the code the store has in any case (its stored
 * spelling is kept), or issues the code. Answers the stored spelling and, for a code that existed, its
 * state before the change (locked, so it is the balance this change replaces). Of parallel calls naming
 * a new code in any case, the unique index on upper(code) lets one issue it; the others' insert waits
 * for that one's commit, inserts nothing, and they set the balance of the row it wrote.
 */
export async function writeGiftCodeBalance(
  trx: Transaction<DB>,
  storeId: string,
  code: string,
  balanceCents: Cents,
  now: Date,
): Promise<{ code: string; before: { balance: Cents; disabled: boolean } | undefined }> {
  let before = await lockGiftCodeState(trx, storeId, code);
  if (!before) {
    if (await insertGiftCode(trx, { storeId, code, balanceCents, createdAt: now.toISOString() })) {
      return { code, before: undefined };
    }
    before = await lockGiftCodeState(trx, storeId, code);
    // Only a removal of the store between the two statements leaves nothing to find.
    if (!before) throw conflict(`The gift code ${code} changed while its balance was set; try again.`);
  }
  await setGiftCodeBalanceRow(trx, storeId, before.code, balanceCents);
  return { code: before.code, before: { balance: before.balance, disabled: before.disabled } };
}

/**
 * Issues a code or sets its balance (the admin API's PUT), writing its audit row in the same
 * transaction as the console's issue and top-up do: "gift-code.issue" for a new code,
 * "gift-code.set-balance" with the balance before and after for an existing one; `actor` says who
 * (ADMIN_API_ACTOR for the admin API key).
 */
export async function setGiftCodeBalance(
  db: Kysely<DB>,
  storeId: string,
  code: string,
  balanceCents: Cents,
  now: Date,
  actor: AuditActor = { id: null, email: "admin API" },
) {
  await requireStore(db, storeId);
  const created = await inTransaction(db, async (trx) => {
    const written = await writeGiftCodeBalance(trx, storeId, code, balanceCents, now);
    await recordGiftBalanceSet(trx, {
      actor,
      at: now,
      storeId,
      code: written.code,
      before: written.before,
      balanceCents,
    });
    return written.before === undefined;
  });
  return { created, giftCode: await describeGiftCode(db, storeId, code, now) };
}
