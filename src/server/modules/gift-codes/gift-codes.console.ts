// The console's Gift codes section (issue #21): a store's codes with search, issuing a code (typed or
// generated), topping one up, disabling and enabling it, and its ledger (issues and top-ups from the
// audit log, holds and redemptions from the reservations, with the orders that redeemed them). Owners
// and staff only ("gift-codes.read" / "gift-codes.write"): a code is a bearer credential. Every change
// is written with its audit row in one transaction that first locks the code's row.
import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, type Locale } from "~core/i18n/locale";
import { readMoneyInput } from "~core/i18n/number-input";
import { addCents, cents, ZERO_CENTS, type Cents } from "~core/money";
import type { Actor } from "~core/operators/permissions";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { recordAudit } from "~server/modules/operators/audit";
import { authorize } from "~server/modules/operators/authorize";
import { entityAudit, type FormResult } from "~server/modules/operators/operators.service";
import { giftPaidOrdersByKey } from "~server/modules/orders/order-queries.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import {
  findGiftCode,
  insertGiftCode,
  listGiftCodes,
  listReservationsOfCode,
  lockGiftCodeState,
  releaseActiveReservations,
  setGiftCodeBalanceRow,
  setGiftCodeDisabledRow,
} from "./gift-codes.repository";

/** Most a single issue or top-up may add, and most a code may hold (currency units). */
export const MAX_GIFT_AMOUNT = 10_000;
export const MAX_GIFT_BALANCE = 100_000;
export const GIFT_CODES_PAGE_LIMIT = 200;
export const GIFT_CODE_PATTERN = /^[A-Za-z0-9-]{4,64}$/;
/** No 0/O, 1/I/L: a generated code is read aloud and typed by hand. */
const GENERATED_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A new code: four groups of four (about 79 bits), e.g. "K7QM-3XHD-PA9R-W2NC". */
export function generateGiftCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** The number reader's own refusals an amount keeps: read two ways, or more than cents. */
type AmountNumberProblem = "numberAmbiguous" | "numberTooPrecise";

/** Why a gift code form is refused, by field (worded as giftCodes.error.<code> or number.<code>). */
export type GiftCodeProblem =
  | "giftAmountInvalid"
  | "giftAmountTooLarge"
  | "giftBalanceTooLarge"
  | "giftCodeInvalid"
  | "giftCodeTaken"
  | "giftAlreadyDisabled"
  | "giftAlreadyEnabled"
  | AmountNumberProblem;

/**
 * An amount typed in the console's language (~core/i18n/number-input: "1,500.50", "1 500,50") → cents,
 * or the code of the refusal: "giftAmountInvalid" for text that is not a positive amount, the number
 * reader's own code for one readable two ways or with more than cents.
 */
export function parseAmount(
  text: string,
  locale: Locale,
): { ok: true; cents: Cents } | { ok: false; error: "giftAmountInvalid" | AmountNumberProblem } {
  const read = readMoneyInput(text, locale);
  if (read.ok) return read.cents > 0 ? read : { ok: false, error: "giftAmountInvalid" };
  return {
    ok: false,
    error: read.error === "numberAmbiguous" || read.error === "numberTooPrecise" ? read.error : "giftAmountInvalid",
  };
}

export interface GiftCodeRow {
  code: string;
  balanceCents: Cents;
  heldCents: Cents;
  availableCents: Cents;
  disabled: boolean;
  createdAt: string | null;
}

export type GiftLedgerEntry =
  | {
      /** rename: a case twin renamed by migration 0401 (docs/decisions/0054). */
      kind: "issue" | "top-up" | "set-balance" | "disable" | "enable" | "rename";
      at: string;
      by: string;
      /** What the change added to the balance (issue, top-up; set-balance: negative when it lowered it). */
      amountCents: Cents | null;
      balanceAfterCents: Cents | null;
    }
  | {
      kind: "hold";
      at: string;
      /** active (held now), expired, released (removed by the shopper or the code disabled), consumed, returned. */
      state: string;
      amountCents: Cents;
      expiresAt: string;
      orderNumber: string | null;
      orderId: string | null;
    };

export interface GiftCodeDetail extends GiftCodeRow {
  storeId: string;
  ledger: GiftLedgerEntry[];
}

