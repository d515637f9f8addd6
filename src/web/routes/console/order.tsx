// One order in full (decision 0038): every line with colour, sizes and personalization per unit,
// the amounts, payment, gift card, fundraiser share and the status history; for owners and staff the
// status change (carrier and tracking number when shipped; cancelling gives the payment back), audited
// in the change's transaction. An order of a store the actor may not read is "not found".
import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/order";
import { intlTag } from "~core/i18n/locale";
import { formatMessage } from "~core/i18n/messages";
import { can } from "~core/operators/permissions";
import { nextStatuses } from "~core/orders/order-status";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import { paymentStatusText, statusText } from "../../console/orders";
import { PendingCardRefunds, RetryNotice } from "../../console/pending-card-refunds";
import { ShipStationPanel, type ShipStationPanelData } from "../../console/shipstation-panel";
import {
  ConsoleCell,
  ConsoleField,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "orders.title");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "orders.read");
  const order = await console.services.orders.detail(params.orderId);
  const tag = intlTag(context.locale);
  const money = consoleMoney(context.locale);
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const stores = await console.services.stores.list();
  const doc = order.order;
  // The address lines only: the name, e-mail and phone are shown once, as the customer's.
  const address = (value: object | undefined) =>
    value
      ? Object.entries(value)
          .filter(([key]) => !/name|email|phone/i.test(key))
          .map(([, part]: [string, unknown]) => part)
          .filter((part): part is string => typeof part === "string" && part.trim() !== "")
          .join(", ")
      : "";
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    storeName: stores.find((store) => store.id === order.storeId)?.name ?? order.storeId,
    status: order.status,
    placed: when.format(new Date(order.createdAt)),
    customer: { name: order.customerName, email: order.customerEmail, phone: doc.contact.phone },
    delivery: doc.delivery,
    shippingAddress: address(doc.shippingAddress),
    billingAddress: address(doc.billingAddress),
    note: doc.note ?? "",
    lines: doc.lines.map((line) => ({
      id: line.id,
      productName: line.productName,
      color: line.color,
      sizes: line.sizes.map((size) => `${size.size} × ${size.quantity}`).join(", "),
      quantity: line.quantity,
      amount: money(line.totalPrice + line.totalFee),
      personalization: line.personalization
        .filter((entry) => entry.value.trim() !== "")
        .map((entry) => ({ unit: entry.label, name: entry.name, value: entry.value })),
    })),
    amounts: {
      subtotal: money(order.amounts.subtotalCents),
      tax: money(order.amounts.taxCents),
      shipping: money(order.amounts.shippingCents),
      giftCard: money(order.amounts.giftCents),
      total: money(order.amounts.totalCents),
    },
    card: doc.card ? `${doc.card.brand} •••• ${doc.card.last4}` : "",
    payments: order.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      reference: payment.reference,
      amount: money(payment.amountCents),
      status: payment.status,
    })),
    providerEvents: order.providerEvents.map((event) => ({
      reference: event.reference,
      kind: event.kind,
      status: event.status,
      reason: event.reason ?? "",
      amount: money(event.amountCents),
    })),
    giftCard: order.giftCard
      ? { code: order.giftCard.code, amount: money(order.giftCard.cents), state: order.giftCard.state }
      : null,
    fundraiser: { amount: money(order.fundraiser.cents), counts: order.fundraiser.counts },
    history: order.history.map((entry, index) => ({
      key: `${index}-${entry.at}`,
      at: when.format(new Date(entry.at)),
      to: entry.to,
      // A refund undone by Stripe's webhook has no operator: the payment provider made it (decision 0113).
      by: entry.actor?.email ?? (index === 0 ? "shopper" : entry.event ? "provider" : "api"),
      undone: entry.event === "refund_undone" ? money(entry.amountCents ?? 0) : "",
      shipment: entry.carrier && entry.trackingNumber ? `${entry.carrier} ${entry.trackingNumber}` : "",
      note: entry.note ?? "",
    })),
    canWrite: can(actor, "orders.write", order.storeId),
    // Refunds whose card part the provider failed: retried from here (decision 0096).
    pendingCardRefunds: (await console.services.afterSale.pendingCardRefunds(order.id)).map((refund) => ({
      changeId: refund.changeId,
      amount: money(refund.cardCents),
      when: when.format(new Date(refund.createdAt)),
      state: refund.state,
    })),
    // After a refund or an edit (docs/decisions/0086) its page comes back here with what was done.
    changed: Object.fromEntries(new URL(request.url).searchParams),
    next: nextStatuses(order.status, doc.delivery),
    shipStation: {
      orderId: order.id,
      storeId: order.storeId,
      pickup: doc.delivery === "pickup",
      canWrite: can(actor, "orders.write", order.storeId),
      canSetUp: can(actor, "stores.write", order.storeId),
      ...(await console.services.shipping.shipment(order.id)),
    } satisfies ShipStationPanelData,
  };
}

