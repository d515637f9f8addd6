// Money and dates at the edge (STYLE 5), in the page's language and currency (issue 8). Amounts come
// in store-currency (USD) decimal units; formatMoney shows them converted to the chosen currency with
// its symbol and two decimals (core convertCents, the same function the server uses); formatCharge
// always shows what is actually charged, in USD.
import { convertCents } from "~core/currency";
import { intlTag, STORE_CURRENCY, type Currency, type Locale } from "~core/i18n/locale";
import { toCents } from "~core/money";
import { currentDisplay } from "../i18n/display";

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** A store price (USD decimal units) in the chosen currency. */
export function formatMoney(amount: number): string {
  const { locale, currency, rates } = currentDisplay();
  if (currency === STORE_CURRENCY || !rates) return moneyFormat(locale, STORE_CURRENCY).format(amount);
  return moneyFormat(locale, currency).format(convertCents(toCents(amount), currency, rates) / 100);
}

/** What is charged: always the store currency. */
export function formatCharge(amount: number): string {
  return moneyFormat(currentDisplay().locale, STORE_CURRENCY).format(amount);
}

/** True when prices are shown converted from the store currency. */
export function showsConverted(): boolean {
  const { currency, rates } = currentDisplay();
  return currency !== STORE_CURRENCY && rates !== null;
}

/** A date and time in the page's language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlTag(currentDisplay().locale), { dateStyle: "long", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** A calendar date in the page's language (Intl), e.g. '27 May 2018' or '27 мая 2018 г.'. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(intlTag(currentDisplay().locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