export interface GiftCodesConsole {
  list(storeId: string, search?: string): Promise<{ codes: GiftCodeRow[]; more: boolean }>;
  detail(storeId: string, code: string): Promise<GiftCodeDetail>;
  /**
   * Issues a code: the typed one (letters, digits, '-'), or a generated one when left empty. `locale`:
   * the console's language, in which the amount was typed (English when not given).
   */
  issue(
    storeId: string,
    input: { code: string; amount: string; locale?: Locale },
  ): Promise<FormResult<{ code: string }, GiftCodeProblem>>;
  topUp(
    storeId: string,
    code: string,
    amount: string,
    locale?: Locale,
  ): Promise<FormResult<{ balanceCents: Cents }, GiftCodeProblem>>;
  setDisabled(
    storeId: string,
    code: string,
    disabled: boolean,
  ): Promise<FormResult<{ released: number }, GiftCodeProblem>>;
}

const notFound = () => new Response("No such gift code.", { status: 404 });

/** The store, or 404 (after the permission check, so an organiser learns nothing). */
async function requireStoreOr404(db: Kysely<DB>, storeId: string) {
  if (!(await findStoreById(db, storeId))) throw new Response("No such store.", { status: 404 });
}

const view = (code: string, balance: Cents, disabled: boolean) => ({ code, balanceCents: balance, disabled });

