// The order-success page's body (spec §2 Order-success page): 'Thank you / Your order has been
// received', Go To Homepage, the order number, date, total and payment method, the products with
// their personalization, the totals, and the shipping (address delivery only), billing and notes
// cards. Its figures are the stored order's, read with the receipt token the placement answered.
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Ltr, WithLtr } from "../../components/ltr-text";
import { t } from "../../i18n/t";
import { fetchReceipt } from "../../lib/checkout-api";
import { formatCharge, formatDateTime, formatMoney } from "../../lib/format";
import type { storedOrderToWire } from "~server/modules/orders/stored-order";
import { orderPayments } from "~core/orders/order-payment";
import { lastPlacedOrder, type PlacedOrderRef } from "./attempt";
import { useAbortableRequest } from "../../lib/use-abortable-request";
import { ButtonLink } from "../../components/button";
import { STACKED_BODY, STACKED_HEAD, STACKED_TABLE, StackedCell } from "../../components/stacked-table";

type Receipt = ReturnType<typeof storedOrderToWire>;
type ReceiptAddress = Receipt["billingAddress"];

function placedOrderFrom(state: unknown): PlacedOrderRef | null {
  const value = state as Partial<PlacedOrderRef> | null;
  if (value && typeof value.orderNumber === "string" && typeof value.receiptToken === "string")
    return { orderNumber: value.orderNumber, receiptToken: value.receiptToken };
  return lastPlacedOrder();
}

