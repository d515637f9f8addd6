// The language and currency switchers of the header. A choice is saved in the persisted
// client state, and the page reloads with it in the address (?lang=, ?currency=): the server renders
// it from the first paint and remembers it in a cookie for the pages after. Choosing the current
// value changes nothing.
import { CURRENCIES, LOCALES, type Currency, type Locale } from "~core/i18n/locale";
import { t } from "../../i18n/t";
import { useClientState } from "../../lib/client-state";

/** Each language by its own name (not translated: a reader looks for their language as they write it). */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ru: "Русский", ar: "العربية" };
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: "$", EUR: "€", GBP: "£", RUB: "₽" };

/**
 * Reloads the page with the choice in its address. The server's Set-Cookie remembers it; a cookie
 * written here with document.cookie could miss the reload, as Chromium stores it asynchronously.
 */
function reloadWith(parameter: "lang" | "currency", value: string) {
  const url = new URL(window.location.href);
  for (const name of ["dir", "lang", "currency"]) url.searchParams.delete(name);
  url.searchParams.set(parameter, value);
  window.location.assign(url.toString());
}

export function DisplaySwitcher({
  locale,
  currency,
  idPrefix,
}: {
  locale: Locale;
  currency: Currency;
  idPrefix: string;
}) {
  const select = "rounded border border-current/40 bg-transparent px-1 py-0.5 text-sm [&>option]:text-black";
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={`${idPrefix}-language`} className="sr-only">
        {t("shell.language")}
      </label>
      <select
        id={`${idPrefix}-language`}
        className={select}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          if (next === locale) return;
          useClientState.setState({ locale: next });
          reloadWith("lang", next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-currency`} className="sr-only">
        {t("shell.currency")}
      </label>
      <select
        id={`${idPrefix}-currency`}
        className={select}
        value={currency}
        onChange={(event) => {
          const next = event.target.value as Currency;
          if (next === currency) return;
          useClientState.setState({ currency: next });
          reloadWith("currency", next);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} {CURRENCY_SYMBOLS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
