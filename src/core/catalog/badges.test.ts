import { describe, expect, it } from "vitest";
import { makeStore, makeTee } from "../test-fixtures";
import { inventoryFor, isSizeBlocked, isSizeShown, productBadges } from "./badges";

describe("badges and availability", () => {
  it("shows Best Seller (red), New (blue) and Featured (purple) from featuredProduct, in that order", () => {
    const product = makeTee({ productOptions: { featuredProduct: ["Featured", "Best Seller", "New"] } });
    expect(productBadges(product)).toEqual([
      { label: "Best Seller", tone: "red" },
      { label: "New", tone: "blue" },
      { label: "Featured", tone: "purple" },
    ]);
    expect(productBadges(makeTee())).toEqual([]);
  });

  it("reads inventory by size and colour labels, or by part", () => {
    const product = makeTee({
      inventoryData: {
        partInventoryArray: [
          { partId: "navy-s", labelSize: "S", partColor: "Navy", quantityAvailable: { quantity: { value: 4 } } },
          { partId: "navy-xl", inventory: 0 },
          { partId: "other", labelSize: "XL", partColor: "Red" },
        ],
      },
    });
    expect(inventoryFor(product, { color: "Navy", size: "S" })).toBe(4);
    expect(inventoryFor(product, { color: "Navy", size: "XL" })).toBe(0);
    expect(inventoryFor(product, { color: "Red", size: "XL" })).toBeUndefined();
  });

  it("counts a colour and size once per inventory list, in any spelling, and again for a new list", () => {
    const product = makeTee({
      inventoryData: {
        partInventoryArray: [{ partId: "navy-s", labelSize: "S", partColor: "Navy", inventory: 4 }],
      },
    });
    expect(inventoryFor(product, { color: "Navy", size: "S" })).toBe(4);
    expect(inventoryFor(product, { color: " navy", size: "s " })).toBe(4);
    // Stock taken is a new list (takeStock), even on the same document object.
    product.inventoryData.partInventoryArray = [{ partId: "navy-s", labelSize: "S", partColor: "Navy", inventory: 1 }];
    expect(inventoryFor(product, { color: "Navy", size: "S" })).toBe(1);
  });

  it("shows 0-inventory sizes only when the store's outOfStock feature is on", () => {
    expect(isSizeShown(makeStore(), 0)).toBe(false);
    expect(isSizeShown(makeStore({ storeSpecificFeatures: { outOfStock: true } }), 0)).toBe(true);
    expect(isSizeShown(makeStore(), 3)).toBe(true);
    expect(isSizeShown(makeStore(), undefined)).toBe(true);
  });

  it("disables entry for a 0-inventory size when the store blocks out of stock shopping", () => {
    const blocking = makeStore({ storeSpecificFeatures: { outOfStockShopping: "Block out of stock shopping" } });
    expect(isSizeBlocked(blocking, 0)).toBe(true);
    expect(isSizeBlocked(blocking, 2)).toBe(false);
    expect(isSizeBlocked(makeStore(), 0)).toBe(false);
  });
});
