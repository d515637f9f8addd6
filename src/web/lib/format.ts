// Money and dates at the edge (STYLE 5), in the page's language and currency. Amounts come
// in store-currency (USD) decimal units; formatMoney shows them converted to the chosen currency with
// its symbol and two decimals (core convertCents, the same function the server uses); formatCharge
// always shows what is actually charged, in USD.
import { convertCents } from "~core/currency";
import { intlTag, STORE_CURRENCY, type Currency, type Locale } from "~core/i18n/locale";
import { formatWithPattern, keepSignWhole, moneyPatternFromIntl, type MoneyPattern } from "~core/i18n/money-pattern";
import { fromCents, toCents } from "~core/money";
import { currentDisplay } from "../i18n/display";

// Amounts are written from patterns Intl gave the server (core money-pattern): the page brings the
// ones it needs, so the browser does not load ICU's number data to show a price.
const moneyPatterns = new Map<string, MoneyPattern>();

function moneyPattern(locale: Locale, currency: Currency): MoneyPattern {
  const key = `${locale}|${currency}`;
  let pattern = moneyPatterns.get(key);
  // "US$" kept whole in Arabic (core keepSignWhole). The server writes every pattern a page uses and sends
  // it (pageMoneyPatterns); the browser's fallback leaves the mark out, so the first script stays as it was.
  if (!pattern)
    moneyPatterns.set(
      key,
      (pattern = import.meta.env.SSR
        ? keepSignWhole(moneyPatternFromIntl(locale, currency))
        : moneyPatternFromIntl(locale, currency)),
    );
  return pattern;
}

export type PageMoneyPatterns = Partial<Record<Currency, MoneyPattern>>;

/** The patterns of a page's language for its currency and the store's (the root loader sends them). */
export function pageMoneyPatterns(locale: Locale, currency: Currency): PageMoneyPatterns {
  return { [currency]: moneyPattern(locale, currency), [STORE_CURRENCY]: moneyPattern(locale, STORE_CURRENCY) };
}

/** Browser: keeps the patterns the page came with. */
export function keepMoneyPatterns(locale: Locale, patterns: PageMoneyPatterns): void {
  for (const [currency, pattern] of Object.entries(patterns))
    if (pattern) moneyPatterns.set(`${locale}|${currency}`, pattern);
}

/** A store price (USD decimal units) in the chosen currency. */
export function formatMoney(amount: number): string {
  const { locale, currency, rates } = currentDisplay();
  if (currency === STORE_CURRENCY || !rates) return formatWithPattern(moneyPattern(locale, STORE_CURRENCY), amount);
  return formatWithPattern(moneyPattern(locale, currency), fromCents(convertCents(toCents(amount), currency, rates)));
}

/** What is charged: always the store currency. */
export function formatCharge(amount: number): string {
  return formatWithPattern(moneyPattern(currentDisplay().locale, STORE_CURRENCY), amount);
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
