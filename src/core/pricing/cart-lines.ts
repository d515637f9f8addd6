// Turns cart lines (a product, a colour, quantities per size, personalization entries) into priced
// units: the one path the browser's cart, the server's quote and the server's order all take
// (docs/decisions/0027). Every colour, size, part and personalization field is resolved against the
// product and store documents; what does not exist, is blocked or cannot be priced comes back as an
// issue with a machine-readable code, never as a price. Work is linear in lines × sizes × entries:
// every lookup goes through a map built once per call.
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { stockMessage, stockShortfall } from "../catalog/stock";
import { partSize } from "../catalog/parts";
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import { quantityBounds } from "../checkout/quantity-bounds";
import {
  priceLines,
  quantityByProduct,
  type LineRequest,
  type PricedLine,
  type PricedOrderLines,
  type ProductsById,
} from "./price-lines";
import { type PricingOptions } from "./product-pricing";
import { personalizationFieldName, PERSONALIZATION_VALUE_MAX_LENGTH } from "./personalization";
import { assignUnitGroups, type UnitEntry } from "./personalization-units";

export interface CartLineSize {
  size: string;
  quantity: number;
}

/** A personalization entry as a cart or a client sends it: the unit it belongs to is its group. */
export interface PersonalizationInput {
  name: string;
  value: string;
  /** The size of the unit; without one the entry goes with the line's first size. */
  size?: string;
  label?: string;
  /** The unit: "S-2" is the second S of the line; entries without one are numbered by field. */
  groupId?: string | number;
}

export interface CartLineInput {
  productId: string;
  color: string;
  sizes: readonly CartLineSize[];
  personalization?: readonly PersonalizationInput[];
}

/** One product, colour and size of the cart, every cart line holding it merged (spec §4). */
export interface UnitRequest extends LineRequest<UnitEntry> {
  /** Indexes of the cart lines the units came from, first one first. */
  lineIndexes: number[];
}

export const LINE_ISSUE_CODES = [
  "unknown_product",
  "unknown_color",
  "unknown_size",
  "sold_out",
  "short_of_stock",
  "invalid_quantity",
  "below_first_price",
  "no_price",
  "quantity_out_of_bounds",
  "personalization_not_offered",
  "unknown_personalization_field",
  "personalization_too_long",
  "personalization_unit_missing",
] as const;
export type LineIssueCode = (typeof LINE_ISSUE_CODES)[number];

/** What stops a cart line from being sold as asked, with what the shopper needs to fix it. */
export interface LineIssue {
  code: LineIssueCode;
  /** The first cart line concerned. */
  lineIndex: number;
  productId: string;
  productName?: string;
  color?: string;
  size?: string;
  /** The personalization field concerned. */
  field?: string;
  /** Smallest quantity with a price (below_first_price). */
  minimumQuantity?: number;
  /** Units to add to reach minimumQuantity. */
  moreUnits?: number;
  /** The store's bounds (quantity_out_of_bounds); max undefined when unbounded. */
  min?: number;
  max?: number;
  /** Units left (short_of_stock), characters allowed (personalization_too_long). */
  available?: number;
  maxLength?: number;
  /** The message for the API (its `message`, in the request's language); the cart page words the
   * issue from the code and fields, with what to do about it. */
  message: ShopperMessage;
}

export interface PricedCart extends PricedOrderLines<UnitRequest> {
  /** Per cart line, its sizes in request order with the merged unit that prices them. */
  byLine: { sizes: { size: string; quantity: number; unit: PricedLine<UnitRequest> | undefined }[] }[];
  issues: LineIssue[];
}

const fold = (label: string) => label.trim().toLowerCase();
const unitKey = (productId: string, color: string, size: string) =>
  `${productId}\u0000${fold(color)}\u0000${fold(size)}`;

/** The product's own spelling of every colour and size it is made in, by folded label. */
interface ProductLabels {
  colors: Map<string, string>;
  sizes: Map<string, string>;
  /** Colour|size pairs that have a part (a part without colours or a size fits every one). */
  hasPart(color: string, size: string): boolean;
  /** The personalization fields the product offers (NFC, trimmed); undefined when it offers none. */
  fields: Set<string> | undefined;
}

// Each product document's labels, folded once (documents are not changed in place once read: a changed
// product is a new document), so repeated quotes of a cached product fold nothing (decision 0116). The
// lists they were folded from are kept with them: a list replaced on the same object folds again.
const labelsByProduct = new WeakMap<ProductData, { from: readonly unknown[]; labels: ProductLabels }>();

const labelSources = (product: ProductData): readonly unknown[] => [
  product.productData.colors,
  product.productOptions.sizes,
  product.productData.sizes,
  product.productData.productPartArray,
  product.personalization.isEnable,
  product.personalization.list,
];

function labelsOf(product: ProductData): ProductLabels {
  const from = labelSources(product);
  const known = labelsByProduct.get(product);
  if (known !== undefined && known.from.every((source, i) => source === from[i])) return known.labels;
  const labels = foldLabels(product);
  labelsByProduct.set(product, { from, labels });
  return labels;
}

