// The product editor's numbers in the console's language (decision 0105): shown with its marks, read
// back by the one reader into the CSV's, refusals by field, formulas and English cells as typed.
import { describe, expect, it } from "vitest";
import { cellsForEditor, cellsFromEditor } from "./product-numbers";

const STORED = {
  price: "1500.5",
  colors: "Navy #1f2a44 +1.5 | Red #c00000",
  size_markups: "2XL: 2.25",
  tiers: "1: 18.5 | 24: partPrice * 0.95",
  "part_extra.navy-s": "-1.5",
  "stock.navy-s": "1200",
  name: "Tee 1.5",
};

describe("product editor numbers", () => {
  it("shows the stored cells with Russian and Arabic marks, and reads them back the same", () => {
    const ru = cellsForEditor(STORED, "ru");
    expect(ru.price.replace(/\s/g, " ")).toBe("1 500,50");
    expect(ru.colors).toBe("Navy #1f2a44 +1,5 | Red #c00000");
    expect(ru.size_markups).toBe("2XL: 2,25");
    expect(ru.tiers).toBe("1: 18,5 | 24: partPrice * 0.95");
    expect(ru["part_extra.navy-s"]).toBe("-1,50");
    expect(ru["stock.navy-s"]).toBe("1200");
    expect(ru.name).toBe("Tee 1.5");
    for (const locale of ["ru", "ar"] as const) {
      const back = cellsFromEditor(cellsForEditor(STORED, locale), locale);
      expect(back.problems).toEqual([]);
      expect(back.cells).toEqual({ ...STORED, price: "1500.5" });
    }
  });

  it("reads Arabic digits and refuses what reads two ways by field, leaving the text as typed", () => {
    const { cells, problems } = cellsFromEditor({ price: "1.500", tiers: "1: 1.500,5 | 12: 18,50" }, "ru");
    expect(problems).toEqual([
      { field: "price", error: "numberAmbiguous" },
      { field: "tiers", error: "numberInvalid" },
    ]);
    expect(cells).toEqual({ price: "1.500", tiers: "1: 1.500,5 | 12: 18.5" });
    expect(cellsFromEditor({ price: "١٨٫٥٠" }, "ru").problems).toEqual([{ field: "price", error: "numberInvalid" }]);
    expect(cellsFromEditor({ price: "١٨٫٥٠" }, "ar")).toEqual({ cells: { price: "18.5" }, problems: [] });
  });

  it("leaves English cells as typed (they are the CSV's own marks)", () => {
    expect(cellsFromEditor({ price: "1,500.00", tiers: "1: 1,500" }, "en").cells).toEqual({
      price: "1,500.00",
      tiers: "1: 1,500",
    });
  });
});
