// The audit log (docs/decisions/0094): who did what, when, and the fields it changed, before and
// after; filters by store, person, kind and date range in the URL, a page at a time. Owners read
// every entry; an organiser their stores' entries (without gift codes).
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { requireCan } from "../../console/console.server";
import { auditRows } from "../../console/audit/audit-rows.server";
import { auditFiltersOf, auditQuery } from "../../console/audit/audit-filters";
import { AuditFiltersForm } from "../../console/audit/audit-filters-form";
import { AuditTable } from "../../console/audit/audit-table";
import { ConsoleCount, ConsolePageTitle, consoleTitle, FormNotice, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "audit.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "audit.read");
  const url = new URL(request.url);
  const asked = auditFiltersOf(url);
  const page = Math.floor(Number(url.searchParams.get("page") ?? "1")) || 1;
  const result = await console.services.audit.list(asked, page);
  const zone = result.stores.find((store) => store.id === result.filters.storeId)?.timeZone;
  return {
    asked,
    filters: result.filters,
    problems: result.problems,
    stores: result.stores.map(({ id, name }) => ({ id, name })),
    people: result.people,
    zone: zone ?? null,
    page: result.page,
    pages: result.pages,
    totalCount: result.totalCount,
    rows: auditRows(result.entries, context.locale, result.stores),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { asked, filters, problems, stores, people, zone, rows, page, pages, totalCount } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <ConsolePageTitle>{ct("audit.title")}</ConsolePageTitle>
      {Object.keys(problems).length > 0 && <FormNotice tone="error">{ct("audit.filtersLeftOut")}</FormNotice>}
      <AuditFiltersForm asked={asked} filters={filters} problems={problems} stores={stores} people={people} />
      <p className="mb-2 text-sm text-gray-700">{zone ? ct("audit.zoneStore", { zone }) : ct("audit.zoneUtc")}</p>
      <ConsoleCount>{ct("audit.count", { count: totalCount })}</ConsoleCount>
      <AuditTable rows={rows} filtered={filtered} />
      {pages > 1 && (
        <nav aria-label={ct("audit.pages")} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {page > 1 && (
            <Link to={auditQuery(filters, { page: String(page - 1) }) || "?"} className="underline" rel="prev">
              {ct("audit.newer")}
            </Link>
          )}
          <span aria-current="page">{ct("audit.pageOf", { page, pages })}</span>
          {page < pages && (
            <Link to={auditQuery(filters, { page: String(page + 1) })} className="underline" rel="next">
              {ct("audit.older")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
