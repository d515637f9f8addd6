// Pagination (spec §9: 2 siblings): links to each page, with previous and next (catalogue, order
// history, blog).
import { Link } from "react-router";
import { t } from "../i18n/t";
import type { PageLinks } from "../lib/pagination";

const itemClass = "grid h-10 min-w-10 place-items-center rounded-md border px-3 text-sm";

export function Pagination({ pagination }: { pagination: PageLinks }) {
  if (pagination.items.length <= 1) return null;
  return (
    <nav aria-label={t("catalog.pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepLink to={pagination.previous} label={t("catalog.previousPage")} arrow="‹" />
        </li>
        {pagination.items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={item.href}
                aria-label={t("catalog.page", { n: item.page })}
                aria-current={item.current ? "page" : undefined}
                className={`${itemClass} ${item.current ? "border-button bg-button text-button-text" : "border-gray-400 hover:border-link"}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={pagination.next} label={t("catalog.nextPage")} arrow="›" />
        </li>
      </ul>
    </nav>
  );
}

/** Previous or next: a link with a direction arrow (mirrored right to left), or a dimmed arrow at either end. */
function StepLink({ to, label, arrow }: { to: string | null | undefined; label: string; arrow: string }) {
  if (!to) {
    return (
      <span className={`${itemClass} border-gray-200 text-gray-400`} aria-hidden="true">
        {arrow}
      </span>
    );
  }
  return (
    <Link to={to} className={`${itemClass} border-gray-400 hover:border-link`} aria-label={label}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        {arrow}
      </span>
    </Link>
  );
}
