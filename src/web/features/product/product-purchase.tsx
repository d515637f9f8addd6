// Choosing what to buy (spec §2 Product page, §4, §5): colour, tier price table, size-quantity grid,
// personalization per unit, running price, and Add to cart. Shared by the product page and the quick
// view. Every price comes from core's pricing, the same functions the server charges with.
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { PurchasableProduct } from "~core/cart/purchase-selection";
import { isSizeBlocked } from "~core/catalog/badges";
import { sameLabel } from "~core/catalog/parts";
import { addCents, fromCents, type Cents } from "~core/money";
import { personalizationFieldPrice } from "~core/pricing/personalization";
import { unitPrice } from "~core/pricing/product-pricing";
import { QuantityInput } from "../../components/quantity-input";
import { messageText, t } from "../../i18n/t";
import { formatMoney } from "../../lib/format";
import { asStoreData, type PricingStore } from "../../lib/pricing-store";
import { usePurchase } from "./use-purchase";
import { useShell } from "../../lib/use-shell";
import { Button } from "../../components/button";
import type PersonalizationFieldsModule from "./personalization-fields";

// Personalization fields are not in the page's first load. A product that has them loads them once
// the page is idle after hydration (or at once when a size is chosen first), so choosing a size shows
// them in the same render: loaded only then, they appeared a moment later above Add to cart and
// moved the button from under a pointer already on its way to it.
type PersonalizationFieldsView = typeof PersonalizationFieldsModule;
let personalizationFieldsView: PersonalizationFieldsView | undefined;
const loadPersonalizationFields = () =>
  import("./personalization-fields").then((module) => (personalizationFieldsView = module.default));

