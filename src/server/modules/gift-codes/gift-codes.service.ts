// Gift card holds (spec §3, §4 Gift code; docs/decisions/0017, 0098). Applying a code records a hold
// of min(balance, order amount) under a new order key, owned by the shopper's checkout session (an
// opaque id in an HttpOnly cookie). A hold reserves nothing: another checkout's holds never lower what
// a shopper sees or can apply, so nobody who knows a code can freeze its balance (decision 0098). The
// balance is taken only when an order is placed, inside the order's transaction, after locking the
// code's row and only if the balance still covers it, so parallel placements never spend more than
// the card holds; a checkout whose card was spent meanwhile is asked to apply it again.
// Bounded: lookups of unknown codes are limited per client and per store (decision 0028); a hold lives
// at most MAX_HOLD_LIFETIMES reservation times however often it is renewed; a session keeps one hold
// per code and at most MAX_HOLDS_PER_SESSION (its oldest are released), and one address keeps at most
// MAX_HOLDS_PER_CLIENT active holds in a store (only that address is refused past it).
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import { maxCents, minCents, subtractCents, ZERO_CENTS, type Cents } from "~core/money";
import { GiftCodeSchema } from "~core/validation/gift-code.schema";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { conflict, notFound, rateLimited } from "~server/http/errors";
import { type RateLimit, takeGuess } from "~server/modules/rate-limit/rate-limit.service";
import type { AuditActor } from "~server/modules/operators/audit";
import { recordGiftBalanceSet } from "./gift-code-audit";
import { requireStore } from "~server/modules/stores/stores.service";
import {
  debitGiftCode,
  growConsumedReservation,
  expireReservations,
  findGiftCode,
  findReservation,
  countClientHolds,
  insertGiftCode,
  insertReservation,
  listActiveReservations,
  listSessionHolds,
  lockGiftCode,
  lockGiftCodeState,
  setGiftCodeBalanceRow,
  releaseHolds,
  updateReservation,
  creditGiftCode,
  moveReservationState,
  shrinkConsumedReservation,
} from "./gift-codes.repository";

export { recordGiftBalanceSet };

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

/**
 * Gift code lookups that find nothing: per client; past the store's figure from anywhere, each client
 * gets at most UNDER_ATTACK_LIMIT more, and the store's gift cards keep working (decision 0074).
 */
export const GIFT_LOOKUP_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const STORE_GIFT_LOOKUP_LIMIT: RateLimit = { limit: 200, windowMs: 15 * 60_000 };
/** Active holds one checkout session keeps in a store: applying past it releases the session's oldest. */
export const MAX_HOLDS_PER_SESSION = 3;
/** Active holds one client address keeps in a store; past it that address is refused (busy). */
export const MAX_HOLDS_PER_CLIENT = 20;
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

/** Who asks: the checkout session's cookie id (undefined without one) and the client's address. */
export interface GiftShopper {
  session: string | undefined;
  client: string;
}

/**
 * A hold belongs to the session that made it; one made before sessions (decision 0098) to its address,
 * and one made before holds had owners (null) to whoever has its key.
 */
const ownedBy = (reservation: { client: string | null; session?: string | null }, shopper: GiftShopper) =>
  reservation.session != null
    ? reservation.session === shopper.session
    : reservation.client === null || reservation.client === shopper.client;

/**
 * Applies a code to an order amount: a new hold of what the card covers, owned by the session. The
 * lookup is counted before it is made (so guesses sent at once cannot all be checked) and taken back
 * when the code exists; a client or store over its limit gets a rate_limited error.
 */
export async function applyGiftCode(
  db: Kysely<DB>,
  storeId: string,
  input: { code: string; orderAmount: Cents; client: string; session: string },
  clock: GiftClock,
): Promise<GiftApplyResult> {
  const parsed = GiftCodeSchema.safeParse(input.code);
  if (!parsed.success) return failure(GIFT_MESSAGES.invalid);
  const { verdict, attempt } = await takeGuess(
    db,
    {
      client: { rule: GIFT_LOOKUP_LIMIT, key: `gift-lookup:${storeId}:${input.client}` },
      target: { rule: STORE_GIFT_LOOKUP_LIMIT, key: `gift-lookup:${storeId}` },
      clientOnTarget: `gift-lookup-attacked:${storeId}:${input.client}`,
    },
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
    const amount = minCents(balance, input.orderAmount);
    if (amount <= 0) return failure(GIFT_MESSAGES.spent);
    // The session's earlier hold of this code gives way, then its oldest beyond the bound.
    const own = await listSessionHolds(trx, storeId, input.session, now);
    const same = own.filter((hold) => hold.code === found.code);
    const others = own.filter((hold) => hold.code !== found.code);
    const overflow = others.slice(0, Math.max(0, others.length - (MAX_HOLDS_PER_SESSION - 1)));
    await releaseHolds(
      trx,
      storeId,
      [...same, ...overflow].map((hold) => hold.order_key),
    );
    if ((await countClientHolds(trx, storeId, input.client, now)) >= MAX_HOLDS_PER_CLIENT) {
      return failure(GIFT_MESSAGES.busy);
    }
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
      session: input.session,
    });
    return {
      isSuccess: true,
      message: GIFT_MESSAGES.applied,
      orderKey,
      appliedAmount: amount,
      remainingBalance: subtractCents(balance, amount),
    };
  });
}

