// Operator-only routes (admin API, platform store list, orders, transactions, gift-code issuing) sit
// behind a bearer key from the environment, compared in constant time. Without a configured key
// they do not exist (404), so an unconfigured server exposes no admin surface at all.
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { notFound, unauthorized } from "./errors";

/** Hashing both sides first gives equal lengths, so the comparison time says nothing about the key. */
export function keysMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireAdminKey(adminApiKey: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!adminApiKey) throw notFound("The admin API is not enabled on this server.");
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1]?.trim();
    if (!given || !keysMatch(given, adminApiKey)) {
      throw unauthorized("A valid admin API key is required: send Authorization: Bearer <key>.");
    }
    await next();
  };
}

/**
 * Who the audit log names for a change made with the admin API key: "admin API key " and the first
 * 8 hex digits of the key's SHA-256 (tells keys apart after a rotation, reveals nothing of the key).
 */
export function adminApiActor(adminApiKey: string | undefined): { id: null; email: string } {
  const fingerprint = adminApiKey ? createHash("sha256").update(adminApiKey).digest("hex").slice(0, 8) : "none";
  return { id: null, email: `admin API key ${fingerprint}` };
}
