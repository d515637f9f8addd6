// The header's account menu (spec §2): a link to /account, and what the route layer puts in
// `children` (on a private store: the password box, or Logout once unlocked).
import { Link } from "react-router";
import { useDisclosure } from "../../components/use-disclosure";
import { t } from "../../i18n/t";
import { Icon } from "../../components/icon";

export function AccountMenu({ children }: { children?: React.ReactNode }) {
  const { open, rootRef, buttonRef, onBlur, toggle } = useDisclosure();
  return (
    <div ref={rootRef} onBlur={onBlur} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={toggle}
        className="flex h-11 items-center gap-1 rounded px-2"
      >
        <Icon size={22}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </Icon>
        <span className="sr-only sm:not-sr-only">{t("account.menu")}</span>
      </button>
      <div
        id="account-menu"
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-72 rounded-md border border-gray-200 bg-white p-4 text-ink shadow-lg"
      >
        <Link to="/account" className="block font-medium text-link hover:underline">
          {t("account.myAccount")}
        </Link>
        {children && <div className="mt-3 border-t border-gray-200 pt-3">{children}</div>}
      </div>
    </div>
  );
}
