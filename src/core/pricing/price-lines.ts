// Prices a whole set of lines from the product and store documents in one call. The server's quote
// and order endpoints and the browser's cart display all call this, so they can never disagree
// (ARCHITECTURE §2: the server recomputes, never trusts a client price).
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { checkQuantityBounds } from "../checkout/quantity-bounds";
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import { reportEachFormulaOnce } from "./expression";
import { lineFundraiser, orderFundraiser } from "./fundraiser";
import { keepFilledPersonalization, personalizationFieldPrice, type PersonalizationValue } from "./personalization";
import {
  minimumPricedQuantity,
  quantityBelowMinimumMessage,
  sizeMarkup,
  unitPrice,
  type PricingOptions,
} from "./product-pricing";
import { unitWeight } from "./weight";
import { sumCents, timesQuantity, ZERO_CENTS, type Cents } from "../money";

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
  unitPrice: Cents | undefined;
  /** unitPrice × quantity, 0 without a price. */
  merchandiseTotal: Cents;
  /** Filled-in entries only, each priced from the store's list (cents). */
  personalization: (NonNullable<L["personalization"]>[number] & { price: Cents })[];
  personalizationTotal: Cents;
  sizeMarkup: Cents;
  weight: number;
  weightUom: string;
}

export type PricingIssue =
  | { code: "unknown_product"; productId: string; message: ShopperMessage }
  | { code: "invalid_quantity"; productId: string; message: ShopperMessage }
  | { code: "no_price"; productId: string; minimumQuantity: number | undefined; message: ShopperMessage }
  | { code: "quantity_out_of_bounds"; productId: string; message: ShopperMessage };

export interface PricedLines<L extends LineRequest> {
  lines: PricedLine<L>[];
  /** Sum of merchandise totals, cents. */
  subtotal: Cents;
  personalizationTotal: Cents;
  /** What goes to the cause for the whole order, cents. */
  fundraiser: Cents;
  /** Empty when every line can be sold as asked. */
  issues: PricingIssue[];
}

/** Priced lines without their issues: what an order is built from once there are none. */
export type PricedOrderLines<L extends LineRequest> = Omit<PricedLines<L>, "issues">;

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
      issues.push({
        code: "unknown_product",
        productId,
        message: shopperMessage("line.unknownProduct", { productId }),
      });
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
      const message = shopperMessage("quantity.invalid", { name });
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
          : shopperMessage("price.none", { name, color: line.color, size: line.size });
      issues.push({ code: "no_price", productId: line.productId, minimumQuantity, message });
    }
    const personalization = keepFilledPersonalization(line.personalization ?? []).map((entry) => ({
      ...entry,
      price: personalizationFieldPrice(store, entry.name),
    }));
    const merchandiseTotal = timesQuantity(price ?? ZERO_CENTS, line.quantity);
    priced.push({
      request: line,
      productName: name,
      unitPrice: price,
      merchandiseTotal,
      personalization,
      personalizationTotal: sumCents(personalization.map((entry) => entry.price)),
      sizeMarkup: sizeMarkup(product, line.size),
      ...unitWeight(product, selection),
    });
  }

  // The fundraiser percentage is taken once per order line (product and colour), of the line's
  // merchandise total: rounding it per size would drift from what the order line shows (0008).
  const orderLineTotals = new Map<string, { product: ProductData; quantity: number; merchandiseTotal: Cents }>();
  for (const line of priced) {
    const key = `${line.request.productId}\u0000${line.request.color.trim().toLowerCase()}`;
    const group = orderLineTotals.get(key);
    if (group) {
      group.quantity += line.request.quantity;
      group.merchandiseTotal = sumCents([group.merchandiseTotal, line.merchandiseTotal]);
    } else {
      const product = productsById.get(line.request.productId) as ProductData;
      orderLineTotals.set(key, { product, quantity: line.request.quantity, merchandiseTotal: line.merchandiseTotal });
    }
  }

  return {
    lines: priced,
    subtotal: sumCents(priced.map((line) => line.merchandiseTotal)),
    personalizationTotal: sumCents(priced.map((line) => line.personalizationTotal)),
    fundraiser: orderFundraiser(
      store,
      [...orderLineTotals.values()].map((group) => lineFundraiser(store, group.product, group)),
    ),
    issues,
  };
}
