import { describe, expect, it, vi } from "vitest";
import type { DesignPriceTable } from "../entities/store.schema";
import { makeStore, makeTee } from "../test-fixtures";
import { breakpointIndex, designPrice, designTableCharge } from "./design-pricing";

const colors: DesignPriceTable = {
  enabled: true,
  xField: "quantity",
  yField: "colorsTotal",
  xValues: [12, 48],
  yValues: [1, 2, 4],
  formulas: [
    [1.25, 1],
    [2, "1.5"],
    [3, "partPrice / 2"],
  ],
};
const vars = { partPrice: 6, minimumPartPrice: 4 };

describe("design price tables", () => {
  it("finds the last breakpoint at or below a value, whatever their order", () => {
    expect(breakpointIndex([12, 48], 11)).toBeUndefined();
    expect(breakpointIndex([12, 48], 12)).toBe(0);
    expect(breakpointIndex([48, 12], 50)).toBe(0);
  });

  it.each([
    ["1 colour at 12 units", 12, 1, 125],
    ["2 colours at 12 units", 12, 2, 200],
    ["3 colours at 12 units (the 2-colour row)", 12, 3, 200],
    ["2 colours at 48 units", 48, 2, 150],
    ["5 colours at 100 units (a formula)", 100, 5, 300],
    ["any colours below the first quantity", 11, 2, 0],
    ["no colours", 12, 0, 0],
    ["an unknown colour count", 12, undefined, 0],
  ])("charges %s per unit per location", (_, quantity, count, cents) => {
    expect(designTableCharge(colors, quantity, count, vars)).toBe(cents);
  });

  it("charges nothing when the table is disabled or absent, or the cell is empty or not positive", () => {
    expect(designTableCharge({ ...colors, enabled: false }, 12, 1, vars)).toBe(0);
    expect(designTableCharge(undefined, 12, 1, vars)).toBe(0);
    expect(designTableCharge({ ...colors, formulas: [[""]] }, 12, 1, vars)).toBe(0);
    expect(designTableCharge({ ...colors, formulas: [[-1]] }, 12, 1, vars)).toBe(0);
    expect(designTableCharge({ ...colors, formulas: [] }, 12, 1, vars)).toBe(0);
  });

  it("has no price when a design cell cannot be evaluated, and reports it", () => {
    const report = vi.fn();
    expect(designTableCharge({ ...colors, formulas: [["price * 2"]] }, 12, 1, vars, report)).toBeUndefined();
    expect(report).toHaveBeenCalledExactlyOnceWith({ expression: "price * 2", message: 'unknown name "price"' });
  });

  it("adds the colour-count and stitch-count tables for each design location", () => {
    const store = makeStore({
      pricingManagement: {
        numberOfColors: colors,
        stitchCount: {
          enabled: true,
          yField: "stitchesTotal",
          xValues: [1],
          yValues: [0, 5000, 10000],
          formulas: [[0.5], [1], [2]],
        },
      },
    });
    const product = makeTee({
      designs: {
        locations: [
          { name: "Front", designType: "Screen Print", colorsTotal: 2 },
          { name: "Sleeve", designType: "Embroidery", stitchesTotal: 7500 },
        ],
      },
    });
    expect(designPrice(store, product, 12, vars)).toBe(200 + 100);
    expect(designPrice(store, makeTee(), 12, vars)).toBe(0);
    const broken = makeStore({ pricingManagement: { numberOfColors: { ...colors, formulas: [["("], ["("]] } } });
    expect(designPrice(broken, product, 12, vars, () => {})).toBeUndefined();
  });
});
