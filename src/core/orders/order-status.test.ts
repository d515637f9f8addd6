import { ZERO_CENTS } from "../money";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { countsAsPlaced, nextStatuses, refuseTransition } from "./order-status";
import { productionSheet } from "./production-sheet";

describe("order status workflow", () => {
  it.each([
    ["Processing", "In production", "toAddress", undefined],
    ["Processing", "Cancelled", "toAddress", undefined],
    ["In production", "Cancelled", "toAddress", undefined],
    ["Shipped", "Delivered", "toAddress", undefined],
    ["In production", "Ready for pick-up", "pickup", undefined],
    ["Ready for pick-up", "Picked up", "pickup", undefined],
    ["Ready for pick-up", "Cancelled", "pickup", undefined],
    ["In production", "Delivered", "pickup", "not_allowed"],
    ["In production", "Shipped", "pickup", "not_allowed"],
    ["In production", "Ready for pick-up", "toAddress", "not_allowed"],
    ["Ready for pick-up", "Delivered", "pickup", "not_allowed"],
    ["Picked up", "Cancelled", "pickup", "not_allowed"],
    ["In production", "Delivered", "toAddress", "not_allowed"],
    ["Processing", "Shipped", "toAddress", "not_allowed"],
    ["Shipped", "Cancelled", "toAddress", "not_allowed"],
    ["Delivered", "Cancelled", "toAddress", "not_allowed"],
    ["Cancelled", "Processing", "toAddress", "not_allowed"],
    ["Processing", "Processing", "toAddress", "same_status"],
    ["Processing", "Lost", "toAddress", "unknown_status"],
  ] as const)("%s → %s (%s): %s", (from, to, delivery, refusal) => {
    expect(refuseTransition(from, { to }, delivery)).toBe(refusal);
  });

  it("ships only with a carrier and a tracking number", () => {
    expect(refuseTransition("In production", { to: "Shipped" }, "toAddress")).toBe("tracking_required");
    expect(refuseTransition("In production", { to: "Shipped", carrier: "UPS", trackingNumber: " " }, "toAddress")).toBe(
      "tracking_required",
    );
    expect(
      refuseTransition("In production", { to: "Shipped", carrier: "UPS", trackingNumber: "1Z" }, "toAddress"),
    ).toBe(undefined);
  });

  it("ends at Delivered and Cancelled; cancelled orders no longer count", () => {
    expect(nextStatuses("Delivered", "toAddress")).toEqual([]);
    expect(nextStatuses("Cancelled", "pickup")).toEqual([]);
    expect(countsAsPlaced("Cancelled")).toBe(false);
    expect(countsAsPlaced("Shipped")).toBe(true);
  });
});

describe("CSV", () => {
  it("quotes every cell, doubles quotes and defuses formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+33 1 23")).toBe(`"'+33 1 23"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=cmd")).toBe(`"'\t=cmd"`);
    expect(csvCell("a,b\nc")).toBe('"a,b\nc"');
    expect(csvCell(-2.5)).toBe('"-2.5"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe('"a","b"\r\n"1","x"\r\n');
  });
});

describe("production sheet", () => {
  const line = (size: string, quantity: number, names: [string, string][] = []) => ({
    productId: "p1",
    productName: "Tee",
    color: "Navy",
    sizes: [
      { size, quantity, type: "labelSize" as const, unitPrice: ZERO_CENTS, weight: 0, weightUom: "LB", _product: "p1" },
    ],
    personalization: names.flatMap(([name, number], i) => [
      { groupId: `${size}-${i + 1}`, label: "Name", size, name: "Name", value: name, price: ZERO_CENTS },
      { groupId: `${size}-${i + 1}`, label: "Number", size, name: "Number", value: number, price: ZERO_CENTS },
    ]),
  });

  it("totals units per product × colour × size in the product's size order and lists each unit's names and numbers", () => {
    const sheet = productionSheet(
      [
        {
          orderNumber: "A-1",
          lines: [
            line("L", 2, [
              ["ALEX", "7"],
              ["SAM", "12"],
            ]),
          ],
        },
        { orderNumber: "A-2", lines: [line("S", 1), line("L", 1, [["KIM", ""]])] },
      ],
      undefined,
      undefined,
      () => ({ product: ["S", "M", "L"] }),
    );
    expect(sheet.rows.map((r) => [r.size, r.quantity])).toEqual([
      ["S", 1],
      ["L", 3],
    ]);
    expect(sheet.totalUnits).toBe(4);
    expect(sheet.fieldNames).toEqual(["Name", "Number"]);
    expect(sheet.rows[1]?.decorations).toEqual([
      { orderNumber: "A-1", unit: "L-1", fields: { Name: "ALEX", Number: "7" } },
      { orderNumber: "A-1", unit: "L-2", fields: { Name: "SAM", Number: "12" } },
      { orderNumber: "A-2", unit: "L-1", fields: { Name: "KIM" } },
    ]);
  });
});
