// Track order (spec §2 /shop/track-order): Order ID, Email address and Track. The store looks the
// order up by both (POST /api/promo/ecommerce/order-tracking) and shows its status, the history of
// its status with dates, and the carrier and tracking number once shipped (docs/decisions/0038).
import { useState } from "react";
import { t } from "../../i18n/t";
import { ApiError } from "../../lib/api";
import { trackOrder } from "../../lib/checkout-api";
import type { TrackedOrder } from "~server/modules/orders/order-tracking.service";
import { formatCharge, formatDateTime } from "../../lib/format";
import { Button } from "../../components/button";
import { statusKey } from "~core/orders/order-status";

const statusLabel = (status: string) => t(`tracking.${statusKey(status)}`);

type Errors = Partial<Record<"orderNumber" | "email", string>>;

function validate(orderNumber: string, email: string): Errors {
  const errors: Errors = {};
  if (!orderNumber.trim()) errors.orderNumber = t("track.required");
  if (!email.trim()) errors.email = t("track.required");
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = t("track.emailInvalid");
  return errors;
}

export function TrackOrderForm() {
  const [orderNumber, setOrderNumber] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ order?: TrackedOrder; message?: string }>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(orderNumber, email);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setAnswer({ order: await trackOrder(orderNumber.trim(), email.trim()) });
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 404
          ? t("track.notFound")
          : err instanceof ApiError && err.status === 429
            ? err.message
            : t("track.failed");
      setAnswer({ message });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "orderNumber" | "email", label: string, value: string, set: (v: string) => void) => (
    <div>
      <label htmlFor={`track-${name}`} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={`track-${name}`}
        type={name === "email" ? "email" : "text"}
        autoComplete={name === "email" ? "email" : "off"}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
        className={`w-full rounded-md border px-3 py-2 ${errors[name] ? "border-red-700" : "border-gray-400"}`}
      />
      {errors[name] && (
        <p id={`track-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <p>{t("track.intro")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {field("orderNumber", t("track.orderId"), orderNumber, setOrderNumber)}
        {field("email", t("track.email"), email, setEmail)}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t("track.looking") : t("track.submit")}
        </Button>
      </form>
      <div aria-live="polite">
        {answer.message && <p className="text-red-700">{answer.message}</p>}
        {answer.order && (
          <section aria-labelledby="tracked-order" className="rounded-lg border border-gray-200 p-4">
            <h2 id="tracked-order" className="mb-3 text-lg font-semibold">
              {t("track.result", { orderNumber: answer.order.orderNumber })}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              <dt>{t("track.status")}</dt>
              <dd className="font-semibold" data-testid="tracked-status">
                {statusLabel(answer.order.status)}
              </dd>
              <dt>{t("track.placed")}</dt>
              <dd>{formatDateTime(answer.order.createdAt)}</dd>
              <dt>{t("track.items")}</dt>
              <dd>{answer.order.items}</dd>
              <dt>{t("track.total")}</dt>
              <dd>{formatCharge(answer.order.total)}</dd>
              <dt>{t("track.delivery")}</dt>
              <dd>
                {answer.order.delivery === "pickup"
                  ? `${t("track.pickup")} — ${answer.order.shippingService}`
                  : answer.order.shippingService}
              </dd>
            </dl>
            {answer.order.status === "Cancelled" && <p className="mt-3 text-sm">{t("tracking.cancelledNote")}</p>}
            {answer.order.shipment && (
              <div className="mt-4" data-testid="tracked-shipment">
                <h3 className="mb-2 font-semibold">{t("tracking.shipment")}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                  <dt>{t("tracking.carrier")}</dt>
                  <dd data-testid="tracked-carrier">
                    <bdi>{answer.order.shipment.carrier}</bdi>
                  </dd>
                  <dt>{t("tracking.trackingNumber")}</dt>
                  <dd data-testid="tracked-tracking-number" className="font-mono">
                    <bdi dir="ltr">{answer.order.shipment.trackingNumber}</bdi>
                  </dd>
                </dl>
              </div>
            )}
            <h3 className="mt-4 mb-2 font-semibold" id="tracked-history">
              {t("tracking.history")}
            </h3>
            <ol
              aria-labelledby="tracked-history"
              className="flex flex-col gap-1 border-s-2 border-gray-300 ps-4 text-sm"
            >
              {answer.order.history.map((entry) => (
                <li key={`${entry.status}-${entry.at}`} className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{statusLabel(entry.status)}</span>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
