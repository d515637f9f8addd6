import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { evaluateExpression, evaluatePrice, reportEachFormulaOnce } from "./expression";

const vars = { partPrice: 6, minimumPartPrice: 4 };

describe("evaluateExpression", () => {
  it.each<[string | number, number]>([
    [12, 12],
    ["12", 12],
    ["12.50", 12.5],
    [".5", 0.5],
    ["partPrice", 6],
    ["partPrice * 1.5", 9],
    ["partPrice + 2 * 3", 12],
    ["(partPrice + 2) * 3", 24],
    ["partPrice / 4", 1.5],
    ["-partPrice + 10", 4],
    ["--3", 3],
    ["+3", 3],
    ["2 - -1", 3],
    ["10 - 2 - 3", 5],
    ["12 / 2 / 3", 2],
    ["partPrice × 2 ÷ 4 − 1", 2],
    ["  minimumPartPrice*2  ", 8],
  ])("evaluates %s to %s", (formula, value) => {
    expect(evaluateExpression(formula, vars)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty formula"],
    ["   ", "empty formula"],
    ["partPrice *", "unexpected end of formula"],
    ["(1 + 2", 'missing ")" for "(" at position 1'],
    ["1 + 2)", 'unexpected ")" at position 6'],
    ["cost * 2", 'unknown name "cost"'],
    ["constructor", 'unknown name "constructor"'],
    ["2 ^ 3", 'unexpected character "^" at position 3'],
    ["alert(1)", 'unknown name "alert"'],
    ["1 / 0", "division by zero"],
    ["1 / (partPrice - 6)", "division by zero"],
    ["1.2.3", 'unexpected "0.3" at position 4'],
    ["* 2", 'unexpected "*" at position 1'],
  ])("reports %j as a bad formula (%s) instead of throwing", (formula, message) => {
    expect(evaluateExpression(formula, vars)).toEqual({ ok: false, message });
  });

  it("refuses numbers that are not finite", () => {
    expect(evaluateExpression(Number.NaN)).toEqual({ ok: false, message: "not a finite number" });
    expect(evaluateExpression("9".repeat(400))).toEqual({ ok: false, message: "result is not a finite number" });
  });

  it("never throws, whatever text it is given", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (formula) => {
        const result = evaluateExpression(formula, vars);
        return result.ok ? Number.isFinite(result.value) : typeof result.message === "string";
      }),
    );
  });

  it("evaluates arithmetic on numbers exactly like JavaScript does", () => {
    const small = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(small, small, small, (a, b, c) => {
        const result = evaluateExpression(`${a} + ${b} * (${c} - 1)`);
        return result.ok && result.value === a + b * (c - 1);
      }),
    );
  });
});

describe("evaluatePrice", () => {
  it("counts a formula price only when it evaluates to a number above 0", () => {
    expect(evaluatePrice("partPrice * 1.5", vars)).toBe(9);
    expect(evaluatePrice(0, vars)).toBeUndefined();
    expect(evaluatePrice("partPrice - 6", vars)).toBeUndefined();
    expect(evaluatePrice(-3, vars)).toBeUndefined();
    expect(evaluatePrice(undefined, vars)).toBeUndefined();
  });

  it("reports a bad expression to the injected reporter and treats it as no price", () => {
    const report = vi.fn();
    expect(evaluatePrice("partPrice *", vars, report)).toBeUndefined();
    expect(report).toHaveBeenCalledExactlyOnceWith({ expression: "partPrice *", message: "unexpected end of formula" });
  });

  it("does not report a valid formula that is simply not a price", () => {
    const report = vi.fn();
    expect(evaluatePrice(0, vars, report)).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });
});

describe("reportEachFormulaOnce", () => {
  it("reports each distinct bad formula once", () => {
    const report = vi.fn();
    const once = reportEachFormulaOnce(report);
    once({ expression: "x", message: "m" });
    once({ expression: "x", message: "m" });
    once({ expression: "y", message: "m" });
    expect(report).toHaveBeenCalledTimes(2);
  });
});
