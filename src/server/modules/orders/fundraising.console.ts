// The console's Fundraising section (issue #21): what a store's fundraiser raised so far, by product
// and by day over a date range, and its CSV. Read from the placed orders' own fundraiser shares (the
// store's rules when each order was placed); cancelled orders do not count. An organiser reads only
// their stores: another store is refused (403) by `authorize` before anything is read.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { toCents, type Cents } from "~core/money";
import { storeScope, type Actor } from "~core/operators/permissions";
import {
  fundraisingCsv,
  fundraisingReport,
  type FundraisingCsvView,
  type FundraisingOrder,
  type FundraisingReport,
} from "~core/orders/fundraising-report";
import { authorize } from "~server/modules/operators/authorize";
import { findStoreById, listStoreSummaries } from "~server/modules/stores/stores.service";
import { raisedCents } from "~server/modules/store-windows/store-window.service";
import { eachOrder } from "./order-admin.repository";
import { rangeBound } from "./order-queries.service";
import type { StoredOrder } from "./stored-order";

export interface FundraisingRange {
  /** YYYY-MM-DD (UTC), inclusive; anything else is ignored. */
  from?: string;
  to?: string;
}

export interface StoreFundraising {
  storeId: string;
  storeName: string;
  /** The store's fundraiser as it is defined now (new orders follow it; placed orders keep theirs). */
  settings: {
    isEnabled: boolean;
    perItemCents: Cents;
    perOrderCents: Cents;
    percentage: number;
    goalCents: Cents | null;
  };
  /** Every placed order since the store opened, cancelled ones left out (the store's progress meter). */
  raisedSoFarCents: Cents;
  range: { from?: string; to?: string };
  report: FundraisingReport;
}

export interface FundraisingConsole {
  /** The stores the actor may read, with what each raised so far. */
  overview(): Promise<{ storeId: string; storeName: string; isEnabled: boolean; raisedSoFarCents: Cents }[]>;
  /** One store's figures for a range; 403 for a store the actor may not read, 404 for none. */
  store(storeId: string, range: FundraisingRange): Promise<StoreFundraising>;
  csv(storeId: string, range: FundraisingRange, view: FundraisingCsvView): Promise<string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: string | undefined) =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** The range as given, cleaned; ends swapped when given the wrong way round. */
export function cleanRange(range: FundraisingRange): { from?: string; to?: string } {
  const from = date(range.from);
  const to = date(range.to);
  return from && to && to < from ? { from: to, to: from } : { from, to };
}

async function storeOrders(db: Kysely<DB>, storeId: string, range: { from?: string; to?: string }) {
  const orders: FundraisingOrder[] = [];
  const search = { storeId, from: rangeBound(range.from, false), to: rangeBound(range.to, true) };
  for await (const rows of eachOrder(db, search)) {
    for (const row of rows) {
      const doc = JSON.parse(row.data) as Partial<StoredOrder>;
      orders.push({
        orderNumber: row.order_number,
        status: row.status,
        createdAt: row.created_at,
        orderFundraiser: (doc.orderFundraiser ?? 0) as Cents,
        lines: (doc.lines ?? []).map((line) => ({
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          fundraiser: line.fundraiser ?? { itemTotal: 0 as Cents, percentageAmount: 0 as Cents },
        })),
      });
    }
  }
  return orders;
}

export function createFundraisingConsole(deps: { db: Kysely<DB>; actor: Actor | null }): FundraisingConsole {
  const { db, actor } = deps;

  const load = async (storeId: string, range: FundraisingRange): Promise<StoreFundraising> => {
    authorize(actor, "fundraising.read", storeId);
    const store = await findStoreById(db, storeId);
    if (!store) throw new Response("No such store.", { status: 404 });
    const cleaned = cleanRange(range);
    const { fundraiser } = store.data;
    const [orders, raised] = await Promise.all([storeOrders(db, storeId, cleaned), raisedCents(db, storeId)]);
    return {
      storeId,
      storeName: store.data.primaryInformation.storeName || storeId,
      settings: {
        isEnabled: fundraiser.isEnabled,
        perItemCents: toCents(fundraiser.amountPerItem),
        perOrderCents: toCents(fundraiser.amountPerOrder),
        percentage: fundraiser.percentage,
        goalCents: fundraiser.goalAmount === undefined ? null : toCents(fundraiser.goalAmount),
      },
      raisedSoFarCents: raised,
      range: cleaned,
      report: fundraisingReport(orders, cleaned),
    };
  };

  return {
    async overview() {
      const self = authorize(actor, "fundraising.read");
      const scope = storeScope(self);
      const stores = (await listStoreSummaries(db)).filter((store) => scope === "all" || scope.includes(store.id));
      return Promise.all(
        stores.map(async (store) => {
          const record = await findStoreById(db, store.id);
          return {
            storeId: store.id,
            storeName: store.name,
            isEnabled: record?.data.fundraiser.isEnabled ?? false,
            raisedSoFarCents: await raisedCents(db, store.id),
          };
        }),
      );
    },
    store: load,
    async csv(storeId, range, view) {
      const { report } = await load(storeId, range);
      return fundraisingCsv(report, view);
    },
  };
}
