// The operator's preview of a product's prices while editing it: the tier table the product page
// will show and the unit price a shopper would pay at chosen quantities. Nothing is computed here
// that the product page and the server's repricing do not compute: it only gathers their answers
// (product-pricing.ts), so the preview can never disagree with what is charged.
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { timesQuantity, type Cents } from "../money";
import { breakpointIndex, designQuantityBreaks } from "./design-pricing";
import {
  minimumPricedQuantity,
  nextTierHint,
  quantityTiers,
  productCostFor,
  tierFor,
  tierTable,
  unitPrice,
  type NextTierHint,
  type PriceSelection,
  type PricingOptions,
  type TierRow,
} from "./product-pricing";

export interface QuantityPreview {
  quantity: number;
  /** Cents per unit; undefined when nothing can be sold at this quantity. */
  unitPrice: Cents | undefined;
  /** unitPrice × quantity in cents; undefined without a unit price. */
  total: Cents | undefined;
  /** Index into `tiers` of the tier the quantity falls in; undefined without tiers or below the first. */
  tierIndex: number | undefined;
  /** "Add N more to reach the next price", as the product page shows it. */
  nextTier: NextTierHint | undefined;
  /** The design tables' quantity break in force (the start of their column), undefined without one. */
  designBreak: number | undefined;
}

export interface TierPreview {
  /** Where the tiers come from: the product's own table, the store's, or none (part prices apply). */
  source: "product" | "store" | "none";
  tiers: TierRow[];
  /** Smallest quantity with a price (the product page's minimum), undefined when none has one. */
  minimumQuantity: number | undefined;
  quantities: QuantityPreview[];
  /**
   * Quantity breaks of the design tables that charge this product (colour and stitch counts), in
   * order. They are not the tiers' breaks: a tier's row is priced at its first quantity, so inside a
   * tier the price steps down at each of these (e.g. tier 1 - 23 at 1, but the design charge at 12).
   */
  designBreaks: number[];
}

/**
 * The tier table and the shopper's price at each quantity for a colour and size (either may be left
 * out: then parts of every colour or size count, as on the listing). Quantities are the product's
 * total across sizes, as tiers are chosen in the cart.
 */
export function previewTierPrices(
  store: StoreData,
  product: ProductData,
  selection: PriceSelection & { quantities: readonly number[] },
  options: PricingOptions = {},
): TierPreview {
  const { quantities, ...colorAndSize } = selection;
  const tiers = quantityTiers(productCostFor(store, product));
  const designBreaks = designQuantityBreaks(store, product);
  const source =
    tiers.length === 0 ? "none" : product.pricingManagement.productCost !== undefined ? "product" : "store";
  return {
    source,
    tiers: tierTable(store, product, colorAndSize, options),
    minimumQuantity: minimumPricedQuantity(store, product, colorAndSize, options),
    quantities: quantities.map((quantity) => {
      const price = unitPrice(store, product, { ...colorAndSize, quantity }, options);
      return {
        quantity,
        unitPrice: price,
        total: price === undefined ? undefined : timesQuantity(price, quantity),
        tierIndex: tierFor(quantity, tiers),
        nextTier: nextTierHint(store, product, { ...colorAndSize, quantity }, options),
        designBreak: designBreaks[breakpointIndex(designBreaks, quantity) ?? -1],
      };
    }),
    designBreaks,
  };
}
