// The unit price of a product for a colour, size and quantity, and everything the product page says
// about it (tier table, smallest quantity with a price, next-tier hint). The browser shows and the
// server charges the result of these same functions (spec §9, docs/decisions/0007).
import type { ProductCost, StoreData } from "../entities/store.schema";
import type { PricedProductData } from "../catalog/priced-product";
import { addCents, sumCents, toCents, ZERO_CENTS, type Cents } from "../money";
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import { evaluatePrice, reportEachFormulaOnce, type FormulaErrorReporter } from "./expression";
import { designPrice, designQuantityBreaks } from "./design-pricing";
import { partsFor, sameLabel, type PartSelection } from "../catalog/parts";

export interface PricingOptions {
  /** Told about every formula that cannot be evaluated (core has no logger of its own). */
  onFormulaError?: FormulaErrorReporter;
}

/** Colour and size label; without a size no size markup applies and parts of every size count. */
export type PriceSelection = PartSelection;

export interface QuantityTier {
  /** Smallest quantity of the tier. */
  start: number;
  /** Largest quantity of the tier; undefined for the last, open-ended tier. */
  end: number | undefined;
  formula: number | string | undefined;
}

export interface TierRow {
  start: number;
  end: number | undefined;
  label: string;
  /** Unit price in cents, undefined when the tier has no valid price. */
  unitPrice: Cents | undefined;
}

export interface NextTierHint {
  /** Quantity at which the next, cheaper price starts. */
  quantity: number;
  /** Units to add to the current quantity to reach it. */
  moreUnits: number;
  unitPrice: Cents;
}

// Functions that evaluate several formulas report each bad one once per call.
const reportingOnce = (options: PricingOptions): PricingOptions =>
  options.onFormulaError === undefined ? options : { onFormulaError: reportEachFormulaOnce(options.onFormulaError) };

// A price that rounds to 0 cents would sell the product for free: it is no price.
const positiveCents = (amount: number): Cents | undefined => {
  const cents = toCents(amount);
  return cents > 0 ? cents : undefined;
};

/** The quantity tiers in force: the product's own productCost overrides the store's. */
export function productCostFor(store: StoreData, product: PricedProductData): ProductCost | undefined {
  return product.pricingManagement.productCost ?? store.pricingManagement.productCost;
}

/**
 * Tiers of a productCost table, ordered by quantity: tier i starts at xValues[i] and is priced by
 * formulas[0][i]. Empty when tiers are disabled or have no breakpoints (then part prices apply).
 */
export function quantityTiers(cost: ProductCost | undefined): QuantityTier[] {
  if (cost === undefined || !cost.enabled) return [];
  const prices = cost.formulas[0] ?? [];
  const byStart = new Map<number, number | string | undefined>();
  cost.xValues.forEach((start, index) => {
    if (!byStart.has(start)) byStart.set(start, prices[index]);
  });
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return { start, end: next === undefined ? undefined : next - 1, formula: byStart.get(start) };
  });
}

/** Index of the tier a total quantity falls in, or undefined when it is below the first tier. */
export function tierFor(quantity: number, tiers: readonly QuantityTier[]): number | undefined {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    if ((tiers[index] as QuantityTier).start <= quantity) return index;
  }
  return undefined;
}

/** Tier labels as the product page shows them: '1 - 11', '12 - 23', '24+'. */
export function tierLabel(tier: Pick<QuantityTier, "start" | "end">): string {
  return tier.end === undefined ? `${tier.start}+` : `${tier.start} - ${tier.end}`;
}

type PartPrices = PricedProductData["pricingData"]["partArray"];
// The lowest positive price of each part id, once per price list (documents are not changed in place).
const lowestByPart = new WeakMap<PartPrices, Map<string, number>>();

