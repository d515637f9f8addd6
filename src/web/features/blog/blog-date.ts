// A sample post's day (YYYY-MM-DD) in the page's language. UTC on both sides, so the server's and the
// browser's renderings agree whatever their time zones.
import { intlTag } from "~core/i18n/locale";
import { currentDisplay } from "../../i18n/display";

export function formatBlogDate(day: string): string {
  return new Intl.DateTimeFormat(intlTag(currentDisplay().locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
