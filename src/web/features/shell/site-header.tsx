// The header of every page (spec §2): logo, customer-service phone, navigation, account menu,
// mini-cart and live search; below 992 px a menu drawer, the search and the cart indicator.
import { Link } from "react-router";
import { t } from "../../i18n/t";
import type { ShellData } from "../../lib/shell.server";
import { AccountMenu } from "./account-menu";
import { DisplaySwitcher } from "./display-switcher";
import { LiveSearch } from "./live-search";
import { MiniCart } from "./mini-cart";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { WithLtr } from "../../components/ltr-text";

export function SiteHeader({ shell, account }: { shell: ShellData; account?: React.ReactNode }) {
  return (
    <header className="bg-brand text-brand-text">
      <div className="hidden border-b border-white/20 text-sm lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
          {shell.phone ? (
            <p>
              <span className="sr-only">{t("shell.customerService")}: </span>
              <a href={`tel:${shell.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                <WithLtr message={t("shell.callUs", { phone: shell.phone })} value={shell.phone} />
              </a>
            </p>
          ) : (
            <span />
          )}
          <DisplaySwitcher locale={shell.locale} currency={shell.currency} idPrefix="header" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-2 py-2 sm:px-4 lg:gap-6 lg:py-3">
        <MobileMenu
          entries={shell.nav}
          footer={
            <div className="mt-4 border-t border-gray-200 pt-4">
              <DisplaySwitcher locale={shell.locale} currency={shell.currency} idPrefix="menu" />
            </div>
          }
        />
        <Link to="/" className="flex min-w-0 items-center gap-3 font-semibold">
          {shell.logoUrl ? (
            <img
              src={shell.logoUrl}
              alt=""
              height={44}
              className="h-11 w-auto max-w-44 shrink-0 rounded bg-white p-1"
            />
          ) : null}
          {/* The logo carries the name as artwork; the text stays for assistive technology. */}
          <span
            data-testid="store-name"
            lang={shell.contentLang}
            className={shell.logoUrl ? "sr-only" : "truncate text-lg lg:text-xl"}
          >
            {shell.storeName}
          </span>
        </Link>
        <LiveSearch className="ms-auto hidden max-w-xl flex-1 lg:block" />
        <div className="ms-auto flex items-center gap-1 lg:ms-0">
          <AccountMenu>{account}</AccountMenu>
          {shell.unlocked && <MiniCart />}
        </div>
      </div>
      <div className="px-2 pb-2 sm:px-4 lg:hidden">
        <LiveSearch />
      </div>
      <div className="hidden border-t border-white/20 lg:block">
        <div className="mx-auto max-w-7xl px-2 sm:px-4">
          <NavMenu entries={shell.nav} />
        </div>
      </div>
    </header>
  );
}
