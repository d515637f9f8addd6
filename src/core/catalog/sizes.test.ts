import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compareSizes, sortSizes } from "./sizes";

describe("size order", () => {
  it("orders named sizes from XXXS to 6XL, then numeric sizes by value, CUSTOM, Other, unknown last", () => {
    expect(
      sortSizes([
        "Other",
        "Youth",
        "XL",
        "10",
        "CUSTOM",
        "2XL",
        "S",
        "XXXS",
        "8.5",
        "XXL",
        "M",
        "6XL",
        "3XL",
        "XXXL",
        "2",
        "Adult",
      ]),
    ).toEqual([
      "XXXS",
      "S",
      "M",
      "XL",
      "XXL",
      "2XL",
      "XXXL",
      "3XL",
      "6XL",
      "2",
      "8.5",
      "10",
      "CUSTOM",
      "Other",
      "Adult",
      "Youth",
    ]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(sortSizes(["xl", " s ", "Custom", "other"])).toEqual([" s ", "xl", "Custom", "other"]);
  });

  it("is a consistent order: sorting twice changes nothing", () => {
    const label = fc.oneof(
      fc.constantFrom("XS", "S", "M", "L", "XL", "2XL", "CUSTOM", "Other", "12", "4"),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(label), (labels) => {
        const once = sortSizes(labels);
        return JSON.stringify(sortSizes(once)) === JSON.stringify(once) && compareSizes("S", "M") < 0;
      }),
    );
  });
});
