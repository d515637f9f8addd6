import { describe, expect, it } from "vitest";
import { consoleMoney, storeCurrency } from "./money";

describe("console money", () => {
  it("is the store's currency (USD, spec §9) for every store", () => {
    expect(storeCurrency()).toBe("USD");
  });

  it("writes a store's cents in the console's language", () => {
    expect(consoleMoney("en")(123450)).toBe("$1,234.50");
    expect(consoleMoney("ru")(123450)).toBe("1\u00a0234,50\u00a0$");
    expect(consoleMoney("ar")(123450)).toBe("\u200f1,234.50\u00a0US$");
    expect(consoleMoney("en")(-6550)).toBe("-$65.50");
  });

  it("writes another currency when a store's is another (EUR in Russian, GBP in Arabic)", () => {
    expect(consoleMoney("ru", "EUR")(999)).toBe("9,99\u00a0€");
    expect(consoleMoney("ar", "GBP")(999)).toBe("\u200f9.99\u00a0UK£");
  });
});
