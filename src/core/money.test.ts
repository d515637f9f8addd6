import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, fromCents, percentOf, sumCents, toCents } from "./money";

describe("money", () => {
  it.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [1.005, 101],
    [0.125, 13],
    [-0.125, -13],
    [-1.005, -101],
    [2.675, 268],
    [0.1 + 0.2, 30],
  ])("converts %s currency units to %s cents, rounding half away from zero", (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it("refuses amounts that are not finite", () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("converts cents back to currency units", () => {
    expect(fromCents(cents(1999))).toBe(19.99);
  });

  it("takes a percentage of cents, rounding half away from zero", () => {
    expect(percentOf(cents(1000), 10)).toBe(100);
    expect(percentOf(cents(1005), 10)).toBe(101);
    expect(percentOf(cents(999), 0)).toBe(0);
  });

  it("sums cents", () => {
    expect(sumCents([cents(1), cents(2), cents(3)])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it("round-trips every whole number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }).map(cents), (amount) => toCents(fromCents(amount)) === amount),
    );
  });
});
