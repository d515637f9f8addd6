// The language and currency the page is shown in (issue 8). In the browser they are set once from
// the root loader before anything renders; on the server the entry points this at the request's own
// choice (AsyncLocalStorage, src/server/http/request-display.ts), so concurrent requests never mix.
import type { RateTable } from "~core/currency";
import type { Currency, Locale } from "~core/i18n/locale";

export interface Display {
  locale: Locale;
  currency: Currency;
  /** Null until known; prices are then shown in the store currency. */
  rates: RateTable | null;
}

let clientDisplay: Display = { locale: "en", currency: "USD", rates: null };
let source: () => Display = () => clientDisplay;

export function currentDisplay(): Display {
  return source();
}

/** Server only: where the current request's display comes from. */
export function setDisplaySource(next: () => Display): void {
  source = next;
}

/** Browser: the page's display, from the root loader. */
export function setClientDisplay(display: Display): void {
  clientDisplay = display;
}
