// Every catalogue, server-side (issue 8): registered for server rendering, and handed to the browser
// by the root loader for the page's language only (English beneath, for any key a language lacks).
// A namespace is three modules (en-x.ts, ru-x.ts, ar-x.ts) listed once here and in ./t.ts's MessageKey.
// The shoppers' messages core and the server give as codes are one more namespace, kept in core
// (~core/i18n/messages) because the API and the e-mail word them too. The browser's copy holds the
// codes core gives in the browser (validation, quantities, prices, cart lines and what to do about them); the ones only the
// server words (orders, payments, gift cards, access, the e-mail) reach the page already worded.
import { createHash } from "node:crypto";
import { isLocale, type Locale } from "~core/i18n/locale";
import { MESSAGE_CATALOGUES } from "~core/i18n/messages";
import { ar } from "./ar";
import { arA11y } from "./ar-a11y";
import { arAccount } from "./ar-account";
import { arBlog } from "./ar-blog";
import { arCheckout } from "./ar-checkout";
import { arSite } from "./ar-site";
import { en } from "./en";
import { enA11y } from "./en-a11y";
import { enAccount } from "./en-account";
import { enBlog } from "./en-blog";
import { enCheckout } from "./en-checkout";
import { enSite } from "./en-site";
import { ru } from "./ru";
import { ruA11y } from "./ru-a11y";
import { ruAccount } from "./ru-account";
import { ruBlog } from "./ru-blog";
import { ruCheckout } from "./ru-checkout";
import { ruSite } from "./ru-site";
import { MESSAGES_GLOBAL, registerMessages, type Catalog } from "./t";

/** The namespaces of the codes core gives in the browser (./t.ts's BrowserMessageCode). */
export const BROWSER_MESSAGE_NAMESPACES = [
  "validation",
  "quantity",
  "price",
  "line",
  "cartIssue",
  "stock",
  "window",
  "notify",
  "fundraiser",
  "tracking",
];

/** The shoppers' messages of a language that the browser words itself. */
const shopperMessages = (locale: Locale): Catalog =>
  Object.fromEntries(
    Object.entries(MESSAGE_CATALOGUES[locale]).filter(([code]) =>
      BROWSER_MESSAGE_NAMESPACES.includes(code.slice(0, code.indexOf("."))),
    ),
  );

/** English, namespaces merged: the spec's texts verbatim. */
export const ENGLISH: Catalog = {
  ...en,
  ...enCheckout,
  ...shopperMessages("en"),
  ...enAccount,
  ...enBlog,
  ...enSite,
  ...enA11y,
};

/** Every other language's messages, namespaces merged. */
export const TRANSLATIONS: Record<Exclude<Locale, "en">, Catalog> = {
  ru: { ...ru, ...ruCheckout, ...shopperMessages("ru"), ...ruAccount, ...ruBlog, ...ruSite, ...ruA11y },
  ar: { ...ar, ...arCheckout, ...shopperMessages("ar"), ...arAccount, ...arBlog, ...arSite, ...arA11y },
};

registerMessages(ENGLISH, "en");
for (const [locale, messages] of Object.entries(TRANSLATIONS)) registerMessages(messages, locale as Locale);

/** The page's language for the browser: its catalogue over the English one. */
export function messagesFor(locale: Locale): Catalog {
  return locale === "en" ? ENGLISH : { ...ENGLISH, ...TRANSLATIONS[locale] };
}

export interface MessagesAsset {
  /** Where the page loads it: /i18n/<locale>.<content hash>.js, cacheable for ever. */
  url: string;
  body: string;
}

const assets = new Map<Locale, MessagesAsset>();

/**
 * The page's texts for the browser as a small script, one per language, named by its content's hash:
 * every page of the language shares one cached file instead of carrying the texts in its HTML.
 */
export function messagesAsset(locale: Locale): MessagesAsset {
  let asset = assets.get(locale);
  if (!asset) {
    const json = JSON.stringify({ locale, messages: messagesFor(locale) });
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    asset = { url: `/i18n/${locale}.${hash}.js`, body: `self.${MESSAGES_GLOBAL}=${json};\n` };
    assets.set(locale, asset);
  }
  return asset;
}

/** The asset a /i18n/<file> request names, or null (unknown language or an outdated hash). */
export function messagesAssetFor(file: string): MessagesAsset | null {
  const match = /^([a-z]{2})\.([0-9a-f]{12})\.js$/.exec(file);
  if (!match || !isLocale(match[1])) return null;
  const asset = messagesAsset(match[1]);
  return asset.url.endsWith(`/${file}`) ? asset : null;
}
