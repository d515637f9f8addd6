// The order history's table (spec §2 /account/orders): order number, date, status, total for its
// item count, and a View link to the order's details.
import { t } from "../../i18n/t";
import type { OrderSummaryView } from "../../lib/account";
import { formatCharge, formatDate } from "../../lib/format";
import { OrderStatusBadge } from "./order-status";
import { ButtonLink } from "../../components/button";

export function OrdersTable({ orders, caption }: { orders: OrderSummaryView[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-300 text-gray-700">
          <tr>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("account.order")}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("account.date")}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("account.status")}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("account.total")}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              <span className="sr-only">{t("account.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-gray-200" data-testid="order-row">
              <th scope="row" className="py-3 pe-4 text-start font-medium">
                <bdi>#{order.id}</bdi>
              </th>
              <td className="py-3 pe-4">{formatDate(order.date)}</td>
              <td className="py-3 pe-4">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-3 pe-4">
                {t("account.itemsForTotal", { total: formatCharge(order.total), count: order.itemCount })}
              </td>
              <td className="py-3 text-end">
                <ButtonLink
                  to={`/account/orders/${order.id}`}
                  aria-label={t("account.viewOrder", { id: order.id })}
                  size="sm"
                >
                  {t("account.view")}
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
