// A message for a shopper as core and the server give it: a code of the catalogue (./messages/en.ts)
// and the params its {placeholders} take, never a sentence. Words are chosen at the edge, in the
// language of the page, the API request or the e-mail, by fillTemplate. This module holds types and
// pure functions only: it loads no catalogue, so the browser's bundles carry no texts.
import { intlTag, type Locale } from "./locale";
import type { en } from "./messages/en";

/** A catalogue entry: a text, or its plural forms chosen by {count} (Intl.PluralRules). */
export type PluralTemplate = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Template = string | PluralTemplate;

export type MessageCode = keyof typeof en;

type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type TextsOf<T> = T extends string ? T : T[keyof T];

/** The params a code's {placeholders} take, read from the English catalogue's text. */
export type MessageParams<C extends MessageCode> = { [P in Placeholders<TextsOf<(typeof en)[C]>>]: string | number };

export interface CodedMessage<C extends MessageCode = MessageCode> {
  code: C;
  params: C extends MessageCode ? MessageParams<C> : never;
}

/** Every code's message type, so a `switch` on `code` narrows the params. */
export type ShopperMessage = { [C in MessageCode]: CodedMessage<C> }[MessageCode];

/** A translation: every code of the English catalogue, in a plural shape wherever English has one. */
export type Translations = { readonly [C in MessageCode]: (typeof en)[C] extends string ? string : PluralTemplate };

export type ParamsArg<C extends MessageCode> = [keyof MessageParams<C>] extends [never] ? [] : [MessageParams<C>];

/** A message: the code, and its params when the text has {placeholders}. */
export function shopperMessage<C extends MessageCode>(code: C, ...params: ParamsArg<C>): ShopperMessage {
  return { code, params: params[0] ?? {} } as ShopperMessage;
}

/** A code that is a validation message of core's schemas; typed so a schema cannot name a missing one. */
export const messageCode = <C extends MessageCode>(value: C): C => value;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** The template's text in the language, plural form chosen by {count}, numbers written with Intl. */
export function fillTemplate(
  template: Template,
  locale: Locale,
  params: Readonly<Record<string, string | number>> = {},
): string {
  let text: string;
  if (typeof template === "string") text = template;
  else {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlTag(locale))));
    text = template[rules.select(Number(params.count ?? 0))] ?? template.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "string") return value;
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlTag(locale))));
    return format.format(value);
  });
}
