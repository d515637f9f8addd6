// The product page's hydration data carries PricedProductData, not the whole product document
// (decision 0037). Every demo product priced in the browser's way (the slim product, the shell's
// PricingStore) must give what the server's pricing gives with the whole documents, and the slim
// product must leave the description and the listing's fields out.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colorImageUrl, galleryImages } from "~core/catalog/gallery";
import { pricedProductData } from "~core/catalog/priced-product";
import { defaultColor, purchaseSelection, selectionCartItems, sizeRows, sizesFor } from "~core/cart/purchase-selection";
import { minimumPricedQuantity, nextTierHint, tierTable, unitPrice } from "~core/pricing/product-pricing";
import { unitWeight } from "~core/pricing/weight";
import { ProductDataSchema } from "~core/entities/product.schema";
import { StoreDataSchema } from "~core/entities/store.schema";
import { asStoreData, pricingStoreOf } from "./pricing-store";

// The demo stores' files, parsed as the server stores them (web may not import the server's fixture).
interface DemoFile {
  data: unknown;
  products: { id: string; data: unknown }[];
}
const readDemo = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../../data/demo/stores/${id}.json`, import.meta.url), "utf8")) as DemoFile;
const DEMO_STORE_IDS = ["demo", "private", "closed", "popup"];

const QUANTITIES = [1, 12, 100, 500];

describe.each(DEMO_STORE_IDS)("the product page's slim product on the %s store", (storeId) => {
  const file = readDemo(storeId);
  const store = StoreDataSchema.parse(file.data);
  const browserStore = asStoreData(pricingStoreOf(store));
  const products = file.products.map((p) => ({ id: p.id, data: ProductDataSchema.parse(p.data) }));

  it("has demo products to check", () => {
    expect(products.length).toBeGreaterThan(0);
  });

  it.each(products.map((p) => [p.data.productData.productName, p] as const))(
    "%s prices, sizes and cart lines as the whole document does",
    (_name, { id, data }) => {
      // Through JSON, as the hydration data reaches the browser.
      const slim = JSON.parse(JSON.stringify(pricedProductData(data))) as ReturnType<typeof pricedProductData>;
      expect(defaultColor(browserStore, slim)).toBe(defaultColor(store, data));
      const colors = data.productData.colors.map((c) => c.colorName);
      for (const color of colors.length > 0 ? colors : [""]) {
        expect(sizesFor(slim, color)).toEqual(sizesFor(data, color));
        expect(sizeRows(browserStore, slim, color)).toEqual(sizeRows(store, data, color));
        expect(tierTable(browserStore, slim, { color })).toEqual(tierTable(store, data, { color }));
        expect(minimumPricedQuantity(browserStore, slim, { color })).toEqual(
          minimumPricedQuantity(store, data, { color }),
        );
        expect(galleryImages(slim, color || undefined)).toEqual(galleryImages(data, color || undefined));
        expect(colorImageUrl(slim, color)).toBe(colorImageUrl(data, color));
        for (const { size } of sizeRows(store, data, color)) {
          expect(unitWeight(slim, { color, size })).toEqual(unitWeight(data, { color, size }));
          for (const quantity of QUANTITIES) {
            expect(unitPrice(browserStore, slim, { color, size, quantity })).toBe(
              unitPrice(store, data, { color, size, quantity }),
            );
            expect(nextTierHint(browserStore, slim, { color, quantity })).toEqual(
              nextTierHint(store, data, { color, quantity }),
            );
          }
        }
        const rows = sizeRows(store, data, color);
        const input = {
          color,
          quantities: Object.fromEntries(rows.map((row, i) => [row.size, i + 2])),
          names: Object.fromEntries(rows.map((row) => [`${row.size}|1|${data.personalization.list[0] ?? ""}`, "Ana"])),
        };
        const slimSelection = purchaseSelection(browserStore, slim, input);
        const fullSelection = purchaseSelection(store, data, input);
        expect(slimSelection).toEqual(fullSelection);
        expect(selectionCartItems(browserStore, { id, data: slim }, color, slimSelection, "/x.png")).toEqual(
          selectionCartItems(store, { id, data }, color, fullSelection, "/x.png"),
        );
      }
    },
  );

  it("leaves the description and the listing's fields out", () => {
    for (const { data } of products) {
      const slim = pricedProductData(data);
      const text = JSON.stringify(slim);
      expect(slim.productData).not.toHaveProperty("description");
      expect(slim.productData).not.toHaveProperty("descriptionText");
      expect(slim.productData).not.toHaveProperty("categories");
      expect(slim).not.toHaveProperty("rating");
      if (data.productData.description.length > 0) expect(text.length).toBeLessThan(JSON.stringify(data).length);
    }
  });
});
