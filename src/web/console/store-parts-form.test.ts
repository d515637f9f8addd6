import { describe, expect, it } from "vitest";
import { readStoreForm } from "./store-form";
import { prepareCategories, preparePricing, prepareSizes } from "./store-parts-form";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("the categories, sizes and price tables of the store editor", () => {
  it("adds a category after its siblings, drops the sub-categories of a removed one, and moves by id", () => {
    const doc: Record<string, unknown> = {
      categories: [
        { id: "tops", name: "Tops", sort: 0 },
        { id: "tops/tees", name: "Tees", sort: 0 },
        { id: "tops/caps", name: "Caps", sort: 0 },
        { id: "bottoms", name: "Bottoms", sort: 1 },
        { parent: "tops", slug: " Long Sleeve ", name: "Long" },
      ],
    };
    expect(prepareCategories(doc, [], "move:categories:tops%2Fcaps:-1")).toEqual({
      parent: "tops",
      slug: " Long Sleeve ",
      name: "Long",
    });
    expect(doc.categories).toEqual([
      { id: "tops", name: "Tops", sort: 0 },
      { id: "tops/tees", name: "Tees", sort: 1 },
      { id: "tops/caps", name: "Caps", sort: 0 },
      { id: "bottoms", name: "Bottoms", sort: 1 },
      { id: "tops/long-sleeve", name: "Long", sort: 2 },
    ]);
    const removed: Record<string, unknown> = {
      categories: [
        { id: "bottoms", name: "Bottoms", sort: 1 },
        { id: "tops/tees", name: "Tees", sort: 0 },
      ],
    };
    prepareCategories(removed, ["tops"], "save");
    expect(removed.categories).toEqual([{ id: "bottoms", name: "Bottoms", sort: 1 }]);
  });

  it("reads the size list from its chips' notation in order, and puts it in the usual order on that button", () => {
    const read = (text: string) => readStoreForm(form([["s:sizes", text]]), "en").document;
    expect(read(" YS | YM|S |  | M ").sizes).toEqual([
      { label: "YS", sort: 1 },
      { label: "YM", sort: 2 },
      { label: "S", sort: 3 },
      { label: "M", sort: 4 },
    ]);
    expect(read("").sizes).toEqual([]);
    const doc = read("XL | S | 2T | M");
    prepareSizes(doc, "save");
    expect((doc.sizes as { label: string }[]).map((s) => s.label)).toEqual(["XL", "S", "2T", "M"]);
    prepareSizes(doc, "order:sizes");
    expect(doc.sizes).toEqual([
      { label: "2T", sort: 1 },
      { label: "S", sort: 2 },
      { label: "M", sort: 3 },
      { label: "XL", sort: 4 },
    ]);
  });

  it('reads price cells: numbers, formulas, trailing empties dropped, an empty cell between prices kept as ""', () => {
    const { document: doc } = readStoreForm(
      form([
        ["b:pricingManagement.stitchCount.enabled", "false"],
        ["b:pricingManagement.stitchCount.enabled", "true"],
        ["nl:pricingManagement.stitchCount.xValues", "12, 24;48"],
        ["nl:pricingManagement.stitchCount.yValues", "5000 x"],
        ["c:pricingManagement.stitchCount.formulas.0.0", ""],
        ["c:pricingManagement.stitchCount.formulas.0.1", ""],
        ["c:pricingManagement.stitchCount.formulas.1.0", "4.5"],
        ["c:pricingManagement.stitchCount.formulas.1.1", ""],
        ["c:pricingManagement.stitchCount.formulas.1.2", "partPrice * 2"],
        ["c:pricingManagement.stitchCount.formulas.2.0", ""],
      ]),
      "en",
    );
    preparePricing(doc);
    expect(doc).toEqual({
      pricingManagement: {
        stitchCount: {
          enabled: true,
          yField: "stitchesTotal",
          xValues: [12, 24, 48],
          yValues: [5000, "x"],
          formulas: [[], [4.5, "", "partPrice * 2"]],
        },
      },
    });
  });
});
