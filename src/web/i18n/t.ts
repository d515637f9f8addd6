// Reads a message in the page's language and fills its {placeholders}; the single entry point to UI
// strings. The catalogues (./en.ts with the spec's texts verbatim, ./en-checkout.ts, and their
// Russian and Arabic twins) are data, not code: the server registers them all
// (i18n/catalogs.server.ts) and the root loader hands the browser its page's language only, with
// English under any missing key, so no JavaScript bundle carries texts. Plurals follow the
// language's rules (Intl.PluralRules): a message may be { one, few, many, other … } chosen by {count}.
// The messages core and the server give shoppers as codes (~core/i18n/messages, docs/decisions/0030)
// are part of every language's catalogue: messageText() words one, fieldError() a schema's.
import type { Locale } from "~core/i18n/locale";
import { fillTemplate, type MessageCode, type ShopperMessage } from "~core/i18n/message";
import { currentDisplay } from "./display";
import type { MessageKey as CoreKey } from "./en";
import type { enA11y } from "./en-a11y";
import type { enAccount } from "./en-account";
import type { enBlog } from "./en-blog";
import type { enCheckout } from "./en-checkout";
import type { enSite } from "./en-site";

/** The codes of core's messages the browser's catalogue holds (catalogs.server.ts lists them). */
export type BrowserMessageCode = Extract<
  MessageCode,
  `${"validation" | "quantity" | "price" | "line" | "cartIssue" | "stock" | "window" | "notify" | "fundraiser" | "tracking"}.${string}`
>;

export type MessageKey =
  | CoreKey
  | BrowserMessageCode
  | keyof typeof enCheckout
  | keyof typeof enAccount
  | keyof typeof enBlog
  | keyof typeof enSite
  | keyof typeof enA11y;
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalog = Readonly<Record<string, Message>>;

const catalogs = new Map<Locale, Map<string, Message>>();

/** The global the page's messages script (/i18n/<locale>.<hash>.js) sets before the app's modules run. */
export const MESSAGES_GLOBAL = "__storeMessages";
/** The id of that script element (the client entry waits for it before hydrating). */
export const MESSAGES_SCRIPT_ID = "store-messages";

/** Registers the messages the page's script loaded; the language they are in, or null if none. */
export function registerLoadedMessages(): Locale | null {
  if (typeof window === "undefined") return null;
  const loaded = (window as unknown as Record<string, { locale: Locale; messages: Catalog } | undefined>)[
    MESSAGES_GLOBAL
  ];
  if (!loaded) return null;
  if (!catalogs.has(loaded.locale)) registerMessages(loaded.messages, loaded.locale);
  return loaded.locale;
}
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Adds messages to a language's catalogue (the server's catalogues, or the root loader's data). */
export function registerMessages(messages: Catalog, locale: Locale = "en"): void {
  let catalog = catalogs.get(locale);
  if (!catalog) catalogs.set(locale, (catalog = new Map()));
  for (const [key, message] of Object.entries(messages)) catalog.set(key, message);
}

function pluralForm(message: PluralMessage, locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return message[rules.select(count)] ?? message.other;
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const { locale } = currentDisplay();
  const found = catalogs.get(locale)?.get(key) ?? catalogs.get("en")?.get(key) ?? key;
  const message = typeof found === "string" ? found : pluralForm(found, locale, Number(params?.count ?? 0));
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message core or the server gave as a code, in the page's language (numbers and plurals by Intl). */
export function messageText(message: ShopperMessage): string {
  const { locale } = currentDisplay();
  const found = catalogs.get(locale)?.get(message.code) ?? catalogs.get("en")?.get(message.code);
  return found === undefined ? message.code : fillTemplate(found, locale, message.params);
}

/** A form field's error: core's schemas give a message code, worded here; other text is shown as it is. */
export function fieldError(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const { locale } = currentDisplay();
  const known = (catalogs.get(locale) ?? catalogs.get("en"))?.has(code) ?? false;
  return known ? messageText({ code, params: {} } as ShopperMessage) : code;
}
