// /account/orders (spec §2 Order History): sample orders, 3 pages of 5 (?page=2, ?page=3).
import type { Route } from "./+types/account-orders";
import { Pagination } from "../components/pagination";
import { AccountFrame } from "../features/account/account-frame";
import { OrdersTable } from "../features/account/orders-table";
import { t } from "../i18n/t";
import { ordersPageOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context, request }: Route.LoaderArgs) {
  return ordersPageOf(context.locale, Number(new URL(request.url).searchParams.get("page") ?? "1"));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.orderHistory"),
    path: "/account/orders",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={t("account.orderHistory")} section="orders">
      <OrdersTable orders={loaderData.orders} caption={t("account.orderHistory")} />
      <Pagination pagination={loaderData.pagination} />
    </AccountFrame>
  );
}
