// Operator accounts and their sessions (docs/decisions/0034): sign-in with a rate limit, sessions kept
// in the database (the cookie holds a random token, the table only its SHA-256), sign-out, password
// change, and the owner's account management. Every change is audited in its own transaction.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { type Actor, type OperatorRole, OPERATOR_ROLES } from "~core/operators/permissions";
import { type RateLimit, resetRateLimit, takeAttempt, takeGuess } from "~server/modules/rate-limit/rate-limit.service";
import { CLI_ACTOR, DEMO_SEED_ACTOR, recordAudit, type AuditActor } from "./audit";
import {
  DEFAULT_OPERATOR_HASH_COST,
  DUMMY_HASH,
  hashOperatorPassword,
  passwordProblem,
  verifyOperatorPassword,
} from "./operator-password";
import {
  type AccountRecord,
  anyAccountRecord,
  countActiveOwners,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  existingStoreIds,
  findAccountByEmail,
  findAccountById,
  findLiveSession,
  insertAccount,
  insertSession,
  listAccountRecords,
  organiserLinks,
  type AuditQuery,
  type AuditRow,
  countAudit,
  selectAudit,
  selectAuditActors,
  selectEntityAudit,
  updateAccountDisabled,
  updateAccountPassword,
} from "./operators.repository";

/** Wrong sign-ins from one client address: 10 in 15 minutes, then a wait. */
export const SIGN_IN_CLIENT_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/**
 * Wrong sign-ins to one e-mail address from anywhere: past 20 in 15 minutes the account is under
 * attack and each address gets UNDER_ATTACK_LIMIT tries at it; the account is never locked (decision 0074).
 */
export const SIGN_IN_EMAIL_LIMIT: RateLimit = { limit: 20, windowMs: 15 * 60_000 };
/** Wrong sign-ins from a device the account signed in on before (its console_device cookie). */
export const SIGN_IN_DEVICE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };

/** Why an account form is refused, by field (worded by the console as error.<code>). */
export type AccountProblem =
  | "emailInvalid"
  | "emailTaken"
  | "passwordTooShort"
  | "passwordTooLong"
  | "roleInvalid"
  | "storesRequired"
  | "storeUnknown"
  | "currentPasswordWrong"
  | "cannotDisableSelf"
  | "accountUnknown"
  | "lastOwner";

/** Field problems of a console form, as console text codes ("emailTaken"…), by field name. */
export type FieldErrors<Code extends string = string> = Record<string, Code>;
/** A console form's answer; `Code` is the union of its refusal codes where the form names them. */
export type FormResult<T = undefined, Code extends string = string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<Code> };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EmailSchema = z.email();

export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface OperatorSession {
  sessionId: string;
  actor: Actor;
  expiresAt: string;
  /** Nothing but the password page until a new password is chosen (decision 0075). */
  mustChangePassword: boolean;
}

const toActor = (account: AccountRecord): Actor => ({
  id: account.id,
  email: account.email,
  role: account.role,
  storeIds: account.role === "organiser" ? account.storeIds : [],
});

/** A browser the account signed in from before (the console's signed console_device cookie). */
export interface KnownDevice {
  id: string;
  accountId: string;
}

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; actor: Actor; deviceId: string; mustChangePassword: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "tooMany"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password and opens a session. From a device the account signed in on before,
 * only that device's wrong tries count against it; otherwise they count against the client address
 * and the e-mail address (takeGuess: an attacked account is never locked). A right one gives the
 * counts back. Unknown addresses and disabled accounts answer exactly as a wrong password does, after
 * the same bcrypt work. Checked sign-ins, right or wrong, are audited with the address they came from.
 */
