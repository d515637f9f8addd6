// Delivers the mail outbox (ARCHITECTURE §7): every tick takes the due rows, leases each, sends it
// through the transport and marks it sent; a failure is retried with exponential backoff
// (attempts, next_attempt_at, last_error) until MAX_ATTEMPTS, then the row is left as failed.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { MailTransport, ProviderLogger } from "~server/providers/providers";
import { findDueMail, leaseMail, markMailFailed, markMailSent } from "./outbox.repository";
import { type Clock, systemClock } from "~server/clock";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";

export const MAX_ATTEMPTS = 8;
/** First retry after 30 s, then 1, 2, 4 … minutes. */
export const BASE_RETRY_MS = 30_000;
/** How long a row being sent is kept from other workers. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface MailWorkerDeps {
  db: Kysely<DB>;
  transport: MailTransport;
  logger: ProviderLogger;
  now?: Clock;
  baseRetryMs?: number;
}

/** One pass over the due mail; answers how many were sent and how many failed this time. */
export async function deliverDueMail(deps: MailWorkerDeps): Promise<{ sent: number; failed: number }> {
  const now = (deps.now ?? systemClock)();
  const baseRetryMs = deps.baseRetryMs ?? BASE_RETRY_MS;
  const due = await findDueMail(deps.db, now.toISOString(), BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    if (!(await leaseMail(deps.db, row, new Date(now.getTime() + LEASE_MS).toISOString()))) continue;
    const attempts = row.attempts + 1;
    try {
      await deps.transport.send({ id: row.id, to: row.to_address, subject: row.subject, html: row.html });
      await markMailSent(deps.db, row.id, attempts);
      sent++;
    } catch (err) {
      failed++;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await markMailFailed(deps.db, row.id, {
        attempts,
        giveUp,
        lastError,
        nextAttemptAt: new Date(now.getTime() + baseRetryMs * 2 ** (attempts - 1)).toISOString(),
      });
      deps.logger.warn({ mailId: row.id, attempts, giveUp, err: lastError }, "mail delivery failed");
    }
  }
  return { sent, failed };
}

export type MailWorker = PeriodicTask;

/** Runs deliverDueMail every intervalMs (never two passes at once) until stop() resolves. */
export function startMailWorker(deps: MailWorkerDeps & { intervalMs?: number }): MailWorker {
  return startPeriodicTask(
    async () => {
      await deliverDueMail(deps);
    },
    {
      intervalMs: deps.intervalMs ?? 5_000,
      onError: (err) => deps.logger.error({ err }, "mail worker pass failed"),
    },
  );
}
