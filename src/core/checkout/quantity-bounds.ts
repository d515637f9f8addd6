// The store's minimum and maximum on a product's total quantity across sizes (spec §5): add to cart
// is allowed only inside them.
import type { StoreData } from "../entities/store.schema";
import { shopperMessage, type ShopperMessage } from "../i18n/message";

export interface QuantityBounds {
  /** At least 1: adding nothing is never an order. */
  min: number;
  /** Undefined when the store sets no maximum (maximumQuantity 0). */
  max: number | undefined;
}

export function quantityBounds(store: StoreData): QuantityBounds {
  const { minumumQuantity, maximumQuantity } = store.storeSpecificFeatures;
  return { min: Math.max(1, minumumQuantity), max: maximumQuantity > 0 ? maximumQuantity : undefined };
}

/** The spec's message; an unbounded maximum is written "∞" rather than the meaningless 0 (docs/decisions/0008). */
export function quantityBoundsMessage(bounds: QuantityBounds): ShopperMessage {
  return shopperMessage("quantity.bounds", { min: bounds.min, max: bounds.max ?? "∞" });
}

/** The message when a product's total quantity is outside the store's bounds, else undefined. */
export function checkQuantityBounds(store: StoreData, totalQuantity: number): ShopperMessage | undefined {
  const bounds = quantityBounds(store);
  const inside = totalQuantity >= bounds.min && (bounds.max === undefined || totalQuantity <= bounds.max);
  return inside ? undefined : quantityBoundsMessage(bounds);
}
