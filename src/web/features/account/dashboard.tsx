// Dashboard (spec §2 /account/dashboard): a greeting, the profile and the default address with
// links to edit them, and the three most recent orders.
import { Link } from "react-router";
import { buttonClass } from "../../components/button";
import { t } from "../../i18n/t";
import type { AddressView, CustomerView, OrderSummaryView } from "../../lib/account";
import { AddressCard } from "./address-card";
import { OrdersTable } from "./orders-table";

const linkClass = buttonClass("sm", "text-sm");

export function Dashboard({
  customer,
  defaultAddress,
  recentOrders,
}: {
  customer: CustomerView;
  defaultAddress: AddressView;
  recentOrders: OrderSummaryView[];
}) {
  return (
    <>
      <div>
        <p className="text-lg font-semibold">{t("account.hello", { name: customer.firstName })}</p>
        <p className="text-gray-700">{t("account.dashboardIntro")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="profile-card" className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
          <h2 id="profile-card" className="text-lg font-semibold">
            {t("account.profileCard")}
          </h2>
          <p className="flex flex-col">
            <span className="font-medium">{`${customer.firstName} ${customer.lastName}`}</span>
            <span dir="ltr" className="self-start">
              {customer.email}
            </span>
          </p>
          <Link to="/account/profile" className={`${linkClass} mt-auto self-start`}>
            {t("account.editProfile")}
          </Link>
        </section>
        <AddressCard
          address={defaultAddress}
          title={t("account.defaultAddress")}
          actions={
            <Link to={`/account/addresses/${defaultAddress.id}`} className={linkClass}>
              {t("account.editAddress")}
            </Link>
          }
        />
      </div>
      <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-orders" className="text-lg font-semibold">
            {t("account.recentOrders")}
          </h2>
          <Link to="/account/orders" className="font-medium text-link underline-offset-2 hover:underline">
            {t("account.viewAll")}
          </Link>
        </div>
        <OrdersTable orders={recentOrders} caption={t("account.recentOrders")} />
      </section>
    </>
  );
}
