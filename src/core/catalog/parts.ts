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
  const x = a ?? "";
  const y = b ?? "";
  // The same text is the same label, without making two new strings (a quote compares thousands).
  if (x === y) return true;
  return x.trim().toLowerCase() === y.trim().toLowerCase();
}

/** The size label of a part: its labelSize, else its customSize. */
export function partSize(part: ProductPart): string | undefined {
  return part.apparelSize.labelSize ?? part.apparelSize.customSize;
}

/** A part with its labels folded once (trimmed, lower case), as sameLabel compares them. */
interface FoldedPart {
  part: ProductPart;
  /** Empty: the part fits every colour. */
  colors: string[];
  /** Undefined: the part fits every size. */
  size: string | undefined;
}

const foldLabel = (label: string) => label.trim().toLowerCase();

// Folded parts per part list (documents are not changed in place once read: a changed product is a
// new document), so a quote of many sizes folds each product's labels once, not once per lookup.
const foldedParts = new WeakMap<readonly ProductPart[], FoldedPart[]>();

function foldedPartsOf(parts: readonly ProductPart[]): FoldedPart[] {
  let folded = foldedParts.get(parts);
  if (folded === undefined) {
    folded = parts.map((part) => {
      const size = partSize(part);
      return {
        part,
        colors: part.colorArray.map((c) => foldLabel(c.colorName)),
        size: size === undefined ? undefined : foldLabel(size),
      };
    });
    foldedParts.set(parts, folded);
  }
  return folded;
}

/**
 * Parts that fit the selection. A part with no colours (or no size) fits every colour (or size),
 * and a selection without a colour (or size) accepts every part.
 */
export function partsFor(product: PricedProductData, selection: PartSelection): ProductPart[] {
  const color = selection.color === undefined ? undefined : foldLabel(selection.color);
  const size = selection.size === undefined ? undefined : foldLabel(selection.size);
  const fits: ProductPart[] = [];
  for (const folded of foldedPartsOf(product.productData.productPartArray)) {
    const colorFits = color === undefined || folded.colors.length === 0 || folded.colors.includes(color);
    const sizeFits = size === undefined || folded.size === undefined || folded.size === size;
    if (colorFits && sizeFits) fits.push(folded.part);
  }
  return fits;
}
