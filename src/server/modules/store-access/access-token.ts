// Private-store access tokens: signed (HMAC-SHA256 with SESSION_SECRET), store-scoped, expiring and
// revocable (docs/decisions/0013, 0028). Format, dot-separated:
//   base64url(storeId) . expiresAtSeconds . passwordVersion . tokenId . base64url(signature)
// The store id is signed, so a token of store A never verifies for store B. The password version is
// derived from the store's password hash, so changing the password ends every token at once; the
// token id lets logout end one token (revoked_access_tokens).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const ACCESS_COOKIE = "store_access";

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`store-access:${payload}`).digest();
}

/**
 * A short fingerprint of the store's password hash. Every new password gets a new random salt, so
 * setting a password (even the same one again) gives a new version.
 */
export function passwordVersion(passwordHash: string | null): string {
  return createHash("sha256")
    .update(passwordHash ?? "")
    .digest()
    .subarray(0, 9)
    .toString("base64url");
}

export interface TokenStore {
  id: string;
  passwordHash: string | null;
}

export function issueAccessToken(secret: string, store: TokenStore, nowSeconds: number, ttlSeconds: number) {
  const id = randomBytes(12).toString("base64url");
  const payload = `${b64(store.id)}.${nowSeconds + ttlSeconds}.${passwordVersion(store.passwordHash)}.${id}`;
  return `${payload}.${b64(sign(secret, payload))}`;
}

/** What a valid token says about itself: its id (for logout) and when it expires. */
export interface VerifiedToken {
  id: string;
  expiresAtSeconds: number;
}

/** The token's id and expiry when it is genuine, of this store, of its current password and unexpired. */
export function verifyAccessToken(
  secret: string,
  store: TokenStore,
  token: string | undefined,
  nowSeconds: number,
): VerifiedToken | undefined {
  if (!token) return undefined;
  const parts = token.split(".");
  if (parts.length !== 5) return undefined;
  const [encodedStore, expires, version, id, signature] = parts as [string, string, string, string, string];
  if (encodedStore !== b64(store.id) || !/^\d+$/.test(expires) || Number(expires) <= nowSeconds) return undefined;
  if (version !== passwordVersion(store.passwordHash)) return undefined;
  const expected = sign(secret, `${encodedStore}.${expires}.${version}.${id}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { id, expiresAtSeconds: Number(expires) };
}

/** The token from `Authorization: Bearer …` or the HttpOnly cookie, whichever is present. */
export function readAccessToken(authorization: string | undefined, cookieHeader: string | undefined) {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ACCESS_COOKIE) return rest.join("=");
  }
  return undefined;
}
