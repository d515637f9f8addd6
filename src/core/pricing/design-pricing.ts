// Design pricing: the extra per unit for decorating each design location, read from the store's
// colour-count and stitch-count tables (docs/decisions/0007 shows the table shape with an example).
import type { DesignPriceTable, StoreData } from "../entities/store.schema";
import type { PricedProductData } from "../catalog/priced-product";
import { addCents, toCents, ZERO_CENTS, type Cents } from "../money";
import { evaluateExpression, type FormulaErrorReporter } from "./expression";

/** Index of the last breakpoint at or below value, or undefined when value is below them all. */
export function breakpointIndex(breakpoints: readonly number[], value: number): number | undefined {
  let found: number | undefined;
  breakpoints.forEach((breakpoint, index) => {
    if (breakpoint <= value && (found === undefined || breakpoint >= (breakpoints[found] as number))) found = index;
  });
  return found;
}

/**
 * Price in cents per unit for one location from one table. 0 when the table does not apply (disabled,
 * quantity or count below the first breakpoint, empty or non-positive cell); undefined when the cell
 * is a formula that cannot be evaluated, because charging nothing for a broken formula would undercharge.
 */
export function designTableCharge(
  table: DesignPriceTable | undefined,
  quantity: number,
  count: number | undefined,
  variables: Readonly<Record<string, number>>,
  report?: FormulaErrorReporter,
): Cents | undefined {
  if (table === undefined || !table.enabled || count === undefined) return ZERO_CENTS;
  const column = breakpointIndex(table.xValues, quantity);
  const row = breakpointIndex(table.yValues, count);
  if (column === undefined || row === undefined) return ZERO_CENTS;
  const cell = table.formulas[row]?.[column];
  if (cell === undefined || cell === "") return ZERO_CENTS;
  const result = evaluateExpression(cell, variables);
  if (!result.ok) {
    report?.({ expression: String(cell), message: result.message });
    return undefined;
  }
  return result.value > 0 ? toCents(result.value) : ZERO_CENTS;
}

/**
 * Quantity breaks of the enabled design tables that some design location of the product is read in,
 * in order. They are not the tiers' breaks: inside a tier the design charge can step down at them.
 */
export function designQuantityBreaks(store: StoreData, product: Pick<PricedProductData, "designs">): number[] {
  const { numberOfColors, stitchCount } = store.pricingManagement;
  const locations = product.designs.locations;
  const breaks = new Set<number>();
  if (numberOfColors?.enabled && locations.some((l) => l.colorsTotal !== undefined))
    numberOfColors.xValues.forEach((x) => breaks.add(x));
  if (stitchCount?.enabled && locations.some((l) => l.stitchesTotal !== undefined))
    stitchCount.xValues.forEach((x) => breaks.add(x));
  return [...breaks].sort((a, b) => a - b);
}

/** Design charge in cents per unit: colour-count plus stitch-count tables for every design location. */
export function designPrice(
  store: StoreData,
  product: PricedProductData,
  quantity: number,
  variables: Readonly<Record<string, number>>,
  report?: FormulaErrorReporter,
): Cents | undefined {
  const { numberOfColors, stitchCount } = store.pricingManagement;
  let total = ZERO_CENTS;
  for (const location of product.designs.locations) {
    const byColors = designTableCharge(numberOfColors, quantity, location.colorsTotal, variables, report);
    const byStitches = designTableCharge(stitchCount, quantity, location.stitchesTotal, variables, report);
    if (byColors === undefined || byStitches === undefined) return undefined;
    total = addCents(total, byColors, byStitches);
  }
  return total;
}
