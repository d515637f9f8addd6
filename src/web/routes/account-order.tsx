// /account/orders/{orderId} (spec §2 Order Details); an unknown order goes back to the history.
import { redirect } from "react-router";
import type { Route } from "./+types/account-order";
import { AccountFrame } from "../features/account/account-frame";
import { OrderDetails } from "../features/account/order-details";
import { t } from "../i18n/t";
import { orderOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context, params }: Route.LoaderArgs) {
  const order = orderOf(context.locale, params.orderId);
  if (!order) throw redirect("/account/orders");
  return { order };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.orderNumber", { id: loaderData?.order.id ?? "" }),
    path: `/account/orders/${loaderData?.order.id ?? ""}`,
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AccountFrame
      title={t("account.orderNumber", { id: order.id })}
      section="order"
      parent={{ label: t("account.orderHistory"), href: "/account/orders" }}
    >
      <OrderDetails order={order} />
    </AccountFrame>
  );
}
