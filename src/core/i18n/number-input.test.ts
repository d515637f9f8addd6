import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locale";
import { readMoneyInput, readNumberInput, writeNumberInput } from "./number-input";

const money = (text: string, locale: Locale) => readMoneyInput(text, locale);
const number = (text: string, locale: Locale, decimals = 4) => readNumberInput(text, locale, { decimals });
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const locale = fc.constantFrom(...LOCALES);
/** Whole cents up to ten million currency units. */
const centsArb = fc.integer({ min: 0, max: 1_000_000_000 });

describe("reading money in the console's language", () => {
  it.each([
    ["1,500", "en", 150_000],
    ["1,500.00", "en", 150_000],
    ["$1,500.5", "en", 150_050],
    ["1500", "en", 150_000],
    ["1 500,00", "ru", 150_000],
    ["1\u00A0500,00", "ru", 150_000],
    ["1\u202F500,5", "ru", 150_050],
    ["1500,5", "ru", 150_050],
    ["1,500.00", "ar", 150_000],
    ["١٬٥٠٠٫٥٠", "ar", 150_050],
    ["١٥٠٠", "ar", 150_000],
    ["\u200F1,500\u200F", "ar", 150_000],
  ] as const)("reads %j in %s as %i cents", (text, lang, expected) => {
    expect(money(text, lang)).toEqual({ ok: true, cents: expected });
  });

  it.each([
    ["1.500", "en", "numberAmbiguous"],
    ["1,500", "ru", "numberAmbiguous"],
    ["1.500", "ru", "numberAmbiguous"],
    ["1.500", "ar", "numberAmbiguous"],
    ["1,5", "en", "numberInvalid"],
    ["1.500,00", "en", "numberInvalid"],
    ["1,500.00", "ru", "numberInvalid"],
    ["1500.5", "ru", "numberInvalid"],
    ["12,34,567", "en", "numberInvalid"],
    ["1.234", "en", "numberAmbiguous"],
    ["1.2345", "en", "numberTooPrecise"],
    ["1٫505", "ar", "numberTooPrecise"],
    ["-5", "en", "numberNegative"],
    ["abc", "en", "numberInvalid"],
    ["", "en", "numberInvalid"],
    ["1,,500", "en", "numberInvalid"],
  ] as const)("refuses %j in %s (%s)", (text, lang, error) => {
    expect(money(text, lang)).toEqual({ ok: false, error });
  });

  it("never saves a comma-grouped amount as a smaller one, in any language", () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (lang, head, tail) => {
        const text = `${head},${String(tail).padStart(3, "0")}`;
        const read = money(text, lang);
        // Either the language groups with "," and it is head thousands, or it is refused.
        if (read.ok) expect(read.cents).toBe((head * 1000 + tail) * 100);
        else expect(read.error).toBe("numberAmbiguous");
      }),
    );
  });

  it("reads back every amount the console writes, in every language and with Arabic-Indic digits", () => {
    fc.assert(
      fc.property(locale, centsArb, fc.boolean(), (lang, amount, arabic) => {
        let text = writeNumberInput(amount / 100, lang, 2);
        if (arabic && lang === "ar") text = arabicDigits(text);
        expect(money(text, lang)).toEqual({ ok: true, cents: amount });
      }),
    );
  });

  it("reads Intl's own writing of an amount in each language (Arabic with its own separators)", () => {
    const tags: Record<Locale, string[]> = { en: ["en-US"], ru: ["ru-RU"], ar: ["ar-EG", "ar-u-nu-latn"] };
    fc.assert(
      fc.property(locale, centsArb, (lang, amount) => {
        for (const tag of tags[lang]) {
          const text = new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(amount / 100);
          expect(money(text, lang)).toEqual({ ok: true, cents: amount });
        }
      }),
    );
  });

  it("gives one reading or a refusal, never a different amount in another language's marks", () => {
    // Text written in one language is either refused by another or read as the same amount.
    fc.assert(
      fc.property(locale, locale, centsArb, (from, to, amount) => {
        const read = money(writeNumberInput(amount / 100, from, 2), to);
        if (read.ok) expect(read.cents).toBe(amount);
      }),
    );
  });

  it("refuses any text with a letter in it", () => {
    fc.assert(
      fc.property(locale, fc.string(), fc.constantFrom("a", "e", "x", "б", "ع"), fc.string(), (lang, a, letter, b) => {
        expect(money(`${a}${letter}${b}`, lang).ok).toBe(false);
      }),
    );
  });
});

describe("reading numbers in the console's language", () => {
  it("reads a rate with three decimals when the field takes them", () => {
    expect(number("8.875", "en")).toEqual({ ok: true, value: 8.875 });
    expect(number("8,875", "ru")).toEqual({ ok: true, value: 8.875 });
    expect(number("٨٫٨٧٥", "ar")).toEqual({ ok: true, value: 8.875 });
  });

  it("takes a minus sign only where the field allows it", () => {
    expect(readNumberInput("−2,5", "ru", { decimals: 2, negative: true })).toEqual({ ok: true, value: -2.5 });
    expect(readNumberInput("-2", "en", { decimals: 0 })).toEqual({ ok: false, error: "numberNegative" });
  });

  it("reads back every number the console writes", () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (lang, tenThousandths) => {
        const value = tenThousandths / 10_000;
        const read = readNumberInput(writeNumberInput(value, lang), lang, { decimals: 4, negative: true });
        expect(read).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
    );
  });
});
