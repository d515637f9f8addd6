import { describe, expect, it } from "vitest";
import { ZERO_CENTS } from "../money";
import { sizeListsOf } from "../catalog/sizes";
import { bagLabels, orderUnits } from "./paperwork";

const line = (productName: string, size: string, quantity: number, players: [string, string][] = []) => ({
  productId: productName.toLowerCase(),
  productName,
  color: "Navy",
  sizes: [
    { size, quantity, type: "labelSize" as const, unitPrice: ZERO_CENTS, weight: 0, weightUom: "LB", _product: "p" },
  ],
  personalization: players.flatMap(([name, number], i) => [
    { groupId: `${size}-${i + 1}`, label: "Name", size, name: "Name", value: name, price: ZERO_CENTS },
    { groupId: `${size}-${i + 1}`, label: "Number", size, name: "Number", value: number, price: ZERO_CENTS },
  ]),
});

describe("paperwork", () => {
  const lines = [
    line("Jersey", "L", 3, [
      ["ALEX", "7"],
      ["SAM", "12"],
    ]),
    line("Shorts", "M", 1, [["ALEX", "7"]]),
  ];

  it("lists every unit once, personalised first, plain ones numbered after", () => {
    const units = orderUnits(lines);
    expect(units.map((u) => [u.productName, u.unit, u.fields.Name ?? ""])).toEqual([
      ["Jersey", "L-1", "ALEX"],
      ["Jersey", "L-2", "SAM"],
      ["Jersey", "L-3", ""],
      ["Shorts", "M-1", "ALEX"],
    ]);
  });

  it("makes one bag per player with their items and sizes, and the customer's bag for the rest", () => {
    const bags = bagLabels(lines, "Ada Lovelace");
    expect(bags.map((b) => [b.name, b.number, b.sizes, b.items.map((i) => i.productName)])).toEqual([
      ["ALEX", "7", ["L", "M"], ["Jersey", "Shorts"]],
      ["SAM", "12", ["L"], ["Jersey"]],
      ["Ada Lovelace", "", ["L"], ["Jersey"]],
    ]);
  });

  it("lists a line's sizes in the product's own order, else the store's (issue 45), and as recorded without lists", () => {
    const mixed = {
      ...line("Jersey", "S", 1),
      sizes: ["S", "YL", "YS"].map((size) => ({ ...line("Jersey", size, 1).sizes[0]! })),
    };
    const units = (book?: Parameters<typeof sizeListsOf>[0]) =>
      orderUnits([mixed], book && sizeListsOf(book)).map((u) => u.unit);
    expect(units()).toEqual(["S-1", "YL-1", "YS-1"]);
    expect(units({ products: { jersey: ["YS", "YL", "S"] } })).toEqual(["YS-1", "YL-1", "S-1"]);
    expect(units({ store: [{ label: "YL" }, { label: "S" }, { label: "YS" }], products: {} })).toEqual([
      "YL-1",
      "S-1",
      "YS-1",
    ]);
    const bag = bagLabels([mixed], "Ada", sizeListsOf({ products: { jersey: ["YS", "YL", "S"] } }));
    expect(bag[0]?.sizes).toEqual(["YS", "YL", "S"]);
  });
});