function lowestPartPrices(parts: PartPrices): Map<string, number> {
  let lowest = lowestByPart.get(parts);
  if (lowest === undefined) {
    lowest = new Map();
    for (const part of parts) {
      for (const { price } of part.partPriceArray) {
        const known = lowest.get(part.partId);
        if (price > 0 && (known === undefined || price < known)) lowest.set(part.partId, price);
      }
    }
    lowestByPart.set(parts, lowest);
  }
  return lowest;
}

/** Lowest positive part price in decimal units for the colour and size, from the product's parts. */
export function partPrice(product: PricedProductData, selection: PriceSelection): number | undefined {
  const lowest = lowestPartPrices(product.pricingData.partArray);
  let best: number | undefined;
  for (const part of partsFor(product, selection)) {
    const price = lowest.get(part.partId);
    if (price !== undefined && (best === undefined || price < best)) best = price;
  }
  return best;
}

/** The variables a price formula may use, in decimal units. */
export function formulaVariables(product: PricedProductData, selection: PriceSelection): Record<string, number> {
  const minimumPartPrice = product.productData.minimumPartPrice;
  return { partPrice: partPrice(product, selection) ?? minimumPartPrice, minimumPartPrice };
}

/**
 * Price in cents before markups: the tier price when tiers are enabled (and nothing when the tier
 * has no valid price), otherwise the part price, otherwise minimumPartPrice. Never 0: a product
 * that would cost nothing has no price.
 */
export function basePrice(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection,
  quantity: number,
  options: PricingOptions = {},
  variables: Record<string, number> = formulaVariables(product, selection),
): Cents | undefined {
  const tiers = quantityTiers(productCostFor(store, product));
  if (tiers.length > 0) {
    const tier = tierFor(quantity, tiers);
    if (tier === undefined) return undefined;
    const price = evaluatePrice(tiers[tier]?.formula, variables, options.onFormulaError);
    return price === undefined ? undefined : positiveCents(price);
  }
  return positiveCents(variables.partPrice as number);
}

/** Size markup in cents for a size label (productOptions.sizes). */
export function sizeMarkup(product: PricedProductData, size: string | undefined): Cents {
  if (size === undefined) return ZERO_CENTS;
  const entry = product.productOptions.sizes.find((s) => sameLabel(s.label, size));
  return toCents(entry?.sizeMarkup ?? 0);
}

/** Option markup in cents: every priceDataFormatted entry for the size label or for "All". */
export function optionMarkup(product: PricedProductData, size: string | undefined): Cents {
  return sumCents(
    product.productOptions.priceDataFormatted
      .filter((entry) => sameLabel(entry.label, "All") || (size !== undefined && sameLabel(entry.label, size)))
      .map((entry) => toCents(entry.markup)),
  );
}

/**
 * Unit price in cents of a product in a colour and size when the product's total quantity (across
 * sizes and cart lines) is `quantity`; undefined when no price applies at that quantity.
 */
export function unitPrice(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection & { quantity: number },
  options: PricingOptions = {},
): Cents | undefined {
  options = reportingOnce(options);
  const variables = formulaVariables(product, selection);
  const base = basePrice(store, product, selection, selection.quantity, options, variables);
  if (base === undefined) return undefined;
  const design = designPrice(store, product, selection.quantity, variables, options.onFormulaError);
  if (design === undefined) return undefined;
  return addCents(base, sizeMarkup(product, selection.size), optionMarkup(product, selection.size), design);
}

/** Rows of the product page's tier table, each with the full unit price at the tier's first quantity. */
export function tierTable(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection,
  options: PricingOptions = {},
): TierRow[] {
  options = reportingOnce(options);
  return quantityTiers(productCostFor(store, product)).map((tier) => ({
    start: tier.start,
    end: tier.end,
    label: tierLabel(tier),
    unitPrice: unitPrice(store, product, { ...selection, quantity: tier.start }, options),
  }));
}

/**
 * Every total quantity at which the unit price can change, in order: the starts of the quantity tiers
 * and the quantity breaks of the design tables (colour and stitch counts) the product is read in.
 * Between two of them the unit price is the same at every quantity.
 */
