// The state of choosing what to buy (colour, quantities per size, personalization values) and adding
// it to the cart; the prices and cart lines come from core (~core/cart/purchase-selection).
import { useMemo, useRef, useState } from "react";
import {
  defaultColor,
  purchaseSelection,
  repriceProductLines,
  selectionCartItems,
  sizeRows,
  type PurchasableProduct,
} from "~core/cart/purchase-selection";
import { colorImageUrl } from "~core/catalog/gallery";
import { sameLabel } from "~core/catalog/parts";
import { checkQuantityBounds, quantityBounds } from "~core/checkout/quantity-bounds";
import type { StoreData } from "~core/entities/store.schema";
import { quantityBelowMinimumMessage } from "~core/pricing/product-pricing";
import type { QuantityValue } from "../../components/quantity-input";
import { messageText, t } from "../../i18n/t";
import { useClientState } from "../../lib/client-state";
import { navigateTo } from "../../lib/navigate";
import { PRODUCT_TOAST_DURATION_MS, showToast } from "../../lib/toast";

/** Spec §4: the selection resets about 300 ms after a successful add. */
const RESET_AFTER_ADD_MS = 300;

export function usePurchase({
  product,
  store,
  unlocked,
  imageUrl,
  onColorChange,
}: {
  product: PurchasableProduct;
  store: StoreData;
  unlocked: boolean;
  imageUrl: string;
  onColorChange?: (color: string) => void;
}) {
  const data = product.data;
  const addToCart = useClientState((state) => state.addToCart);
  // Tiers count the whole cart: units of this product already there price the selection too.
  const inCart = useClientState((state) =>
    state.cart.items.reduce((sum, item) => (item.product.id === product.id ? sum + item.quantity : sum), 0),
  );

  const [color, setColor] = useState(() => defaultColor(store, data));
  const [quantities, setQuantities] = useState<Record<string, QuantityValue>>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  // After an add, 'View Cart' also follows the button as its next tab stop: the toast's copy sits at
  // the end of the page and leaves after 10 s, out of a keyboard user's reach.
  const [added, setAdded] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const rows = useMemo(() => sizeRows(store, data, color), [data, color, store]);
  const selection = purchaseSelection(store, data, { color, quantities, names, inCart }, rows);
  const { total, minimum } = selection;
  const boundsMessage = total > 0 ? checkQuantityBounds(store, total) : undefined;
  const canAdd = unlocked && total > 0 && boundsMessage === undefined && !adding;

  function chooseColor(next: string) {
    if (sameLabel(next, color)) return;
    clearTimeout(resetTimer.current);
    setColor(next);
    setQuantities({});
    setNames({});
    setAdded(false);
    onColorChange?.(next);
  }

  // A new selection started right after an add must not be wiped by that add's reset.
  function setQuantity(size: string, value: QuantityValue) {
    clearTimeout(resetTimer.current);
    setQuantities((q) => ({ ...q, [size]: value }));
  }

  function setName(key: string, value: string) {
    clearTimeout(resetTimer.current);
    setNames((n) => ({ ...n, [key]: value }));
  }

  async function add() {
    if (!canAdd) return;
    const name = data.productData.productName;
    if (minimum === undefined || selection.pricedTotal < minimum) {
      const message = messageText(quantityBelowMinimumMessage(name, minimum ?? selection.pricedTotal + 1));
      void showToast("error", message, { duration: PRODUCT_TOAST_DURATION_MS });
      return;
    }
    // The line's own colour (a White tee is shown white in the cart), else the product's image.
    const items = selectionCartItems(store, product, color, selection, colorImageUrl(data, color) ?? imageUrl);
    setAdding(true);
    await addToCart(items, (cart) => repriceProductLines(store, product, cart));
    setAdding(false);
    setAdded(true);
    void showToast("success", t("product.addedToCart", { name }), {
      duration: PRODUCT_TOAST_DURATION_MS,
      action: { label: t("cart.viewCart"), onClick: () => navigateTo("/shop/cart") },
    });
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setQuantities({});
      setNames({});
    }, RESET_AFTER_ADD_MS);
  }

  return {
    color,
    quantities,
    names,
    adding,
    added,
    selection,
    boundsMessage,
    canAdd,
    bounds: quantityBounds(store),
    chooseColor,
    setQuantity,
    setName,
    add,
  };
}
