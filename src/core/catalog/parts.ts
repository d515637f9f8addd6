// Finding a product's parts (its colour × size variants) for a selection: prices, weights and
// inventory are all recorded per part, so every lookup must agree on what "matches" means.
import type { ProductPart } from "../entities/product.schema";
import type { PricedProductData } from "./priced-product";

export interface PartSelection {
  color?: string;
  size?: string;
}

/** Labels (colour names, size labels) compare trimmed and case-insensitively: "navy " is "Navy". */
export function sameLabel(a: string | undefined, b: string | undefined): boolean {
  return (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
}

/** The size label of a part: its labelSize, else its customSize. */
export function partSize(part: ProductPart): string | undefined {
  return part.apparelSize.labelSize ?? part.apparelSize.customSize;
}

/**
 * Parts that fit the selection. A part with no colours (or no size) fits every colour (or size),
 * and a selection without a colour (or size) accepts every part.
 */
export function partsFor(product: PricedProductData, selection: PartSelection): ProductPart[] {
  return product.productData.productPartArray.filter((part) => {
    const colorFits =
      selection.color === undefined ||
      part.colorArray.length === 0 ||
      part.colorArray.some((c) => sameLabel(c.colorName, selection.color));
    const size = partSize(part);
    const sizeFits = selection.size === undefined || size === undefined || sameLabel(size, selection.size);
    return colorFits && sizeFits;
  });
}
