// The product editor's numbers in the console's language (decisions 0084, 0105). The catalogue's
// cells are written with the CSV's marks ("1500.5"); the editor shows them with the console's
// ("1 500,5" in Russian) and reads what is typed with the one number reader before the cells go to
// the same save as the CSV: a number it refuses (read two ways, not a number) is a message naming the
// field, never passed on to be read with other marks. English cells are the CSV's own and pass as typed.
import type { Locale } from "~core/i18n/locale";
import { readNumberInput, writeNumberInput, type NumberInputError } from "~core/i18n/number-input";
import { parseColors, splitNotation, writeColors } from "./notation";

/** Amount cells and the decimals each takes (money 2; rates, weights and markups up to 4). */
const AMOUNT_CELLS: Record<string, number> = {
  price: 2,
  discount_price: 4,
  fundraiser_per_item: 4,
  fundraiser_percentage: 4,
  weight: 4,
};
const MONEY_CELLS = new Set(["price"]);
/** Lists whose entries end in "label: amount". */
const KEYED_AMOUNTS = ["size_markups", "option_markups"];
/** Text that is meant as a number (digits and marks only), not a formula like partPrice * 0.95. */
const NUMBER_SHAPED =
  /^[-\u2212]?[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9\s\u00A0\u202F.,\u066B\u066C]*$/u;

/** Direction marks Intl writes around a sign in Arabic ("\u200E-1.50"); the reader drops them too. */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export interface NumberProblem {
  field: string;
  error: NumberInputError;
}

type Convert = (text: string, decimals: number, options?: { negative?: boolean; money?: boolean }) => string;

/** Applies `convert` to every number of the form's cells (lists entry by entry); other text as it is. */
function eachNumber(cells: Record<string, string>, convert: (field: string) => Convert): Record<string, string> {
  const out = { ...cells };
  for (const [field, decimals] of Object.entries(AMOUNT_CELLS))
    if (out[field]) out[field] = convert(field)(out[field], decimals, { money: MONEY_CELLS.has(field) });
  if (out.colors)
    out.colors = writeColors(
      parseColors(out.colors).map((row) => ({ ...row, extra: row.extra ? convert("colors")(row.extra, 4) : "" })),
    );
  for (const field of KEYED_AMOUNTS)
    if (out[field])
      out[field] = splitNotation(out[field])
        .map((entry) => {
          const at = entry.indexOf(":");
          if (at <= 0) return entry;
          const amount = entry.slice(at + 1).trim();
          return `${entry.slice(0, at).trim()}: ${amount ? convert(field)(amount, 4) : ""}`;
        })
        .join(" | ");
  const tiers = out.tiers?.trim() ?? "";
  if (tiers && tiers.toLowerCase() !== "off")
    out.tiers = splitNotation(tiers)
      .map((entry) => {
        const at = entry.indexOf(":");
        if (at <= 0) return entry;
        const price = entry.slice(at + 1).trim();
        // A formula is the pricing language's own (partPrice * 0.95), whatever the console's language.
        return `${entry.slice(0, at).trim()}: ${NUMBER_SHAPED.test(price) ? convert("tiers")(price, 4) : price}`;
      })
      .join(" | ");
  for (const field of Object.keys(out)) {
    if (field.startsWith("part_extra.") && out[field])
      out[field] = convert(field)(out[field], 2, { negative: true, money: true });
    if (field.startsWith("stock.") && out[field]) out[field] = convert(field)(out[field], 0);
  }
  return out;
}

/** The stored cells (the CSV's marks) as the editor shows them in `locale`. */
export function cellsForEditor<T extends Record<string, string>>(cells: T, locale: Locale): T {
  if (locale === "en") return cells;
  return eachNumber(cells, () => (text, decimals, options) => {
    const read = readNumberInput(text, "en", { decimals, negative: options?.negative });
    if (!read.ok) return text;
    // Stock and other whole numbers without grouping: "1200" stays a count, not an amount.
    if (decimals === 0) return String(read.value);
    return writeNumberInput(read.value, locale, options?.money ? 2 : undefined);
  }) as T;
}

/**
 * The editor's typed cells in the CSV's marks, for the save and the preview; each number the console's
 * reader refuses is a problem for its field (the cell is left as typed: nothing is saved then).
 */
export function cellsFromEditor(
  cells: Record<string, string>,
  locale: Locale,
): { cells: Record<string, string>; problems: NumberProblem[] } {
  if (locale === "en") return { cells, problems: [] };
  const problems: NumberProblem[] = [];
  const converted = eachNumber(cells, (field) => (text, decimals, options) => {
    if (!NUMBER_SHAPED.test(text.replace(BIDI_MARKS, "").trim())) return text; // not a number at all: the save's own message names it
    const read = readNumberInput(text, locale, { decimals, negative: options?.negative });
    if (read.ok) return String(read.value);
    if (!problems.some((p) => p.field === field)) problems.push({ field, error: read.error });
    return text;
  });
  return { cells: converted, problems };
}