export async function signIn(
  db: Kysely<DB>,
  input: { email: string; password: string; client: string; now: Date; ttlHours: number; device?: KnownDevice },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const nowMs = input.now.getTime();
  const account = await findAccountByEmail(db, email);
  const known = account && input.device?.accountId === account.id ? input.device : undefined;
  const clientKey = `operator-sign-in:client:${input.client}`;
  const { verdict, attempt } = known
    ? await takeAttempt(db, [{ rule: SIGN_IN_DEVICE_LIMIT, key: `operator-sign-in:device:${known.id}` }], nowMs)
    : await takeGuess(
        db,
        {
          client: { rule: SIGN_IN_CLIENT_LIMIT, key: clientKey },
          target: { rule: SIGN_IN_EMAIL_LIMIT, key: `operator-sign-in:email:${email}` },
          clientOnTarget: `operator-sign-in:email-client:${email}:${input.client}`,
        },
        nowMs,
      );
  if (!verdict.allowed) return { ok: false, reason: "tooMany", retryAfterSeconds: verdict.retryAfterSeconds };
  const matches = await verifyOperatorPassword(input.password, account?.passwordHash ?? DUMMY_HASH);
  if (!account || !matches || account.disabled) {
    await inTransaction(db, (trx) =>
      recordAudit(trx, {
        actor: { id: null, email: email.slice(0, 254) },
        at: input.now,
        action: "account.sign-in-failed",
        entityType: "account",
        entityId: account?.id ?? email.slice(0, 254),
        after: { client: input.client, knownDevice: known !== undefined },
      }),
    );
    return { ok: false, reason: "invalid" };
  }
  await attempt.release();
  if (!known) await resetRateLimit(db, clientKey);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(nowMs + input.ttlHours * 3_600_000);
  const actor = toActor(account);
  await deleteExpiredSessions(db, input.now.toISOString());
  await inTransaction(db, async (trx) => {
    await insertSession(trx, {
      id: sessionIdOf(token),
      accountId: account.id,
      createdAt: input.now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await recordAudit(trx, {
      actor,
      at: input.now,
      action: "account.sign-in",
      entityType: "account",
      entityId: account.id,
      after: { client: input.client, knownDevice: known !== undefined },
    });
  });
  return {
    ok: true,
    token,
    expiresAt,
    actor,
    deviceId: known?.id ?? randomUUID(),
    mustChangePassword: account.mustChangePassword,
  };
}

/** The session a cookie's token opens: live, of an enabled account; null otherwise. */
export async function resolveSession(db: Kysely<DB>, token: string, now: Date): Promise<OperatorSession | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const found = await findLiveSession(db, sessionIdOf(token), now.toISOString());
  if (!found) return null;
  return {
    sessionId: found.sessionId,
    expiresAt: found.expiresAt,
    actor: toActor(found.account),
    mustChangePassword: found.account.mustChangePassword,
  };
}

/** Sign-out: the session's row is deleted, so its cookie opens nothing any more, in any process; audited. */
export async function endSession(db: Kysely<DB>, session: OperatorSession, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteSession(trx, session.sessionId);
    await recordAudit(trx, {
      actor: session.actor,
      at: now,
      action: "account.sign-out",
      entityType: "account",
      entityId: session.actor.id,
    });
  });
}

/**
 * Changes the actor's own password after checking the current one; their other sessions end (the
 * one in use stays open).
 */
export async function changeOwnPassword(
  db: Kysely<DB>,
  input: { actor: Actor; sessionId: string; current: string; next: string; now: Date; hashCost?: number },
): Promise<FormResult<undefined, AccountProblem>> {
  const account = await findAccountById(db, input.actor.id);
  if (!account || !(await verifyOperatorPassword(input.current, account.passwordHash))) {
    return { ok: false, errors: { current: "currentPasswordWrong" } };
  }
  const problem = passwordProblem(input.next);
  if (problem) return { ok: false, errors: { next: problem } };
  const hash = await hashOperatorPassword(input.next, input.hashCost ?? DEFAULT_OPERATOR_HASH_COST);
  await inTransaction(db, async (trx) => {
    await updateAccountPassword(trx, account.id, hash, input.now.toISOString());
    await deleteSessionsOf(trx, account.id, input.sessionId);
    await recordAudit(trx, {
      actor: input.actor,
      at: input.now,
      action: "account.password",
      entityType: "account",
      entityId: account.id,
      // Never the hash: only that it changed.
      after: { passwordChanged: true },
    });
  });
  return { ok: true, value: undefined };
}

