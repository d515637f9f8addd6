// Desktop navigation from the store's contentManagement (spec §2): plain links, dropdown menus and
// megamenus. An entry with a submenu is a link plus a toggle button (disclosure pattern), so the
// keyboard reaches every link with Tab and Enter/Space opens the submenu; Escape closes it.
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { useDisclosure } from "../../components/use-disclosure";
import { t } from "../../i18n/t";
import type { NavEntry } from "../../lib/shell.server";
import { useShell } from "../../lib/use-shell";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block px-3 py-3 font-medium hover:underline underline-offset-4 ${isActive ? "underline" : ""}`;

export function NavMenu({ entries }: { entries: NavEntry[] }) {
  const { contentLang } = useShell();
  return (
    <nav aria-label={t("shell.mainNavigation")} className="hidden lg:block">
      <ul className="relative flex flex-wrap items-center">
        {entries.map((entry) =>
          entry.submenuType ? (
            <SubmenuEntry key={entry.url + entry.label} entry={entry} />
          ) : (
            <li key={entry.url + entry.label}>
              <NavLink to={entry.url} end className={linkClass} lang={entry.translated ? undefined : contentLang}>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function SubmenuEntry({ entry }: { entry: NavEntry }) {
  const { open, setOpen, rootRef, buttonRef, onBlur, toggle } = useDisclosure<HTMLLIElement>();
  // A click on the toggle of a menu that hovering opened keeps it open instead of closing it. The ref,
  // not `open`, tells: a click that comes right after the pointer enters (before React has rendered
  // the hover's update) still sees `open` false, and toggling then closed the menu it had just opened.
  const openedByHover = useRef(false);
  const panelId = `submenu-${entry.url.replace(/[^a-z0-9]+/gi, "-")}`;
  const mega = entry.submenuType === "megamenu";
  // The store's labels are in its content language; the page's own ("Home") are not marked.
  const { contentLang } = useShell();
  return (
    <li
      ref={rootRef}
      onBlur={onBlur}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      className={mega ? "" : "relative"}
    >
      <div className="flex items-center">
        <NavLink
          to={entry.url}
          end
          className={(state) => `${linkClass(state)} pe-1`}
          lang={entry.translated ? undefined : contentLang}
        >
          {entry.label}
        </NavLink>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t("shell.submenuOf", { name: entry.label })}
          onClick={() => {
            if (!openedByHover.current) return toggle();
            openedByHover.current = false;
            setOpen(true);
          }}
          className="grid h-8 w-6 place-items-center rounded"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" className={open ? "rotate-180" : ""}>
            <path d="M5 7l5 6 5-6z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        lang={contentLang}
        className={`absolute top-full z-30 rounded-b-lg border border-gray-200 bg-white text-ink shadow-lg ${
          mega ? "inset-x-0 p-6" : "start-0 min-w-52 py-2"
        }`}
      >
        {mega ? (
          <ul className="grid grid-cols-3 gap-6 xl:grid-cols-6">
            {entry.children.map((column) => (
              <li key={column.url}>
                <Link to={column.url} className="font-semibold text-link hover:underline">
                  {column.label}
                </Link>
                {column.children.length > 0 && (
                  <ul className="mt-2 space-y-1">
                    {column.children.map((child) => (
                      <li key={child.url}>
                        <Link to={child.url} className="text-sm hover:text-link hover:underline">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <ul>
            {entry.children.map((item) => (
              <li key={item.url}>
                <Link to={item.url} className="block px-4 py-2 hover:bg-surface">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
