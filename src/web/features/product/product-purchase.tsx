// Choosing what to buy (spec §2 Product page, §4, §5): colour, tier price table, size-quantity grid,
// personalization per unit, running price, and Add to cart. Shared by the product page and the quick
// view. Every price comes from core's pricing, the same functions the server charges with.
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { recomputeCartTotals, type Cart, type NewCartItem, type PersonalizationEntry } from "~core/cart/cart";
import { inventoryFor, isSizeBlocked, isSizeShown } from "~core/catalog/badges";
import { colorImageUrl } from "~core/catalog/gallery";
import { partSize, partsFor, sameLabel } from "~core/catalog/parts";
import { sortSizes } from "~core/catalog/sizes";
import { checkQuantityBounds, quantityBounds } from "~core/checkout/quantity-bounds";
import type { ProductData } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import { fromCents } from "~core/money";
import { personalizationFieldPrice } from "~core/pricing/personalization";
import {
  minimumPricedQuantity,
  nextTierHint,
  quantityBelowMinimumMessage,
  sizeMarkup,
  tierTable,
  unitPrice,
} from "~core/pricing/product-pricing";
import { unitWeight } from "~core/pricing/weight";
import { QuantityInput, type QuantityValue } from "../../components/quantity-input";
import { personalizationKey } from "./personalization-key";
import { messageText, t } from "../../i18n/t";
import { useClientState } from "../../lib/client-state";
import { formatMoney } from "../../lib/format";
import { asStoreData, type PricingStore } from "../../lib/pricing-store";
import { PRODUCT_TOAST_DURATION_MS, showToast } from "../../lib/toast";

// Shown only once a size is chosen, so it loads then.
const PersonalizationFields = lazy(() => import("./personalization-fields"));

/** Spec §4: the selection resets about 300 ms after a successful add. */
const RESET_AFTER_ADD_MS = 300;

export interface PurchasableProduct {
  id: string;
  data: ProductData;
}

const money = (cents: number | undefined) =>
  cents === undefined ? t("product.noPrice") : formatMoney(fromCents(cents));

/** The first colour with a size that can be bought, else the first colour. */
export function defaultColor(store: StoreData, product: ProductData): string {
  const colors = product.productData.colors.map((c) => c.colorName);
  const buyable = colors.find((color) =>
    sizesFor(product, color).some((size) => {
      const inventory = inventoryFor(product, { color, size });
      return isSizeShown(store, inventory) && !isSizeBlocked(store, inventory);
    }),
  );
  return buyable ?? colors[0] ?? "";
}

