import { describe, expect, it } from "vitest";
import { ZERO_CENTS } from "../money";
import { sizeListsOf } from "../catalog/sizes";
import { productionSheet, productionSheetCsv, sizeRunMatrix, type ProductionAttributes } from "./production-sheet";

const line = (productId: string, color: string, size: string, quantity: number, names: string[] = []) => ({
  productId,
  productName: productId === "p1" ? "Tee" : "Hoodie",
  color,
  sizes: [
    {
      size,
      quantity,
      type: "labelSize" as const,
      unitPrice: ZERO_CENTS,
      weight: 0,
      weightUom: "LB",
      _product: productId,
    },
  ],
  personalization: names.map((name, i) => ({
    groupId: `${size}-${i + 1}`,
    label: "Name",
    size,
    name: "Name",
    value: name,
    price: ZERO_CENTS,
  })),
});

const ATTRIBUTES: Record<string, ProductionAttributes> = {
  p1: { brand: "Gildan", supplierCode: "G500", decorationLocation: "Front" },
  p2: { brand: "Champion", supplierCode: "S700", decorationLocation: "Back" },
};
const orders = [
  { orderNumber: "A-1", lines: [line("p1", "Navy", "L", 3, ["ALEX", "SAM", "KIM"]), line("p2", "Black", "M", 2)] },
  { orderNumber: "A-2", lines: [line("p1", "Navy", "S", 3, ["JO", "MO", "LI"]), line("p1", "Red", "2XL", 1)] },
];

describe("production sheet CSV, filters and size run", () => {
  it("sums its Quantity column to the units: 6 personalised units count 6, not 12", () => {
    const sheet = productionSheet(orders, (id) => ATTRIBUTES[id]!);
    const rows = productionSheetCsv(sheet)
      .trim()
      .split("\r\n")
      .map((r) => r.split(",").map((c) => c.replace(/^"|"$/g, "")));
    const header = rows[0]!;
    expect(header.slice(0, 8)).toEqual([
      "Product",
      "Product ID",
      "Brand",
      "Supplier code",
      "Decoration location",
      "Colour",
      "Size",
      "Quantity",
    ]);
    const q = header.indexOf("Quantity");
    const sum = rows.slice(1).reduce((total, r) => total + Number(r[q] || 0), 0);
    expect(sum).toBe(9);
    expect(sheet.totalUnits).toBe(9);
    expect(rows.slice(1).filter((r) => r[header.indexOf("Unit")])).toHaveLength(6);
  });

  it("keeps only the products of a brand, supplier code or decoration location", () => {
    const sheet = productionSheet(orders, (id) => ATTRIBUTES[id]!, { decorationLocation: "back" });
    expect(sheet.rows.map((r) => r.productId)).toEqual(["p2"]);
    expect(productionSheet(orders, (id) => ATTRIBUTES[id]!, { supplierCode: "G500" }).totalUnits).toBe(7);
    expect(productionSheet(orders, (id) => ATTRIBUTES[id]!, { brand: "Nobody" }).rows).toEqual([]);
  });

  const lists = sizeListsOf({
    store: [{ label: "S" }, { label: "M" }, { label: "L" }, { label: "2XL" }],
    products: {},
  });

  it("lays the units out as a size run: product × colour rows, size columns in the store's size order, totals", () => {
    const matrix = sizeRunMatrix(productionSheet(orders, (id) => ATTRIBUTES[id]!, {}, lists));
    expect(matrix.sizes).toEqual(["S", "M", "L", "2XL"]);
    expect(matrix.rows.map((r) => [r.productName, r.color, r.counts, r.total])).toEqual([
      ["Hoodie", "Black", { M: 2 }, 2],
      ["Tee", "Navy", { S: 3, L: 3 }, 6],
      ["Tee", "Red", { "2XL": 1 }, 1],
    ]);
    expect(matrix.totals).toEqual({ S: 3, M: 2, L: 3, "2XL": 1 });
    expect(matrix.total).toBe(9);
  });

  it("follows each product's own size list, then the store's: youth sizes first when the product lists them so (issue 45)", () => {
    const youth = [
      {
        orderNumber: "B-1",
        lines: [line("p1", "Navy", "S", 1), line("p1", "Navy", "YL", 2), line("p1", "Navy", "2XL", 1)],
      },
      {
        orderNumber: "B-2",
        lines: [line("p1", "Navy", "YS", 1), line("p2", "Black", "M", 1), line("p2", "Black", "YM", 1)],
      },
    ];
    const book = sizeListsOf({
      store: [{ label: "S" }, { label: "M" }, { label: "2XL" }, { label: "YS" }, { label: "YM" }, { label: "YL" }],
      products: { p1: ["YS", "YL", "S", "2XL"] },
    });
    const sheet = productionSheet(youth, (id) => ATTRIBUTES[id]!, {}, book);
    expect(sheet.rows.map((r) => `${r.productId}:${r.size}`)).toEqual([
      "p2:M",
      "p2:YM",
      "p1:YS",
      "p1:YL",
      "p1:S",
      "p1:2XL",
    ]);
    expect(sizeRunMatrix(sheet).sizes).toEqual(["YS", "YL", "S", "2XL", "M", "YM"]);
    expect(
      productionSheetCsv(sheet)
        .split("\r\n")
        .slice(1, 3)
        .map((r) => r.split(",")[6]?.replace(/"/g, "")),
    ).toEqual(["M", "YM"]);
  });
});
