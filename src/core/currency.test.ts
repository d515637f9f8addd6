import { describe, expect, it } from "vitest";
import { convertCents, parseRateTable } from "./currency";
import { cents } from "./money";

const table = parseRateTable({ date: "2026-11-01", base: "USD", rates: { USD: 1, EUR: 0.92, GBP: 0.79, RUB: 92.5 } });

describe("currency", () => {
  it("converts store cents by the table, rounding half away from zero", () => {
    expect(convertCents(cents(2624), "USD", table)).toBe(2624);
    expect(convertCents(cents(2624), "EUR", table)).toBe(2414);
    expect(convertCents(cents(1000), "RUB", table)).toBe(92500);
    expect(convertCents(cents(-2624), "GBP", table)).toBe(-2073);
  });

  it("refuses a table that would show wrong prices, naming the field", () => {
    expect(() => parseRateTable(null)).toThrow("JSON object");
    expect(() => parseRateTable({ ...table, date: "yesterday" })).toThrow('"date"');
    expect(() => parseRateTable({ ...table, base: "EUR" })).toThrow('"base" must be USD');
    expect(() => parseRateTable({ ...table, rates: { ...table.rates, GBP: 0 } })).toThrow('"rates.GBP"');
    expect(() => parseRateTable({ ...table, rates: { ...table.rates, USD: 2 } })).toThrow('"rates.USD" must be 1');
  });
});
