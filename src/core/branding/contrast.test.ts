import { describe, expect, it } from "vitest";
import { contrastRatio, focusRingColor, readableTextColor, relativeLuminance } from "./contrast";

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

  it.each([
    // Lakeside: gold on white is 2.30:1, so the navy primary draws the ring.
    [["#1b2a4a", "#e0a526", "#1b1b1b"], "#1b2a4a"],
    // A light palette whose every colour fails on white: black.
    [["#c9c9c9", "#ffe680", "#fafafa"], "#000000"],
    // A dark accent is kept.
    [["#7a1f2b", "#1b2a4a", "#000000"], "#7a1f2b"],
  ])("the focus ring takes the first of %j reaching 3:1 on white and the surface: %s", (preferred, expected) => {
    const backgrounds = ["#ffffff", "#f4f6fb"];
    const ring = focusRingColor(backgrounds, preferred);
    expect(ring).toBe(expected);
    for (const bg of backgrounds) expect(contrastRatio(bg, ring)).toBeGreaterThanOrEqual(3);
  });
});
