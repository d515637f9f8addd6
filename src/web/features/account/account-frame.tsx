// The account area's frame (spec §2 /account/*): the page's header, the note that the area shows
// sample data, and the account navigation beside the content — Dashboard, Edit Profile, Order
// History, Order Details, Addresses, Edit Address, Password, Logout (to the login page; on a private
// store it locks the store again).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoutButton } from "../../components/logout-button";
import { PageHeader } from "../../components/page-header";
import type { Crumb } from "../../components/breadcrumb";
import { t, type MessageKey } from "../../i18n/t";
import { SAMPLE_ADDRESS_ID, SAMPLE_ORDER_ID } from "../../lib/account";
import { useShell } from "../../lib/use-shell";

export type AccountSection = "dashboard" | "profile" | "orders" | "order" | "addresses" | "address" | "password";

const NAV: { section: AccountSection; label: MessageKey; href: string }[] = [
  { section: "dashboard", label: "account.dashboard", href: "/account/dashboard" },
  { section: "profile", label: "account.editProfile", href: "/account/profile" },
  { section: "orders", label: "account.orderHistory", href: "/account/orders" },
  { section: "order", label: "account.orderDetails", href: `/account/orders/${SAMPLE_ORDER_ID}` },
  { section: "addresses", label: "account.addresses", href: "/account/addresses" },
  { section: "address", label: "account.editAddress", href: `/account/addresses/${SAMPLE_ADDRESS_ID}` },
  { section: "password", label: "account.password", href: "/account/password" },
];

const itemClass = "block whitespace-nowrap rounded-md px-3 py-2 hover:bg-gray-100";

export function AccountFrame({
  title,
  section,
  parent,
  children,
}: {
  title: string;
  section: AccountSection;
  /** A crumb between 'My account' and the page (e.g. Order History above an order). */
  parent?: Crumb;
  children: ReactNode;
}) {
  const { isPrivate } = useShell();
  const crumbs: Crumb[] = [
    { label: t("shell.home"), href: "/" },
    { label: t("account.myAccount"), href: "/account/dashboard" },
    ...(parent ? [parent] : []),
    { label: title },
  ];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t("account.navLabel")}>
          <ul className="flex gap-1 overflow-x-auto rounded-lg border border-gray-200 p-2 md:flex-col">
            {NAV.map((entry) => (
              <li key={entry.section}>
                <Link
                  to={entry.href}
                  aria-current={entry.section === section ? "page" : undefined}
                  className={`${itemClass} ${entry.section === section ? "bg-brand font-semibold text-brand-text hover:bg-brand" : ""}`}
                >
                  {t(entry.label)}
                </Link>
              </li>
            ))}
            <li>
              {isPrivate ? (
                <LogoutButton className={`${itemClass} w-full text-start`} />
              ) : (
                <Link to="/account/login" className={itemClass}>
                  {t("account.logout")}
                </Link>
              )}
            </li>
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <p className="rounded-md bg-gray-100 px-4 py-2 text-sm text-gray-700">{t("account.sampleNote")}</p>
          {children}
        </div>
      </div>
    </>
  );
}
