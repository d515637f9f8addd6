// Size order (issue 45, docs/decisions/0092): every screen and every paper lists sizes in the order
// the product's own size list gives, else in the store's size list's order; labels in neither keep
// the order they came in. No order is fixed in code: a store selling YS YM YL S M L sees exactly that.
// The "usual order" below is only offered to an operator as a button that rewrites a store's list.
import type { StoreData } from "../entities/store.schema";

type StoreSizeList = StoreData["sizes"];

/** The sizes a store without its own size list offers (spec §4: the store still loads without one). */
export const DEFAULT_SIZES: NonNullable<StoreSizeList> = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"].map(
  (label, i) => ({ label, sort: i + 1 }),
);

/** The store's size list as served: its own when it has one, else DEFAULT_SIZES. */
export function storeSizeList(sizes: StoreSizeList): NonNullable<StoreSizeList> {
  return sizes && sizes.length > 0 ? sizes : DEFAULT_SIZES;
}

/** Where an order of sizes comes from: the product's own list (first), then the store's list. */
export interface SizeLists {
  /** The product's sizes (productData.sizes), in the order its operator set. */
  product?: readonly string[];
  /** The store's size list (each label with an optional sort; ties keep the list's order). */
  store?: StoreSizeList;
}

const keyOf = (label: string) => label.trim().toLowerCase();

/** A size's place: its index in the product's list, else after them by its place in the store's list, else Infinity. */
export function sizeRank(lists: SizeLists): (label: string) => number {
  const ranks = new Map<string, number>();
  for (const label of lists.product ?? []) if (!ranks.has(keyOf(label))) ranks.set(keyOf(label), ranks.size);
  const store = (lists.store ?? [])
    .map((entry, at) => ({ entry, at }))
    .sort((a, b) => (a.entry.sort ?? Infinity) - (b.entry.sort ?? Infinity) || a.at - b.at);
  for (const { entry } of store) if (!ranks.has(keyOf(entry.label))) ranks.set(keyOf(entry.label), ranks.size);
  return (label) => ranks.get(keyOf(label)) ?? Infinity;
}

/** Comparator in the lists' order; labels in neither list compare equal (a stable sort keeps them as they came). */
export function compareSizesIn(lists: SizeLists): (a: string, b: string) => number {
  const rank = sizeRank(lists);
  return (a, b) => {
    const left = rank(a);
    const right = rank(b);
    return left === right ? 0 : left < right ? -1 : 1;
  };
}

/** A copy of the items ordered by their size label in the lists' order (stable). */
export function orderBySize<T>(items: readonly T[], lists: SizeLists, labelOf: (item: T) => string): T[] {
  const rank = sizeRank(lists);
  return items
    .map((item, at) => ({ item, at, rank: rank(labelOf(item)) }))
    .sort((a, b) => (a.rank === b.rank ? a.at - b.at : a.rank < b.rank ? -1 : 1))
    .map(({ item }) => item);
}

/** A copy of the size labels in the lists' order (stable for labels in neither). */
export function orderSizes(labels: readonly string[], lists: SizeLists): string[] {
  return orderBySize(labels, lists, (label) => label);
}

/** The product's lists for a product id, for papers that mix products (production sheet, orders CSV). */
export type SizeListsOf = (productId: string) => SizeLists;

// The usual scales an operator may ask for with one button on the store's size list (never applied
// on its own): toddler, youth, then adult, smallest to largest; numbers by value; CUSTOM and Other last.
const USUAL_SCALES = [
  ["2T", "3T", "4T", "5T"],
  ["YXS", "YS", "YM", "YL", "YXL"],
  ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "XXXL", "3XL", "4XL", "5XL", "6XL"],
].flat();
const TRAILING = ["CUSTOM", "OTHER"];
const NUMERIC = /^\d+(\.\d+)?$/;

function usualRank(label: string): [number, number] {
  const key = label.trim().toUpperCase();
  const named = USUAL_SCALES.indexOf(key);
  if (named >= 0) return [0, named];
  if (NUMERIC.test(key)) return [1, Number(key)];
  const trailing = TRAILING.indexOf(key);
  if (trailing >= 0) return [2, trailing];
  return [3, 0];
}

/** The usual order (toddler, youth, adult; numbers; CUSTOM, Other; the rest alphabetically), for the operator's button. */
export function usualSizeOrder(labels: readonly string[]): string[] {
  return [...labels].sort((a, b) => {
    const [ga, va] = usualRank(a);
    const [gb, vb] = usualRank(b);
    return ga - gb || va - vb || a.localeCompare(b, "en");
  });
}

/** The size lists of a store and its products, as data (a loader can send it): see sizeListsOf. */
export interface SizeListBook {
  store?: StoreSizeList;
  /** Each product's own sizes by product id. */
  products: Record<string, readonly string[]>;
}

/** The lists one product's sizes are ordered by: its own, then the store's. */
export function sizeListsOf(book: SizeListBook): SizeListsOf {
  return (productId) => ({ product: book.products[productId], store: book.store });
}
