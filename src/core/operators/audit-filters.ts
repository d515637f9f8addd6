// The audit log's kinds and filters (docs/decisions/0094): store, person, kind and a date range as
// typed in the console's GET form or a shared URL, checked like the orders' filters (decision 0038):
// one that cannot be used is left out and named with its problem. Pure.
import { isCalendarDate } from "../orders/order-filters";

/**
 * What an entry is about, as the kind filter offers it: the actions of each kind, and action
 * prefixes so a new action of a known area ("product.archive") is found under its kind.
 */
export const AUDIT_KINDS = {
  "sign-in": { actions: ["account.sign-in"], prefixes: [] },
  "sign-in-failed": { actions: ["account.sign-in-failed"], prefixes: [] },
  "sign-out": { actions: ["account.sign-out"], prefixes: [] },
  account: { actions: ["account.create", "account.disable", "account.enable", "account.password"], prefixes: [] },
  "store-settings": { actions: ["store.update"], prefixes: ["store."] },
  "store-create": { actions: ["store.create"], prefixes: [] },
  "store-delete": { actions: ["store.delete"], prefixes: [] },
  product: { actions: ["catalogue.import"], prefixes: ["product.", "catalogue."] },
  "order-status": { actions: ["order.status"], prefixes: [] },
  "order-refund": { actions: ["order.refund"], prefixes: [] },
  "order-edit": { actions: ["order.edit"], prefixes: [] },
  "order-shipping": { actions: [], prefixes: ["order.shipstation-"] },
  "gift-code": { actions: [], prefixes: ["gift-code."] },
} as const satisfies Record<string, { actions: readonly string[]; prefixes: readonly string[] }>;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as AuditKind[];

export const isAuditKind = (value: string): value is AuditKind => value in AUDIT_KINDS;

/** The kind an action belongs to: its own first, else the first kind whose prefix it has. */
export function auditKindOf(action: string): AuditKind | undefined {
  const exact = AUDIT_KIND_NAMES.find((kind) => (AUDIT_KINDS[kind].actions as readonly string[]).includes(action));
  if (exact) return exact;
  return AUDIT_KIND_NAMES.find((kind) => AUDIT_KINDS[kind].prefixes.some((prefix) => action.startsWith(prefix)));
}

/**
 * The actions a kind filter finds: its own, and those with one of its prefixes that no other kind
 * claims by name (store.create is not a settings change).
 */
export function auditKindMatch(kind: AuditKind): {
  actions: readonly string[];
  prefixes: readonly string[];
  not: string[];
} {
  const { actions, prefixes } = AUDIT_KINDS[kind];
  const claimed = AUDIT_KIND_NAMES.filter((other) => other !== kind).flatMap(
    (other) => AUDIT_KINDS[other].actions as readonly string[],
  );
  return { actions, prefixes, not: claimed.filter((action) => prefixes.some((prefix) => action.startsWith(prefix))) };
}

export interface AuditFilters {
  /** "" when not filtered. */
  storeId: string;
  /** The e-mail or identity recorded as who did it ("admin API key 1a2b3c4d", "command line"). */
  person: string;
  kind: string;
  /** YYYY-MM-DD, inclusive, in the store's time zone when a store is chosen, else UTC. */
  from: string;
  to: string;
}

export type AuditFilterField = "storeId" | "person" | "kind" | "from" | "to";
export type AuditFilterProblem = "unknownStore" | "unknownKind" | "badDate" | "dateOrder" | "tooLong";
export type AuditFilterProblems = Partial<Record<AuditFilterField, AuditFilterProblem>>;

export const EMPTY_AUDIT_FILTERS: AuditFilters = { storeId: "", person: "", kind: "", from: "", to: "" };

/** The filters that can be used, and the problem of each that cannot (it is left out). */
export function checkAuditFilters(
  filters: AuditFilters,
  readableStoreIds: readonly string[],
): { filters: AuditFilters; problems: AuditFilterProblems } {
  const problems: AuditFilterProblems = {};
  const usable = { ...filters, person: filters.person.trim() };
  if (usable.storeId && !readableStoreIds.includes(usable.storeId)) {
    problems.storeId = "unknownStore";
    usable.storeId = "";
  }
  if (usable.person.length > 254) {
    problems.person = "tooLong";
    usable.person = "";
  }
  if (usable.kind && !isAuditKind(usable.kind)) {
    problems.kind = "unknownKind";
    usable.kind = "";
  }
  for (const field of ["from", "to"] as const) {
    if (usable[field] && !isCalendarDate(usable[field])) {
      problems[field] = "badDate";
      usable[field] = "";
    }
  }
  if (usable.from && usable.to && usable.to < usable.from) {
    problems.to = "dateOrder";
    usable.to = "";
  }
  return { filters: usable, problems };
}

/** The day after a calendar day (the range's end is exclusive from there). */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((wall - utcMs) / 60_000);
}

/** The instant a calendar day starts in a time zone, as an ISO string in UTC ("2026-03-01" in Chicago → "2026-03-01T06:00:00.000Z"). */
export function zonedDayStart(day: string, timeZone: string): string {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let offset = zoneOffsetMinutes(wall, timeZone);
  offset = zoneOffsetMinutes(wall - offset * 60_000, timeZone);
  return new Date(wall - offset * 60_000).toISOString();
}
