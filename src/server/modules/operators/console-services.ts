// What console pages may call (docs/decisions/0034, docs/recipes/console-page.md): one object per
// request, bound to the signed-in operator, reaching each module through its service. Every method
// asks `authorize` (the core `can`) first, so a page that forgot its own check still cannot read or
// write past the actor's role. A new area of the console adds a key here, built by its module.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { Clock } from "~server/clock";
import { can, storeScope, type Actor } from "~core/operators/permissions";
import { storeState, type StoreState } from "~core/store-window/store-state";
import { authorize } from "./authorize";
import {
  auditKindMatch,
  checkAuditFilters,
  isAuditKind,
  nextDay,
  zonedDayStart,
  type AuditFilterProblems,
  type AuditFilters,
} from "~core/operators/audit-filters";
import { listStoreSummaries } from "~server/modules/stores/stores.service";
import { salesByStore } from "~server/modules/orders/order-sales.service";
import { createStoresConsole, type StoresConsole } from "~server/modules/stores/stores.console";
import { createOrdersConsole, type OrdersConsole, type OrdersConsoleDeps } from "~server/modules/orders/orders.console";
import { type CatalogueConsole, createCatalogueConsole } from "~server/modules/catalog-admin/catalogue.console";
import { createFundraisingConsole, type FundraisingConsole } from "~server/modules/orders/fundraising.console";
import { createGiftCodesConsole, type GiftCodesConsole } from "~server/modules/gift-codes/gift-codes.console";
import { createShippingConsole, type ShippingConsole } from "~server/modules/orders/shipping.console";
import { createOrderChangesConsole, type OrderChangesConsole } from "~server/modules/orders/order-changes.console";
import { createMediaConsole, type MediaConsole } from "~server/modules/media/media.console";
import { createAfterSaleConsole, type AfterSaleConsole } from "~server/modules/orders/after-sale.console";
import type { OrderShipments } from "~server/modules/orders/order-shipments.service";
import {
  type AccountView,
  type AuditEntryView,
  type AuditQuery,
  auditPeople,
  changeOwnPassword,
  createAccount,
  type AccountProblem,
  type FormResult,
  listAccounts,
  listAuditEntries,
  type NewAccount,
  setAccountDisabled,
} from "./operators.service";

export interface ConsoleServiceDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  sessionId: string | null;
  now: Clock;
  /** bcrypt cost of new passwords (tests lower it). */
  hashCost?: number;
  /** What order status changes need (the payment provider for refunds, the logger). */
  orderWorkflow?: OrdersConsoleDeps["workflow"];
  /** DATA_DIR/media and ADMIN_IMAGE_MAX_MB in bytes: where the Catalogue section's uploads go. */
  media?: { dir: string; imageMaxBytes: number };
  /** ShipStation labels (the Orders section's shipping and the stores' ShipStation keys). */
  orderShipments?: OrderShipments;
}

export { authorize } from "./authorize";

export interface ConsoleStoreRow {
  id: string;
  name: string;
  domains: string[];
  /** As the server decides it now (storeState, docs/decisions/0093). */
  state: StoreState;
  orders: number;
  salesCents: number;
}

/** One page of the audit log as the console shows it. */
export interface AuditPage {
  entries: AuditEntryView[];
  totalCount: number;
  page: number;
  pages: number;
  /** The filters used, and the problem of each left out. */
  filters: AuditFilters;
  problems: AuditFilterProblems;
  /** The stores the actor may read, with the time zone their entries are shown in. */
  stores: { id: string; name: string; timeZone: string }[];
  /** Who appears in the entries the actor may read (the person filter's choices). */
  people: string[];
}

export interface ConsoleServices {
  stores: {
    /** The stores the actor may see (an organiser: theirs), matching the search in name, id or domain. */
    list(query?: { search?: string }): Promise<ConsoleStoreRow[]>;
  } & StoresConsole;
  accounts: {
    list(): Promise<AccountView[]>;
    create(input: NewAccount): Promise<FormResult<AccountView, AccountProblem>>;
    setDisabled(accountId: string, disabled: boolean): Promise<FormResult<undefined, AccountProblem>>;
  };
  orders: OrdersConsole;
  /** Partial refunds and order edits (docs/decisions/0086). */
  orderChanges: OrderChangesConsole;
  /** Bulk status changes and retries of failed card refunds (decisions 0096, 0097). */
  afterSale: AfterSaleConsole;
  catalogue: CatalogueConsole;
  /** A store's media library (issue 45). */
  media: MediaConsole;
  fundraising: FundraisingConsole;
  giftCodes: GiftCodesConsole;
  shipping: ShippingConsole;
  audit: {
    /**
     * The entries the actor may read (an organiser: their stores', without gift codes), narrowed by
     * the filters that can be used; those that cannot are left out and named (docs/decisions/0094).
     */
    list(asked: AuditFilters, page: number): Promise<AuditPage>;
  };
  self: {
    changePassword(current: string, next: string): Promise<FormResult<undefined, AccountProblem>>;
  };
}