export function priceBreaks(store: StoreData, product: PricedProductData): number[] {
  const tiers = quantityTiers(productCostFor(store, product));
  const first = tiers[0]?.start ?? 1;
  const breaks = new Set([first, ...tiers.map((tier) => tier.start), ...designQuantityBreaks(store, product)]);
  // Below the first tier nothing has a price, so a design break there changes nothing on screen.
  return [...breaks].filter((quantity) => quantity >= first).sort((a, b) => a - b);
}

/**
 * The shopper's price table (product page, quick view; decision 0082): one row for each run of
 * quantities that share a unit price, split at every break of priceBreaks and priced by unitPrice,
 * so the row a quantity falls in always shows what that quantity costs. Rows with the same price next
 * to each other are one row. Empty when the price never changes with the quantity.
 */
export function priceTable(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection,
  options: PricingOptions = {},
): TierRow[] {
  options = reportingOnce(options);
  const breaks = priceBreaks(store, product);
  const rows: TierRow[] = [];
  breaks.forEach((start) => {
    const price = unitPrice(store, product, { ...selection, quantity: start }, options);
    const last = rows[rows.length - 1];
    if (last !== undefined && last.unitPrice === price) return;
    if (last !== undefined) last.end = start - 1;
    rows.push({ start, end: undefined, label: "", unitPrice: price });
  });
  const hasTiers = quantityTiers(productCostFor(store, product)).length > 0;
  if (!hasTiers && rows.length < 2) return [];
  return rows.map((row) => ({ ...row, label: tierLabel(row) }));
}

/** The row of a price table (or tier table) a total quantity falls in; undefined below the first. */
export function rowFor<R extends Pick<TierRow, "start" | "end">>(rows: readonly R[], quantity: number): R | undefined {
  return rows.find((row) => quantity >= row.start && (row.end === undefined || quantity <= row.end));
}

/**
 * Smallest total quantity at which the product has a price: the start of the first priced tier, or 1
 * without tiers. Undefined when no quantity has a price (docs/decisions/0007 explains the reading).
 */
export function minimumPricedQuantity(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection,
  options: PricingOptions = {},
): number | undefined {
  options = reportingOnce(options);
  const tiers = quantityTiers(productCostFor(store, product));
  if (tiers.length === 0)
    return unitPrice(store, product, { ...selection, quantity: 1 }, options) === undefined ? undefined : 1;
  return priceTable(store, product, selection, options).find((row) => row.unitPrice !== undefined)?.start;
}

/** The add-to-cart refusal of spec §8 when the quantity is below the first priced tier. */
export function quantityBelowMinimumMessage(productName: string, minimumQuantity: number): ShopperMessage {
  return shopperMessage("quantity.belowMinimum", { name: productName, minimum: minimumQuantity });
}

/**
 * "Add N more to reach the next price": the nearest larger quantity whose unit price is below the
 * current one (or that has a price at all when the current quantity has none). The price can step
 * down at a tier's first quantity and, inside a tier, where a design table's column changes (a tier
 * 1 - 23 with a print charge lower from 12 is cheaper at 12 already), so both kinds of break are
 * tried. Undefined when no larger quantity is cheaper.
 */
export function nextTierHint(
  store: StoreData,
  product: PricedProductData,
  selection: PriceSelection & { quantity: number },
  options: PricingOptions = {},
): NextTierHint | undefined {
  options = reportingOnce(options);
  const current = unitPrice(store, product, selection, options);
  for (const quantity of priceBreaks(store, product).filter((q) => q > selection.quantity)) {
    const price = unitPrice(store, product, { ...selection, quantity }, options);
    if (price !== undefined && (current === undefined || price < current))
      return { quantity, moreUnits: quantity - selection.quantity, unitPrice: price };
  }
  return undefined;
}
