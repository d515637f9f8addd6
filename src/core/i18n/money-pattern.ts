// Money as Intl writes it, without Intl in the browser. The first Intl.NumberFormat of a page loads
// ICU's number data, 25–30 ms of main thread on a fast desktop and four times that on a mid-range
// phone, right in the middle of hydration (docs/performance.md). So the server, which has Intl warm,
// takes its format of one language and currency apart once (prefix, suffix, separators, grouping),
// the page carries those few strings, and both sides write amounts from them. money-pattern.test.ts
// checks the result against Intl itself for every language and currency, over many amounts.
import { intlTag, type Currency, type Locale } from "./locale";
import { toCents } from "../money";

export interface MoneyPattern {
  /** Text before and after the digits of a positive amount, e.g. "$" and "" or "" and " ₽". */
  prefix: string;
  suffix: string;
  /** The same for a negative amount (the minus sign is part of it). */
  negativePrefix: string;
  negativeSuffix: string;
  group: string;
  decimal: string;
  /** The fewest integer digits that are grouped: 4 in English (1,234), 5 in Russian (1234 but 12 345). */
  groupFrom: number;
}

const SAMPLE = 1234567.25;

function split(parts: Intl.NumberFormatPart[]): { before: string; after: string } {
  const first = parts.findIndex((part) => part.type === "integer");
  const last = parts.findLastIndex((part) => part.type === "fraction");
  const text = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join("");
  return { before: text(parts.slice(0, first)), after: text(parts.slice(last + 1)) };
}

/** Takes Intl's money format of one language and currency apart (two decimals, as the store shows). */
export function moneyPatternFromIntl(locale: Locale, currency: Currency): MoneyPattern {
  const format = new Intl.NumberFormat(intlTag(locale), {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const positive = format.formatToParts(SAMPLE);
  const negative = split(format.formatToParts(-SAMPLE));
  const { before, after } = split(positive);
  const four = format.formatToParts(1234.25);
  return {
    prefix: before,
    suffix: after,
    negativePrefix: negative.before,
    negativeSuffix: negative.after,
    group: positive.find((part) => part.type === "group")?.value ?? "",
    decimal: positive.find((part) => part.type === "decimal")?.value ?? ".",
    groupFrom: four.some((part) => part.type === "group") ? 4 : 5,
  };
}

const closeSign = (before: string, after: string) =>
  before[0] === "\u200f" && /[A-Z]\W$/.test(after) ? `${after}\u200e` : after;

/**
 * The pattern with a left-to-right mark after a Latin currency sign that ends in a symbol ("US$", "UK£")
 * in a right-to-left format (one that opens with a right-to-left mark). Nothing strong follows that
 * symbol, so the bidi algorithm puts it before the letters: Arabic pages read "$US 26.24", not
 * "US$ 26.24". Any other pattern comes back as it is.
 */
export function keepSignWhole(pattern: MoneyPattern): MoneyPattern {
  return {
    ...pattern,
    suffix: closeSign(pattern.prefix, pattern.suffix),
    negativeSuffix: closeSign(pattern.negativePrefix, pattern.negativeSuffix),
  };
}

/** An amount (decimal currency units) written with a pattern, rounded half away from zero to cents. */
export function formatWithPattern(pattern: MoneyPattern, amount: number): string {
  const negative = amount < 0 || Object.is(amount, -0);
  const cents = Math.abs(toCents(amount));
  const integer = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  let grouped = integer;
  if (integer.length >= pattern.groupFrom) {
    grouped = "";
    for (let end = integer.length; end > 0; end -= 3) {
      const digits = integer.slice(Math.max(0, end - 3), end);
      grouped = grouped ? `${digits}${pattern.group}${grouped}` : digits;
    }
  }
  const number = `${grouped}${pattern.decimal}${fraction}`;
  return negative
    ? `${pattern.negativePrefix}${number}${pattern.negativeSuffix}`
    : `${pattern.prefix}${number}${pattern.suffix}`;
}