export function createConsoleServices(deps: ConsoleServiceDeps): ConsoleServices {
  const { db, actor, now } = deps;
  return {
    stores: {
      ...createStoresConsole({ db, actor, now }),
      async list(query = {}) {
        const self = authorize(actor, "stores.read");
        const scope = storeScope(self);
        const [stores, sales] = await Promise.all([listStoreSummaries(db), salesByStore(db)]);
        const search = query.search?.trim().toLowerCase() ?? "";
        const at = now();
        return stores
          .filter((store) => scope === "all" || scope.includes(store.id))
          .filter((store) => can(self, "stores.read", store.id))
          .filter(
            (store) =>
              search === "" ||
              store.name.toLowerCase().includes(search) ||
              store.id.toLowerCase().includes(search) ||
              store.domains.some((domain) => domain.includes(search)),
          )
          .map((store) => ({
            id: store.id,
            name: store.name,
            domains: store.domains,
            state: storeState(
              {
                isActive: store.isActive,
                isPrivate: store.isPrivate,
                data: { primaryInformation: { isActive: store.isActive }, storeWindow: store.storeWindow },
              },
              at,
            ),
            orders: sales.get(store.id)?.orders ?? 0,
            salesCents: sales.get(store.id)?.totalCents ?? 0,
          }));
      },
    },
    accounts: {
      async list() {
        authorize(actor, "accounts.manage");
        return listAccounts(db);
      },
      async create(input) {
        const self = authorize(actor, "accounts.manage");
        return createAccount(db, { ...input, actor: self, now: now(), hashCost: deps.hashCost });
      },
      async setDisabled(accountId, disabled) {
        const self = authorize(actor, "accounts.manage");
        return setAccountDisabled(db, { actor: self, accountId, disabled, now: now() });
      },
    },
    orders: createOrdersConsole({ db, actor, now, workflow: deps.orderWorkflow }),
    orderChanges: createOrderChangesConsole({ db, actor, now, workflow: deps.orderWorkflow }),
    afterSale: createAfterSaleConsole({ db, actor, now, workflow: deps.orderWorkflow }),
    catalogue: createCatalogueConsole({
      db,
      actor,
      now,
      mediaDir: deps.media?.dir,
      imageMaxBytes: deps.media?.imageMaxBytes,
    }),
    media: createMediaConsole({ db, actor, now, storage: deps.media }),
    fundraising: createFundraisingConsole({ db, actor }),
    giftCodes: createGiftCodesConsole({ db, actor, now }),
    shipping: createShippingConsole({ db, actor, shipments: deps.orderShipments }),
    audit: {
      async list(asked, page) {
        const self = authorize(actor, "audit.read");
        const scope = storeScope(self);
        const stores = (await listStoreSummaries(db))
          .filter((store) => scope === "all" || scope.includes(store.id))
          .map((store) => ({ id: store.id, name: store.name, timeZone: store.timeZone }));
        const { filters, problems } = checkAuditFilters(
          asked,
          stores.map((store) => store.id),
        );
        if (filters.storeId) authorize(self, "audit.read", filters.storeId);
        // What the actor may read at all: an organiser their stores' entries; gift codes only who may read them.
        const readable: AuditQuery = {
          storeIds: scope === "all" ? undefined : scope,
          hideEntityTypes: can(self, "gift-codes.read") ? [] : ["gift-code"],
        };
        // Days are the chosen store's days; without a store, UTC days.
        const zone = stores.find((store) => store.id === filters.storeId)?.timeZone ?? "UTC";
        const query: AuditQuery = {
          ...readable,
          storeId: filters.storeId || undefined,
          actorEmail: filters.person || undefined,
          kind: isAuditKind(filters.kind) ? auditKindMatch(filters.kind) : undefined,
          fromIso: filters.from ? zonedDayStart(filters.from, zone) : undefined,
          toIso: filters.to ? zonedDayStart(nextDay(filters.to), zone) : undefined,
        };
        const [result, people] = await Promise.all([listAuditEntries(db, query, page), auditPeople(db, readable)]);
        return { ...result, filters, problems, stores, people };
      },
    },
    self: {
      async changePassword(current, next) {
        const self = authorize(actor, "self.manage");
        if (!deps.sessionId) throw new Response("Sign in to the console first.", { status: 401 });
        return changeOwnPassword(db, {
          actor: self,
          sessionId: deps.sessionId,
          current,
          next,
          now: now(),
          hashCost: deps.hashCost,
        });
      },
    },
  };
}
