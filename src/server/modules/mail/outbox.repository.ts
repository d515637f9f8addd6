// SQL for the mail outbox (ARCHITECTURE §4): rows are written in the order's transaction and delivered
// by the worker. A row being sent is leased (next_attempt_at moved ahead) so two workers never send it
// at once, and a worker that dies mid-send leaves it to be picked up again when the lease runs out.
import type { Kysely } from "kysely";
import type { DB, MailOutboxTable } from "~server/db/schema";

export type OutboxRow = Omit<MailOutboxTable, "id"> & { id: number };

export async function enqueueMail(
  db: Kysely<DB>,
  mail: { storeId: string; orderId: string | null; to: string; subject: string; html: string; now: string },
): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      store_id: mail.storeId,
      order_id: mail.orderId,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: mail.now,
      last_error: null,
      created_at: mail.now,
    })
    .execute();
}

export async function findDueMail(db: Kysely<DB>, now: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Takes a due row for sending until `leaseUntil`; false when another worker took it first. */
export async function leaseMail(db: Kysely<DB>, row: OutboxRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "sending", next_attempt_at: leaseUntil })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Kysely<DB>, id: number, attempts: number): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", attempts, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markMailFailed(
  db: Kysely<DB>,
  id: number,
  failure: { attempts: number; nextAttemptAt: string; lastError: string; giveUp: boolean },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: failure.giveUp ? "failed" : "pending",
      attempts: failure.attempts,
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.lastError,
    })
    .where("id", "=", id)
    .execute();
}

export async function listOutbox(db: Kysely<DB>, filter: { orderId?: string } = {}): Promise<OutboxRow[]> {
  let query = db.selectFrom("mail_outbox").selectAll();
  if (filter.orderId) query = query.where("order_id", "=", filter.orderId);
  return query.orderBy("id").execute();
}
