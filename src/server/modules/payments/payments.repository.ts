// SQL for the test gateway's card tokens (table payment_tokens of migration 0003). A token is used
// at most once: the capture is one conditional UPDATE, so two captures at once cannot both win.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { PaymentTokensTable } from "~server/db/schema";

export type PaymentTokenRow = PaymentTokensTable;

export async function insertPaymentToken(db: Kysely<DB>, row: PaymentTokenRow): Promise<void> {
  await db.insertInto("payment_tokens").values(row).execute();
}

export async function findPaymentToken(db: Kysely<DB>, id: string): Promise<PaymentTokenRow | undefined> {
  return db.selectFrom("payment_tokens").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Uses an unused, unexpired token for a capture (captured or declined by its outcome) and returns the
 * token as it is afterwards — also when it had been used before, so the caller can tell a repeat of
 * the same capture (same key) from a second use.
 */
export async function useTokenForCapture(
  db: Kysely<DB>,
  use: { id: string; captureKey: string; amountCents: number; at: string; createdAfter: string },
): Promise<PaymentTokenRow | undefined> {
  await db
    .updateTable("payment_tokens")
    .set((eb) => ({
      status: eb
        .case()
        .when("outcome", "=", "approve")
        .then("captured")
        .else("declined")
        .end()
        .$castTo<"captured" | "declined">(),
      capture_key: use.captureKey,
      amount_cents: use.amountCents,
      used_at: use.at,
    }))
    .where("id", "=", use.id)
    .where("status", "=", "unused")
    .where("created_at", ">", use.createdAfter)
    .execute();
  return findPaymentToken(db, use.id);
}

export async function markTokenRefunded(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable("payment_tokens")
    .set({ status: "refunded" })
    .where("id", "=", id)
    .where("status", "=", "captured")
    .execute();
}
