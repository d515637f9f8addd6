// The audit row of a gift-code balance set from outside the console's own forms (the admin API's PUT,
// a store file): "gift-code.issue" for a new code, "gift-code.set-balance" with before and after for
// an existing one. Written inside the change's transaction.
import type { Transaction } from "kysely";
import type { DB } from "~server/db/schema";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";

export async function recordGiftBalanceSet(
  trx: Transaction<DB>,
  change: {
    actor: AuditActor;
    at: Date;
    storeId: string;
    code: string;
    /** The code's state before the change; undefined for a new code. */
    before: { balance: number; disabled: boolean } | undefined;
    balanceCents: number;
  },
): Promise<void> {
  const { actor, at, storeId, code, before, balanceCents } = change;
  const disabled = before?.disabled ?? false;
  await recordAudit(trx, {
    actor,
    at,
    action: before ? "gift-code.set-balance" : "gift-code.issue",
    entityType: "gift-code",
    entityId: code,
    storeId,
    before: before ? { code, balanceCents: before.balance, disabled } : null,
    after: { code, balanceCents, disabled },
  });
}
