import { describe, expect, it } from "vitest";
import { makeStore, makeTee } from "../test-fixtures";
import { fundraiserRatesFor, lineFundraiser, orderFundraiser } from "./fundraiser";
import { cents } from "../money";

const store = makeStore({ fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 5, percentage: 10 } });
const off = makeStore();
const ownFundraiser = makeTee({ productData: { fundraiser: { isEnabled: true, perItem: 2.5, percentage: 0 } } });

describe("fundraiser", () => {
  it("uses the product's own fundraiser when it is enabled, else the store's, else none", () => {
    expect(fundraiserRatesFor(store, ownFundraiser)).toEqual({ perItem: 250, percentage: 0 });
    expect(fundraiserRatesFor(store, makeTee())).toEqual({ perItem: 100, percentage: 10 });
    expect(fundraiserRatesFor(off, makeTee())).toEqual({ perItem: 0, percentage: 0 });
    const disabled = makeTee({ productData: { fundraiser: { isEnabled: false, perItem: 9, percentage: 9 } } });
    expect(fundraiserRatesFor(off, disabled)).toEqual({ perItem: 0, percentage: 0 });
  });

  it("gives a line its item total and percentage amount", () => {
    expect(lineFundraiser(store, makeTee(), { quantity: 12, merchandiseTotal: cents(10_800) })).toEqual({
      itemTotal: 1200,
      percentageAmount: 1080,
    });
    expect(lineFundraiser(store, ownFundraiser, { quantity: 4, merchandiseTotal: cents(3_333) })).toEqual({
      itemTotal: 1000,
      percentageAmount: 0,
    });
  });

  it("adds the store's amount per order to the lines' amounts", () => {
    expect(orderFundraiser(store, [{ itemTotal: cents(1200), percentageAmount: cents(1080) }])).toBe(2780);
    expect(orderFundraiser(store, [])).toBe(0);
    expect(orderFundraiser(off, [{ itemTotal: cents(100), percentageAmount: cents(0) }])).toBe(100);
  });
});