/**
 * The order total changed: the hold becomes min(balance, new total) and its time restarts, up to its
 * longest life. Only the session that applied the code can follow it.
 */
export async function updateGiftReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  totalAmount: Cents,
  shopper: GiftShopper,
  clock: GiftClock,
): Promise<GiftApplyResult> {
  const reservation = await findReservation(db, storeId, orderKey);
  if (!reservation || reservation.state === "released" || !ownedBy(reservation, shopper))
    throw notFound(GIFT_MESSAGES.reservationGone);
  const createdAt = reservation.created_at;
  if (expiry(clock, createdAt) <= clock.now.toISOString()) throw notFound(GIFT_MESSAGES.reservationGone);
  if (reservation.state === "consumed") throw conflict(GIFT_MESSAGES.consumed);

  return inTransaction(db, async (trx) => {
    const state = await lockGiftCodeState(trx, storeId, reservation.code);
    // A disabled code's holds were released when it was disabled; it cannot be held again.
    if (state?.disabled) throw conflict(GIFT_MESSAGES.disabled);
    const balance = state?.balance ?? ZERO_CENTS;
    const current = await findReservation(trx, storeId, orderKey);
    if (!current || current.state === "released") throw notFound(GIFT_MESSAGES.reservationGone);
    if (current.state === "consumed") throw conflict(GIFT_MESSAGES.consumed);
    const amount = maxCents(ZERO_CENTS, minCents(balance, totalAmount));
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
      remainingBalance: subtractCents(balance, amount),
    };
  });
}

/** Cents: the code's balance and this order key's active hold (other shoppers' keys are never shown). */
export interface GiftReservationView {
  code: string;
  balance: Cents;
  blockedParts: { orderKey: string; totalAmount: Cents }[];
}

/** The hold of an order key, shown only to the session that applied the code (it shows the balance). */
export async function getGiftReservation(
  db: Kysely<DB>,
  storeId: string,
  orderKey: string,
  shopper: GiftShopper,
  now: Date,
): Promise<GiftReservationView> {
  const reservation = await findReservation(db, storeId, orderKey);
  if (!reservation || reservation.state === "released" || !ownedBy(reservation, shopper))
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
  input: { orderKey: string; code: string } & GiftShopper,
): Promise<{ isSuccess: boolean; message: ShopperMessage }> {
  const reservation = await findReservation(db, storeId, input.orderKey);
  const matches =
    reservation && ownedBy(reservation, input) && reservation.code.toUpperCase() === input.code.trim().toUpperCase();
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
 * The code's row is locked first, so parallel placements take their turn and each sees the balance the
 * one before left; refused (409) when the hold is gone or the balance no longer covers the amount
 * (another order spent it meanwhile). Other checkouts' holds play no part (decision 0098).
 */
export async function consumeGiftHold(
  trx: Kysely<DB>,
  storeId: string,
  orderKey: string,
  amount: Cents,
  _now?: Date,
): Promise<void> {
  const reservation = await findReservation(trx, storeId, orderKey);
  if (!reservation || reservation.state !== "active") throw conflict(GIFT_MESSAGES.reservationGone);
  const balance = (await lockGiftCode(trx, storeId, reservation.code)) ?? ZERO_CENTS;
  // Read again under the lock: a parallel placement of the same key may have consumed it meanwhile.
  const locked = await findReservation(trx, storeId, orderKey);
  if (
    locked?.state !== "active" ||
    balance < amount ||
    !(await debitGiftCode(trx, storeId, reservation.code, amount))
  ) {
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

/** Admin: a code's balance and its active holds (cents); holds reserve nothing, so all of it is available. */
export async function describeGiftCode(db: Kysely<DB>, storeId: string, code: string, now: Date) {
  const found = await findGiftCode(db, storeId, code);
  if (!found) throw notFound(`The store ${storeId} has no gift code ${code}.`);
  const holds = await listActiveReservations(db, storeId, found.code, now.toISOString());
  return {
    code: found.code,
    balance: found.balanceCents,
    available: found.balanceCents,
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

/**
 * Gives part of an order's gift card payment back to the card (a partial refund or an edit,
 * docs/decisions/0086); the caller's transaction holds it with the order's change. The code, or
 * undefined when the order's redemption does not hold that much (nothing is changed then).
 */
export async function refundGiftRedemptionPart(
  trx: Kysely<DB>,
  storeId: string,
  orderKey: string,
  cents: Cents,
): Promise<string | undefined> {
  const reservation = await findReservation(trx, storeId, orderKey);
  if (!reservation || !(await shrinkConsumedReservation(trx, storeId, orderKey, cents))) return undefined;
  await creditGiftCode(trx, storeId, reservation.code, cents);
  return reservation.code;
}

/**
 * Undoes refundGiftRedemptionPart (decision 0108: the card part of the same refund was refused for
 * good, so the whole refund is undone): the code's balance gives the amount back to the order's
 * redemption. The code of the redemption, or undefined (nothing changed) when the balance no longer
 * holds that much (it was spent since).
 */
export async function takeBackGiftRefundPart(
  trx: Kysely<DB>,
  storeId: string,
  orderKey: string,
  cents: Cents,
): Promise<string | undefined> {
  const reservation = await findReservation(trx, storeId, orderKey);
  if (!reservation || reservation.state !== "consumed") return undefined;
  if (!(await debitGiftCode(trx, storeId, reservation.code, cents))) return undefined;
  await growConsumedReservation(trx, storeId, orderKey, cents);
  return reservation.code;
}
