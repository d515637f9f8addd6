// The language and currency of the request being rendered. The SSR handler runs React
// Router inside `displayStorage.run`, so loaders and the render (even its later, streamed parts)
// read this request's choice: requests in different languages never bleed into each other.
import { AsyncLocalStorage } from "node:async_hooks";
import type { RateTable } from "~core/currency";
import {
  CURRENCY_COOKIE,
  LOCALE_COOKIE,
  readCookie,
  resolveCurrency,
  resolveLocale,
  type Currency,
  type Locale,
} from "~core/i18n/locale";

export interface RequestDisplay {
  locale: Locale;
  currency: Currency;
  rates: RateTable;
}

// One instance per process: the server (run by tsx) and the web app's server build (bundled by Vite)
// each load this module, so the instance is kept on globalThis under a registered symbol.
const STORAGE_KEY = Symbol.for("apparel-storefront.request-display");
const holder = globalThis as { [STORAGE_KEY]?: AsyncLocalStorage<RequestDisplay> };
export const displayStorage: AsyncLocalStorage<RequestDisplay> = (holder[STORAGE_KEY] ??=
  new AsyncLocalStorage<RequestDisplay>());

/** The request's language and currency: query first (?dir=rtl, ?lang=, ?currency=), then cookies. */
export function requestDisplay(url: URL, cookieHeader: string | undefined, rates: RateTable): RequestDisplay {
  return {
    locale: resolveLocale({
      dir: url.searchParams.get("dir"),
      lang: url.searchParams.get("lang"),
      cookie: readCookie(cookieHeader, LOCALE_COOKIE),
    }),
    currency: resolveCurrency({
      currency: url.searchParams.get("currency"),
      cookie: readCookie(cookieHeader, CURRENCY_COOKIE),
    }),
    rates,
  };
}

/** A year-long, script-readable cookie remembering a choice made in the query string. */
export function choiceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