export function OrderReceipt() {
  const location = useLocation();
  const [ref, setRef] = useState<PlacedOrderRef | null | undefined>(undefined);
  const [order, setOrder] = useState<Receipt | null>(null);
  const [failed, setFailed] = useState(false);

  // The navigation state of checkout, or this tab's last order after a reload (read in the browser).
  useEffect(() => setRef(placedOrderFrom(location.state)), [location.state]);

  useAbortableRequest(() => {
    if (!ref) return null;
    return {
      run: (signal) => fetchReceipt<Receipt>(ref.orderNumber, ref.receiptToken, signal),
      onResult: setOrder,
      onError: () => setFailed(true),
    };
  }, [ref]);

  const intro = (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <p className="text-3xl font-bold text-link">{t("success.thankYou")}</p>
      <p className="text-lg">{t("success.received")}</p>
      <ButtonLink to="/" className="mt-2">
        {t("success.goHome")}
      </ButtonLink>
    </div>
  );

  if (ref === null)
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <p>{t("success.missing")}</p>
        <ButtonLink to="/">{t("success.goHome")}</ButtonLink>
      </div>
    );
  if (!order)
    return (
      <>
        {intro}
        {ref && <OrderFacts orderNumber={ref.orderNumber} />}
        <p role="status" className="text-center">
          {failed ? t("success.failed") : t("success.loading")}
        </p>
      </>
    );

  const date = formatDateTime(order.orderDate);
  // Each payment with what it paid, as the server stored it (issue 49): the gift card, then the card or
  // the store's other method. Card digits and amounts read left to right inside an Arabic sentence.
  const payments = (
    <ul data-testid="receipt-payments">
      {orderPayments(order).map((part) => (
        <li key={part.kind}>
          {part.kind === "giftCard" ? (
            <>
              {t("success.giftCard")}
              {part.last4 && (
                <>
                  {" "}
                  <Ltr>{`•••• ${part.last4}`}</Ltr>
                </>
              )}
            </>
          ) : part.kind === "card" ? (
            <>
              {t("a11y.creditCard")}
              {part.card && (
                <>
                  {" "}
                  <Ltr>{`(${part.card.brand} •••• ${part.card.last4})`}</Ltr>
                </>
              )}
            </>
          ) : // The template's own method name is translated; a store's own names are shown as written.
          part.method === "Credit Card" ? (
            t("a11y.creditCard")
          ) : (
            part.method
          )}
          {": "}
          <Ltr>{formatCharge(part.amount)}</Ltr>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="flex flex-col gap-8">
      {intro}
      <OrderFacts
        orderNumber={order.orderNumber}
        createdAt={date}
        total={formatCharge(order.grandTotal)}
        paymentMethod={payments}
      />
      <p className="text-center text-sm text-gray-700">
        <WithLtr message={t("success.emailSent", { email: order.contact.email })} value={order.contact.email} />
      </p>

      <section aria-labelledby="receipt-products">
        <h2 id="receipt-products" className="mb-3 text-xl font-semibold">
          {t("success.products")}
        </h2>
        {/* Below md each line is a card, as in the cart (components/stacked-table.tsx): a shopper on a
            phone sees what was bought (colour, size, quantity, prices) without scrolling sideways. */}
        <div className="md:overflow-x-auto">
          <table role="table" className={`${STACKED_TABLE} md:min-w-[40rem]`}>
            <thead role="rowgroup" className={STACKED_HEAD}>
              <tr role="row" className="border-b border-gray-300">
                <th role="columnheader" scope="col" className="py-2 text-start">
                  <span className="sr-only">{t("success.image")}</span>
                </th>
                <th role="columnheader" scope="col" className="py-2 text-start">
                  {t("success.product")}
                </th>
                <th role="columnheader" scope="col" className="py-2 text-start">
                  {t("success.color")}
                </th>
                <th role="columnheader" scope="col" className="py-2 text-start">
                  {t("success.size")}
                </th>
                <th role="columnheader" scope="col" className="py-2 text-end">
                  {t("success.qty")}
                </th>
                <th role="columnheader" scope="col" className="py-2 text-end">
                  {t("success.price")}
                </th>
                <th role="columnheader" scope="col" className="py-2 text-end">
                  {t("success.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className={STACKED_BODY}>
              {order.lines.flatMap((line) =>
                line.sizes.map((size) => {
                  const entries = line.personalization.filter((entry) => entry.size === size.size);
                  const groups = [...new Set(entries.map((entry) => entry.groupId))];
                  return (
                    <tr
                      key={`${line.id}-${size.size}`}
                      role="row"
                      className="border-b border-gray-100 align-top max-md:grid max-md:grid-cols-3 max-md:gap-x-4 max-md:gap-y-2 max-md:py-3"
                      data-testid="receipt-line"
                    >
                      <td role="cell" className="py-2 pe-2 max-md:py-0">
                        <img
                          src={line.primaryImage}
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 rounded object-contain"
                        />
                      </td>
                      <td role="cell" className="py-2 pe-2 max-md:col-span-2 max-md:py-0">
                        <Link
                          to={`/shop/products/${encodeURIComponent(line.productId)}`}
                          className="font-semibold text-link hover:underline"
                        >
                          {line.productName}
                        </Link>
                        {groups.length > 0 && (
                          <ul className="mt-1 text-xs text-gray-700" aria-label={t("success.personalization")}>
                            {/* Each unit's line is store data written left to right ("S-1: Name ALEX (+$5.00),
                                Number 7"): isolated, so an Arabic page does not reorder its parts. */}
                            {groups.map((group) => (
                              <li key={group}>
                                <Ltr>
                                  {entries
                                    .filter((entry) => entry.groupId === group)
                                    .map((entry) => `${entry.name}: ${entry.value} (+${formatMoney(entry.price)})`)
                                    .join(", ")}
                                </Ltr>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <StackedCell label={t("success.color")} className="py-2">
                        {line.color}
                      </StackedCell>
                      <StackedCell label={t("success.size")} className="py-2">
                        {size.size}
                      </StackedCell>
                      <StackedCell label={t("success.qty")} className="py-2 text-end tabular-nums max-md:text-start">
                        {size.quantity}
                      </StackedCell>
                      <StackedCell label={t("success.price")} className="py-2 text-end tabular-nums max-md:text-start">
                        {formatMoney(size.unitPrice)}
                      </StackedCell>
                      <StackedCell
                        label={t("success.lineTotal")}
                        className="py-2 text-end tabular-nums max-md:text-start"
                      >
                        {formatMoney(size.unitPrice * size.quantity)}
                      </StackedCell>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
        </div>
        <dl className="ms-auto mt-4 grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt>{t("success.subtotal")}</dt>
          <dd className="text-end tabular-nums">{formatMoney(order.subtotal)}</dd>
          {order.personalizationTotal > 0 && (
            <>
              <dt>{t("success.personalizationTotal")}</dt>
              <dd className="text-end tabular-nums">{formatMoney(order.personalizationTotal)}</dd>
            </>
          )}
          <dt>{t("success.tax")}</dt>
          <dd className="text-end tabular-nums">{formatMoney(order.totalTax)}</dd>
          <dt>
            {t("success.shipping")} ({order.shippingService})
          </dt>
          <dd className="text-end tabular-nums">{formatMoney(order.shippingAmount)}</dd>
          {order.giftCodeBalance > 0 && (
            <>
              <dt>{t("success.giftCard")}</dt>
              <dd className="text-end tabular-nums">
                {/* Isolated left to right: Arabic put the minus after the amount ("25.00−"). */}
                <Ltr>−{formatMoney(order.giftCodeBalance)}</Ltr>
              </dd>
            </>
          )}
          <dt className="text-base font-semibold">{t("success.total")}</dt>
          <dd className="text-end text-base font-semibold tabular-nums" data-testid="receipt-total">
            {formatCharge(order.grandTotal)}
          </dd>
        </dl>
      </section>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {order.delivery === "toAddress" && order.shippingAddress && (
          <AddressCard title={t("success.shippingAddress")} address={order.shippingAddress} />
        )}
        <AddressCard title={t("success.billingAddress")} address={order.billingAddress} />
        {order.note && (
          <section className="rounded-lg border border-gray-200 p-4">
            <h2 className="mb-2 font-semibold">{t("success.notes")}</h2>
            <p className="whitespace-pre-line text-sm">{order.note}</p>
          </section>
        )}
      </div>
    </div>
  );
}

function OrderFacts(props: { orderNumber: string; createdAt?: string; total?: string; paymentMethod?: ReactNode }) {
  const facts: [string, ReactNode][] = [
    [t("success.orderNumber"), <Ltr key="number">{props.orderNumber}</Ltr>],
    [t("success.createdAt"), props.createdAt],
    [t("success.total"), props.total],
    [t("success.paymentMethod"), props.paymentMethod],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg border border-gray-200 p-4 text-center sm:grid-cols-4">
      {facts
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase text-gray-700">{label}</dt>
            <dd className="font-semibold" data-testid={label === t("success.orderNumber") ? "order-number" : undefined}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

function AddressCard({ title, address }: { title: string; address: ReceiptAddress }) {
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <address className="text-sm not-italic leading-relaxed">
        {address.firstName} {address.lastName}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        <bdi>{[address.address1, address.address2].filter(Boolean).join(", ")}</bdi>
        <br />
        <bdi>{`${address.city}, ${address.state} ${address.zip}`}</bdi>
        <br />
        {address.country}
        <br />
        <bdi dir="ltr">{address.phone}</bdi>
        <br />
        <bdi dir="ltr">{address.email}</bdi>
      </address>
    </section>
  );
}
