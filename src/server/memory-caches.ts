// The process's per-store caches, each bounded by an estimate of the memory it holds rather than by a
// number of entries (decision 0036): a process serving 10,000 small stores and one serving a few large
// ones keep the same ceiling. Every cache made here is listed by cacheSizes() (readyz, the bench).
import { LRUCache } from "lru-cache";

/** Bytes a parsed JavaScript object takes per byte of its JSON text, roughly (V8, measured in the bench). */
export const PARSED_BYTES_PER_JSON_BYTE = 3;
/** A JavaScript string of n characters (one-byte strings in V8, plus the header). */
export const stringBytes = (text: string) => text.length + 32;
/** A string as V8 may hold it: two bytes a character once it holds any beyond ASCII (a view's text). */
export const textBytes = (text: string) =>
  Buffer.byteLength(text) === text.length ? stringBytes(text) : 2 * text.length + 32;

/** Memory budgets of the caches, estimated bytes (docs/scaling.md explains the choice). */
export const CACHE_BUDGETS = {
  /** Parsed store documents by domain (tenant.ts). */
  tenants: 16 * 2 ** 20,
  /** Parsed product documents by store version and id, for projections (catalog.service toProductItem). */
  products: 4 * 2 ** 20,
  /** Filter sidebars by store version. */
  filters: 8 * 2 ** 20,
  /** Listing counts by store version and filter set. */
  counts: 2 * 2 ** 20,
  /** Pages' shared views by store version and key (decision 0026); a home page keeps two of about 22 KB. */
  views: 44 * 2 ** 20,
  /** Fundraiser sums by store. */
  fundraisers: 1 * 2 ** 20,
} as const;

export type CacheName = keyof typeof CACHE_BUDGETS;

/**
 * SQLite's page cache for each of connect.ts's two connections. better-sqlite3 builds SQLite with
 * 16 MB a connection (DEFAULT_CACHE_SIZE=-16000; upstream's is 2 MB), which at 10,000 stores filled
 * to 32 MB outside V8's heap and put the process over its 250 MB bar. Kysely's connection runs the
 * catalogue's queries; the reader runs only the tenant probe and lookup, whose documents the tenants
 * cache keeps. A page not kept stays in the operating system's file cache, a read call away
 * (docs/scaling.md, stop 38).
 */
export const SQLITE_PAGE_CACHE_BYTES = { kysely: 4 * 2 ** 20, reader: 1 * 2 ** 20 } as const;

/** The estimate for a value that is about to be kept: its JSON text, as parsed objects. */
export function estimateBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 64 : text.length * PARSED_BYTES_PER_JSON_BYTE + 64;
  } catch {
    // Not JSON (a cycle, a BigInt): count it as a large view so it cannot crowd the cache unseen.
    return 64 * 1024;
  }
}

export type ByteCache<V extends object> = LRUCache<string, V>;

const live = new Set<{ name: CacheName; cache: WeakRef<ByteCache<object>> }>();

/**
 * A least-recently-used cache of at most `maxBytes` estimated bytes. Each `set` passes the entry's
 * size (`{ size }`); an entry larger than the whole budget is not kept.
 */
export function createByteCache<V extends object>(name: CacheName, maxBytes: number = CACHE_BUDGETS[name]) {
  const cache = new LRUCache<string, V>({ maxSize: maxBytes, maxEntrySize: maxBytes });
  live.add({ name, cache: new WeakRef(cache as unknown as ByteCache<object>) });
  return cache;
}

export interface CacheSize {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** Entries and estimated bytes held by each cache of this process (caches of several databases summed). */
export function cacheSizes(): Record<CacheName, CacheSize> {
  const sizes = Object.fromEntries(
    Object.keys(CACHE_BUDGETS).map((name) => [name, { entries: 0, bytes: 0, maxBytes: 0 }]),
  ) as Record<CacheName, CacheSize>;
  for (const entry of live) {
    const cache = entry.cache.deref();
    if (!cache) {
      live.delete(entry);
      continue;
    }
    const size = sizes[entry.name];
    size.entries += cache.size;
    size.bytes += cache.calculatedSize;
    size.maxBytes += cache.maxSize;
  }
  return sizes;
}
