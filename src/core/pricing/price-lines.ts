// Prices a whole set of lines from the product and store documents in one call. The server's quote
// and order endpoints and the browser's cart display all call this, so they can never disagree
// (ARCHITECTURE §2: the server recomputes, never trusts a client price).
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { checkQuantityBounds } from "../checkout/quantity-bounds";
import { reportEachFormulaOnce } from "./expression";
import { lineFundraiser, orderFundraiser, type LineFundraiser } from "./fundraiser";
import { keepFilledPersonalization, personalizationFieldPrice, type PersonalizationValue } from "./personalization";
import {
  minimumPricedQuantity,
  quantityBelowMinimumMessage,
  sizeMarkup,
  unitPrice,
  type PricingOptions,
} from "./product-pricing";
import { unitWeight } from "./weight";

export interface LineRequest<P extends PersonalizationValue = PersonalizationValue> {
  productId: string;
  color: string;
  /** Size label. */
  size: string;
  quantity: number;
  personalization?: readonly P[];
}

export interface PricedLine<L extends LineRequest> {
  request: L;
  productName: string;
  /** Cents; undefined when no price applies (see the line's issue). */
  unitPrice: number | undefined;
  /** unitPrice × quantity, 0 without a price. */
  merchandiseTotal: number;
  /** Filled-in entries only, each priced from the store's list (cents). */
  personalization: (NonNullable<L["personalization"]>[number] & { price: number })[];
  personalizationTotal: number;
  sizeMarkup: number;
  weight: number;
  weightUom: string;
  fundraiser: LineFundraiser;
}

export type PricingIssue =
  | { code: "unknown_product"; productId: string; message: string }
  | { code: "invalid_quantity"; productId: string; message: string }
  | { code: "no_price"; productId: string; minimumQuantity: number | undefined; message: string }
  | { code: "quantity_out_of_bounds"; productId: string; message: string };

export interface PricedLines<L extends LineRequest> {
  lines: PricedLine<L>[];
  /** Sum of merchandise totals, cents. */
  subtotal: number;
  personalizationTotal: number;
  /** What goes to the cause for the whole order, cents. */
  fundraiser: number;
  /** Empty when every line can be sold as asked. */
  issues: PricingIssue[];
}

export type ProductsById = ReadonlyMap<string, ProductData>;

/** Total quantity per product: tiers are chosen by it, across sizes, colours and cart lines. */
export function quantityByProduct(lines: readonly LineRequest[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** Prices every line and totals them (cents); problems come back as issues, never as a zero price. */
export function priceLines<L extends LineRequest>(
  store: StoreData,
  productsById: ProductsById,
  lines: readonly L[],
  options: PricingOptions = {},
): PricedLines<L> {
  if (options.onFormulaError !== undefined) options = { onFormulaError: reportEachFormulaOnce(options.onFormulaError) };
  const issues: PricingIssue[] = [];
  const totals = quantityByProduct(lines);
  const priced: PricedLine<L>[] = [];

  for (const [productId, total] of totals) {
    const product = productsById.get(productId);
    if (product === undefined) {
      issues.push({ code: "unknown_product", productId, message: `Product ${productId} is not sold in this store.` });
      continue;
    }
    const outOfBounds = checkQuantityBounds(store, total);
    if (outOfBounds !== undefined) issues.push({ code: "quantity_out_of_bounds", productId, message: outOfBounds });
  }

  for (const line of lines) {
    const product = productsById.get(line.productId);
    if (product === undefined) continue;
    const name = product.productData.productName;
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      const message = `${name}: quantity must be a whole number of at least 1.`;
      issues.push({ code: "invalid_quantity", productId: line.productId, message });
    }
    const selection = { color: line.color, size: line.size };
    const quantity = totals.get(line.productId) ?? line.quantity;
    const price = unitPrice(store, product, { ...selection, quantity }, options);
    if (price === undefined) {
      const minimumQuantity = minimumPricedQuantity(store, product, selection, options);
      const message =
        minimumQuantity !== undefined && minimumQuantity > quantity
          ? quantityBelowMinimumMessage(name, minimumQuantity)
          : `Error, ${name} is not added to cart. It has no price in ${line.color} ${line.size}.`;
      issues.push({ code: "no_price", productId: line.productId, minimumQuantity, message });
    }
    const personalization = keepFilledPersonalization(line.personalization ?? []).map((entry) => ({
      ...entry,
      price: personalizationFieldPrice(store, entry.name),
    }));
    const merchandiseTotal = (price ?? 0) * line.quantity;
    priced.push({
      request: line,
      productName: name,
      unitPrice: price,
      merchandiseTotal,
      personalization,
      personalizationTotal: personalization.reduce((sum, entry) => sum + entry.price, 0),
      sizeMarkup: sizeMarkup(product, line.size),
      ...unitWeight(product, selection),
      fundraiser: lineFundraiser(store, product, { quantity: line.quantity, merchandiseTotal }),
    });
  }

  return {
    lines: priced,
    subtotal: priced.reduce((sum, line) => sum + line.merchandiseTotal, 0),
    personalizationTotal: priced.reduce((sum, line) => sum + line.personalizationTotal, 0),
    fundraiser: orderFundraiser(
      store,
      priced.map((line) => line.fundraiser),
    ),
    issues,
  };
}