function foldLabels(product: ProductData): ProductLabels {
  const colors = new Map<string, string>();
  const sizes = new Map<string, string>();
  const pairs = new Set<string>();
  const anyColorSizes = new Set<string>();
  const anySizeColors = new Set<string>();
  let anyPart = false;
  for (const color of product.productData.colors) colors.set(fold(color.colorName), color.colorName.trim());
  for (const size of product.productOptions.sizes) sizes.set(fold(size.label), size.label.trim());
  for (const size of product.productData.sizes) if (!sizes.has(fold(size))) sizes.set(fold(size), size.trim());
  for (const part of product.productData.productPartArray) {
    const size = partSize(part);
    if (size !== undefined && !sizes.has(fold(size))) sizes.set(fold(size), size.trim());
    for (const c of part.colorArray)
      if (!colors.has(fold(c.colorName))) colors.set(fold(c.colorName), c.colorName.trim());
    if (part.colorArray.length === 0 && size === undefined) anyPart = true;
    else if (part.colorArray.length === 0) anyColorSizes.add(fold(size as string));
    else if (size === undefined) for (const c of part.colorArray) anySizeColors.add(fold(c.colorName));
    else for (const c of part.colorArray) pairs.add(`${fold(c.colorName)}\u0000${fold(size)}`);
  }
  const withoutParts = product.productData.productPartArray.length === 0;
  const { isEnable, list } = product.personalization;
  return {
    colors,
    sizes,
    hasPart: (color, size) =>
      withoutParts ||
      anyPart ||
      anyColorSizes.has(fold(size)) ||
      anySizeColors.has(fold(color)) ||
      pairs.has(`${fold(color)}\u0000${fold(size)}`),
    fields: isEnable ? new Set(list.map(personalizationFieldName)) : undefined,
  };
}

/**
 * Resolves and prices cart lines. Units of the same product, colour and size merge (quantities
 * summed, personalised units numbered after the ones already there); the tier is chosen by each
 * product's total. Lines or sizes with a problem are left out of the prices and reported.
 */
