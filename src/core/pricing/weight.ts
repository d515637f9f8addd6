// Shipping weight per unit, which shipping estimates multiply by quantity (spec §9).
import type { PricedProductData } from "../catalog/priced-product";
import { partsFor, type PartSelection } from "../catalog/parts";

export const DEFAULT_WEIGHT_UOM = "LB";

export interface UnitWeight {
  weight: number;
  weightUom: string;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Weight of one unit: the first fitting part's package weight ÷ package quantity, 2 decimals;
 * else the product's weight; else 0. The unit defaults to LB.
 */
export function unitWeight(product: PricedProductData, selection: PartSelection): UnitWeight {
  for (const part of partsFor(product, selection)) {
    const pack = part.shippingPackageArray.find((p) => p.quantity > 0);
    if (pack)
      return { weight: twoDecimals(pack.weight / pack.quantity), weightUom: pack.weightUom || DEFAULT_WEIGHT_UOM };
  }
  return { weight: twoDecimals(product.productData.weight ?? 0), weightUom: DEFAULT_WEIGHT_UOM };
}
