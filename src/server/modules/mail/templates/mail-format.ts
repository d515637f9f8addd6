// The confirmation e-mail's words and formats in the language the shopper placed the order in (the
// `lang` cookie of the order request): texts from the shoppers' message catalogue (mail.* codes,
// ~core/i18n/messages), money and dates formatted with Intl for that language.
import { intlTag, type Locale } from "~core/i18n/locale";
import { shopperMessage, type MessageCode, type ParamsArg } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";

type MailCode = Extract<MessageCode, `mail.${string}`>;

/** The e-mail's texts in the language: text("mail.subject", { orderNumber, store }). */
export function mailText(locale: Locale) {
  return <C extends MailCode>(code: C, ...params: ParamsArg<C>): string =>
    formatMessage(locale, shopperMessage(code, ...params));
}

/** Money (USD, what was charged) and dates in the mail's language. */
export function mailFormats(locale: Locale) {
  const tag = intlTag(locale);
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return { money: (cents: number) => money.format(cents / 100), date: (iso: string) => date.format(new Date(iso)) };
}