export function priceCartLines(
  store: StoreData,
  productsById: ProductsById,
  lines: readonly CartLineInput[],
  options: PricingOptions = {},
): PricedCart {
  const issues: LineIssue[] = [];
  const units = new Map<string, UnitRequest>();
  const storeFields = new Set(store.personalizationManagement.map((field) => personalizationFieldName(field.name)));
  const reported = new Set<string>();
  const report = (issue: LineIssue) => {
    const key = `${issue.code}\u0000${issue.productId}\u0000${issue.color ?? ""}\u0000${issue.size ?? ""}\u0000${issue.field ?? ""}`;
    if (reported.has(key)) return;
    reported.add(key);
    issues.push(issue);
  };
  // Which unit each cart line's size went to, so answers can line up with the request.
  const placements: (string | undefined)[][] = [];

  lines.forEach((line, lineIndex) => {
    const product = productsById.get(line.productId);
    const sizesOfLine: (string | undefined)[] = [];
    placements.push(sizesOfLine);
    if (product === undefined) {
      sizesOfLine.push(...line.sizes.map(() => undefined));
      report({
        code: "unknown_product",
        lineIndex,
        productId: line.productId,
        message: shopperMessage("line.unknownProduct", { productId: line.productId }),
      });
      return;
    }
    const name = product.productData.productName;
    const base = { lineIndex, productId: line.productId, productName: name };
    const known = labelsOf(product);
    const color = known.colors.size === 0 && line.color.trim() === "" ? "" : known.colors.get(fold(line.color));
    if (color === undefined) {
      sizesOfLine.push(...line.sizes.map(() => undefined));
      report({
        ...base,
        code: "unknown_color",
        color: line.color,
        message: shopperMessage("line.unknownColor", { name, color: line.color }),
      });
      return;
    }

    // The line's own sizes, resolved; entries find their size through this map.
    const ownSizes = new Map<string, { size: string; quantity: number }>();
    for (const entry of line.sizes) {
      if (!Number.isInteger(entry.quantity) || entry.quantity < 0) {
        sizesOfLine.push(undefined);
        report({
          ...base,
          code: "invalid_quantity",
          color,
          size: entry.size,
          message: shopperMessage("quantity.invalid", { name }),
        });
        continue;
      }
      if (entry.quantity === 0) {
        sizesOfLine.push(undefined);
        continue;
      }
      const size = known.sizes.get(fold(entry.size));
      if (size === undefined || !known.hasPart(color, size)) {
        sizesOfLine.push(undefined);
        report({
          ...base,
          code: "unknown_size",
          color,
          size: entry.size,
          message: shopperMessage("line.unknownSize", { name, color, size: entry.size }),
        });
        continue;
      }
      const key = unitKey(line.productId, color, size);
      sizesOfLine.push(key);
      const own = ownSizes.get(fold(size));
      if (own) own.quantity += entry.quantity;
      else ownSizes.set(fold(size), { size, quantity: entry.quantity });
    }

    // Personalization: only the store's fields, only on a product that offers them, bounded values.
    const entriesBySize = new Map<string, PersonalizationInput[]>();
    const firstSize = ownSizes.values().next().value?.size;
    for (const entry of line.personalization ?? []) {
      if (entry.value.trim() === "") continue;
      const field = personalizationFieldName(entry.name);
      if (known.fields === undefined) {
        report({
          ...base,
          code: "personalization_not_offered",
          color,
          message: shopperMessage("line.notPersonalisable", { name }),
        });
        continue;
      }
      if (!storeFields.has(field) || !known.fields.has(field)) {
        report({
          ...base,
          code: "unknown_personalization_field",
          color,
          field: entry.name,
          message: shopperMessage("line.unknownField", { name, field: entry.name }),
        });
        continue;
      }
      if ([...entry.value.trim()].length > PERSONALIZATION_VALUE_MAX_LENGTH) {
        report({
          ...base,
          code: "personalization_too_long",
          color,
          field,
          maxLength: PERSONALIZATION_VALUE_MAX_LENGTH,
          message: shopperMessage("line.tooLong", { name, field, max: PERSONALIZATION_VALUE_MAX_LENGTH }),
        });
        continue;
      }
      const target = entry.size === undefined ? firstSize : ownSizes.get(fold(entry.size))?.size;
      // An entry for a size the line does not hold (or that was refused above) has no unit to go on.
      if (target === undefined) continue;
      const list = entriesBySize.get(target);
      const cleaned = { ...entry, name: field, value: entry.value.trim() };
      if (list) list.push(cleaned);
      else entriesBySize.set(target, [cleaned]);
    }

    for (const { size, quantity } of ownSizes.values()) {
      const key = unitKey(line.productId, color, size);
      const existing = units.get(key);
      const before = existing?.quantity ?? 0;
      const entries = assignUnitGroups(size, entriesBySize.get(size) ?? [], before, lineIndex);
      if (existing) {
        existing.quantity += quantity;
        existing.lineIndexes.push(lineIndex);
        (existing.personalization as UnitEntry[]).push(...entries);
      } else {
        units.set(key, {
          productId: line.productId,
          color,
          size,
          quantity,
          personalization: entries,
          lineIndexes: [lineIndex],
        });
      }
    }
  });

  // Checks on whole units (every cart line of a product, colour and size together).
  const bounds = quantityBounds(store);
  for (const unit of units.values()) {
    const product = productsById.get(unit.productId) as ProductData;
    const name = product.productData.productName;
    const where = {
      lineIndex: unit.lineIndexes[0] as number,
      productId: unit.productId,
      productName: name,
      color: unit.color,
      size: unit.size,
    };
    const lastUnit = (unit.personalization ?? []).reduce((most, entry) => Math.max(most, entry.unit), 0);
    if (lastUnit > unit.quantity) {
      report({
        ...where,
        code: "personalization_unit_missing",
        message: shopperMessage("line.unitMissing", {
          name,
          color: unit.color,
          size: unit.size,
          unit: lastUnit,
          quantity: unit.quantity,
        }),
      });
    }
    const available = stockShortfall(store, product, unit);
    if (available !== undefined) {
      const code = available === 0 ? "sold_out" : "short_of_stock";
      report({ ...where, code, available, message: stockMessage(name, unit, available) });
    }
  }

  const requests = [...units.values()];
  const priced = priceLines(store, productsById, requests, options);
  const totals = quantityByProduct(requests);
  const firstLineOf = new Map<string, number>();
  for (const unit of requests)
    if (!firstLineOf.has(unit.productId)) firstLineOf.set(unit.productId, unit.lineIndexes[0] as number);
  for (const issue of priced.issues) {
    const lineIndex = firstLineOf.get(issue.productId) ?? 0;
    const productName = productsById.get(issue.productId)?.productData.productName;
    if (issue.code === "quantity_out_of_bounds") {
      report({
        code: issue.code,
        lineIndex,
        productId: issue.productId,
        productName,
        min: bounds.min,
        max: bounds.max,
        message: issue.message,
      });
    } else if (issue.code === "no_price") {
      const total = totals.get(issue.productId) ?? 0;
      const below = issue.minimumQuantity !== undefined && issue.minimumQuantity > total;
      report({
        code: below ? "below_first_price" : "no_price",
        lineIndex,
        productId: issue.productId,
        productName,
        ...(below
          ? { minimumQuantity: issue.minimumQuantity, moreUnits: (issue.minimumQuantity as number) - total }
          : {}),
        message: issue.message,
      });
    }
  }

  const byKey = new Map(
    priced.lines.map((line) => [unitKey(line.request.productId, line.request.color, line.request.size), line]),
  );
  const byLine = lines.map((line, index) => ({
    sizes: line.sizes.map((entry, i) => {
      const key = placements[index]?.[i];
      return { size: entry.size, quantity: entry.quantity, unit: key === undefined ? undefined : byKey.get(key) };
    }),
  }));
  return { ...priced, byLine, issues };
}
