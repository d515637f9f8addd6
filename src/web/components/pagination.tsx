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
          {pagination.previous ? (
            <Link
              to={pagination.previous}
              className={`${itemClass} border-gray-400 hover:border-link`}
              aria-label={t("catalog.previousPage")}
            >
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ‹
              </span>
            </Link>
          ) : (
            <span className={`${itemClass} border-gray-200 text-gray-400`} aria-hidden="true">
              ‹
            </span>
          )}
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
          {pagination.next ? (
            <Link
              to={pagination.next}
              className={`${itemClass} border-gray-400 hover:border-link`}
              aria-label={t("catalog.nextPage")}
            >
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ›
              </span>
            </Link>
          ) : (
            <span className={`${itemClass} border-gray-200 text-gray-400`} aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
