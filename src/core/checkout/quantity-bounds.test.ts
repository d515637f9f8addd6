import { describe, expect, it } from "vitest";
import { makeStore } from "../test-fixtures";
import { englishMessage } from "../i18n/messages";
import { checkQuantityBounds, quantityBounds } from "./quantity-bounds";

describe("quantity bounds", () => {
  const bounded = makeStore({ storeSpecificFeatures: { minumumQuantity: 6, maximumQuantity: 48 } });
  const open = makeStore();

  it.each([
    [5, "*Please, select quantity between 6 and 48!"],
    [6, undefined],
    [48, undefined],
    [49, "*Please, select quantity between 6 and 48!"],
  ])("checks a total of %i across sizes against the store's minimum and maximum", (total, message) => {
    const found = checkQuantityBounds(bounded, total);
    expect(found && englishMessage(found)).toBe(message);
  });

  it("treats maximum 0 as unbounded and never accepts an empty selection", () => {
    expect(quantityBounds(open)).toEqual({ min: 1, max: undefined });
    expect(checkQuantityBounds(open, 10_000)).toBeUndefined();
    expect(englishMessage(checkQuantityBounds(open, 0)!)).toBe("*Please, select quantity between 1 and ∞!");
  });
});
