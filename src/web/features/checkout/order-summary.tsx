// 'Your Order' (spec §2 Checkout page): shipping methods, one summary row per cart line, subtotal,
// personalization (only when lines carry it), shipping ('Choose method' until chosen), tax, gift
// card, total, and the fundraiser share when the store runs one. Estimates that failed show the
// server's message with a way to retry.
import type { ReactNode } from "react";
import type { Cart } from "~core/cart/cart";
import type { CheckoutTotals } from "~core/checkout/totals";
import { fromCents, type Cents } from "~core/money";
import { t } from "../../i18n/t";
import { STORE_CURRENCY } from "~core/i18n/locale";
import { formatCharge, formatMoney, showsConverted } from "../../lib/format";
import type { Estimates } from "./use-estimates";
import { Ltr } from "../../components/ltr-text";
import { useShell } from "../../lib/use-shell";

const money = (cents: Cents) => formatMoney(fromCents(cents));

export interface OrderSummaryProps {
  cart: Cart;
  totals: CheckoutTotals;
  estimates: Estimates;
  /** Shown while there are no options: the address (or billing, for pick-up) is not complete. */
  hint: string;
  fundraiser: Cents | undefined;
}

export function OrderSummary({ cart, totals, estimates, hint, fundraiser }: OrderSummaryProps) {
  const { contentLang } = useShell();
  const { options, choice } = estimates;
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-busy={estimates.shippingStatus === "loading" || undefined}>
        <legend className="mb-2 font-semibold">{t("checkout.shippingMethods")}</legend>
        {estimates.shippingStatus === "loading" && (
          <p role="status" className="text-sm text-gray-700">
            {t("checkout.loadingShipping")}
          </p>
        )}
        {estimates.shippingStatus === "error" && (
          <EstimateFailure message={estimates.shippingError} onRetry={estimates.retry} />
        )}
        {estimates.shippingStatus === "ready" && options.length === 0 && (
          <p className="text-sm text-red-700">{t("checkout.noOptions")}</p>
        )}
        {estimates.shippingStatus === "idle" && <p className="text-sm text-red-700">{hint}</p>}
        {options.length > 0 && (
          <ul className="flex flex-col gap-2">
            {options.map((option) => {
              const id = `ship-${option.carrier}-${option.service}`.replace(/[^\w-]/g, "_");
              const selected = choice?.carrier === option.carrier && choice.service === option.service;
              return (
                <li key={id}>
                  <label htmlFor={id} className="flex cursor-pointer items-start gap-2 text-sm">
                    <input
                      id={id}
                      type="radio"
                      name="shipping-method"
                      className="mt-1"
                      checked={selected}
                      disabled={estimates.loading && !selected}
                      onChange={() => estimates.choose(option)}
                    />
                    <span className="flex-1">
                      {/* Carrier, service and pick-up names come from the store's settings, in its language;
                          their direction is their own ("1200 Lakeshore Drive" read "Lakeshore Drive 1200" in Arabic). */}
                      <span className="font-medium" lang={contentLang} dir="auto">
                        {option.isPickUp ? `${option.carrier} — ${option.service}` : option.service}
                      </span>
                      {/* A carrier's description is its service code; a pick-up's is the place's address. */}
                      {option.isPickUp && option.description && (
                        <span className="block text-gray-700" lang={contentLang} dir="auto">
                          {option.description}
                        </span>
                      )}
                    </span>
                    <span className="tabular-nums">
                      {option.amount === 0 ? t("checkout.free") : money(option.amount)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <table className="w-full text-sm">
        <caption className="sr-only">{t("checkout.yourOrder")}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 text-start">
              {t("checkout.product")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("checkout.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.id} className="border-b border-gray-100 align-top" data-testid="checkout-line">
              <td className="py-2 pe-2">
                {/* Name, colour and size are the store's: the line is marked with its language. */}
                <span lang={contentLang}>
                  {t("checkout.lineSummary", {
                    name: item.product.name,
                    color: item.color,
                    size: item.label,
                    quantity: item.quantity,
                  })}
                </span>
                {item.options.personalization.length > 0 && (
                  <ul className="text-xs text-gray-700">
                    {item.options.personalization.map((entry) => (
                      <li key={entry.uniqueId + entry.groupId}>
                        <bdi lang={contentLang}>{`${entry.name}:`}</bdi> <bdi>{entry.value}</bdi>{" "}
                        <Ltr>(+{money(entry.price)})</Ltr>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="py-2 text-end tabular-nums">{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <SummaryRow label={t("checkout.subtotal")} value={money(totals.subtotal)} testId="checkout-subtotal" />
          {totals.personalization > 0 && (
            <SummaryRow
              label={t("checkout.personalization")}
              value={money(totals.personalization)}
              testId="checkout-personalization"
            />
          )}
          <SummaryRow
            label={t("checkout.shipping")}
            value={choice ? money(totals.shipping) : t("checkout.chooseMethod")}
            testId="checkout-shipping"
          />
          <SummaryRow
            label={t("checkout.tax")}
            value={estimates.taxStatus === "loading" ? t("checkout.loadingTax") : money(totals.tax)}
            testId="checkout-tax"
          />
          {estimates.taxStatus === "error" && (
            <tr>
              <td colSpan={2}>
                <EstimateFailure message={estimates.taxError} onRetry={estimates.retry} />
              </td>
            </tr>
          )}
          {totals.giftApplied > 0 && (
            <SummaryRow
              label={t("checkout.giftCard")}
              // Isolated left to right: Arabic put the minus after the amount ("25.00−").
              value={<Ltr>−{money(totals.giftApplied)}</Ltr>}
              testId="checkout-gift"
            />
          )}
          {/* The store charges USD: the total is shown in USD, with the chosen currency as an estimate. */}
          <SummaryRow
            label={t("checkout.total")}
            value={formatCharge(fromCents(totals.totalDue))}
            testId="checkout-total"
            strong
          />
          {showsConverted() && (
            <tr>
              <td colSpan={2} className="text-end text-sm text-gray-700" data-testid="checkout-total-approximate">
                {t("checkout.chargedIn", { currency: STORE_CURRENCY })} ·{" "}
                {t("checkout.approximate", { amount: money(totals.totalDue) })}
              </td>
            </tr>
          )}
          {fundraiser !== undefined && fundraiser > 0 && (
            <SummaryRow label={t("checkout.fundraiser")} value={money(fundraiser)} testId="checkout-fundraiser" />
          )}
        </tfoot>
      </table>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? "border-t border-gray-300 text-base font-semibold" : undefined}>
      <th scope="row" className="py-1 text-start font-normal">
        {strong ? <strong>{label}</strong> : label}
      </th>
      <td className="py-1 text-end tabular-nums" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}

function EstimateFailure({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
      <span>{message || t("checkout.estimateFailed")}</span>
      <button type="button" onClick={onRetry} className="rounded border border-red-700 px-2 py-0.5 font-medium">
        {t("checkout.retry")}
      </button>
    </div>
  );
}
