// Pop-up store windows and fundraiser progress on the server (docs/decisions/0032). The server's
// clock decides whether a store takes orders; the fundraiser's progress is summed from placed
// orders and kept per store version and order count, so a new order or a store edit recomputes it.
import { sql, type Kysely } from "kysely";
import { toCents, ZERO_CENTS, type Cents } from "~core/money";
import {
  fundraiserProgress,
  windowIsOpen,
  windowState,
  type FundraiserProgress,
} from "~core/store-window/store-window";
import type { StoreData } from "~core/entities/store.schema";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";

/** Whether the store takes orders at `now`: active, and inside its window when it has one. */
export function storeTakesOrders(store: Pick<TenantStore, "isActive" | "data">, now: Date): boolean {
  if (!store.isActive || !store.data.primaryInformation.isActive) return false;
  return windowIsOpen(windowState(store.data.storeWindow, now));
}

/** Orders that do not count towards the fundraiser. */
const NOT_PLACED = ["Cancelled", "Canceled", "Refunded"];

interface CachedProgress {
  stamp: string;
  raisedCents: Cents;
}
const progressCache = new WeakMap<Kysely<DB>, Map<string, CachedProgress>>();

/** The fundraiser's cents raised by the store's placed orders (each order's orderFundraiser). */
export async function raisedCents(db: Kysely<DB>, storeId: string): Promise<Cents> {
  const rows = await db
    .selectFrom("orders")
    .select("data")
    .where("store_id", "=", storeId)
    .where("status", "not in", NOT_PLACED)
    .execute();
  let total = ZERO_CENTS;
  for (const row of rows) {
    const fundraiser = (JSON.parse(row.data) as { orderFundraiser?: unknown }).orderFundraiser;
    if (typeof fundraiser === "number" && Number.isFinite(fundraiser)) total = (total + fundraiser) as Cents;
  }
  return total;
}

/**
 * The progress meter's figures, or null when the store runs no fundraiser with a goal. Summing reads
 * every order, so the sum is kept for one store version and one count of its orders.
 */
export async function loadFundraiserProgress(
  db: Kysely<DB>,
  store: { id: string; data: StoreData; version?: string },
): Promise<FundraiserProgress | null> {
  const { fundraiser } = store.data;
  if (!fundraiser.isEnabled || fundraiser.goalAmount === undefined) return null;
  const goalCents = toCents(fundraiser.goalAmount);
  const counted = await db
    .selectFrom("orders")
    .select([sql<number>`count(*)`.as("n"), sql<string | null>`max(created_at)`.as("last")])
    .where("store_id", "=", store.id)
    .executeTakeFirst();
  const stamp = `${store.version ?? ""}|${Number(counted?.n ?? 0)}|${counted?.last ?? ""}`;
  let cache = progressCache.get(db);
  if (!cache) progressCache.set(db, (cache = new Map()));
  const hit = cache.get(store.id);
  if (store.version !== undefined && hit?.stamp === stamp) return fundraiserProgress(hit.raisedCents, goalCents);
  const raised = await raisedCents(db, store.id);
  cache.set(store.id, { stamp, raisedCents: raised });
  return fundraiserProgress(raised, goalCents);
}
