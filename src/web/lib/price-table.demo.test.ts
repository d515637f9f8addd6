// Issue 49: the price table the product page and the quick view show must say what the server's quote
// charges. For every demo product, in its first colour and first size, the row each total quantity
// from 1 to 200 falls in names the unit price the quote gives for that quantity (priceCartLines, the
// path of the cart, the quote and the order), and a selection added to units already in the cart is
// priced as the cart will be.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { purchaseSelection, selectionCartItems, sizeRows } from "~core/cart/purchase-selection";
import { pricedProductData } from "~core/catalog/priced-product";
import { ProductDataSchema } from "~core/entities/product.schema";
import { StoreDataSchema } from "~core/entities/store.schema";
import { priceCartLines } from "~core/pricing/cart-lines";
import { priceTable, rowFor } from "~core/pricing/product-pricing";
import { asStoreData, pricingStoreOf } from "./pricing-store";

interface DemoFile {
  data: unknown;
  products: { id: string; data: unknown }[];
}
const readDemo = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../../data/demo/stores/${id}.json`, import.meta.url), "utf8")) as DemoFile;

describe.each(["demo", "private", "popup"])("the price table of each product of the %s store", (storeId) => {
  const file = readDemo(storeId);
  const store = StoreDataSchema.parse(file.data);
  // As the browser has it: the shell's pricing store and the slim product.
  const browserStore = asStoreData(pricingStoreOf(store));
  const products = file.products.map((p) => ({ id: p.id, data: ProductDataSchema.parse(p.data) }));

  it("shows, in the row of every quantity from 1 to 200, the unit price the quote charges", () => {
    let compared = 0;
    for (const { id, data } of products) {
      const slim = pricedProductData(data);
      const color = data.productData.colors[0]?.colorName ?? "";
      const size = sizeRows(store, data, color)[0]?.size;
      if (size === undefined) continue;
      // The table's rows are priced without a size; the quote line of a size adds its markups.
      const rows = priceTable(browserStore, slim, { color, size });
      if (rows.length === 0) continue;
      for (let quantity = 1; quantity <= 200; quantity += 1) {
        const charged = priceCartLines(store, new Map([[id, data]]), [
          { productId: id, color, sizes: [{ size, quantity }] },
        ]).byLine[0]?.sizes[0]?.unit?.unitPrice;
        expect({ id, quantity, price: rowFor(rows, quantity)?.unitPrice }).toEqual({ id, quantity, price: charged });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("prices a selection with the units of the product already in the cart, as the quote of the whole cart does", () => {
    for (const { id, data } of products.slice(0, 20)) {
      const color = data.productData.colors[0]?.colorName ?? "";
      const size = sizeRows(store, data, color)[0]?.size;
      if (size === undefined) continue;
      const selection = purchaseSelection(store, data, { color, quantities: { [size]: 2 }, names: {}, inCart: 10 });
      const [line] = selectionCartItems(store, { id, data }, color, selection, "/x.png");
      const quote = priceCartLines(store, new Map([[id, data]]), [
        { productId: id, color, sizes: [{ size, quantity: 10 }] },
        { productId: id, color, sizes: [{ size, quantity: 2 }] },
      ]);
      expect(line?.price).toBe(quote.byLine[1]?.sizes[0]?.unit?.unitPrice ?? 0);
      expect(selection.pricedTotal).toBe(12);
    }
  });
});
