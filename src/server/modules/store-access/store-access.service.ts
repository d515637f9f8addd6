// The store password check of spec §4 (GET /promo/store/validate/{password}): scrypt verification in
// constant time, database-kept limits on wrong attempts per client and per store, bounded hashing, and a
// store-scoped access token on success; logout ends the token it is given (docs/decisions/0013, 0028).
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { Kysely } from "kysely";
import pLimit, { type LimitFunction } from "p-limit";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { rateLimited } from "~server/http/errors";
import { type RateLimit, resetRateLimit, takeGuess } from "~server/modules/rate-limit/rate-limit.service";
import { verifyPassword } from "~server/modules/stores/stores.service";
import { issueAccessToken, type VerifiedToken } from "./access-token";
import { deleteRevocationsBefore, insertRevokedToken } from "./store-access.repository";

/** Ten wrong passwords from one client within fifteen minutes lock that client out of that store. */
export const WRONG_PASSWORD_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/**
 * Past this many wrong passwords in fifteen minutes from anywhere, the store is under attack: it is
 * never locked, but each client then gets at most UNDER_ATTACK_LIMIT tries (decision 0074).
 */
export const STORE_WRONG_PASSWORD_LIMIT: RateLimit = { limit: 100, windowMs: 15 * 60_000 };
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

export type PasswordCheck = { success: false } | { success: true; token?: string };

function tooManyMessage(retryAfterSeconds: number): ShopperMessage {
  return shopperMessage("store.tooManyPasswords", { count: Math.ceil(retryAfterSeconds / 60) });
}

// scrypt costs ~100 ms of a libuv thread. One hash at a time per store, so a flood on one store waits
// in its own queue while another store's visitor is hashed at once.
const hashingByStore = new Map<string, LimitFunction>();
async function verifyInTurn(storeId: string, password: string, hash: string): Promise<boolean> {
  const limit = hashingByStore.get(storeId) ?? pLimit(1);
  hashingByStore.set(storeId, limit);
  try {
    return await limit(() => verifyPassword(password, hash));
  } finally {
    if (limit.activeCount === 0 && limit.pendingCount === 0) hashingByStore.delete(storeId);
  }
}

/**
 * Checks a store password. A public store needs none: it answers success without a token (everyone is
 * authenticated there, spec §4). The attempt is counted before it is judged (so N at once check at most
 * the limit) and a refused one gets a rate_limited error before any hashing.
 */
export async function validateStorePassword(
  db: Kysely<DB>,
  secret: string,
  store: TenantStore,
  password: string,
  client: string,
  nowMs: number,
  ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
): Promise<PasswordCheck> {
  if (!store.isPrivate) return { success: true };
  const clientKey = `store-password:${store.id}:${client}`;
  const { verdict, attempt } = await takeGuess(
    db,
    {
      client: { rule: WRONG_PASSWORD_LIMIT, key: clientKey },
      target: { rule: STORE_WRONG_PASSWORD_LIMIT, key: `store-password:${store.id}` },
      clientOnTarget: `store-password-attacked:${store.id}:${client}`,
    },
    nowMs,
  );
  if (!verdict.allowed) throw rateLimited(tooManyMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);

  const matches = store.passwordHash !== null && (await verifyInTurn(store.id, password, store.passwordHash));
  if (!matches) return { success: false };
  // The right password was no wrong attempt: the store's count gets it back, the client's starts again.
  await attempt.release();
  await resetRateLimit(db, clientKey);
  return { success: true, token: issueAccessToken(secret, store, Math.floor(nowMs / 1000), ttlSeconds) };
}

/** Ends one access token (logout): it stops opening the store at once, in every process. */
export async function revokeAccessToken(
  db: Kysely<DB>,
  storeId: string,
  token: VerifiedToken,
  nowMs: number,
): Promise<void> {
  await insertRevokedToken(db, {
    token_id: token.id,
    store_id: storeId,
    expires_at: new Date(token.expiresAtSeconds * 1000).toISOString(),
  });
  await deleteRevocationsBefore(db, new Date(nowMs).toISOString());
}

/**
 * A private store as its locked visitors may see it: only what the password page shows (name, logo,
 * colours, the closed message). Content pages, pricing, pick-up addresses, the sales person's contact
 * and the rest of the document wait for the password.
 */
export function toLockedStore(store: TenantStore): TenantStore {
  const { primaryInformation, storeBranding, storeMessage } = store.data;
  const data = StoreDataSchema.parse({
    primaryInformation: {
      storeURL: primaryInformation.storeURL,
      storeName: primaryInformation.storeName,
      privateStore: primaryInformation.privateStore,
      showMainLogo: primaryInformation.showMainLogo,
      isActive: primaryInformation.isActive,
    },
    storeBranding: { ...storeBranding, displaySocialMedia: false, socialMedia: [] },
    storeMessage,
  });
  return { ...store, data };
}
