// Console amounts (docs/decisions/0047): a store's amounts in the store's currency, written in the
// console's language. Every store sells in STORE_CURRENCY (spec §1 and §9: prices, orders and gift
// cards are USD cents; a shopper's other currency is a display conversion only), so no store document
// or order records a currency of its own: the one place to change when one does is here.
// Written from Intl's pattern with "US$" kept whole, as the store front writes it (core keepSignWhole,
// decision 0117): Intl's own "‏1,234.50 US$" reads "$US 1,234.50" in Arabic.
import { STORE_CURRENCY, type Currency, type Locale } from "~core/i18n/locale";
import { formatWithPattern, keepSignWhole, moneyPatternFromIntl } from "~core/i18n/money-pattern";

/** The currency a store's amounts are in (every store's today: STORE_CURRENCY). */
export function storeCurrency(): Currency {
  return STORE_CURRENCY;
}

/** Cents of a store's currency as the console's language writes them: "$1,234.50", "1 234,50 $", "US$ 1,234.50". */
export function consoleMoney(locale: Locale, currency: Currency = storeCurrency()): (cents: number) => string {
  const pattern = keepSignWhole(moneyPatternFromIntl(locale, currency));
  return (cents) => formatWithPattern(pattern, cents / 100);
}
