// The audit log (owners): who changed what, when, and the record before and after.
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { intlTag } from "~core/i18n/locale";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, ConsoleRow, ConsoleTable, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "audit.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "audit.read");
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page")) || 1));
  const { entries, more } = await console.services.audit.list(page);
  const when = new Intl.DateTimeFormat(intlTag(context.locale), {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "UTC",
  });
  const pretty = (json: string | null) => (json === null ? "" : JSON.stringify(JSON.parse(json), null, 2));
  return {
    page,
    more,
    entries: entries.map((entry) => ({
      ...entry,
      when: `${when.format(new Date(entry.at))} UTC`,
      before: pretty(entry.before),
      after: pretty(entry.after),
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { entries, page, more } = loaderData;
  return (
    <>
      <ConsolePageTitle>{ct("audit.title")}</ConsolePageTitle>
      <ConsoleTable
        caption={ct("audit.caption")}
        empty={ct("audit.empty")}
        columns={(
          ["audit.at", "audit.actor", "audit.action", "audit.entity", "audit.before", "audit.after"] as const
        ).map((key) => ({ label: ct(key) }))}
      >
        {entries.map((entry) => (
          <ConsoleRow key={entry.id} top>
            <td className="p-2 whitespace-nowrap">
              <time dateTime={entry.at}>{entry.when}</time>
            </td>
            <td className="p-2" dir="ltr">
              {entry.actorEmail}
            </td>
            <td className="p-2" dir="ltr">
              <code>{entry.action}</code>
            </td>
            <td className="p-2" dir="ltr">
              {entry.entityType} {entry.entityId}
              {entry.storeId && <span className="block text-xs text-gray-700">{entry.storeId}</span>}
            </td>
            <td className="p-2" dir="ltr">
              {entry.before && (
                <pre className="max-w-xs overflow-x-auto text-xs break-all whitespace-pre-wrap">{entry.before}</pre>
              )}
            </td>
            <td className="p-2" dir="ltr">
              {entry.after && (
                <pre className="max-w-xs overflow-x-auto text-xs break-all whitespace-pre-wrap">{entry.after}</pre>
              )}
            </td>
          </ConsoleRow>
        ))}
      </ConsoleTable>
      <nav className="mt-4 flex gap-4" aria-label={ct("audit.title")}>
        {page > 1 && (
          <Link to={`?page=${page - 1}`} className="underline">
            {ct("audit.newer")}
          </Link>
        )}
        {more && (
          <Link to={`?page=${page + 1}`} className="underline">
            {ct("audit.older")}
          </Link>
        )}
      </nav>
    </>
  );
}
