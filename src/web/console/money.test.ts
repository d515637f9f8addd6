import { describe, expect, it } from "vitest";
import { intlTag } from "~core/i18n/locale";
import { consoleMoney, storeCurrency } from "./money";

describe("console money", () => {
  it("is the store's currency (USD, spec §9) for every store", () => {
    expect(storeCurrency()).toBe("USD");
  });

  it("writes a store's cents in the console's language", () => {
    expect(consoleMoney("en")(123450)).toBe("$1,234.50");
    expect(consoleMoney("ru")(123450)).toBe("1\u00a0234,50\u00a0$");
    expect(consoleMoney("en")(-6550)).toBe("-$65.50");
    expect(consoleMoney("ru")(-6550)).toBe("-65,50\u00a0$");
  });

  it("writes what Intl writes wherever no Latin sign closes a right-to-left amount", () => {
    for (const locale of ["en", "ru"] as const)
      for (const cents of [0, 1, 99, 100, 123450, 123456789, -6550]) {
        const intl = new Intl.NumberFormat(intlTag(locale), { style: "currency", currency: "USD" });
        expect(consoleMoney(locale)(cents)).toBe(intl.format(cents / 100));
      }
  });

  it("keeps US$ whole in Arabic, as the store front does: a left-to-right mark closes the sign, so it reads US$ and not $US", () => {
    expect(consoleMoney("ar")(123450)).toBe("\u200f1,234.50\u00a0US$\u200e");
    expect(consoleMoney("ar")(-6550)).toBe("\u200f\u200e-65.50\u00a0US$\u200e");
  });

  it("writes another currency when a store's is another (EUR in Russian, GBP in Arabic)", () => {
    expect(consoleMoney("ru", "EUR")(999)).toBe("9,99\u00a0€");
    expect(consoleMoney("ar", "GBP")(999)).toBe("\u200f9.99\u00a0UK£\u200e");
  });
});
