// The audit log's rows as the page shows them (docs/decisions/0094), worded in the loader in the
// console's language: who (the operator's e-mail, the admin API key, "System", or the address a
// failed sign-in typed), when (in the store's time zone, else UTC), what (one sentence per kind)
// and the fields that changed, values readable and secrets masked.
import type { Locale } from "~core/i18n/locale";
import { intlTag } from "~core/i18n/locale";
import { auditDiff, type AuditValue } from "~core/operators/audit-diff";
import type { AuditEntryView } from "~server/modules/operators/operators.service";
import { CONSOLE_CATALOGS, type ConsoleTextKey } from "../i18n";
import { consoleMoney } from "../money";
import { statusText } from "../orders";
import { fillText } from "../ui";
import { auditSentence } from "./audit-sentence";

export interface AuditRowView {
  id: number;
  at: string;
  when: string;
  who: string;
  /** The who is an e-mail or a key: written left to right. */
  whoIsId: boolean;
  what: string;
  storeName: string | null;
  /** `field`: the path worded ("Primary information / Store name"), the console's label where it has one. */
  changes: { path: string; field: string; before: string; after: string }[];
  more: string | null;
}

export function auditRows(
  entries: readonly AuditEntryView[],
  locale: Locale,
  stores: readonly { id: string; name: string; timeZone: string }[],
): AuditRowView[] {
  const texts = CONSOLE_CATALOGS[locale];
  const ct = (key: ConsoleTextKey, params?: Record<string, string | number>) => fillText(texts, key, params, locale);
  const money = consoleMoney(locale);
  const number = new Intl.NumberFormat(intlTag(locale));
  const byId = new Map(stores.map((store) => [store.id, store]));
  const formats = new Map<string, Intl.DateTimeFormat>();
  const when = (iso: string, timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(intlTag(locale), {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone,
      });
      formats.set(timeZone, format);
    }
    const zone = new Intl.DateTimeFormat(intlTag(locale), { timeZone, timeZoneName: "short" })
      .formatToParts(new Date(iso))
      .find((part) => part.type === "timeZoneName")?.value;
    return `${format.format(new Date(iso))}${zone ? ` ${zone}` : ""}`;
  };
  const value = (v: AuditValue): string => {
    switch (v.kind) {
      case "empty":
        return ct("audit.none");
      case "masked":
        return ct("audit.masked");
      case "secret":
        return ct(
          v.state === "changed"
            ? "audit.secretChanged"
            : v.state === "kept"
              ? "audit.secretKept"
              : "audit.secretRemoved",
        );
      case "yes":
        return ct("audit.yes");
      case "no":
        return ct("audit.no");
      case "money":
        return money(v.cents);
      case "number":
        return number.format(v.value);
      case "list":
        return v.items.join(", ");
      case "text":
        return v.text;
    }
  };
  // A field's name as the store editor labels it (stores.f.<name>), else its words ("footerLogo" → "Footer logo").
  const label = (name: string) => {
    const known = (texts as Record<string, unknown>)[`stores.f.${name}`];
    if (typeof known === "string") return known;
    // An amount's field is shown as money: "balanceCents" is the "Balance".
    const words = (name.replace(/(?<=.)Cents$/, "") || name)
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/[_-]+/g, " ")
      .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  const field = (path: string) =>
    path
      .split(".")
      .map((segment) => {
        const [name = "", ...indices] = segment.split(/[[\]]+/).filter(Boolean);
        return [label(name), ...indices.map((i) => String(Number(i) + 1))].join(" ");
      })
      .join(" / ");
  const who = (entry: AuditEntryView): { text: string; id: boolean } => {
    switch (entry.actorKind) {
      case "operator":
        return { text: entry.actorEmail, id: true };
      case "api":
        return { text: ct("audit.who.api", { key: entry.actorEmail.replace(/^admin API key /, "") }), id: false };
      case "system":
        return {
          text: ct(
            entry.actorEmail === "command line"
              ? "audit.who.cli"
              : entry.actorEmail === "demo seed"
                ? "audit.who.seed"
                : "audit.who.system",
          ),
          id: false,
        };
      case "visitor":
        return { text: ct("audit.who.visitor", { email: entry.actorEmail }), id: false };
    }
  };
  return entries.map((entry) => {
    const store = entry.storeId ? byId.get(entry.storeId) : undefined;
    const sentence = auditSentence(entry, { money, status: (s) => ct(statusText(s)) }, (key) => ct(key));
    const diff = auditDiff(entry.before, entry.after);
    const actor = who(entry);
    return {
      id: entry.id,
      at: entry.at,
      when: when(entry.at, store?.timeZone ?? "UTC"),
      who: actor.text,
      whoIsId: actor.id,
      what: ct(sentence.key, sentence.params),
      storeName: store?.name ?? entry.storeId,
      changes: diff.changes.map((change) => ({
        path: change.path,
        field: field(change.path),
        before: value(change.before),
        after: value(change.after),
      })),
      more: diff.more > 0 ? ct("audit.moreChanges", { count: diff.more }) : null,
    };
  });
}
