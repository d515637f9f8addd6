// Tenant resolution: Host header → store_domains → store, once per request (ARCHITECTURE §1).
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { AppEnv } from "../context";
import { findStoreByDomain } from "../modules/stores/stores.repository";

/** "Demo.LocalHost:3000" → "demo.localhost"; IPv6 literals keep their brackets. */
export function hostToDomain(host: string | undefined): string {
  if (!host) return "";
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** The request's domain: the Host header, or the URL's host where no header was sent (in-process requests). */
export function requestDomain(c: Context): string {
  return hostToDomain(c.req.header("host") ?? new URL(c.req.url).host);
}

export function resolveTenant(db: Kysely<DB>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const domain = requestDomain(c);
    const store = domain ? await findStoreByDomain(db, domain) : undefined;
    c.set("store", store ?? null);
    await next();
  };
}