type ActionResult =
  | { ok: true; status: string; givenBack: string[]; errors?: undefined; values?: undefined }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const form = await request.formData();
  const values = {
    status: field(form, "status"),
    carrier: field(form, "carrier"),
    trackingNumber: field(form, "trackingNumber"),
    note: field(form, "note"),
  };
  const result = await console.services.orders.changeStatus(params.orderId, {
    to: values.status,
    carrier: values.carrier,
    trackingNumber: values.trackingNumber,
    note: values.note,
  });
  if (result.ok) {
    return {
      ok: true,
      status: result.value.after.status,
      givenBack: result.value.payments.map((payment) => payment.status),
    } satisfies ActionResult;
  }
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [
      name,
      typeof message === "string" ? message : formatMessage(context.locale, message),
    ]),
  );
  return data({ ok: false, errors, values } satisfies ActionResult, { status: 422 });
}

const inputClass = "w-full rounded-md border bg-white px-3 py-2";

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatusChangeForm({
  choices,
  errors,
  values,
}: {
  choices: string[];
  errors: Record<string, string>;
  values: Record<string, string> | undefined;
}) {
  const ct = useConsoleText();
  const [next, setNext] = useState(values?.status ?? choices[0] ?? "");
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid max-w-md gap-4" noValidate>
      <CsrfField />
      <div>
        <label htmlFor="order-status" className="mb-1 block text-sm font-medium">
          {ct("order.nextStatus")}
        </label>
        <select
          id="order-status"
          name="status"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? "order-status-error" : undefined}
          className={`${inputClass} ${errors.status ? "border-red-700" : "border-gray-500"}`}
        >
          {choices.map((status) => (
            <option key={status} value={status}>
              {ct(statusText(status))}
            </option>
          ))}
        </select>
        {errors.status && (
          <p id="order-status-error" className="mt-1 text-sm text-red-700">
            {errors.status}
          </p>
        )}
        {next === "Cancelled" && <p className="mt-1 text-sm text-gray-700">{ct("order.cancelHint")}</p>}
      </div>
      {next === "Shipped" && (
        <>
          <ConsoleField
            id="order-carrier"
            label={ct("order.carrier")}
            hint={ct("order.shippedHint")}
            error={errors.carrier}
            inputProps={{ name: "carrier", required: true, defaultValue: values?.carrier, maxLength: 100 }}
          />
          <ConsoleField
            id="order-tracking"
            label={ct("order.trackingNumber")}
            hint={ct("order.shippedHint")}
            error={errors.trackingNumber}
            inputProps={{
              name: "trackingNumber",
              required: true,
              dir: "ltr",
              defaultValue: values?.trackingNumber,
              maxLength: 100,
            }}
          />
        </>
      )}
      <div>
        <label htmlFor="order-note" className="mb-1 block text-sm font-medium">
          {ct("order.noteLabel")}
        </label>
        <textarea
          id="order-note"
          name="note"
          rows={2}
          maxLength={2000}
          defaultValue={values?.note}
          className={`${inputClass} border-gray-500`}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {ct("order.submit")}
        </Button>
      </div>
    </Form>
  );
}

