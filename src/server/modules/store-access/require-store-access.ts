// The server-side lock of a private store (ARCHITECTURE §6, decision 0028): one middleware decides
// once per request whether the request's store is open to it, and everything else — API routes, SSR
// pages, data requests, the store document — asks that one answer.
import { shopperMessage } from "~core/i18n/message";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { AppEnv } from "~server/context";
import type { DB } from "~server/db/schema";
import { unauthorized } from "~server/http/errors";
import { requireRequestStore } from "~server/http/openapi";
import { readAccessToken, verifyAccessToken } from "./access-token";
import { isTokenRevoked } from "./store-access.repository";
import { type Clock, systemClock } from "~server/clock";

export const LOCKED_STORE_MESSAGE = shopperMessage("store.locked");

export interface StoreAccessDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  /** The system clock by default. */
  now?: Clock;
}

/**
 * Middleware after the tenant: a public store is open; a private one is open when the request carries
 * a token of that store (Authorization: Bearer, or the store_access cookie) that is signed, unexpired,
 * of the store's current password and not ended by logout.
 */
export function resolveStoreAccess(deps: StoreAccessDeps): MiddlewareHandler<AppEnv> {
  const now = deps.now ?? systemClock;
  return async (c, next) => {
    const store = c.get("store");
    if (!store || !store.isPrivate) {
      c.set("storeAccess", { unlocked: true });
    } else {
      const presented = readAccessToken(c.req.header("authorization"), c.req.header("cookie"));
      const token = verifyAccessToken(deps.sessionSecret, store, presented, Math.floor(now().getTime() / 1000));
      const unlocked = token !== undefined && !(await isTokenRevoked(deps.db, token.id));
      c.set("storeAccess", unlocked ? { unlocked, token } : { unlocked });
    }
    await next();
  };
}

/** Whether the request's store is open to it; without resolveStoreAccess mounted, a private store is not. */
export function isStoreUnlocked(c: Context<AppEnv>): boolean {
  const store = c.get("store");
  return !store?.isPrivate || c.get("storeAccess")?.unlocked === true;
}

/** Lets the request through when its store is open to it (see resolveStoreAccess); otherwise 401. */
export function requireStoreAccess(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireRequestStore(c);
    if (!isStoreUnlocked(c)) throw unauthorized(LOCKED_STORE_MESSAGE);
    await next();
  };
}
