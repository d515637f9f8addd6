// The store as the front end loads it (spec §7 domain call, portal config): the public document with
// the size configuration merged in.
import type { Kysely } from "kysely";
import type { StoreData } from "~core/entities/store.schema";
import { type PublicStore, type TenantStore, toPublicStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { notFound } from "~server/http/errors";
import { hostToDomain } from "~server/http/tenant";
import { toLockedStore } from "~server/modules/store-access/store-access.service";
import { findStoreByDomain } from "~server/modules/stores/stores.service";

export type SizeConfig = NonNullable<StoreData["sizes"]>;

/** Sizes a store without its own size configuration offers (spec §4: the store still loads without one). */
export const DEFAULT_SIZES: SizeConfig = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"].map((label, i) => ({
  label,
  sort: i + 1,
}));

export function sizeConfigOf(store: Pick<TenantStore, "data">): SizeConfig {
  return store.data.sizes && store.data.sizes.length > 0 ? store.data.sizes : DEFAULT_SIZES;
}

/**
 * The public store (never the password hash) with its size configuration merged into the document;
 * a private store that is not open to the caller shows only what its password page shows.
 */
export function toDomainSource(store: TenantStore, unlocked: boolean): PublicStore {
  const { id, data } = toPublicStore(store.isPrivate && !unlocked ? toLockedStore(store) : store);
  return { id, data: { ...data, sizes: sizeConfigOf(store) } };
}

/**
 * The store served at a domain given in the path ("Shop.Example.com:443" is shop.example.com). Only the
 * request's own store can be open to it (its token is checked for that store alone), so another
 * private store is always shown locked.
 */
export async function requireStoreAtDomain(
  db: Kysely<DB>,
  domain: string,
  requestStore: { id: string; unlocked: boolean } | undefined,
): Promise<PublicStore> {
  const store = await findStoreByDomain(db, hostToDomain(domain));
  if (!store) throw notFound(`No store at this address (${hostToDomain(domain)})`);
  return toDomainSource(store, requestStore?.id === store.id && requestStore.unlocked);
}
