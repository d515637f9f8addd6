// The audit log (docs/decisions/0034): every change made through the console is written here in the
// same transaction as the change itself, so a change without its entry (or an entry without its
// change) cannot be committed. Owners read it on the console's Audit log page.
import type { Transaction } from "kysely";
import type { DB } from "~server/db/schema";
import type { Actor } from "~core/operators/permissions";
import { insertAudit } from "./operators.repository";

/** Who made a change: a signed-in operator, or the command line (`npm run operator`, the demo seed). */
export type AuditActor = Pick<Actor, "id" | "email"> | { id: null; email: string };

export const CLI_ACTOR: AuditActor = { id: null, email: "command line" };

/** The first start's demo stores (src/server/db/seed.ts): their gift-code balances are its changes. */
export const DEMO_SEED_ACTOR: AuditActor = { id: null, email: "demo seed" };

export interface AuditEntry {
  actor: AuditActor;
  at: Date;
  /** Dotted, entity first: "account.create", "account.disable", "order.status"… */
  action: string;
  entityType: string;
  entityId: string;
  storeId?: string | null;
  /** The entity as it was and as it is now (null when created or removed). Never put secrets here. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change. Pass the transaction that makes the change (a Transaction, so it cannot be
 * called outside one by mistake).
 */
export async function recordAudit(trx: Transaction<DB>, entry: AuditEntry): Promise<void> {
  await insertAudit(trx, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    at: entry.at.toISOString(),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    storeId: entry.storeId ?? null,
    before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
  });
}
