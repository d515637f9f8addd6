// Pop-up store windows and fundraiser progress on the server (docs/decisions/0032). The server's
// clock decides whether a store takes orders; the fundraiser's progress is summed from placed
// orders and kept per store version and orders stamp (docs/decisions/0035), so a new order, a
// status change (a cancelled order stops counting) or a store edit recomputes it.
import type { Kysely } from "kysely";
import { toCents, ZERO_CENTS, type Cents } from "~core/money";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import { fundraiserProgress, type FundraiserProgress } from "~core/store-window/store-window";
import { storeState, type StoreState } from "~core/store-window/store-state";
import type { StoreData } from "~core/entities/store.schema";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { type ByteCache, createByteCache } from "~server/memory-caches";
import { placedOrders, readOrdersStamp } from "~server/modules/orders/order-queries.service";

/** Whether the store takes orders at `now`: active, and inside its window when it has one (storeState). */
export function storeTakesOrders(store: Pick<TenantStore, "isActive" | "data">, now: Date): boolean {
  return storeState({ ...store, isPrivate: false }, now).takesOrders;
}

/** The store's state at `now` as the server decides it (docs/decisions/0093). */
export function stateOfStore(store: Pick<TenantStore, "isActive" | "isPrivate" | "data">, now: Date): StoreState {
  return storeState(store, now);
}

/**
 * Why a new order is refused: the store's own message (its not-yet-open message before opening, else
 * its closed message), or the spec's default 'Store is closed' in the request's language.
 */
export function closedOrderMessage(data: StoreData, state: StoreState): ShopperMessage {
  const { closedMessage, notYetOpenMessage } = data.storeMessage;
  const own = (state.kind === "opensOn" && notYetOpenMessage.trim()) || closedMessage.trim();
  return own ? shopperMessage("order.closedWith", { message: own }) : shopperMessage("order.closed");
}

interface CachedProgress {
  stamp: string;
  raisedCents: Cents;
}
const progressCache = new WeakMap<Kysely<DB>, ByteCache<CachedProgress>>();

/** The fundraiser's cents raised by the store's placed orders (each order's orderFundraiser; cancelled ones do not count). */
export async function raisedCents(db: Kysely<DB>, storeId: string): Promise<Cents> {
  const rows = await placedOrders(db, storeId);
  let total = ZERO_CENTS;
  for (const row of rows) {
    const fundraiser = (JSON.parse(row.data) as { orderFundraiser?: unknown }).orderFundraiser;
    if (typeof fundraiser === "number" && Number.isFinite(fundraiser)) total = (total + fundraiser) as Cents;
  }
  return total;
}

/**
 * The progress meter's figures, or null when the store runs no fundraiser with a goal. Summing reads
 * every order, so the sum is kept for one store version and one orders stamp (moved by every order
 * placed and every status change, in their transactions): one indexed row read per page otherwise.
 */
export async function loadFundraiserProgress(
  db: Kysely<DB>,
  store: { id: string; data: StoreData; version?: string },
): Promise<FundraiserProgress | null> {
  const { fundraiser } = store.data;
  if (!fundraiser.isEnabled || fundraiser.goalAmount === undefined) return null;
  const goalCents = toCents(fundraiser.goalAmount);
  const stamp = `${store.version ?? ""}|${await readOrdersStamp(db, store.id)}`;
  let cache = progressCache.get(db);
  if (!cache) progressCache.set(db, (cache = createByteCache("fundraisers")));
  const hit = cache.get(store.id);
  if (store.version !== undefined && hit?.stamp === stamp) return fundraiserProgress(hit.raisedCents, goalCents);
  const raised = await raisedCents(db, store.id);
  cache.set(store.id, { stamp, raisedCents: raised }, { size: 2 * (stamp.length + store.id.length) + 96 });
  return fundraiserProgress(raised, goalCents);
}
