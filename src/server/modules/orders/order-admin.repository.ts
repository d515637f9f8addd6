// SQL of the operator's order views (docs/decisions/0038): the list across stores with filters, and
// the rows a production sheet or a CSV export reads. The order itself stays a JSON document; what is
// filtered (store, status, date, number, customer name and e-mail) is a column.
import { type Kysely, sql } from "kysely";
import type { DB, OrdersTable } from "~server/db/schema";

export interface OrderSearch {
  storeId?: string;
  /** Only these stores (an organiser's); an empty list matches nothing. */
  storeIds?: readonly string[];
  status?: string;
  /** ISO date-times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** Part of an order number, a customer's name or e-mail address (case-insensitive). */
  q?: string;
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchQuery(db: Kysely<DB>, search: OrderSearch) {
  let query = db.selectFrom("orders");
  if (search.storeId) query = query.where("store_id", "=", search.storeId);
  if (search.storeIds) {
    query =
      search.storeIds.length > 0
        ? query.where("store_id", "in", [...search.storeIds])
        : query.where(sql<boolean>`1 = 0`);
  }
  if (search.status) query = query.where("status", "=", search.status);
  if (search.from) query = query.where("created_at", ">=", search.from);
  if (search.to) query = query.where("created_at", "<", search.to);
  const q = search.q?.trim();
  if (q) {
    const lower = containing(q.toLowerCase());
    const upper = containing(q.toUpperCase());
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`order_number like ${upper} escape '\\'`,
        sql<boolean>`customer_name like ${lower} escape '\\'`,
        sql<boolean>`customer_email like ${lower} escape '\\'`,
      ]),
    );
  }
  return query;
}

export async function searchOrders(
  db: Kysely<DB>,
  search: OrderSearch,
  page: { offset: number; limit: number },
): Promise<{ rows: OrdersTable[]; totalCount: number }> {
  const query = searchQuery(db, search);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows, totalCount: Number(count) };
}

/** The orders of a search in creation order, a page at a time (keyset: created_at then id). */
export async function* eachOrder(db: Kysely<DB>, search: OrderSearch, pageSize = 500): AsyncGenerator<OrdersTable[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let query = searchQuery(db, search).selectAll();
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb("created_at", ">", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", ">", id)])]),
      );
    }
    const rows = await query.orderBy("created_at").orderBy("id").limit(pageSize).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1] as OrdersTable;
    after = { createdAt: last.created_at, id: last.id };
    if (rows.length < pageSize) return;
  }
}