function sizesFor(product: ProductData, color: string): string[] {
  const labels = new Set<string>();
  for (const part of partsFor(product, { color })) {
    const size = partSize(part);
    if (size) labels.add(size);
  }
  return sortSizes(labels.size > 0 ? [...labels] : product.productData.sizes);
}

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
  const name = data.productData.productName;
  const navigate = useNavigate();
  const addToCart = useClientState((state) => state.addToCart);
  const idBase = useId();

  const [color, setColor] = useState(() => defaultColor(store, data));
  const [quantities, setQuantities] = useState<Record<string, QuantityValue>>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  // After an add, 'View Cart' also follows the button as its next tab stop: the toast's copy sits at
  // the end of the page and leaves after 10 s, out of a keyboard user's reach.
  const [added, setAdded] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const features = store.storeSpecificFeatures;
  const rows = useMemo(
    () =>
      sizesFor(data, color)
        .map((size) => ({ size, inventory: inventoryFor(data, { color, size }) }))
        .filter((row) => isSizeShown(store, row.inventory)),
    [data, color, store],
  );
  const selected = rows
    .map((row) => ({ size: row.size, quantity: Number(quantities[row.size] || 0) }))
    .filter((row) => row.quantity > 0);
  const total = selected.reduce((sum, row) => sum + row.quantity, 0);
  const minimum = minimumPricedQuantity(store, data, { color });
  // Row prices before anything is chosen are those of the first priced quantity.
  const pricedAt = Math.max(total, minimum ?? 1);
  const tiers = tierTable(store, data, { color });
  const currentUnit = total > 0 ? unitPrice(store, data, { color, quantity: total }) : undefined;
  const hint = total > 0 ? nextTierHint(store, data, { color, quantity: total }) : undefined;
  const personalizationFields = data.personalization.isEnable ? data.personalization.list : [];
  const showPersonalization = personalizationFields.length > 0 && total > 0;
  const entries: PersonalizationEntry[] = showPersonalization
    ? selected
        .flatMap(({ size, quantity }) =>
          Array.from({ length: quantity }, (_, unit) =>
            personalizationFields.map((field) => ({
              groupId: `${size}-${unit + 1}`,
              uniqueId: `${size}-${unit + 1}-${field}`,
              size,
              label: field,
              name: field.trim(),
              value: (names[personalizationKey(size, unit + 1, field)] ?? "").trim(),
              price: personalizationFieldPrice(store, field),
            })),
          ).flat(),
        )
        .filter((entry) => entry.value !== "")
    : [];
  const merchandise = selected.reduce(
    (sum, row) => sum + (unitPrice(store, data, { color, size: row.size, quantity: total }) ?? 0) * row.quantity,
    0,
  );
  const personalizationTotal = entries.reduce((sum, entry) => sum + entry.price, 0);
  const boundsMessage = total > 0 ? checkQuantityBounds(store, total) : undefined;
  const canAdd = unlocked && total > 0 && boundsMessage === undefined && !adding;
  const bounds = quantityBounds(store);

  function chooseColor(next: string) {
    if (sameLabel(next, color)) return;
    clearTimeout(resetTimer.current);
    setColor(next);
    setQuantities({});
    setNames({});
    setAdded(false);
    onColorChange?.(next);
  }

  // After an add, every line of this product is priced at the product's new total in the cart
  // (tiers count the whole cart); the cart page confirms these with the server's quote.
  function repriceProductLines(cart: Cart): Cart {
    const inCart = cart.items.filter((item) => item.product.id === product.id).reduce((s, i) => s + i.quantity, 0);
    const items = cart.items.map((item) => {
      if (item.product.id !== product.id) return item;
      const price = unitPrice(store, data, { color: item.color, size: item.label, quantity: inCart }) ?? item.price;
      return { ...item, price };
    });
    return recomputeCartTotals({ ...cart, items });
  }

  async function add() {
    if (!canAdd) return;
    if (minimum === undefined || total < minimum) {
      const message = messageText(quantityBelowMinimumMessage(name, minimum ?? total + 1));
      void showToast("error", message, { duration: PRODUCT_TOAST_DURATION_MS });
      return;
    }
    const items: NewCartItem[] = selected.map(({ size, quantity }) => {
      const weight = unitWeight(data, { color, size });
      return {
        product: { id: product.id, name, slug: data.productData.slug },
        options: { personalization: entries.filter((entry) => entry.size === size) },
        label: size,
        color,
        price: unitPrice(store, data, { color, size, quantity: total }) ?? 0,
        quantity,
        weight: weight.weight,
        weightUom: weight.weightUom,
        // The line's own colour (a White tee is shown white in the cart), else the product's image.
        imageUrl: colorImageUrl(data, color) ?? imageUrl,
        sizeMarkup: sizeMarkup(data, size),
        productClassType: String(data.productData.productType?.id ?? 1),
      };
    });
    setAdding(true);
    await addToCart(items, repriceProductLines);
    setAdding(false);
    setAdded(true);
    void showToast("success", t("product.addedToCart", { name }), {
      duration: PRODUCT_TOAST_DURATION_MS,
      action: { label: t("cart.viewCart"), onClick: () => navigate("/shop/cart") },
    });
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setQuantities({});
      setNames({});
    }, RESET_AFTER_ADD_MS);
  }

  const colors = data.productData.colors;
  return (
    <div className="flex flex-col gap-5">
      {colors.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t("product.color")}: <span className="font-normal">{color}</span>
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
                  {c.colorName}
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
              const current = total >= tier.start && (tier.end === undefined || total <= tier.end);
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
                  <th scope="row" className="py-2 pe-3 text-start font-semibold">
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
                      onChange={(value) => {
                        // A new selection started right after an add must not be wiped by that add's reset.
                        clearTimeout(resetTimer.current);
                        setQuantities((q) => ({ ...q, [size]: value }));
                      }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {showPersonalization && (
        <Suspense fallback={null}>
          <PersonalizationFields
            units={selected}
            fields={personalizationFields}
            prices={Object.fromEntries(
              personalizationFields.map((field) => [field, money(personalizationFieldPrice(store, field))]),
            )}
            values={names}
            onChange={(key, value) => {
              clearTimeout(resetTimer.current);
              setNames((n) => ({ ...n, [key]: value }));
            }}
          />
        </Suspense>
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
          {money(merchandise + personalizationTotal)}
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
        <button
          type="button"
          onClick={add}
          // Not `disabled`: the button disables itself while adding and after the reset, and a
          // disabled button drops keyboard focus to <body>.
          aria-disabled={!canAdd}
          className="self-start rounded-md bg-button px-6 py-3 font-semibold text-button-text aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {adding ? t("product.adding") : t("product.addToCart")}
        </button>
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
