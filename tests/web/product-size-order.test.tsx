// The product page's sizes in the product's own order, else the store's size list's (issue 45,
// docs/decisions/0092): the purchase panel rendered in Vitest with a product whose parts name the
// sizes in another order. Today's fixed order put youth sizes last and reversed (S … 2XL YL YM YS).
import "./dom";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pricedProductData } from "~core/catalog/priced-product";
import { ProductDataSchema } from "~core/entities/product.schema";
import { buildStoreData, productDataInput } from "~server/testing/fixtures/store-fixtures";
import { ProductPurchase } from "~web/features/product/product-purchase";
import { pricingStoreOf } from "~web/lib/pricing-store";
import type { ShellData } from "~web/lib/shell.server";
import { ShellContext } from "~web/lib/use-shell";
import { renderRoute } from "~web/testing/render-route";

const PART_ORDER = ["S", "M", "L", "XL", "2XL", "YL", "YM", "YS"];

function product(sizes: string[]) {
  const input = productDataInput({ name: "Club Jersey", colors: ["Navy"], price: 20 });
  const data = ProductDataSchema.parse({
    ...input,
    productData: {
      ...input.productData,
      sizes,
      productPartArray: PART_ORDER.map((size, i) => ({
        partId: `P-${i}`,
        colorArray: [{ colorName: "Navy" }],
        apparelSize: { labelSize: size },
      })),
    },
  });
  return { id: "jersey", data: pricedProductData(data) };
}

function rowsShown(productSizes: string[], storeSizes?: string[]) {
  const store = buildStoreData("club", storeSizes ? { sizes: storeSizes.map((label) => ({ label })) } : {});
  function Page() {
    // The part of the root's shell the purchase panel reads: the language of the store's own texts.
    const shell = { contentLang: "en" } as ShellData;
    return (
      <ShellContext value={shell}>
        <ProductPurchase product={product(productSizes)} pricing={pricingStoreOf(store)} unlocked imageUrl="/x.svg" />
      </ShellContext>
    );
  }
  renderRoute(Page, "/");
  const table = screen.getByRole("table", { name: "Sizes and quantities" });
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
}

describe("the product page's size order", () => {
  it("follows the product's own size list: youth sizes first, smallest first", () => {
    const own = ["YS", "YM", "YL", "S", "M", "L", "XL", "2XL"];
    expect(rowsShown(own)).toEqual(own);
  });

  it("follows the store's size list for a product without its own", () => {
    const store = ["YS", "YM", "YL", "S", "M", "L", "XL", "2XL"];
    expect(rowsShown([], store)).toEqual(store);
  });

  it("puts the product's list before the store's, whatever the store's order", () => {
    expect(rowsShown(["2XL", "XL", "L", "M", "S"], ["YS", "YM", "YL"])).toEqual([
      "2XL",
      "XL",
      "L",
      "M",
      "S",
      "YS",
      "YM",
      "YL",
    ]);
  });
});
