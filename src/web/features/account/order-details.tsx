// Order Details (spec §2 /account/orders/{orderId}): the order's number, date and status, its lines
// with colour, size, quantity and amounts, the totals, and the billing and shipping addresses.
import { t } from "../../i18n/t";
import type { OrderView } from "../../lib/account";
import { formatCharge, formatDate } from "../../lib/format";
import { AddressCard } from "./address-card";
import { OrderStatusBadge } from "./order-status";

export function OrderDetails({ order }: { order: OrderView }) {
  const totals: [string, string][] = [
    [t("account.subtotal"), formatCharge(order.subtotal)],
    [t("account.shipping"), order.shipping === 0 ? t("account.freeShipping") : formatCharge(order.shipping)],
    [t("account.tax"), formatCharge(order.tax)],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-gray-700">{t("account.orderPlacedOn", { date: formatDate(order.date) })}</p>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("account.orderNumber", { id: order.id })}</caption>
          <thead className="border-b border-gray-300 text-gray-700">
            <tr>
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t("account.product")}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-semibold">
                {t("account.price")}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-semibold">
                {t("account.quantity")}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t("account.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index} className="border-b border-gray-200">
                <th scope="row" className="py-3 pe-4 text-start font-normal">
                  <span className="block font-medium">{line.product}</span>
                  <span className="text-gray-700">{t("account.variant", { color: line.color, size: line.size })}</span>
                </th>
                <td className="py-3 pe-4 text-end">{formatCharge(line.unitPrice)}</td>
                <td className="py-3 pe-4 text-end">{line.quantity}</td>
                <td className="py-3 text-end">{formatCharge(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totals.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" colSpan={3} className="pt-2 pe-4 text-end font-normal text-gray-700">
                  {label}
                </th>
                <td className="pt-2 text-end">{value}</td>
              </tr>
            ))}
            <tr className="text-base font-semibold">
              <th scope="row" colSpan={3} className="pt-3 pe-4 text-end">
                {t("account.total")}
              </th>
              <td className="pt-3 text-end" data-testid="order-total">
                {formatCharge(order.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressCard address={order.billing} title={t("account.billingAddress")} />
        <AddressCard address={order.shippingAddress} title={t("account.shippingAddress")} />
      </div>
    </>
  );
}
