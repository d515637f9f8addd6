// The server-side lock of a private store (ARCHITECTURE §6) for API routes: catalogue, product, quote,
// estimate, gift code and order endpoints refuse a locked private store's visitors with a 401.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "~server/context";
import { unauthorized } from "~server/http/errors";
import { isUnlocked } from "~server/http/private-store";
import { requireRequestStore } from "~server/http/openapi";

export const LOCKED_STORE_MESSAGE = "This store is private. Enter the store password to continue.";

/**
 * Lets the request through when its store is public, or private and the request carries a valid token
 * of that store (Authorization: Bearer, or the store_access cookie). No store at the address is a 404.
 */
export function requireStoreAccess(secret: string, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = requireRequestStore(c);
    const headers = { authorization: c.req.header("authorization"), cookie: c.req.header("cookie") };
    if (!isUnlocked(store, secret, headers, Math.floor(now() / 1000))) throw unauthorized(LOCKED_STORE_MESSAGE);
    await next();
  };
}