/** The personalization fields' component once loaded; starts loading it when `wanted`. */
function usePersonalizationFieldsView(wanted: boolean, now: boolean): PersonalizationFieldsView | undefined {
  const [view, setView] = useState(() => personalizationFieldsView);
  useEffect(() => {
    if (!wanted || view) return;
    let live = true;
    const load = () => void loadPersonalizationFields().then((loaded) => live && setView(() => loaded));
    if (now || typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(load, 0);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(load, { timeout: 1500 });
    return () => {
      live = false;
      window.cancelIdleCallback(handle);
    };
  }, [wanted, now, view]);
  return view;
}

const money = (cents: Cents | undefined) =>
  cents === undefined ? t("product.noPrice") : formatMoney(fromCents(cents));

export function ProductPurchase({
  product,
  pricing,
  unlocked,
  imageUrl,
  onColorChange,
}: {
  product: PurchasableProduct;
  pricing: PricingStore;
  unlocked: boolean;
  imageUrl: string;
  onColorChange?: (color: string) => void;
}) {
  const store = asStoreData(pricing);
  const data = product.data;
  const idBase = useId();
  const { contentLang } = useShell();
  const purchase = usePurchase({ product, store, unlocked, imageUrl, onColorChange });
  const { color, quantities, names, adding, added, boundsMessage, canAdd, bounds, chooseColor, add } = purchase;
  const { rows, selected, total, pricedAt, tiers, currentUnit, hint, personalizationFields, showPersonalization } =
    purchase.selection;
  const { inCart, pricedTotal } = purchase.selection;
  const { merchandise, personalizationTotal } = purchase.selection;
  const features = store.storeSpecificFeatures;
  const PersonalizationFields = usePersonalizationFieldsView(personalizationFields.length > 0, showPersonalization);

  const colors = data.productData.colors;
  return (
    <div className="flex flex-col gap-5">
      {colors.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t("product.color")}:{" "}
            <span className="font-normal" lang={contentLang}>
              {color}
            </span>
          </legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t("product.colorChoice")}>
            {colors.map((c) => {
              const checked = sameLabel(c.colorName, color);
              return (
                <label
                  key={c.colorName}
                  className={`relative flex cursor-pointer items-center gap-2 rounded border px-2 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-link ${checked ? "border-link ring-1 ring-link" : "border-gray-300"}`}
                >
                  <input
                    type="radio"
                    name={`${idBase}-color`}
                    value={c.colorName}
                    checked={checked}
                    onChange={() => chooseColor(c.colorName)}
                    className="absolute inset-0 z-10 cursor-pointer opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className="h-5 w-5 rounded-full border border-gray-400"
                    style={{ backgroundColor: c.hex }}
                  />
                  <span lang={contentLang}>{c.colorName}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {tiers.length > 0 && (
        <table className="w-full max-w-md border-collapse text-sm">
          <caption className="mb-1 text-start font-semibold">{t("product.tierPrices")}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 text-start font-medium">
                {t("product.quantityRange")}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("product.unitPriceCol")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => {
              const current = pricedTotal >= tier.start && (tier.end === undefined || pricedTotal <= tier.end);
              return (
                <tr
                  key={tier.start}
                  data-current={current || undefined}
                  aria-current={current || undefined}
                  className={`border-b border-gray-100 ${current ? "bg-surface font-semibold" : ""}`}
                >
                  <td className="py-1">
                    {/* Quantity ranges read left to right in Arabic too ("1 - 11", not "11 - 1"). */}
                    <bdi dir="ltr">{tier.label}</bdi>
                  </td>
                  <td className="py-1 text-end tabular-nums">{money(tier.unitPrice)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <div className="overflow-x-auto" data-clear-of-scroll-top>
        <table className="w-full min-w-[20rem] border-collapse text-sm">
          <caption className="mb-1 text-start font-semibold">{t("product.sizes")}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("product.size")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t("product.price")}
              </th>
              {!features.hideQuantity && (
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("product.inventory")}
                </th>
              )}
              <th scope="col" className="py-2 text-start font-medium">
                {t("product.quantity")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ size, inventory }) => {
              const blocked = isSizeBlocked(store, inventory);
              return (
                <tr key={size} className="border-b border-gray-100">
                  <th scope="row" className="py-2 pe-3 text-start font-semibold" lang={contentLang}>
                    {size}
                  </th>
                  {/* Columns apart, and a price whole on its line ("26,24 $" then "139", not "26,24 $139"). */}
                  <td className="whitespace-nowrap py-2 pe-3 tabular-nums">
                    {money(unitPrice(store, data, { color, size, quantity: pricedAt }))}
                  </td>
                  {!features.hideQuantity && (
                    <td className="py-2 pe-3 tabular-nums">
                      {inventory === 0 ? t("product.outOfStock") : (inventory ?? "")}
                    </td>
                  )}
                  <td className="py-2">
                    <QuantityInput
                      label={t("product.quantityFor", { size, color })}
                      value={quantities[size] ?? ""}
                      max={bounds.max}
                      disabled={blocked || !unlocked}
                      onChange={(value) => purchase.setQuantity(size, value)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {showPersonalization && PersonalizationFields && (
        <PersonalizationFields
          units={selected}
          fields={personalizationFields}
          prices={Object.fromEntries(
            personalizationFields.map((field) => [field, money(personalizationFieldPrice(store, field))]),
          )}
          values={names}
          onChange={purchase.setName}
        />
      )}

      <dl
        className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm"
        aria-live="polite"
        data-clear-of-scroll-top
      >
        <dt>{t("product.totalQuantity")}</dt>
        <dd className="text-end tabular-nums" data-testid="total-quantity">
          {total}
        </dd>
        {inCart > 0 && (
          <>
            <dt>{t("product.inCart")}</dt>
            <dd className="text-end tabular-nums" data-testid="in-cart-quantity">
              {inCart}
            </dd>
          </>
        )}
        <dt>{t("product.unitPrice")}</dt>
        <dd className="text-end tabular-nums" data-testid="unit-price">
          {money(currentUnit)}
        </dd>
        {personalizationTotal > 0 && (
          <>
            <dt>{t("product.personalizationTotal")}</dt>
            <dd className="text-end tabular-nums">{money(personalizationTotal)}</dd>
          </>
        )}
        <dt className="font-semibold">{t("product.lineTotal")}</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="line-total">
          {money(addCents(merchandise, personalizationTotal))}
        </dd>
      </dl>
      {hint && (
        <p className="text-sm text-gray-800" data-testid="next-tier-hint">
          {t("product.nextTier", { count: hint.moreUnits, price: money(hint.unitPrice) })}
        </p>
      )}

      <div className="flex flex-col gap-2">
        {boundsMessage && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {messageText(boundsMessage)}
          </p>
        )}
        {!unlocked && <p className="text-sm">{t("product.lockedCart")}</p>}
        <Button
          type="button"
          onClick={add}
          // Not `disabled`: the button disables itself while adding and after the reset, and a
          // disabled button drops keyboard focus to <body>.
          aria-disabled={!canAdd}
          size="lg"
          className="self-start"
        >
          {adding ? t("product.adding") : t("product.addToCart")}
        </Button>
        {added && (
          <p className="text-sm">
            {t("product.addedInline")}{" "}
            <Link to="/shop/cart" className="font-semibold text-link underline">
              {t("cart.viewCart")}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
