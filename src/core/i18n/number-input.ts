// The one way the console reads a number or an amount of money an operator typed (issue 45,
// docs/decisions/0084): by the marks of the console's language, never by guessing.
//   en  "1,500.50"  grouping ",", decimal "."
//   ru  "1 500,50"  grouping a space (also no-break and narrow no-break), decimal ","
//   ar  "١٬٥٠٠٫٥٠" or "1,500.50"  Arabic-Indic or Latin digits; grouping "٬" or ",", decimal "٫" or "."
// Text that is not a number in that language is refused, and so is text that can be read two ways: a
// lone "," or "." followed by exactly three digits, which the language does not read as grouping, in a
// field that takes fewer decimals ("1.500" as money in English could be 1.50 or 1500; "1,500" in
// Russian could be 1,5 or 1 500). Refusals are codes; the
// edge names the field and shows how to write it. Pure, shared by the console's forms and imports.
import { cents, type Cents } from "../money";
import type { Locale } from "./locale";

export const NUMBER_INPUT_ERRORS = ["numberInvalid", "numberAmbiguous", "numberTooPrecise", "numberNegative"] as const;
/** Why a typed number was refused: not a number in the language, readable two ways, more decimals than the field takes, below zero. */
export type NumberInputError = (typeof NUMBER_INPUT_ERRORS)[number];

export type NumberRead = { ok: true; value: number } | { ok: false; error: NumberInputError };
export type MoneyRead = { ok: true; cents: Cents } | { ok: false; error: NumberInputError };

interface Marks {
  decimal: readonly string[];
  group: readonly string[];
}

const SPACES = [" ", "\u00A0", "\u202F", "\u2009"];

/** Each language's marks; within a language no mark has two roles. */
export const NUMBER_MARKS: Readonly<Record<Locale, Marks>> = {
  en: { decimal: ["."], group: [","] },
  ru: { decimal: [","], group: SPACES },
  ar: { decimal: ["\u066B", "."], group: ["\u066C", ","] },
};

/** How each language writes 1500.5, for the messages that show the fix. */
export const NUMBER_EXAMPLE: Readonly<Record<Locale, string>> = {
  en: "1,500.50",
  ru: "1\u00A0500,50",
  ar: "1,500.50",
};

/** The marks another convention uses for grouping, so a lone one before three digits reads two ways. */
const CONFUSABLE = new Set([",", "."]);
/** The most digits read: beyond 15, a double no longer holds every whole number exactly. */
const MAX_DIGITS = 15;

const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const MINUS = /^[-\u2212\u2012\u2013\uFE63\uFF0D]/;

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits as Latin ones. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

export interface NumberInputOptions {
  /** The most decimals the field takes (money: 2; a whole number: 0). */
  decimals: number;
  /** Whether a minus sign is allowed (otherwise "numberNegative"). */
  negative?: boolean;
}

/** The text without direction marks, with Latin digits and the sign taken off; undefined when empty. */
function normalise(text: string): { negative: boolean; body: string } | undefined {
  let body = latinDigits(text.replace(BIDI_MARKS, "")).trim();
  if (body === "") return undefined;
  const negative = MINUS.test(body);
  if (negative) body = body.slice(1).trimStart();
  return { negative, body };
}

/**
 * A number typed in the console's language; `{ ok: false, error }` when it is not one, reads two ways,
 * has more decimals than `decimals`, or is negative where that is not allowed. Blank text is
 * "numberInvalid": a caller whose field may be left empty checks for that first.
 */
export function readNumberInput(text: string, locale: Locale, options: NumberInputOptions): NumberRead {
  const parts = normalise(text);
  if (!parts) return { ok: false, error: "numberInvalid" };
  const { negative, body } = parts;
  // Digit runs with one mark between each two.
  if (!/^\d+(?:\D\d+)*$/u.test(body)) return { ok: false, error: "numberInvalid" };
  const runs = body.split(/\D/u);
  const marks = [...body.replace(/\d+/g, "")];
  const { decimal, group } = NUMBER_MARKS[locale];
  const last = marks.at(-1);
  const hasDecimal = last !== undefined && decimal.includes(last);
  const groups = hasDecimal ? marks.slice(0, -1) : marks;
  const fraction = hasDecimal ? runs.at(-1)! : "";
  const integerRuns = hasDecimal ? runs.slice(0, -1) : runs;
  // A lone "," or "." before exactly three digits that the language does not read as grouping: a
  // decimal mark to some, a grouping mark to others ("1,500" in English is grouping, and read so).
  if (
    marks.length === 1 &&
    CONFUSABLE.has(last!) &&
    !group.includes(last!) &&
    runs[1]!.length === 3 &&
    options.decimals < 3
  )
    return { ok: false, error: "numberAmbiguous" };
  const grouped =
    groups.every((mark) => group.includes(mark)) &&
    (groups.length === 0 || (integerRuns[0]!.length <= 3 && integerRuns.slice(1).every((run) => run.length === 3)));
  if (!grouped) return { ok: false, error: "numberInvalid" };
  const integer = integerRuns.join("").replace(/^0+(?=\d)/, "");
  if (integer.length + fraction.length > MAX_DIGITS) return { ok: false, error: "numberInvalid" };
  if (fraction.replace(/0+$/, "").length > options.decimals) return { ok: false, error: "numberTooPrecise" };
  const value = Number(fraction ? `${integer}.${fraction}` : integer);
  if (negative && value !== 0 && !options.negative) return { ok: false, error: "numberNegative" };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/**
 * An amount of money typed in the console's language, in cents: two decimals at most, not negative; a
 * "$" before or after is allowed (the store's currency, docs/decisions/0047).
 */
export function readMoneyInput(text: string, locale: Locale): MoneyRead {
  const bare = text
    .trim()
    .replace(/^(?:US)?\$\s*/u, "")
    .replace(/\s*(?:US)?\$$/u, "");
  const read = readNumberInput(bare, locale, { decimals: 2 });
  if (!read.ok) return read;
  const [whole = "0", fraction = ""] = read.value.toFixed(2).split(".");
  return { ok: true, cents: cents(Number(whole) * 100 + Number(fraction)) };
}

const writers = new Map<string, Intl.NumberFormat>();

/**
 * A number as the console's language writes it in a field, so that reading it back gives the same
 * number: "1,500.5", "1 500,5" (no-break space), Arabic with Latin digits "1,500.5". `decimals` fixes
 * the decimals shown (money: 2); otherwise as many as the number has.
 */
export function writeNumberInput(value: number, locale: Locale, decimals?: number): string {
  const key = `${locale}:${decimals ?? ""}`;
  let format = writers.get(key);
  if (!format) {
    const tag = locale === "ar" ? "ar-u-nu-latn" : locale === "ru" ? "ru-RU" : "en-US";
    format = new Intl.NumberFormat(tag, {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 15,
      useGrouping: true,
    });
    writers.set(key, format);
  }
  // Intl writes a minus as U+2212 or with direction marks in some languages; the reader takes both.
  return format.format(value);
}
