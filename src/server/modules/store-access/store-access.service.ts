// The store password check of spec §4 (GET /promo/store/validate/{password}): scrypt verification in
// constant time, a database-kept limit on wrong attempts per client and store, and a store-scoped
// access token on success (docs/decisions/0013).
import type { Kysely } from "kysely";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { rateLimited } from "~server/http/errors";
import {
  checkRateLimit,
  type RateLimit,
  recordAttempt,
  resetRateLimit,
} from "~server/modules/rate-limit/rate-limit.service";
import { verifyPassword } from "~server/modules/stores/password";
import { issueAccessToken } from "./access-token";

/** Ten wrong passwords from one client within fifteen minutes lock that client out of that store. */
export const WRONG_PASSWORD_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };

export type PasswordCheck = { success: false } | { success: true; token?: string };

function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Checks a store password. A public store needs none: it answers success without a token (everyone is
 * authenticated there, spec §4). A locked-out client gets a rate_limited error before any hashing.
 */
export async function validateStorePassword(
  db: Kysely<DB>,
  secret: string,
  store: TenantStore,
  password: string,
  client: string,
  nowMs: number,
): Promise<PasswordCheck> {
  if (!store.isPrivate) return { success: true };
  const key = `store-password:${store.id}:${client}`;
  const verdict = await checkRateLimit(db, WRONG_PASSWORD_LIMIT, key, nowMs);
  if (!verdict.allowed) throw rateLimited(tooManyMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);

  const matches = store.passwordHash !== null && (await verifyPassword(password, store.passwordHash));
  if (!matches) {
    await recordAttempt(db, WRONG_PASSWORD_LIMIT, key, nowMs);
    return { success: false };
  }
  await resetRateLimit(db, key);
  return { success: true, token: issueAccessToken(secret, store.id, Math.floor(nowMs / 1000)) };
}
