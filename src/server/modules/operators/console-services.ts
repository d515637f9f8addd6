// What console pages may call (docs/decisions/0034, docs/recipes/console-page.md): one object per
// request, bound to the signed-in operator, reaching each module through its service. Every method
// asks `authorize` (the core `can`) first, so a page that forgot its own check still cannot read or
// write past the actor's role. A new area of the console adds a key here, built by its module.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { Clock } from "~server/clock";
import { can, storeScope, type Actor } from "~core/operators/permissions";
import { authorize } from "./authorize";
import { listStoreSummaries } from "~server/modules/stores/stores.service";
import { salesByStore } from "~server/modules/orders/order-sales.service";
import { createStoresConsole, type StoresConsole } from "~server/modules/stores/stores.console";
import { createOrdersConsole, type OrdersConsole, type OrdersConsoleDeps } from "~server/modules/orders/orders.console";
import { type CatalogueConsole, createCatalogueConsole } from "~server/modules/catalog-admin/catalogue.console";
import { createFundraisingConsole, type FundraisingConsole } from "~server/modules/orders/fundraising.console";
import { createGiftCodesConsole, type GiftCodesConsole } from "~server/modules/gift-codes/gift-codes.console";
import { createShippingConsole, type ShippingConsole } from "~server/modules/orders/shipping.console";
import type { OrderShipments } from "~server/modules/orders/order-shipments.service";
import {
  type AccountView,
  type AuditEntryView,
  changeOwnPassword,
  createAccount,
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

export type StoreStatus = "open" | "closed" | "private";

export interface ConsoleStoreRow {
  id: string;
  name: string;
  domains: string[];
  status: StoreStatus;
  orders: number;
  salesCents: number;
}

export interface ConsoleServices {
  stores: {
    /** The stores the actor may see (an organiser: theirs), matching the search in name, id or domain. */
    list(query?: { search?: string }): Promise<ConsoleStoreRow[]>;
  } & StoresConsole;
  accounts: {
    list(): Promise<AccountView[]>;
    create(input: NewAccount): Promise<FormResult<AccountView>>;
    setDisabled(accountId: string, disabled: boolean): Promise<FormResult>;
  };
  orders: OrdersConsole;
  catalogue: CatalogueConsole;
  fundraising: FundraisingConsole;
  giftCodes: GiftCodesConsole;
  shipping: ShippingConsole;
  audit: {
    list(page: number): Promise<{ entries: AuditEntryView[]; more: boolean }>;
  };
  self: {
    changePassword(current: string, next: string): Promise<FormResult>;
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
            status: !store.isActive ? "closed" : store.isPrivate ? "private" : "open",
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
    catalogue: createCatalogueConsole({
      db,
      actor,
      now,
      mediaDir: deps.media?.dir,
      imageMaxBytes: deps.media?.imageMaxBytes,
    }),
    fundraising: createFundraisingConsole({ db, actor }),
    giftCodes: createGiftCodesConsole({ db, actor, now }),
    shipping: createShippingConsole({ db, actor, shipments: deps.orderShipments }),
    audit: {
      async list(page) {
        authorize(actor, "audit.read");
        return listAuditEntries(db, page);
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
