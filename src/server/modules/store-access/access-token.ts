// Private-store access tokens: signed (HMAC-SHA256 with SESSION_SECRET), store-scoped and expiring.
// Format: base64url(storeId) "." expiresAtSeconds "." base64url(signature). A token of store A never
// verifies for store B because the store id is part of what is signed.
import { createHmac, timingSafeEqual } from "node:crypto";

export const ACCESS_COOKIE = "store_access";
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`store-access:${payload}`).digest();
}

export function issueAccessToken(secret: string, storeId: string, nowSeconds: number, ttl = ACCESS_TOKEN_TTL_SECONDS) {
  const payload = `${b64(storeId)}.${nowSeconds + ttl}`;
  return `${payload}.${b64(sign(secret, payload))}`;
}

export function verifyAccessToken(secret: string, storeId: string, token: string | undefined, nowSeconds: number) {
  if (!token) return false;
  const parts = token.split(".");
  if (parts.length !== 3) return false;
  const [encodedStore, expires, signature] = parts as [string, string, string];
  if (encodedStore !== b64(storeId) || !/^\d+$/.test(expires) || Number(expires) <= nowSeconds) return false;
  const expected = sign(secret, `${encodedStore}.${expires}`);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
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
