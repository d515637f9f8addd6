// The confirmation e-mail's words and formats in the language the shopper placed the order in (the
// `lang` cookie of the order request): texts from the shoppers' message catalogue (mail.* codes,
// ~core/i18n/messages), money and dates formatted with Intl for that language.
import { intlTag, type Locale } from "~core/i18n/locale";
import { storeDateTime } from "~core/store-window/store-window";
import { shopperMessage, type MessageCode, type ParamsArg } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";

/** Text made safe inside an e-mail's HTML (element content and quoted attributes). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type MailCode = Extract<MessageCode, `mail.${string}`>;

/** The e-mail's texts in the language: text("mail.subject", { orderNumber, store }). */
export function mailText(locale: Locale) {
  return <C extends MailCode>(code: C, ...params: ParamsArg<C>): string =>
    formatMessage(locale, shopperMessage(code, ...params));
}

/**
 * Money (USD, what was charged) in the mail's language, and instants in the store's time zone with
 * the zone named ("November 29, 2026 at 3:04 AM CST"; UTC for a store that names none).
 */
export function mailFormats(locale: Locale, timeZone = "UTC") {
  const tag = intlTag(locale);
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  return {
    money: (cents: number) => money.format(cents / 100),
    date: (iso: string) => storeDateTime(iso, locale, timeZone),
  };
}
