// The store as the front end loads it (spec §7 domain call, portal config): the public document with
// the size configuration merged in.
import type { Kysely } from "kysely";
import { DEFAULT_SIZES, storeSizeList } from "~core/catalog/sizes";
import type { StoreData } from "~core/entities/store.schema";
import { type PublicStore, type TenantStore, toPublicStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { notFound } from "~server/http/errors";
import { hostToDomain } from "~server/http/tenant";
import { toLockedStore } from "~server/modules/store-access/store-access.service";
import { findStoreByDomain } from "~server/modules/stores/stores.service";
import { stateOfStore } from "~server/modules/store-windows/store-window.service";
import type { StoreState } from "~core/store-window/store-state";

export type SizeConfig = NonNullable<StoreData["sizes"]>;

export { DEFAULT_SIZES };

export function sizeConfigOf(store: Pick<TenantStore, "data">): SizeConfig {
  return storeSizeList(store.data.sizes);
}

/** The store document the API returns, with whether the store takes orders now and its state (decision 0093). */
export interface DomainSource extends PublicStore {
  takesOrders: boolean;
  state: StoreState;
}

/**
 * The public store (never the password hash) with its size configuration merged into the document
 * and its state at `now`; a private store that is not open to the caller shows only what its
 * password page shows.
 */
export function toDomainSource(store: TenantStore, unlocked: boolean, now: Date): DomainSource {
  const { id, data } = toPublicStore(store.isPrivate && !unlocked ? toLockedStore(store) : store);
  const state = stateOfStore(store, now);
  return { id, data: { ...data, sizes: sizeConfigOf(store) }, takesOrders: state.takesOrders, state };
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
  now: Date,
): Promise<DomainSource> {
  const store = await findStoreByDomain(db, hostToDomain(domain));
  if (!store) throw notFound(`No store at this address (${hostToDomain(domain)})`);
  return toDomainSource(store, requestStore?.id === store.id && requestStore.unlocked, now);
}
