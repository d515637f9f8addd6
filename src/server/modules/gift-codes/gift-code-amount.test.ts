// The gift-code forms read amounts the console's way (issue 45): "1,000" is a thousand in English,
// refused as readable two ways in Russian, never a dollar.
import { describe, expect, it } from "vitest";
import { parseAmount } from "./gift-codes.console";

describe("a gift code's typed amount", () => {
  it("reads thousands and cents in the console's language", () => {
    expect(parseAmount("1,000", "en")).toEqual({ ok: true, cents: 100_000 });
    expect(parseAmount("1 000,50", "ru")).toEqual({ ok: true, cents: 100_050 });
    expect(parseAmount("٢٥٫٥٠", "ar")).toEqual({ ok: true, cents: 2_550 });
  });

  it("refuses an amount readable two ways, with more than cents, zero or not a number", () => {
    expect(parseAmount("1,000", "ru")).toEqual({ ok: false, error: "numberAmbiguous" });
    expect(parseAmount("25.5051", "en")).toEqual({ ok: false, error: "numberTooPrecise" });
    expect(parseAmount("0", "en")).toEqual({ ok: false, error: "giftAmountInvalid" });
    expect(parseAmount("ten", "en")).toEqual({ ok: false, error: "giftAmountInvalid" });
  });
});
