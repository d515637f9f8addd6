// Rows of the operator console's tables: accounts, organiser↔store links, sessions, audit log.
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { DB, OperatorAccountsTable } from "~server/db/schema";
import type { OperatorRole } from "~core/operators/permissions";

export interface AccountRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: OperatorRole;
  disabled: boolean;
  /** The next sign-in must choose a new password before anything else (decision 0075). */
  mustChangePassword: boolean;
  createdAt: string;
  storeIds: string[];
}

type AccountRow = Pick<OperatorAccountsTable, "id" | "email" | "password_hash" | "role" | "disabled" | "created_at"> & {
  must_change_password: number;
};

const toRecord = (row: AccountRow, storeIds: string[]): AccountRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  disabled: row.disabled === 1,
  mustChangePassword: Number(row.must_change_password) === 1,
  createdAt: row.created_at,
  storeIds,
});

const ACCOUNT_COLUMNS = [
  "id",
  "email",
  "password_hash",
  "role",
  "disabled",
  "must_change_password",
  "created_at",
] as const;

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
  account: {
    id: string;
    email: string;
    passwordHash: string;
    role: OperatorRole;
    storeIds: string[];
    at: string;
    mustChangePassword?: boolean;
  },
): Promise<void> {
  await db
    .insertInto("operator_accounts")
    .values({
      id: account.id,
      email: account.email,
      password_hash: account.passwordHash,
      role: account.role,
      disabled: 0,
      must_change_password: account.mustChangePassword ? 1 : 0,
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
    .set({ password_hash: passwordHash, must_change_password: 0, updated_at: at })
    .where("id", "=", id)
    .execute();
}

/** The account must choose a new password at its next sign-in (decision 0075); a password change clears it. */
export async function flagPasswordChange(db: Kysely<DB>, id: string) {
  await db.updateTable("operator_accounts").set({ must_change_password: 1 }).where("id", "=", id).execute();
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
      "a.must_change_password",
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

/** Which audit entries a page reads (docs/decisions/0094); every condition is optional. */
export interface AuditQuery {
  /** Only entries of these stores (an organiser's); entries of no store are then left out. */
  storeIds?: readonly string[];
  storeId?: string;
  actorEmail?: string;
  /** The kind: these actions, or one starting with a prefix but not one of `not`. */
  kind?: { actions: readonly string[]; prefixes: readonly string[]; not: readonly string[] };
  /** ISO instants: from inclusive, to exclusive. */
  fromIso?: string;
  toIso?: string;
  /** Entity types left out (gift codes for whom may not read them). */
  hideEntityTypes?: readonly string[];
}

function auditWhere<Q extends SelectQueryBuilder<DB, "audit_log", object>>(query: Q, q: AuditQuery): Q {
  let next = query;
  if (q.storeIds) next = next.where("store_id", "in", q.storeIds.length > 0 ? [...q.storeIds] : [""]) as Q;
  if (q.storeId) next = next.where("store_id", "=", q.storeId) as Q;
  if (q.actorEmail) next = next.where("actor_email", "=", q.actorEmail) as Q;
  if (q.fromIso) next = next.where("at", ">=", q.fromIso) as Q;
  if (q.toIso) next = next.where("at", "<", q.toIso) as Q;
  if (q.hideEntityTypes && q.hideEntityTypes.length > 0)
    next = next.where("entity_type", "not in", [...q.hideEntityTypes]) as Q;
  const kind = q.kind;
  if (kind) {
    next = next.where((eb) => {
      const ors = [];
      if (kind.actions.length > 0) ors.push(eb("action", "in", [...kind.actions]));
      for (const prefix of kind.prefixes) {
        // Prefixes are the code's own ("gift-code."): no LIKE wildcard in them.
        const like = eb("action", "like", `${prefix}%`);
        ors.push(kind.not.length > 0 ? eb.and([like, eb("action", "not in", [...kind.not])]) : like);
      }
      return eb.or(ors);
    }) as Q;
  }
  return next;
}

export async function selectAudit(
  db: Kysely<DB>,
  options: AuditQuery & { limit: number; offset: number },
): Promise<(AuditRow & { id: number })[]> {
  const query = auditWhere(db.selectFrom("audit_log").selectAll(), options)
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset);
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

export async function countAudit(db: Kysely<DB>, options: AuditQuery): Promise<number> {
  const row = await auditWhere(db.selectFrom("audit_log"), options)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Who appears in the entries the query may read (the person filter's choices), by e-mail, at most `limit`. */
export async function selectAuditActors(db: Kysely<DB>, options: AuditQuery, limit: number): Promise<string[]> {
  const rows = await auditWhere(db.selectFrom("audit_log"), options)
    .select("actor_email")
    .distinct()
    .orderBy("actor_email")
    .limit(limit)
    .execute();
  return rows.map((row) => row.actor_email);
}

/** Store id and e-mail of every enabled organiser account tied to a store (decision 0034), by e-mail. */
export function organiserLinks(db: Kysely<DB>): Promise<{ store_id: string; email: string }[]> {
  return db
    .selectFrom("operator_store_links as l")
    .innerJoin("operator_accounts as a", "a.id", "l.account_id")
    .select(["l.store_id", "a.email"])
    .where("a.role", "=", "organiser")
    .where("a.disabled", "=", 0)
    .orderBy("a.email")
    .execute();
}

export async function anyAccountRecord(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom("operator_accounts").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** The audit entries of one entity of a store, oldest first (a gift code's ledger reads its changes). */
export function selectEntityAudit(db: Kysely<DB>, entity: { type: string; storeId: string; id: string }) {
  return db
    .selectFrom("audit_log")
    .select(["action", "at", "actor_email", "after_json", "before_json"])
    .where("entity_type", "=", entity.type)
    .where("store_id", "=", entity.storeId)
    .where("entity_id", "=", entity.id)
    .orderBy("id")
    .execute();
}
