// Sales so far per store, for the operator console's store list: the total of every order that was
// not cancelled, in cents, and how many orders that is.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { salesTotalsByStore } from "./orders.repository";

export interface StoreSales {
  orders: number;
  totalCents: number;
}

export async function salesByStore(db: Kysely<DB>): Promise<Map<string, StoreSales>> {
  const rows = await salesTotalsByStore(db);
  return new Map(rows.map((row) => [row.store_id, { orders: Number(row.orders), totalCents: Number(row.total ?? 0) }]));
}
