// Tenant resolution: Host header → store_domains → store, once per request (ARCHITECTURE §1).
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { AppEnv } from "../context";
import type { TenantStore } from "../context";
import { findStoreByDomain, findStoreVersionByDomain } from "../modules/stores/stores.repository";

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

/** More domains than any one process serves; past it the oldest entry makes room. */
const CACHE_LIMIT = 1_000;

/**
 * Resolves the request's store, keeping each domain's parsed store document in memory. Every request
 * still asks the database which store the domain has and when it was last written (a light indexed
 * probe); the document is read and parsed again only when that changed. So an admin change, made by
 * this process or any other against the same database, is seen by the very next request.
 */
export function resolveTenant(db: Kysely<DB>): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { version: string; store: TenantStore }>();

  async function storeFor(domain: string): Promise<TenantStore | null> {
    const current = await findStoreVersionByDomain(db, domain);
    if (!current) {
      cache.delete(domain);
      return null;
    }
    const version = `${current.id}@${current.updatedAt}`;
    const hit = cache.get(domain);
    if (hit?.version === version) return hit.store;
    const found = await findStoreByDomain(db, domain);
    if (!found) return null;
    const store: TenantStore = { ...found, version };
    if (cache.size >= CACHE_LIMIT && !cache.has(domain)) cache.delete(cache.keys().next().value as string);
    cache.set(domain, { version, store });
    return store;
  }

  return async (c, next) => {
    const domain = requestDomain(c);
    c.set("store", domain ? await storeFor(domain) : null);
    await next();
  };
}
