// The language an API answer's shopper messages are worded in: the request's own choice the way the
// store front resolves it for pages (src/server/http/request-display.ts) — `?dir=rtl`, `?lang=`, then
// the shopper's `lang` cookie, otherwise English.
import type { Context } from "hono";
import type { ShopperMessage } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";
import { LOCALE_COOKIE, readCookie, resolveLocale, type Locale } from "~core/i18n/locale";

export function requestLocale(c: Context): Locale {
  return resolveLocale({
    dir: c.req.query("dir"),
    lang: c.req.query("lang"),
    cookie: readCookie(c.req.header("cookie"), LOCALE_COOKIE),
  });
}

/** A coded message in the request's language. */
export function wordFor(c: Context, message: ShopperMessage): string {
  return formatMessage(requestLocale(c), message);
}
