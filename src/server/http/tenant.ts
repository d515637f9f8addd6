// Tenant resolution: Host header → store_domains → store, once per request (ARCHITECTURE §1).
import { withinContentLimits } from "~core/stores/content-limits";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { AppEnv } from "../context";
import type { TenantStore } from "../context";
import { createByteCache, PARSED_BYTES_PER_JSON_BYTE, stringBytes } from "../memory-caches";
import { findStoreVersionByDomain, findVersionedStoreByDomain } from "../modules/stores/stores.repository";

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

/**
 * Resolves the request's store, keeping each domain's parsed store document in memory (a byte-bounded
 * cache, memory-caches.ts). Every request still asks the database which store the domain has and when
 * it was last written (a light indexed probe, a prepared statement); the document is read and parsed
 * again only when that changed. So an admin change, made by this process or any other against the same
 * database, is seen by the very next request.
 */
export function resolveTenant(db: Kysely<DB>): MiddlewareHandler<AppEnv> {
  const cache = createByteCache<{ version: string; store: TenantStore }>("tenants");

  async function storeFor(domain: string): Promise<TenantStore | null> {
    const hit = cache.get(domain);
    if (hit) {
      const current = await findStoreVersionByDomain(db, domain);
      if (!current) {
        cache.delete(domain);
        return null;
      }
      if (hit.version === `${current.id}@${current.updatedAt}`) return hit.store;
    }
    // Not seen yet, or changed: one read of the store with its write time.
    const found = await findVersionedStoreByDomain(db, domain);
    if (!found) {
      cache.delete(domain);
      return null;
    }
    const version = `${found.store.id}@${found.updatedAt}`;
    // A page saved too large before the content limits is served within them (decision 0071).
    const data = withinContentLimits(found.store.data);
    const store: TenantStore = { ...found.store, data, version };
    const bytes = data === found.store.data ? found.bytes : JSON.stringify(data).length;
    const size = bytes * PARSED_BYTES_PER_JSON_BYTE + stringBytes(domain) + stringBytes(version) + 256;
    cache.set(domain, { version, store }, { size });
    return store;
  }

  return async (c, next) => {
    const domain = requestDomain(c);
    c.set("store", domain ? await storeFor(domain) : null);
    await next();
  };
}
