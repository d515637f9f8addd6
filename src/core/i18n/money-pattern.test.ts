import { describe, expect, it } from "vitest";
import { CURRENCIES, intlTag, LOCALES } from "./locale";
import { formatWithPattern, keepSignWhole, moneyPatternFromIntl } from "./money-pattern";

// Amounts a store shows: prices, totals, conversions, discounts (negative), and the edges of rounding
// and grouping.
const FIXED = [
  0, -0, 0.004, -0.004, 0.005, 0.01, 0.1, 0.5, 1, 1.005, 2.675, 9.99, 12.5, 99.995, 100, 999.99, 1000, 1234.5, 9999.99,
  10000, 12345.678, 99999.995, 100000, 1234567.89, 10000000, -1, -12.5, -1234.56, -99999.99,
];

function randomAmounts(count: number): number[] {
  // A fixed linear congruential sequence, so a failure repeats with the same amounts.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    const scale = 10 ** Math.floor(next() * 8);
    const amount = Math.round(next() * scale * 100) / 100;
    return next() < 0.2 ? -amount : amount;
  });
}

describe("money patterns write amounts exactly as Intl does", () => {
  for (const locale of LOCALES) {
    for (const currency of CURRENCIES) {
      it(`${locale}, ${currency}`, () => {
        const intl = new Intl.NumberFormat(intlTag(locale), {
          style: "currency",
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        const pattern = moneyPatternFromIntl(locale, currency);
        for (const amount of [...FIXED, ...randomAmounts(2000)]) {
          expect(formatWithPattern(pattern, amount), String(amount)).toBe(intl.format(amount));
        }
      });
    }
  }
});

describe("moneyPatternFromIntl", () => {
  it("writes Russian roubles as Intl does", () => {
    expect(formatWithPattern(moneyPatternFromIntl("ru", "RUB"), 12345.5)).toBe(
      new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB" }).format(12345.5),
    );
  });

  it("keeps Latin digits in Arabic, as the store shows prices", () => {
    expect(formatWithPattern(moneyPatternFromIntl("ar", "USD"), 1234.5)).toMatch(/1[^\d]?234[^\d]50/);
  });
});

describe("keepSignWhole", () => {
  const write = (locale: "en" | "ru" | "ar", currency: "USD" | "EUR" | "GBP" | "RUB", amount: number) =>
    formatWithPattern(keepSignWhole(moneyPatternFromIntl(locale, currency)), amount);

  it("closes a Latin currency sign in Arabic with a left-to-right mark, so it reads US$ and not $US", () => {
    expect(write("ar", "USD", 26.24)).toBe("\u200f26.24\u00a0US$\u200e");
    expect(write("ar", "USD", -25)).toBe("\u200f\u200e-25.00\u00a0US$\u200e");
    expect(write("ar", "GBP", 1)).toBe("\u200f1.00\u00a0UK£\u200e");
  });

  it("leaves a sign that is only a symbol or only letters, and left-to-right languages, as Intl writes them", () => {
    for (const [locale, currency] of [
      ["ar", "EUR"],
      ["ar", "RUB"],
      ["ru", "USD"],
      ["en", "USD"],
      ["en", "GBP"],
    ] as const) {
      const intl = new Intl.NumberFormat(intlTag(locale), { style: "currency", currency });
      expect(write(locale, currency, 1234.5)).toBe(intl.format(1234.5));
      expect(write(locale, currency, -3)).toBe(intl.format(-3));
    }
  });
});