/** An account as the console shows it (no hash). */
export interface AccountView {
  id: string;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  storeIds: string[];
  createdAt: string;
}

const toView = (account: AccountRecord): AccountView => ({
  id: account.id,
  email: account.email,
  role: account.role,
  disabled: account.disabled,
  storeIds: account.storeIds,
  createdAt: account.createdAt,
});

export async function listAccounts(db: Kysely<DB>): Promise<AccountView[]> {
  return (await listAccountRecords(db)).map(toView);
}

export interface NewAccount {
  email: string;
  password: string;
  role: string;
  storeIds: string[];
}

/**
 * Creates an account. An organiser must be tied to at least one existing store; owners and staff
 * see every store, so they are tied to none.
 */
export async function createAccount(
  db: Kysely<DB>,
  input: NewAccount & { actor: AuditActor; now: Date; hashCost?: number; mustChangePassword?: boolean },
): Promise<FormResult<AccountView, AccountProblem>> {
  const errors: FieldErrors<AccountProblem> = {};
  const email = normaliseEmail(input.email);
  if (!EmailSchema.safeParse(email).success) errors.email = "emailInvalid";
  const problem = passwordProblem(input.password);
  if (problem) errors.password = problem;
  const role = OPERATOR_ROLES.find((r) => r === input.role);
  if (!role) errors.role = "roleInvalid";
  const wanted = [...new Set(input.storeIds.filter(Boolean))].sort();
  if (role === "organiser") {
    const found = await existingStoreIds(db, wanted);
    if (wanted.length === 0) errors.storeIds = "storesRequired";
    else if (found.length !== wanted.length) errors.storeIds = "storeUnknown";
  }
  if (!errors.email && (await findAccountByEmail(db, email))) errors.email = "emailTaken";
  if (Object.keys(errors).length > 0 || !role) return { ok: false, errors };
  const storeIds = role === "organiser" ? wanted : [];
  const passwordHash = await hashOperatorPassword(input.password, input.hashCost ?? DEFAULT_OPERATOR_HASH_COST);
  const id = randomUUID();
  const at = input.now.toISOString();
  try {
    await inTransaction(db, async (trx) => {
      await insertAccount(trx, {
        id,
        email,
        passwordHash,
        role,
        storeIds,
        at,
        mustChangePassword: input.mustChangePassword,
      });
      await recordAudit(trx, {
        actor: input.actor,
        at: input.now,
        action: "account.create",
        entityType: "account",
        entityId: id,
        after: { email, role, storeIds, disabled: false },
      });
    });
  } catch (err) {
    // Two owners creating the same address at once: the unique index decides.
    if (await findAccountByEmail(db, email)) return { ok: false, errors: { email: "emailTaken" } };
    throw err;
  }
  return { ok: true, value: { id, email, role, disabled: false, storeIds, createdAt: at } };
}

/**
 * Disables or enables an account. Disabling ends its sessions at once. Nobody disables themselves,
 * and the last enabled owner stays enabled (someone must be able to manage accounts).
 */
export async function setAccountDisabled(
  db: Kysely<DB>,
  input: { actor: Actor; accountId: string; disabled: boolean; now: Date },
): Promise<FormResult<undefined, AccountProblem>> {
  if (input.accountId === input.actor.id) return { ok: false, errors: { account: "cannotDisableSelf" } };
  return inTransaction(db, async (trx): Promise<FormResult<undefined, AccountProblem>> => {
    const account = await findAccountById(trx, input.accountId);
    if (!account) return { ok: false, errors: { account: "accountUnknown" } };
    if (account.disabled === input.disabled) return { ok: true, value: undefined };
    if (input.disabled && account.role === "owner" && (await countActiveOwners(trx)) <= 1) {
      return { ok: false, errors: { account: "lastOwner" } };
    }
    await updateAccountDisabled(trx, account.id, input.disabled, input.now.toISOString());
    if (input.disabled) await deleteSessionsOf(trx, account.id);
    await recordAudit(trx, {
      actor: input.actor,
      at: input.now,
      action: input.disabled ? "account.disable" : "account.enable",
      entityType: "account",
      entityId: account.id,
      before: { email: account.email, disabled: account.disabled },
      after: { email: account.email, disabled: input.disabled },
    });
    return { ok: true, value: undefined };
  });
}

