// Bearer ADMIN_API_KEY for the admin-only routes of this area (orders, transactions, gift codes).
// Same rule as the admin API (modules/admin): without a configured key these routes do not exist.
// A candidate for src/server/http/ so both share one copy.
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "~server/context";
import { notFound, unauthorized } from "~server/http/errors";

/** Hashing both sides first gives equal lengths, so the comparison time says nothing about the key. */
function keysMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireAdminKey(adminApiKey: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!adminApiKey) throw notFound("The admin API is not enabled on this server.");
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header("Authorization") ?? "");
    if (!match?.[1] || !keysMatch(match[1].trim(), adminApiKey)) {
      throw unauthorized("A valid admin API key is required: send Authorization: Bearer <key>.");
    }
    await next();
  };
}