export function createGiftCodesConsole(deps: { db: Kysely<DB>; actor: Actor | null; now: Clock }): GiftCodesConsole {
  const { db, actor, now } = deps;

  const rowOf = (
    found: { code: string; balanceCents: Cents; disabled: boolean; createdAt: string | null },
    held: Cents,
  ) => ({
    code: found.code,
    balanceCents: found.balanceCents,
    heldCents: held,
    availableCents: cents(Math.max(0, found.balanceCents - held)),
    disabled: found.disabled,
    createdAt: found.createdAt,
  });

  return {
    async list(storeId, search = "") {
      authorize(actor, "gift-codes.read", storeId);
      await requireStoreOr404(db, storeId);
      const rows = await listGiftCodes(
        db,
        storeId,
        search.slice(0, 64),
        now().toISOString(),
        GIFT_CODES_PAGE_LIMIT + 1,
      );
      return {
        codes: rows.slice(0, GIFT_CODES_PAGE_LIMIT).map((row) => rowOf(row, row.heldCents)),
        more: rows.length > GIFT_CODES_PAGE_LIMIT,
      };
    },

    async detail(storeId, code) {
      authorize(actor, "gift-codes.read", storeId);
      const found = await findGiftCode(db, storeId, code);
      if (!found) throw notFound();
      const at = now().toISOString();
      const reservations = await listReservationsOfCode(db, storeId, found.code);
      const held = reservations
        .filter((r) => r.state === "active" && r.expires_at > at)
        .reduce<Cents>((sum, r) => addCents(sum, r.amount_cents), ZERO_CENTS);
      // The orders that redeemed this code: the order keeps its gift card's order key in its document.
      const orders = reservations.some((r) => r.state === "consumed" || r.state === "returned")
        ? await giftPaidOrdersByKey(db, storeId)
        : new Map<string, { id: string; number: string }>();
      const changes = await entityAudit(db, { type: "gift-code", storeId, id: found.code });
      const ledger: GiftLedgerEntry[] = [
        ...changes.map((change): GiftLedgerEntry => {
          const after = change.after_json ? (JSON.parse(change.after_json) as { balanceCents?: number }) : {};
          const before = change.before_json ? (JSON.parse(change.before_json) as { balanceCents?: number }) : {};
          const kind = change.action.replace(/^gift-code\./, "") as
            "issue" | "top-up" | "set-balance" | "disable" | "enable" | "rename";
          const balanceAfter = typeof after.balanceCents === "number" ? cents(after.balanceCents) : null;
          const added =
            kind === "issue"
              ? balanceAfter
              : (kind === "top-up" || kind === "set-balance") &&
                  balanceAfter !== null &&
                  typeof before.balanceCents === "number"
                ? cents(balanceAfter - before.balanceCents)
                : null;
          return { kind, at: change.at, by: change.actor_email, amountCents: added, balanceAfterCents: balanceAfter };
        }),
        ...reservations.map((r): GiftLedgerEntry => {
          const order = orders.get(r.order_key);
          const live = r.state === "active" && r.expires_at <= at ? "expired" : r.state;
          return {
            kind: "hold",
            at: r.created_at,
            state: live,
            amountCents: r.amount_cents,
            expiresAt: r.expires_at,
            orderNumber: order?.number ?? null,
            orderId: order?.id ?? null,
          };
        }),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { storeId, ...rowOf(found, held), ledger };
    },

    async issue(storeId, input) {
      const self = authorize(actor, "gift-codes.write", storeId);
      await requireStoreOr404(db, storeId);
      const read = parseAmount(input.amount, input.locale ?? DEFAULT_LOCALE);
      const amount = read.ok ? read.cents : undefined;
      const typed = input.code.trim();
      const errors: Record<string, GiftCodeProblem> = {};
      if (!read.ok) errors.amount = read.error;
      else if (read.cents > MAX_GIFT_AMOUNT * 100) errors.amount = "giftAmountTooLarge";
      if (typed && !GIFT_CODE_PATTERN.test(typed)) errors.code = "giftCodeInvalid";
      if (Object.keys(errors).length > 0 || amount === undefined) return { ok: false, errors };
      const code = typed ? typed.toUpperCase() : generateGiftCode();
      const at = now();
      return inTransaction(db, async (trx) => {
        // Taken when the store has the code in any case ("gift-1" is "GIFT-1"), also when a parallel
        // request issued it first: the unique index on upper(code) says it (docs/decisions/0054).
        if (!(await insertGiftCode(trx, { storeId, code, balanceCents: amount, createdAt: at.toISOString() })))
          return { ok: false, errors: { code: "giftCodeTaken" } };
        await recordAudit(trx, {
          actor: self,
          at,
          action: "gift-code.issue",
          entityType: "gift-code",
          entityId: code,
          storeId,
          before: null,
          after: view(code, amount, false),
        });
        return { ok: true, value: { code } };
      });
    },

    async topUp(storeId, code, amountText, locale = DEFAULT_LOCALE) {
      const self = authorize(actor, "gift-codes.write", storeId);
      const read = parseAmount(amountText, locale);
      if (!read.ok) return { ok: false, errors: { amount: read.error } };
      const amount = read.cents;
      if (amount > MAX_GIFT_AMOUNT * 100) return { ok: false, errors: { amount: "giftAmountTooLarge" } };
      const at = now();
      return inTransaction(db, async (trx) => {
        const state = await lockGiftCodeState(trx, storeId, code);
        if (!state) throw notFound();
        // The code as stored (the lock matched it in any case).
        const { code: stored } = state;
        const balance = addCents(state.balance, amount);
        if (balance > MAX_GIFT_BALANCE * 100) return { ok: false, errors: { amount: "giftBalanceTooLarge" } };
        await setGiftCodeBalanceRow(trx, storeId, stored, balance);
        await recordAudit(trx, {
          actor: self,
          at,
          action: "gift-code.top-up",
          entityType: "gift-code",
          entityId: stored,
          storeId,
          before: view(stored, state.balance, state.disabled),
          after: view(stored, balance, state.disabled),
        });
        return { ok: true, value: { balanceCents: balance } };
      });
    },

    async setDisabled(storeId, code, disabled) {
      const self = authorize(actor, "gift-codes.write", storeId);
      const at = now();
      return inTransaction(db, async (trx) => {
        const state = await lockGiftCodeState(trx, storeId, code);
        if (!state) throw notFound();
        const { code: stored } = state;
        if (state.disabled === disabled) {
          return { ok: false, errors: { form: disabled ? "giftAlreadyDisabled" : "giftAlreadyEnabled" } };
        }
        await setGiftCodeDisabledRow(trx, storeId, stored, disabled);
        // Checkouts holding the code lose their hold: placing the order then asks to apply it again.
        const released = disabled ? await releaseActiveReservations(trx, storeId, stored) : 0;
        await recordAudit(trx, {
          actor: self,
          at,
          action: disabled ? "gift-code.disable" : "gift-code.enable",
          entityType: "gift-code",
          entityId: stored,
          storeId,
          before: view(stored, state.balance, state.disabled),
          after: { ...view(stored, state.balance, disabled), ...(released > 0 ? { releasedHolds: released } : {}) },
        });
        return { ok: true, value: { released } };
      });
    },
  };
}
