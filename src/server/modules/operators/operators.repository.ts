// Rows of the operator console's tables: accounts, organiser↔store links, sessions, audit log.
import type { Kysely } from "kysely";
import type { DB, OperatorAccountsTable } from "~server/db/schema";
import type { OperatorRole } from "~core/operators/permissions";

export interface AccountRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: OperatorRole;
  disabled: boolean;
  createdAt: string;
  storeIds: string[];
}

type AccountRow = Pick<OperatorAccountsTable, "id" | "email" | "password_hash" | "role" | "disabled" | "created_at">;

const toRecord = (row: AccountRow, storeIds: string[]): AccountRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  storeIds,
});

const ACCOUNT_COLUMNS = ["id", "email", "password_hash", "role", "disabled", "created_at"] as const;

async function linksOf(db: Kysely<DB>, accountIds: string[]): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>();
  if (accountIds.length === 0) return links;
  const rows = await db
    .selectFrom("operator_store_links")
    .select(["account_id", "store_id"])
    .where("account_id", "in", accountIds)
    .orderBy("store_id")
    .execute();
  for (const row of rows) links.set(row.account_id, [...(links.get(row.account_id) ?? []), row.store_id]);
  return links;
}

export async function findAccountByEmail(db: Kysely<DB>, email: string): Promise<AccountRecord | null> {
  const row = await db
    .selectFrom("operator_accounts")
    .select(ACCOUNT_COLUMNS)
    .where("email", "=", email)
    .executeTakeFirst();
  if (!row) return null;
  return toRecord(row, (await linksOf(db, [row.id])).get(row.id) ?? []);
}

export async function findAccountById(db: Kysely<DB>, id: string): Promise<AccountRecord | null> {
  const row = await db.selectFrom("operator_accounts").select(ACCOUNT_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return toRecord(row, (await linksOf(db, [row.id])).get(row.id) ?? []);
}

export async function listAccountRecords(db: Kysely<DB>): Promise<AccountRecord[]> {
  const rows = await db.selectFrom("operator_accounts").select(ACCOUNT_COLUMNS).orderBy("email").execute();
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, links.get(row.id) ?? []));
}

export async function insertAccount(
  db: Kysely<DB>,
  account: { id: string; email: string; passwordHash: string; role: OperatorRole; storeIds: string[]; at: string },
): Promise<void> {
  await db
    .insertInto("operator_accounts")
    .values({
      id: account.id,
      email: account.email,
      password_hash: account.passwordHash,
      role: account.role,
      disabled: 0,
      created_at: account.at,
      updated_at: account.at,
    })
    .execute();
  if (account.storeIds.length > 0) {
    await db
      .insertInto("operator_store_links")
      .values(account.storeIds.map((storeId) => ({ account_id: account.id, store_id: storeId })))
      .execute();
  }
}

export async function updateAccountDisabled(db: Kysely<DB>, id: string, disabled: boolean, at: string) {
  await db
    .updateTable("operator_accounts")
    .set({ disabled: disabled ? 1 : 0, updated_at: at })
    .where("id", "=", id)
    .execute();
}

export async function updateAccountPassword(db: Kysely<DB>, id: string, passwordHash: string, at: string) {
  await db
    .updateTable("operator_accounts")
    .set({ password_hash: passwordHash, updated_at: at })
    .where("id", "=", id)
    .execute();
}

export async function countActiveOwners(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("operator_accounts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function existingStoreIds(db: Kysely<DB>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("stores").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

// Sessions

export async function insertSession(
  db: Kysely<DB>,
  session: { id: string; accountId: string; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto("operator_sessions")
    .values({
      id: session.id,
      account_id: session.accountId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The live session with this id and its (enabled) account, or null. */
export async function findLiveSession(
  db: Kysely<DB>,
  id: string,
  nowIso: string,
): Promise<{ sessionId: string; expiresAt: string; account: AccountRecord } | null> {
  const row = await db
    .selectFrom("operator_sessions as s")
    .innerJoin("operator_accounts as a", "a.id", "s.account_id")
    .select([
      "s.id as session_id",
      "s.expires_at",
      "a.id",
      "a.email",
      "a.password_hash",
      "a.role",
      "a.disabled",
      "a.created_at",
    ])
    .where("s.id", "=", id)
    .where("s.expires_at", ">", nowIso)
    .where("a.disabled", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  const account = toRecord(row, (await linksOf(db, [row.id])).get(row.id) ?? []);
  return { sessionId: row.session_id, expiresAt: row.expires_at, account };
}

export async function deleteSession(db: Kysely<DB>, id: string) {
  await db.deleteFrom("operator_sessions").where("id", "=", id).execute();
}

/** Ends an account's sessions, all of them or all but one (a password change keeps the current one). */
export async function deleteSessionsOf(db: Kysely<DB>, accountId: string, except?: string) {
  let query = db.deleteFrom("operator_sessions").where("account_id", "=", accountId);
  if (except) query = query.where("id", "!=", except);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, nowIso: string) {
  await db.deleteFrom("operator_sessions").where("expires_at", "<=", nowIso).execute();
}

// Audit log

export interface AuditRow {
  actorId: string | null;
  actorEmail: string;
  at: string;
  action: string;
  entityType: string;
  entityId: string;
  storeId: string | null;
  before: string | null;
  after: string | null;
}

export async function insertAudit(db: Kysely<DB>, row: AuditRow) {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      at: row.at,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      store_id: row.storeId,
      before_json: row.before,
      after_json: row.after,
    })
    .execute();
}

export async function selectAudit(
  db: Kysely<DB>,
  options: { limit: number; offset: number; action?: string },
): Promise<(AuditRow & { id: number })[]> {
  let query = db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(options.limit).offset(options.offset);
  if (options.action) query = query.where("action", "=", options.action);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    at: row.at,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    storeId: row.store_id,
    before: row.before_json,
    after: row.after_json,
  }));
}
