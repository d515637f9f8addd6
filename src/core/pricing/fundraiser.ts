// What goes to the cause: a fundraiser amount per item, a percentage of the line, and an amount per
// order, for the order record and for telling the shopper (docs/decisions/0008).
import type { StoreData } from "../entities/store.schema";
import type { PricedProductData } from "../catalog/priced-product";
import { addCents, percentOf, sumCents, timesQuantity, toCents, ZERO_CENTS, type Cents } from "../money";

/** Fundraiser share of one order line, in cents (spec §3 Order line fundraiser). */
export interface LineFundraiser {
  itemTotal: Cents;
  percentageAmount: Cents;
}

/**
 * Per-item amount and percentage in force for a product: the product's own fundraiser when it is
 * enabled, else the store's when enabled, else none.
 */
export function fundraiserRatesFor(
  store: StoreData,
  product: PricedProductData,
): { perItem: Cents; percentage: number } {
  const own = product.productData.fundraiser;
  if (own?.isEnabled) return { perItem: toCents(own.perItem), percentage: own.percentage };
  if (store.fundraiser.isEnabled) {
    return { perItem: toCents(store.fundraiser.amountPerItem), percentage: store.fundraiser.percentage };
  }
  return { perItem: ZERO_CENTS, percentage: 0 };
}

/** Fundraiser of a line: per-item amount × quantity, and the percentage of the line's merchandise total. */
export function lineFundraiser(
  store: StoreData,
  product: PricedProductData,
  line: { quantity: number; merchandiseTotal: Cents },
): LineFundraiser {
  const rates = fundraiserRatesFor(store, product);
  return {
    itemTotal: timesQuantity(rates.perItem, line.quantity),
    percentageAmount: percentOf(line.merchandiseTotal, rates.percentage),
  };
}

/** Fundraiser of an order in cents: every line's amounts plus the store's amount per order. */
export function orderFundraiser(store: StoreData, lines: readonly LineFundraiser[]): Cents {
  const fromLines = sumCents(lines.map((line) => addCents(line.itemTotal, line.percentageAmount)));
  const perOrder =
    store.fundraiser.isEnabled && lines.length > 0 ? toCents(store.fundraiser.amountPerOrder) : ZERO_CENTS;
  return addCents(fromLines, perOrder);
}
