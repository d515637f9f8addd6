// The store front's languages and currencies (spec §4 Locale, Currency): which exist, how a
// request picks them, and which way each language is written. Pure, shared by server and browser.

export const LOCALES = ["en", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const CURRENCIES = ["USD", "EUR", "GBP", "RUB"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The store charges in USD; other currencies are shown converted, marked as approximate at checkout. */
export const STORE_CURRENCY: Currency = "USD";

/** Cookies that carry the shopper's choices so the server renders them on first paint. */
export const LOCALE_COOKIE = "lang";
export const CURRENCY_COOKIE = "currency";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

export const directionOf = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The language of a request: `?dir=rtl` means Arabic (spec §4), `?lang=` names one, otherwise the
 * shopper's saved choice (cookie), otherwise English.
 */
export function resolveLocale(input: { dir?: string | null; lang?: string | null; cookie?: string | null }): Locale {
  if (input.dir === "rtl") return "ar";
  if (isLocale(input.lang)) return input.lang;
  if (isLocale(input.cookie)) return input.cookie;
  return DEFAULT_LOCALE;
}

export function resolveCurrency(input: { currency?: string | null; cookie?: string | null }): Currency {
  if (isCurrency(input.currency)) return input.currency;
  if (isCurrency(input.cookie)) return input.cookie;
  return STORE_CURRENCY;
}

/** BCP 47 tag for Intl: Arabic keeps Latin digits so prices and sizes read the same in every language. */
export const intlTag = (locale: Locale): string =>
  locale === "ar" ? "ar-u-nu-latn" : locale === "ru" ? "ru-RU" : "en-US";

/** One cookie value out of a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}
