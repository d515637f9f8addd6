// What every request carries (Hono variables) and what the app is built from (AppDeps).
// The tenant middleware fills `store` once per request; nothing downstream looks the host up again.
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { RateTable } from "~core/currency";
import type { StoreData } from "~core/entities/store.schema";
import type { FundraiserProgress } from "~core/store-window/store-window";
import type { Currency, Locale } from "~core/i18n/locale";
import type { Clock } from "./clock";
import type { Database } from "./db/connect";
import type { StoreCatalog } from "./modules/catalog/catalog.types";
import type { Env } from "./env";
import type { VerifiedToken } from "./modules/store-access/access-token";
import type { Providers } from "./providers/providers";
import type { PlacementPoint } from "./modules/orders/orders.service";
import type { ConsoleContext } from "./modules/operators/console-http";

export interface TenantStore {
  id: string;
  data: StoreData;
  isActive: boolean;
  isPrivate: boolean;
  passwordHash: string | null;
  /**
   * The store's write stamp when it was read (`id@updated_at`). Product writes move it too, so it names
   * one state of the store's catalogue: caches of derived data (the filter sidebar) key on it.
   */
  version?: string;
}

export interface AppDeps {
  database: Database;
  env: Env;
  logger: Logger;
  sessionSecret: string;
  /** Payments, shipping, tax and mail: local defaults, or real adapters when the environment enables them. */
  providers: Providers;
  /**
   * The React Router server build: in production the built module itself (build/server), so React
   * Router derives its route tables once; in development a function that loads the latest from Vite's
   * SSR module graph, which React Router then derives again on every request.
   */
  webBuild?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder with the built browser assets (build/client); absent in development where Vite serves them. */
  clientAssetsDir?: string;
  /** Currency rates for display (default: data/currency-rates.json). */
  rates?: RateTable;
  /** Folder with the demo media (data/demo/media), served under /media/demo/. */
  demoMediaDir?: string;
  /** The server's clock for tokens, orders, gift holds and store windows; the system clock by default, tests move it. */
  now?: Clock;
  /** Fault injection of the crash tests (orders.service OrderDeps.faultAt); never set by default. */
  faultAt?: (point: PlacementPoint) => Promise<void>;
  /** bcrypt cost of new operator passwords (default 12; tests lower it to stay quick). */
  operatorHashCost?: number;
}

export interface AppVariables {
  requestId: string;
  store: TenantStore | null;
  secureHeadersNonce?: string;
  /** The client's address (the socket's, or X-Forwarded-For's behind a trusted proxy); see client-address.ts. */
  clientAddress?: string;
  /** Whether the request's store is open to it, and the access token that opened it (require-store-access.ts). */
  storeAccess?: { unlocked: boolean; token?: VerifiedToken };
}

export type AppEnv = { Variables: AppVariables };

/** What SSR loaders receive as `context` (web imports this as a type only). */
export type WebLoadContext = {
  store: PublicStore;
  nonce: string;
  requestId: string;
  /** True on a public store, and on a private one when the request carries a valid access token. */
  unlocked: boolean;
  /** The store's catalogue; on a locked private store every call throws a redirect to /account/login. */
  catalog: StoreCatalog;
  /** True while payments go through the built-in test gateway: every page says no card is charged. */
  testMode: boolean;
  /** PAYMENT_PROVIDER=stripe: the publishable key and the Stripe.js URL the checkout loads. */
  stripe?: { publishableKey: string; jsUrl: string };
  /** The request's language and currency (query, then cookie), and the rates to convert with. */
  locale: Locale;
  currency: Currency;
  rates: RateTable;
  /** The request's instant by the server's clock: pop-up store windows are decided from it. */
  now: Date;
  /** The fundraiser's progress (placed orders' shares against the goal), or null without a goal. */
  fundraiserProgress: () => Promise<FundraiserProgress | null>;
  /**
   * On the operator host (OPERATOR_HOST), the console: the signed-in operator and their services.
   * Null on a store. On the console there is no store: reading `store`, `catalog`, `unlocked` or
   * `fundraiserProgress` there throws.
   */
  console: ConsoleContext | null;
};

/** The store as the browser may see it: no password hash, nothing administrative. */
export interface PublicStore {
  id: string;
  data: StoreData;
}

export function toPublicStore(store: TenantStore): PublicStore {
  return { id: store.id, data: store.data };
}
