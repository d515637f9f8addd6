// The mobile menu drawer (spec §2): the same navigation as the desktop header, every level listed.
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { t } from "../../i18n/t";
import type { NavEntry, NavItem } from "../../lib/shell.server";
import { Icon } from "../../components/icon";
import { useEarlyClick } from "../../lib/early-click";
import { useShell } from "../../lib/use-shell";

const Sheet = lazy(() => import("../../components/sheet"));

export function MobileMenu({ entries, footer }: { entries: NavEntry[]; footer?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A tap on the button before the page hydrated (kept by the starter script) opens the menu now.
  useEarlyClick(buttonRef, () => setOpen(true));
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="grid h-11 w-11 place-items-center rounded lg:hidden"
      >
        <span className="sr-only">{t("shell.openMenu")}</span>
        <Icon size={24}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Sheet
            open={open}
            onOpenChange={setOpen}
            title={t("shell.menu")}
            closeLabel={t("shell.closeMenu")}
            returnFocusRef={buttonRef}
          >
            <nav aria-label={t("shell.mainNavigation")}>
              <MenuList items={entries} depth={0} onNavigate={() => setOpen(false)} />
            </nav>
            {footer}
          </Sheet>
        </Suspense>
      )}
    </>
  );
}

function MenuList({ items, depth, onNavigate }: { items: NavItem[]; depth: number; onNavigate: () => void }) {
  const { contentLang } = useShell();
  return (
    <ul className={depth === 0 ? "divide-y divide-gray-200" : "ms-4 border-s border-gray-200 ps-2"}>
      {items.map((item) => (
        <li key={item.url + item.label}>
          <Link
            to={item.url}
            onClick={onNavigate}
            lang={item.translated ? undefined : contentLang}
            className={`block py-2 ${depth === 0 ? "font-semibold" : "text-sm"} hover:text-link`}
          >
            {item.label}
          </Link>
          {item.children.length > 0 && <MenuList items={item.children} depth={depth + 1} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
