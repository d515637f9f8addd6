// SQL for the test gateway's card tokens (table payment_tokens of migration 0003). A token is used
// at most once: the capture is one conditional UPDATE, so two captures at once cannot both win.
import { sql, type Insertable, type Kysely, type Selectable } from "kysely";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import type { PaymentTokensTable } from "~server/db/schema";

export type PaymentTokenRow = Selectable<PaymentTokensTable>;

export async function insertPaymentToken(db: Kysely<DB>, row: Insertable<PaymentTokensTable>): Promise<void> {
  await db.insertInto("payment_tokens").values(row).execute();
}

export async function findPaymentToken(db: Kysely<DB>, id: string): Promise<PaymentTokenRow | undefined> {
  return db.selectFrom("payment_tokens").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The token of a key's live payment (authorized or captured): at most one, by unique index. */
export async function findLivePaymentToken(db: Kysely<DB>, key: string): Promise<PaymentTokenRow | undefined> {
  return db
    .selectFrom("payment_tokens")
    .selectAll()
    .where("capture_key", "=", key)
    .where("status", "in", ["authorized", "captured"])
    .executeTakeFirst();
}

/** The token last used for a key, whatever became of it. */
export async function findLatestPaymentTokenByKey(db: Kysely<DB>, key: string): Promise<PaymentTokenRow | undefined> {
  return db
    .selectFrom("payment_tokens")
    .selectAll()
    .where("capture_key", "=", key)
    .orderBy("used_at", "desc")
    .orderBy("id")
    .executeTakeFirst();
}

// SQLite and PostgreSQL name a unique violation differently.
const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
};

/**
 * Uses an unused, unexpired token for an authorization (authorized or declined by its outcome) and
 * returns the token as it is afterwards — also when it had been used before, so the caller can
 * tell a repeat from a second use. "key_taken" when another token already holds the key's live
 * payment (the unique index payment_tokens_live_key refused this one).
 */
export async function useTokenForAuthorization(
  db: Kysely<DB>,
  use: { id: string; key: string; amountCents: Cents; at: string; createdAfter: string },
): Promise<PaymentTokenRow | "key_taken" | undefined> {
  try {
    await db
      .updateTable("payment_tokens")
      .set((eb) => ({
        status: eb
          .case()
          .when("outcome", "=", "approve")
          .then("authorized")
          .else("declined")
          .end()
          .$castTo<"authorized" | "declined">(),
        capture_key: use.key,
        amount_cents: use.amountCents,
        used_at: use.at,
      }))
      .where("id", "=", use.id)
      .where("status", "=", "unused")
      .where("created_at", ">", use.createdAfter)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return "key_taken";
    throw err;
  }
  return findPaymentToken(db, use.id);
}

/** Moves a payment from one state to the next; a payment already moved is left as it is. */
export async function moveTokenStatus(
  db: Kysely<DB>,
  id: string,
  from: PaymentTokenRow["status"],
  to: PaymentTokenRow["status"],
): Promise<void> {
  await db.updateTable("payment_tokens").set({ status: to }).where("id", "=", id).where("status", "=", from).execute();
}

/**
 * Gives part of a captured payment back: only while it is captured and the refunds stay within its
 * amount (one conditional statement, so two refunds at once never give back more than was taken);
 * the payment is refunded once all of it is back. False when refused.
 */
export async function refundTokenPart(db: Kysely<DB>, id: string, amountCents: Cents): Promise<boolean> {
  const result = await db
    .updateTable("payment_tokens")
    .set((eb) => ({
      refunded_cents: eb("refunded_cents", "+", amountCents),
      status: sql<
        PaymentTokenRow["status"]
      >`case when refunded_cents + ${amountCents} >= amount_cents then 'refunded' else 'captured' end`,
    }))
    .where("id", "=", id)
    .where("status", "=", "captured")
    .where(sql<boolean>`refunded_cents + ${amountCents} <= amount_cents`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