/**
 * The command line's `create-owner` (and the demo seed): an owner account, audited as made by the
 * command line. Throws with a readable message when the input is refused.
 */
export async function createOwnerFromCli(
  db: Kysely<DB>,
  input: { email: string; password: string; now: Date; hashCost?: number },
): Promise<AccountView> {
  const result = await createAccount(db, { ...input, role: "owner", storeIds: [], actor: CLI_ACTOR });
  if (!result.ok)
    throw new Error(
      Object.entries(result.errors)
        .map(([f, code]) => `${f}: ${CLI_TEXTS[code] ?? code}`)
        .join("; "),
    );
  return result.value;
}

const CLI_TEXTS: Record<string, string> = {
  emailInvalid: "not a valid e-mail address",
  emailTaken: "an account with this e-mail address already exists",
  passwordTooShort: "the password must have at least 10 characters",
  passwordTooLong: "the password must be at most 72 bytes",
};

/** Whether any operator account exists (the demo seed adds its accounts only to an empty table). */
export async function anyOperatorAccount(db: Kysely<DB>): Promise<boolean> {
  return anyAccountRecord(db);
}

export type { AuditQuery } from "./operators.repository";

/** Who made an entry, as the log tells them apart (docs/decisions/0094). */
export type AuditActorKind = "operator" | "api" | "system" | "visitor";

export interface AuditEntryView {
  id: number;
  actorEmail: string;
  actorKind: AuditActorKind;
  at: string;
  action: string;
  entityType: string;
  entityId: string;
  storeId: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE_SIZE = 50;
/** The person filter offers at most this many identities. */
export const AUDIT_PEOPLE_LIMIT = 200;

const SYSTEM_ACTORS = new Set([CLI_ACTOR.email, DEMO_SEED_ACTOR.email]);

function actorKindOf(row: AuditRow): AuditActorKind {
  if (row.actorId !== null) return "operator";
  if (row.actorEmail.startsWith("admin API key ")) return "api";
  if (SYSTEM_ACTORS.has(row.actorEmail)) return "system";
  // A failed sign-in: the address typed, by someone not signed in.
  return "visitor";
}

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/** The audit log, newest first, a page at a time, narrowed by the query. */
export async function listAuditEntries(
  db: Kysely<DB>,
  query: AuditQuery,
  page: number,
): Promise<{ entries: AuditEntryView[]; totalCount: number; page: number; pages: number }> {
  const totalCount = await countAudit(db, query);
  const pages = Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE));
  const wanted = Number.isInteger(page) && page > 0 ? Math.min(page, pages) : 1;
  const rows = await selectAudit(db, { ...query, limit: AUDIT_PAGE_SIZE, offset: (wanted - 1) * AUDIT_PAGE_SIZE });
  return {
    entries: rows.map(({ actorId: _actorId, ...row }) => ({
      ...row,
      actorKind: actorKindOf({ actorId: _actorId, ...row }),
      before: parsed(row.before),
      after: parsed(row.after),
    })),
    totalCount,
    page: wanted,
    pages,
  };
}

/** The identities that appear in the entries a query may read: the person filter's choices. */
export function auditPeople(db: Kysely<DB>, query: AuditQuery): Promise<string[]> {
  return selectAuditActors(db, query, AUDIT_PEOPLE_LIMIT);
}

/** The e-mails of the enabled organiser accounts tied to each store (decision 0034), by store id. */
export async function organiserEmailsByStore(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const byStore = new Map<string, string[]>();
  for (const row of await organiserLinks(db))
    byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row.email]);
  return byStore;
}

/** The audit entries of one entity of a store, oldest first. */
export function entityAudit(db: Kysely<DB>, entity: { type: string; storeId: string; id: string }) {
  return selectEntityAudit(db, entity);
}
