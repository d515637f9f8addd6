// The cart page (spec §2 Cart page, §4 Cart): lines with product, colour, size, price, quantity
// (minimum 1), total and remove; changes apply after 500 ms with the line shown pending; on opening
// and after each change the lines are re-priced by the server and any changed price is announced.
// A line the server would refuse shows why, and how to fix it, under it; checkout waits until none does.
import { useState } from "react";
import { Link } from "react-router";
import { fromCents, type Cents } from "~core/money";
import { QuantityInput } from "../../components/quantity-input";
import { t } from "../../i18n/t";
import { useClientState, useClientStateHydrated } from "../../lib/client-state";
import { formatMoney } from "../../lib/format";
import { cartIssueText, issuesByLine } from "../../lib/cart-issues";
import { useCartQuote } from "../../lib/use-cart-quote";
import { CloseIcon } from "../../components/icon";
import { PriceNotices } from "../../components/price-notices";
import { refocusAfterRemoval } from "../../lib/page-focus";
import { Ltr } from "../../components/ltr-text";
import { useShell } from "../../lib/use-shell";
import { Button, ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { STACKED_BODY, STACKED_HEAD, STACKED_TABLE, StackedCell } from "../../components/stacked-table";

const money = (cents: Cents) => formatMoney(fromCents(cents));

export function CartView({ storeActive }: { storeActive: boolean }) {
  const { contentLang } = useShell();
  const hydrated = useClientStateHydrated();
  const cart = useClientState((state) => state.cart);
  const pendingLines = useClientState((state) => state.pendingLines);
  const { updateCartQuantity, removeFromCart } = useClientState.getState();
  const { checking, failed: quoteFailed, issues } = useCartQuote(hydrated);
  const lineIssues = issuesByLine(cart, issues);
  const canCheckout = storeActive && issues.length === 0;

  // The cart lives in the browser: until it is loaded, its place is held (24rem, about one line with
  // totals and buttons) so the footer does not jump when it appears.
  if (!hydrated)
    return (
      <p role="status" className="min-h-96">
        {t("cart.checking")}
      </p>
    );

  if (cart.items.length === 0)
    return (
      <EmptyState
        className="min-h-96"
        message={t("cart.empty")}
        action={<ButtonLink to="/shop">{t("cart.continue")}</ButtonLink>}
      />
    );

  return (
    <div className="flex min-h-96 flex-col gap-6">
      <PriceNotices />
      {issues.length > 0 && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          {t("cart.fixProblems")}
        </p>
      )}
      {quoteFailed && <p className="text-sm text-red-800">{t("cart.quoteFailed")}</p>}

      {/* Below md each line is a card (components/stacked-table.tsx): cells stack with their column's
          name before them; the explicit roles keep the table's meaning when the display is no longer a table's. */}
      <div className="md:overflow-x-auto">
        <table role="table" className={`${STACKED_TABLE} md:min-w-[44rem]`} aria-busy={checking || undefined}>
          <thead role="rowgroup" className={STACKED_HEAD}>
            <tr role="row" className="border-b border-gray-300 text-start">
              <th role="columnheader" scope="col" className="py-2 text-start">
                {t("cart.product")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-start">
                {t("cart.color")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-start">
                {t("cart.size")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-end">
                {t("cart.price")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-center">
                {t("cart.quantity")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-end">
                {t("cart.total")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-center">
                {t("cart.remove")}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={STACKED_BODY}>
            {cart.items.map((item) => {
              const pending = pendingLines.includes(item.id);
              const href = `/shop/products/${encodeURIComponent(item.product.slug ?? item.product.id)}`;
              const where = { name: item.product.name, color: item.color, size: item.label };
              const problems = lineIssues.get(item.id) ?? [];
              return (
                <tr
                  key={item.id}
                  role="row"
                  className={`border-b border-gray-100 align-top transition-opacity max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:py-3 ${pending ? "opacity-50" : ""}`}
                  aria-busy={pending || undefined}
                  data-testid="cart-line"
                >
                  <td role="cell" className="py-3 max-md:col-span-2 max-md:py-0">
                    <div className="flex gap-3">
                      {item.imageUrl && (
                        <img
                          src={item.imageUrl}
                          alt=""
                          width={64}
                          height={64}
                          className="h-16 w-16 rounded border border-gray-200 object-contain"
                        />
                      )}
                      <div className="flex flex-col gap-1">
                        <Link to={href} lang={contentLang} className="font-semibold text-link hover:underline">
                          {item.product.name}
                        </Link>
                        {item.options.personalization.length > 0 && (
                          <ul className="text-xs text-gray-700" aria-label={t("cart.personalization")}>
                            {item.options.personalization.map((entry) => (
                              <li key={entry.uniqueId + entry.groupId}>
                                {/* The field name and its colon read as one ("Name:", not ":Name" in Arabic). */}
                                <bdi lang={contentLang}>{`${entry.name}:`}</bdi> <bdi>{entry.value}</bdi>{" "}
                                <Ltr>(+{money(entry.price)})</Ltr>
                              </li>
                            ))}
                          </ul>
                        )}
                        {pending && <span className="text-xs text-gray-700">{t("cart.pending")}</span>}
                        {problems.length > 0 && (
                          <ul id={`line-issues-${item.id}`} className="text-xs text-red-800" data-testid="line-issues">
                            {problems.map((issue) => (
                              <li key={`${issue.code}-${issue.size ?? ""}-${issue.field ?? ""}`}>
                                {cartIssueText(cart, issue)}
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    </div>
                  </td>
                  <StackedCell label={t("cart.color")} className="py-3">
                    <span lang={contentLang}>{item.color}</span>
                  </StackedCell>
                  <StackedCell label={t("cart.size")} className="py-3">
                    <span lang={contentLang}>{item.label}</span>
                  </StackedCell>
                  <StackedCell label={t("cart.price")} className="py-3 text-end tabular-nums max-md:text-start">
                    {item.price > 0 ? money(item.price) : t("cart.noPrice")}
                  </StackedCell>
                  <StackedCell label={t("cart.quantity")} className="py-3 text-center max-md:text-start">
                    <CartQuantity
                      quantity={item.quantity}
                      label={t("cart.quantityFor", where)}
                      onCommit={(quantity) => void updateCartQuantity(item.id, quantity)}
                    />
                  </StackedCell>
                  <StackedCell label={t("cart.total")} className="py-3 text-end tabular-nums max-md:text-start">
                    {money(item.total)}
                  </StackedCell>
                  <td role="cell" className="py-3 text-center max-md:col-span-2 max-md:py-0">
                    <button
                      type="button"
                      disabled={pending}
                      data-remove-group="cart"
                      onClick={(event) =>
                        void refocusAfterRemoval(
                          event.currentTarget,
                          removeFromCart(item),
                          t("a11y.cartLineRemoved", where),
                        )
                      }
                      aria-label={t("cart.removeItem", where)}
                      className="grid h-9 w-9 place-items-center rounded border border-gray-300 hover:border-red-700 disabled:opacity-40"
                    >
                      <CloseIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>{t("cart.subtotalLabel", { count: cart.quantity })}</dt>
        <dd className="text-end tabular-nums" data-testid="cart-subtotal">
          {money(cart.subtotal)}
        </dd>
        {cart.personalizationTotal > 0 && (
          <>
            <dt>{t("cart.personalization")}</dt>
            <dd className="text-end tabular-nums" data-testid="cart-personalization">
              {money(cart.personalizationTotal)}
            </dd>
          </>
        )}
        <dt className="text-base font-semibold">{t("cart.cartTotal")}</dt>
        <dd className="text-end text-base font-semibold tabular-nums" data-testid="cart-total">
          {money(cart.total)}
        </dd>
      </dl>

      {!storeActive && <p className="text-sm text-red-700">{t("cart.storeClosed")}</p>}
      <div className="flex flex-wrap justify-between gap-3">
        <Link to="/shop" className="rounded-md border border-gray-300 px-5 py-2 font-semibold">
          {t("cart.continueShopping")}
        </Link>
        {canCheckout ? (
          <ButtonLink to="/shop/checkout">{t("cart.checkout")}</ButtonLink>
        ) : (
          <Button type="button" disabled>
            {t("cart.checkout")}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The line's quantity (minimum 1); a change is committed to the cart as soon as it is a number. */
function CartQuantity({
  quantity,
  label,
  onCommit,
}: {
  quantity: number;
  label: string;
  onCommit: (quantity: number) => void;
}) {
  const [value, setValue] = useState<number | "">(quantity);
  const [shown, setShown] = useState(quantity);
  // The cart's quantity changed elsewhere (another tab, a merge): show it.
  if (shown !== quantity) {
    setShown(quantity);
    setValue(quantity);
  }
  return (
    <QuantityInput
      label={label}
      min={1}
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next !== "" && next !== quantity) onCommit(next);
      }}
    />
  );
}
