// Product badges and availability as the product card, quick view and product page show them (spec §2).
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import type { PricedProductData } from "./priced-product";
import { partsFor, sameLabel, type PartSelection } from "./parts";

export type BadgeLabel = "Best Seller" | "New" | "Featured";
export interface Badge {
  label: BadgeLabel;
  /** Colour named by the spec; the web layer maps it to the theme. */
  tone: "red" | "blue" | "purple";
}

const BADGES: readonly Badge[] = [
  { label: "Best Seller", tone: "red" },
  { label: "New", tone: "blue" },
  { label: "Featured", tone: "purple" },
];

/** Badges of a product from productOptions.featuredProduct, always in the order Best Seller, New, Featured. */
export function productBadges(product: ProductData): Badge[] {
  return badgesOf(product.productOptions.featuredProduct);
}

/** Badges of a featuredProduct list, in the order Best Seller, New, Featured. */
export function badgesOf(featuredProduct: readonly string[]): Badge[] {
  const tags = new Set(featuredProduct);
  return BADGES.filter((badge) => tags.has(badge.label));
}

/**
 * Whether an inventory record counts for a colour and size: each label it carries (labelSize,
 * partColor) must match; a record with neither label counts when its part fits.
 */
export function inventoryRecordFits(
  product: PricedProductData,
  record: ProductData["inventoryData"]["partInventoryArray"][number],
  selection: Required<PartSelection>,
  partIds: ReadonlySet<string> = new Set(partsFor(product, selection).map((part) => part.partId)),
): boolean {
  return record.labelSize === undefined && record.partColor === undefined
    ? partIds.has(record.partId)
    : (record.labelSize === undefined || sameLabel(record.labelSize, selection.size)) &&
        (record.partColor === undefined || sameLabel(record.partColor, selection.color));
}

/** Units in stock for a colour and size, or undefined when nothing is recorded. */
export function inventoryFor(product: PricedProductData, selection: Required<PartSelection>): number | undefined {
  const records = product.inventoryData.partInventoryArray;
  const parts = product.productData.productPartArray;
  let known = countsByRecords.get(records);
  if (known === undefined || known.parts !== parts) {
    known = { parts, counts: new Map() };
    countsByRecords.set(records, known);
  }
  // Labels compare folded (sameLabel, partsFor), so a folded colour and size has one count.
  const key = `${selection.color.trim().toLowerCase()}\u0000${selection.size.trim().toLowerCase()}`;
  if (known.counts.has(key)) return known.counts.get(key);
  const count = countInventory(product, selection);
  known.counts.set(key, count);
  return count;
}

// Each inventory list's count per colour and size, worked out once (documents are not changed in place:
// a changed stock is a new list), so a quote of many units of cached products counts each once (0116).
const countsByRecords = new WeakMap<
  ProductData["inventoryData"]["partInventoryArray"],
  { parts: ProductData["productData"]["productPartArray"]; counts: Map<string, number | undefined> }
>();

function countInventory(product: PricedProductData, selection: Required<PartSelection>): number | undefined {
  const partIds = new Set(partsFor(product, selection).map((part) => part.partId));
  const counts = product.inventoryData.partInventoryArray
    .filter((record) => inventoryRecordFits(product, record, selection, partIds))
    .map((record) => record.quantityAvailable?.quantity.value ?? record.inventory)
    .filter((count): count is number => count !== undefined);
  return counts.length === 0 ? undefined : counts.reduce((a, b) => a + b, 0);
}

/** Whether a size is listed: sizes at 0 inventory show only when the store's outOfStock feature is on. */
export function isSizeShown(store: StoreData, inventory: number | undefined): boolean {
  return inventory === undefined || inventory > 0 || store.storeSpecificFeatures.outOfStock;
}

/**
 * Whether quantity entry for a size is disabled: none left (0, or below 0 when units were sold beyond
 * stock) in a store that blocks out-of-stock shopping.
 */
export function isSizeBlocked(store: StoreData, inventory: number | undefined): boolean {
  return (
    inventory !== undefined &&
    inventory <= 0 &&
    sameLabel(store.storeSpecificFeatures.outOfStockShopping, "Block out of stock shopping")
  );
}
