// Console amounts (docs/decisions/0047): a store's amounts in the store's currency, written in the
// console's language. Every store sells in STORE_CURRENCY (spec §1 and §9: prices, orders and gift
// cards are USD cents; a shopper's other currency is a display conversion only), so no store document
// or order records a currency of its own: the one place to change when one does is here.
import { intlTag, STORE_CURRENCY, type Currency, type Locale } from "~core/i18n/locale";

/** The currency a store's amounts are in (every store's today: STORE_CURRENCY). */
export function storeCurrency(): Currency {
  return STORE_CURRENCY;
}

/** A number format of a store's currency in the console's language: format(cents / 100). */
export function consoleMoneyFormat(locale: Locale, currency: Currency = storeCurrency()): Intl.NumberFormat {
  return new Intl.NumberFormat(intlTag(locale), { style: "currency", currency });
}

/** Cents of a store's currency as the console's language writes them: "$1,234.50", "1 234,50 $", "US$ 1,234.50". */
export function consoleMoney(locale: Locale, currency: Currency = storeCurrency()): (cents: number) => string {
  const format = consoleMoneyFormat(locale, currency);
  return (cents) => format.format(cents / 100);
}
