// The one size order used on every screen and in every order record (docs/decisions/0009):
// named sizes smallest to largest, then numeric sizes by value, then CUSTOM and Other, then any
// unknown label in alphabetical order.

export const SIZE_ORDER = [
  "XXXS",
  "XXS",
  "XS",
  "S",
  "M",
  "L",
  "XL",
  "XXL",
  "2XL",
  "XXXL",
  "3XL",
  "4XL",
  "5XL",
  "6XL",
] as const;

const TRAILING = ["CUSTOM", "OTHER"] as const;
const NUMERIC = /^\d+(\.\d+)?$/;

type SizeRank = { group: 0 | 1 | 2 | 3; value: number };

function rankSize(label: string): SizeRank {
  const key = label.trim().toUpperCase();
  const named = (SIZE_ORDER as readonly string[]).indexOf(key);
  if (named >= 0) return { group: 0, value: named };
  if (NUMERIC.test(key)) return { group: 1, value: Number(key) };
  const trailing = (TRAILING as readonly string[]).indexOf(key);
  if (trailing >= 0) return { group: 2, value: trailing };
  return { group: 3, value: 0 };
}

/** Comparator for size labels in the one size order. */
export function compareSizes(a: string, b: string): number {
  const left = rankSize(a);
  const right = rankSize(b);
  if (left.group !== right.group) return left.group - right.group;
  if (left.value !== right.value) return left.value - right.value;
  return a.localeCompare(b, "en");
}

/** A copy of the labels in the one size order. */
export function sortSizes(labels: readonly string[]): string[] {
  return [...labels].sort(compareSizes);
}