function OrderChangeNotice({ changed }: { changed: Record<string, string> }) {
  const ct = useConsoleText();
  const { refunded, edited, card = "", gift = "", total = "", reason = "" } = changed;
  if (refunded === "card_pending") return <FormNotice tone="error">{ct("refund.cardPending")}</FormNotice>;
  // The card provider refused the refund for good (decision 0108): undone, or left for the operator.
  if (refunded === "reversed")
    return <FormNotice tone="error">{ct("refund.reversed", { amount: card, reason })}</FormNotice>;
  if (refunded === "card_refused")
    return <FormNotice tone="error">{ct("refund.cardRefused", { amount: card, reason })}</FormNotice>;
  if (refunded) return <FormNotice tone="success">{ct("refund.done", { card, gift, total })}</FormNotice>;
  if (edited) return <FormNotice tone="success">{ct("edit.done", { total })}</FormNotice>;
  return null;
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const order = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : undefined;
  const byText = (by: string) =>
    by === "shopper"
      ? ct("order.byShopper")
      : by === "api"
        ? ct("order.byApi")
        : by === "provider"
          ? ct("order.byProvider")
          : by;
  // A status this console does not know yet is shown as stored.
  const paymentStatusWord = (status: string) => {
    const key = paymentStatusText(status);
    return key ? ct(key) : status;
  };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/console/orders" className="underline">
          {ct("order.back")}
        </Link>
      </p>
      {/* The number isolated (FSI … PDI) so it reads left to right inside an Arabic title. */}
      <ConsolePageTitle>{ct("order.title", { number: `\u2068${order.orderNumber}\u2069` })}</ConsolePageTitle>
      <p className="mb-3 flex flex-wrap gap-4 text-sm">
        <Link to={`/console/orders/${order.id}/packing-slip`} className="underline">
          {ct("print.openSlip")}
        </Link>
        <Link to={`/console/orders/${order.id}/bag-labels`} className="underline">
          {ct("print.openLabels")}
        </Link>
      </p>
      {result?.ok && (
        <FormNotice tone="success">
          {ct("order.changed", { status: ct(statusText(result.status)) })}{" "}
          {result.givenBack.map((status) => ct("order.givenBack", { status: paymentStatusWord(status) })).join(" ")}
        </FormNotice>
      )}
      {result && !result.ok && errors.form && <FormNotice tone="error">{errors.form}</FormNotice>}
      <OrderChangeNotice changed={order.changed} />
      <RetryNotice changed={order.changed} />
      {order.canWrite && <PendingCardRefunds orderId={order.id} refunds={order.pendingCardRefunds} />}

      <Section title={ct("order.summary")} id="order-summary">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{ct("order.store")}</dt>
          <dd>{order.storeName}</dd>
          <dt className="font-medium">{ct("order.placed")}</dt>
          <dd>{order.placed}</dd>
          <dt className="font-medium">{ct("order.status")}</dt>
          <dd>{ct(statusText(order.status))}</dd>
          <dt className="font-medium">{ct("order.customer")}</dt>
          <dd>
            {order.customer.name}
            <br />
            <span dir="ltr">{order.customer.email}</span>
          </dd>
          <dt className="font-medium">{ct("order.phone")}</dt>
          <dd>
            <span dir="ltr">{order.customer.phone}</span>
          </dd>
          <dt className="font-medium">{ct("order.delivery")}</dt>
          <dd>{order.delivery === "pickup" ? ct("order.deliveryPickup") : ct("order.deliveryToAddress")}</dd>
          {order.shippingAddress && (
            <>
              <dt className="font-medium">{ct("order.shippingAddress")}</dt>
              <dd>{order.shippingAddress}</dd>
            </>
          )}
          <dt className="font-medium">{ct("order.billingAddress")}</dt>
          <dd>{order.billingAddress}</dd>
          {order.note && (
            <>
              <dt className="font-medium">{ct("order.shopperNote")}</dt>
              <dd>{order.note}</dd>
            </>
          )}
        </dl>
      </Section>

      {order.canWrite && order.status !== "Cancelled" && (
        <p className="mb-6 flex flex-wrap gap-4">
          <Link to="refund" className="underline">
            {ct("refund.open")}
          </Link>
          {order.status === "Processing" && (
            <Link to="edit" className="underline">
              {ct("edit.open")}
            </Link>
          )}
        </p>
      )}

      {order.canWrite && (
        <Section title={ct("order.changeTitle")} id="order-change">
          {order.next.length === 0 ? (
            <p>{ct("order.final")}</p>
          ) : (
            // Keyed by the status: after a change, the form starts again from the new choices.
            <StatusChangeForm key={order.status} choices={order.next} errors={errors} values={values} />
          )}
        </Section>
      )}

      <Section title={ct("shipstation.title")} id="order-shipstation">
        <ShipStationPanel data={order.shipStation} />
      </Section>

      <Section title={ct("order.lines")} id="order-lines">
        <ConsoleTable
          caption={ct("order.linesCaption")}
          columns={[
            { label: ct("order.product") },
            { label: ct("order.colour") },
            { label: ct("order.sizes") },
            { label: ct("order.quantity"), align: "end" },
            { label: ct("order.personalization") },
            { label: ct("order.amount"), align: "end" },
          ]}
        >
          {order.lines.map((line) => (
            <ConsoleRow key={line.id} top>
              <ConsoleCell header>{line.productName}</ConsoleCell>
              <ConsoleCell>{line.color}</ConsoleCell>
              <ConsoleCell>
                <span dir="ltr">{line.sizes}</span>
              </ConsoleCell>
              <ConsoleCell end>{line.quantity}</ConsoleCell>
              <ConsoleCell>
                {line.personalization.length === 0 ? (
                  ct("order.none")
                ) : (
                  <ul>
                    {line.personalization.map((entry, index) => (
                      <li key={index}>
                        <span dir="ltr">{entry.unit}</span>: {entry.name} <strong dir="auto">{entry.value}</strong>
                      </li>
                    ))}
                  </ul>
                )}
              </ConsoleCell>
              <ConsoleCell end>{line.amount}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      </Section>

      <Section title={ct("order.amounts")} id="order-amounts">
        <dl className="grid max-w-sm grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
          <dt>{ct("order.subtotal")}</dt>
          <dd className="text-end tabular-nums">{order.amounts.subtotal}</dd>
          <dt>{ct("order.tax")}</dt>
          <dd className="text-end tabular-nums">{order.amounts.tax}</dd>
          <dt>{ct("order.shipping")}</dt>
          <dd className="text-end tabular-nums">{order.amounts.shipping}</dd>
          <dt>{ct("order.giftCard")}</dt>
          <dd className="text-end tabular-nums">{order.amounts.giftCard}</dd>
          <dt className="font-semibold">{ct("order.total")}</dt>
          <dd className="text-end font-semibold tabular-nums">{order.amounts.total}</dd>
          <dt>{ct("order.fundraiser")}</dt>
          <dd className="text-end tabular-nums">{order.fundraiser.amount}</dd>
        </dl>
        {!order.fundraiser.counts && <p className="mt-1 text-sm text-gray-700">{ct("order.fundraiserCancelled")}</p>}
        <p className="mt-3">
          {order.giftCard
            ? ct("order.giftCardUsed", {
                code: order.giftCard.code,
                amount: order.giftCard.amount,
                state: order.giftCard.state,
              })
            : ct("order.noGiftCard")}
        </p>
      </Section>

      <Section title={ct("order.payment")} id="order-payment">
        {order.card && (
          <p className="mb-2">
            <span dir="ltr">{order.card}</span>
          </p>
        )}
        <ConsoleTable
          caption={ct("order.paymentsCaption")}
          empty={ct("order.noPayments")}
          columns={[
            { label: ct("order.provider") },
            { label: ct("order.reference") },
            { label: ct("order.paymentStatus") },
            { label: ct("order.amount"), align: "end" },
          ]}
        >
          {order.payments.map((payment) => (
            <ConsoleRow key={payment.id}>
              <ConsoleCell>{payment.provider}</ConsoleCell>
              <ConsoleCell>
                <span dir="ltr">{payment.reference}</span>
              </ConsoleCell>
              <ConsoleCell>{paymentStatusWord(payment.status)}</ConsoleCell>
              <ConsoleCell end>{payment.amount}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
        {order.providerEvents.length > 0 && (
          <div className="mt-4">
            <ConsoleTable
              caption={ct("order.providerEventsCaption")}
              empty=""
              columns={[
                { label: ct("order.providerEvent") },
                { label: ct("order.reference") },
                { label: ct("order.paymentStatus") },
                { label: ct("order.amount"), align: "end" },
              ]}
            >
              {order.providerEvents.map((event) => (
                <ConsoleRow key={event.reference}>
                  <ConsoleCell>
                    {event.kind === "refund" ? ct("order.providerRefund") : ct("order.providerDispute")}
                    {event.reason && <span dir="ltr"> ({event.reason})</span>}
                  </ConsoleCell>
                  <ConsoleCell>
                    <span dir="ltr">{event.reference}</span>
                  </ConsoleCell>
                  <ConsoleCell>
                    <span dir="ltr">{event.status}</span>
                  </ConsoleCell>
                  <ConsoleCell end>{event.amount}</ConsoleCell>
                </ConsoleRow>
              ))}
            </ConsoleTable>
          </div>
        )}
      </Section>

      <Section title={ct("order.history")} id="order-history">
        <ConsoleTable
          caption={ct("order.historyCaption")}
          columns={[
            { label: ct("order.when") },
            { label: ct("order.change") },
            { label: ct("order.by") },
            { label: ct("order.shipment") },
            { label: ct("order.note") },
          ]}
        >
          {order.history.map((entry) => (
            <ConsoleRow key={entry.key}>
              <ConsoleCell header weight="normal">
                {entry.at}
              </ConsoleCell>
              <ConsoleCell>
                {entry.undone ? ct("order.refundUndone", { amount: entry.undone }) : ct(statusText(entry.to))}
              </ConsoleCell>
              <ConsoleCell>
                <bdi>{byText(entry.by)}</bdi>
              </ConsoleCell>
              <ConsoleCell>
                <span dir="ltr">{entry.shipment}</span>
              </ConsoleCell>
              <ConsoleCell>{entry.undone ? <span dir="ltr">{entry.note}</span> : entry.note}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      </Section>
    </>
  );
}
