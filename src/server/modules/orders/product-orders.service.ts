// What other modules ask of orders about products (decision 0088, 0109): whether orders name a product
// before a delete (the console, the admin API) or a replacing catalogue import removes it. A face of
// its own, apart from orders.service (which reaches products through inventory), so the products
// module can ask without an import cycle.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { countOrdersWithProduct as countOrders, productIdsWithOrders as idsWithOrders } from "./orders.repository";

/** How many orders of the store have a line of the product (the console offers delete only at 0). */
export function countOrdersWithProduct(db: Kysely<DB>, storeId: string, productId: string): Promise<number> {
  return countOrders(db, storeId, productId);
}

/** Which of the products some order of the store has a line of. */
export function productIdsWithOrders(
  db: Kysely<DB>,
  storeId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  return idsWithOrders(db, storeId, productIds);
}
