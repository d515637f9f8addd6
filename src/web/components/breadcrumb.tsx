import { Link } from "react-router";
import { t } from "../i18n/t";

export interface Crumb {
  label: string;
  href?: string;
  /** The label's language when it is the store's text in another language than the page's. */
  lang?: string;
}

/** Breadcrumb trail; the last crumb is the current page. `label` names a second trail on a page. */
export function Breadcrumb({ items, label }: { items: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label ?? t("shell.breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-700">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-gray-500 rtl:-scale-x-100">
                  ›
                </span>
              )}
              {item.href && !last ? (
                <Link to={item.href} lang={item.lang} className="text-link underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} lang={item.lang}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
