// The audit log's table (docs/decisions/0094): when, who, what, and under what the fields that
// changed, before and after, in a small table of their own (caption, th scope).
import { ConsoleCell, ConsoleRow, ConsoleTable, useConsoleText } from "../ui";
import type { AuditRowView } from "./audit-rows.server";

function ChangesTable({ row }: { row: AuditRowView }) {
  const ct = useConsoleText();
  if (row.changes.length === 0) return null;
  return (
    <table className="mt-2 w-full border-collapse text-xs">
      <caption className="sr-only">{ct("audit.changesOf", { what: row.what })}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col" className="p-1 text-start font-medium">
            {ct("audit.field")}
          </th>
          <th scope="col" className="p-1 text-start font-medium">
            {ct("audit.before")}
          </th>
          <th scope="col" className="p-1 text-start font-medium">
            {ct("audit.after")}
          </th>
        </tr>
      </thead>
      <tbody>
        {row.changes.map((change) => (
          <tr key={change.path} className="border-b border-gray-100 align-top">
            <th scope="row" className="p-1 text-start font-normal break-words" data-path={change.path}>
              {change.field}
            </th>
            <td className="p-1 break-words text-red-900" dir="auto">
              <span className="sr-only">{ct("audit.before")}: </span>
              {change.before}
            </td>
            <td className="p-1 break-words text-green-900" dir="auto">
              <span className="sr-only">{ct("audit.after")}: </span>
              {change.after}
            </td>
          </tr>
        ))}
      </tbody>
      {row.more && (
        <tfoot>
          <tr>
            <td colSpan={3} className="p-1 text-gray-700">
              {row.more}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

export function AuditTable({ rows, filtered }: { rows: readonly AuditRowView[]; filtered: boolean }) {
  const ct = useConsoleText();
  return (
    <ConsoleTable
      caption={ct("audit.caption")}
      empty={ct(filtered ? "audit.emptyFiltered" : "audit.empty")}
      className="w-full min-w-[22rem]"
      columns={[{ label: ct("audit.at") }, { label: ct("audit.actor") }, { label: ct("audit.action") }]}
    >
      {rows.map((row) => (
        <ConsoleRow key={row.id} top>
          <ConsoleCell header weight="normal" className="w-28 text-xs sm:w-44 sm:text-sm">
            <time dateTime={row.at}>{row.when}</time>
          </ConsoleCell>
          <ConsoleCell className="w-28 text-xs break-all sm:w-56 sm:text-sm" dir={row.whoIsId ? "ltr" : undefined}>
            {row.who}
          </ConsoleCell>
          <ConsoleCell>
            <span className="font-medium">{row.what}</span>
            {row.storeName && <span className="block text-xs text-gray-700">{row.storeName}</span>}
            <ChangesTable row={row} />
          </ConsoleCell>
        </ConsoleRow>
      ))}
    </ConsoleTable>
  );
}
