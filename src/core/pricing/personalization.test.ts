import { describe, expect, it } from "vitest";
import { makeStore } from "../test-fixtures";
import { keepFilledPersonalization, personalizationCharge, personalizationFieldPrice } from "./personalization";

const store = makeStore({
  personalizationManagement: [
    { name: "Name", price: 5 },
    { name: "Number", price: 3.5 },
  ],
});

describe("personalization", () => {
  it("prices a field from the store's personalization list, matching names exactly after trimming and NFC", () => {
    expect(personalizationFieldPrice(store, " Name ")).toBe(500);
    expect(personalizationFieldPrice(store, "Number")).toBe(350);
    expect(personalizationFieldPrice(store, "number")).toBe(0);
    // A Cyrillic а is not a Latin a.
    expect(personalizationFieldPrice(store, "N\u0430me")).toBe(0);
    expect(personalizationFieldPrice(store, "Nickname")).toBe(0);
  });

  it("keeps only non-blank values, with names trimmed", () => {
    expect(
      keepFilledPersonalization([
        { name: " Name ", value: " Ana " },
        { name: "Number", value: "   " },
      ]),
    ).toEqual([{ name: "Name", value: "Ana" }]);
  });

  it("charges every personalised field of every unit, not the distinct prices", () => {
    // Three shirts named and two numbered: 3 × 5.00 + 2 × 3.50; a blank number costs nothing.
    const entries = [
      { name: "Name", value: "Ana" },
      { name: "Name", value: "Bo" },
      { name: "Name", value: "Cy" },
      { name: "Number", value: "7" },
      { name: "Number", value: "9" },
      { name: "Number", value: "" },
    ];
    expect(personalizationCharge(store, entries)).toBe(2200);
  });
});
