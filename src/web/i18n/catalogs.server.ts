// Every catalogue, server-side (issue 8): registered for server rendering, and handed to the browser
// by the root loader for the page's language only (English beneath, for any key a language lacks).
import type { Locale } from "~core/i18n/locale";
import { ar } from "./ar";
import { arCheckout } from "./ar-checkout";
import { en } from "./en";
import { enCheckout } from "./en-checkout";
import { ru } from "./ru";
import { ruCheckout } from "./ru-checkout";
import { registerMessages, type Catalog } from "./t";

/** Every language's messages beyond the always-loaded English core (namespaces merged). */
export const TRANSLATIONS: Record<Exclude<Locale, "en">, Catalog> = {
  ru: { ...ru, ...ruCheckout },
  ar: { ...ar, ...arCheckout },
};

const ENGLISH: Catalog = { ...en, ...enCheckout };

registerMessages(ENGLISH, "en");
for (const [locale, messages] of Object.entries(TRANSLATIONS)) registerMessages(messages, locale as Locale);

/** The page's language for the browser: its catalogue over the English one. */
export function messagesFor(locale: Locale): Catalog {
  return locale === "en" ? ENGLISH : { ...ENGLISH, ...TRANSLATIONS[locale] };
}
