// Sales so far per store, for the operator console's store list: the total of every order that was
// not cancelled, in cents, and how many orders that is.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

export interface StoreSales {
  orders: number;
  totalCents: number;
}

export async function salesByStore(db: Kysely<DB>): Promise<Map<string, StoreSales>> {
  const rows = await db
    .selectFrom("orders")
    .select((eb) => [
      "store_id",
      eb.fn.countAll<number | string>().as("orders"),
      eb.fn.sum<number | string>("total_cents").as("total"),
    ])
    .where("status", "!=", "Cancelled")
    .groupBy("store_id")
    .execute();
  return new Map(rows.map((row) => [row.store_id, { orders: Number(row.orders), totalCents: Number(row.total ?? 0) }]));
}
