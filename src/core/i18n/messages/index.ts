// Every language's catalogue of shopper messages, for the server (the API's `message`, the e-mail)
// and for the store front's catalogues (src/web/i18n/catalogs.server.ts). The browser never imports
// this module: it gets the texts of its page's language with the rest of the store front's.
import type { Locale } from "../locale";
import { fillTemplate, type MessageCode, type ShopperMessage, type Template } from "../message";
import { ar } from "./ar";
import { en } from "./en";
import { ru } from "./ru";

export const MESSAGE_CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageCode, Template>>>> = { en, ru, ar };

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === "string" && Object.hasOwn(en, value);

/** The message in the language. */
export function formatMessage(locale: Locale, message: ShopperMessage): string {
  return fillTemplate(MESSAGE_CATALOGUES[locale][message.code], locale, message.params);
}

/** The message in English: the spec's text, for logs, tests and integrators. */
export const englishMessage = (message: ShopperMessage): string => formatMessage("en", message);

/** A schema's message in English: a code worded, any other text as it is. */
export const englishText = (text: string): string =>
  isMessageCode(text) ? englishMessage({ code: text, params: {} } as ShopperMessage) : text;
