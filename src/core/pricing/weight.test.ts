import { describe, expect, it } from "vitest";
import { makeProduct, makeTee } from "../test-fixtures";
import { unitWeight } from "./weight";

describe("per-unit weight", () => {
  it("is package weight ÷ package quantity, to 2 decimals", () => {
    expect(unitWeight(makeTee(), { color: "Navy", size: "S" })).toEqual({ weight: 0.17, weightUom: "LB" });
  });

  it("keeps the package's weight unit", () => {
    const product = makeProduct({
      productData: {
        productPartArray: [{ partId: "a", shippingPackageArray: [{ weight: 3, quantity: 4, weightUom: "KG" }] }],
      },
    });
    expect(unitWeight(product, {})).toEqual({ weight: 0.75, weightUom: "KG" });
  });

  it("falls back to the product's weight, and to 0, in LB by default", () => {
    expect(unitWeight(makeTee({ productData: { weight: 0.456 } }), { color: "Red", size: "S" })).toEqual({
      weight: 0.46,
      weightUom: "LB",
    });
    expect(unitWeight(makeTee(), { color: "Navy", size: "XL" })).toEqual({ weight: 0, weightUom: "LB" });
  });
});
