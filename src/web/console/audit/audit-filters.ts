// The audit log's filters read from the page's URL and written back into links (pagination), so a
// filtered view is a URL an owner can share (docs/decisions/0094). Checked by ~core/operators/audit-filters.
import type { AuditFilterProblem, AuditFilters } from "~core/operators/audit-filters";
import type { ConsoleTextKey } from "../i18n/en";

export function auditFiltersOf(url: URL): AuditFilters {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  return { storeId: get("store"), person: get("person"), kind: get("kind"), from: get("from"), to: get("to") };
}

/** "?store=alpha&kind=store-settings&page=2": the filters that are set, then `extra`. */
export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const named: Record<string, string> = {
    store: filters.storeId,
    person: filters.person,
    kind: filters.kind,
    from: filters.from,
    to: filters.to,
    ...extra,
  };
  for (const [name, value] of Object.entries(named)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const AUDIT_PROBLEM_TEXT: Readonly<Record<AuditFilterProblem, ConsoleTextKey>> = {
  unknownStore: "audit.unknownStore",
  unknownKind: "audit.unknownKind",
  badDate: "audit.badDate",
  dateOrder: "audit.dateOrder",
  tooLong: "audit.tooLong",
};
