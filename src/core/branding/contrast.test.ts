import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextColor, relativeLuminance } from "./contrast";

describe("brand colour contrast", () => {
  it("measures black on white as 21:1 and a colour on itself as 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1f3a93", "#1f3a93")).toBe(1);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
  });

  it.each([
    ["#1f3a93", "#ffffff", "#ffffff"], // navy with white passes AA: kept
    ["#f2a900", "#ffffff", "#000000"], // gold with white fails AA: black reads better
    ["#ffff00", "#eeeeee", "#000000"],
    ["#202020", "#333333", "#ffffff"],
  ])("on %s, the store's %s becomes %s", (bg, preferred, expected) => {
    expect(readableTextColor(bg, preferred)).toBe(expected);
    expect(contrastRatio(bg, readableTextColor(bg, preferred))).toBeGreaterThanOrEqual(4.5);
  });
});
