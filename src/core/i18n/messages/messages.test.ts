// Every language words every code the English catalogue defines, with the same {placeholders} and
// plural forms where English counts; a failure names the codes to add or fix.
import { describe, expect, it } from "vitest";
import { fillTemplate, shopperMessage, type Template } from "../message";
import { en } from "./en";
import { englishMessage, formatMessage, isMessageCode, MESSAGE_CATALOGUES } from "./index";

const placeholders = (template: Template) =>
  [
    ...new Set(
      (typeof template === "string" ? [template] : Object.values(template)).flatMap(
        (text) => text?.match(/\{\w+\}/g) ?? [],
      ),
    ),
  ].sort();

describe.each(["ru", "ar"] as const)("the %s catalogue", (locale) => {
  const catalogue: Record<string, Template | undefined> = MESSAGE_CATALOGUES[locale];
  const english: Record<string, Template> = en;

  it("translates exactly the English codes", () => {
    expect(Object.keys(english).filter((code) => catalogue[code] === undefined)).toEqual([]);
    expect(Object.keys(catalogue).filter((code) => !(code in english))).toEqual([]);
  });

  it("keeps every {placeholder}, gives plural forms where English has them, and is not English", () => {
    const wrong = Object.entries(english).flatMap(([code, template]) => {
      const translated = catalogue[code];
      if (translated === undefined) return [];
      const problems: string[] = [];
      if (placeholders(translated).join() !== placeholders(template).join()) problems.push(`${code}: placeholders`);
      if (typeof template !== "string" && (typeof translated === "string" || !translated.other))
        problems.push(`${code}: plural forms`);
      if (JSON.stringify(translated) === JSON.stringify(template)) problems.push(`${code}: untranslated`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});

describe("formatMessage", () => {
  it("writes the spec's English for a code and its params", () => {
    expect(englishMessage(shopperMessage("quantity.bounds", { min: 1, max: 500 }))).toBe(
      "*Please, select quantity between 1 and 500!",
    );
    expect(englishMessage(shopperMessage("quantity.belowMinimum", { name: "Classic Tee", minimum: 12 }))).toBe(
      "Error, Classic Tee is not added to cart. Quantity must be at least 12.",
    );
    expect(englishMessage(shopperMessage("store.tooManyPasswords", { count: 1 }))).toBe(
      "Too many wrong passwords. Try again in 1 minute.",
    );
    expect(englishMessage(shopperMessage("store.tooManyPasswords", { count: 15 }))).toBe(
      "Too many wrong passwords. Try again in 15 minutes.",
    );
  });

  it("chooses plural forms by the language's rules and writes numbers with Intl", () => {
    const minutes = (count: number) => formatMessage("ru", shopperMessage("store.tooManyPasswords", { count }));
    expect(minutes(1)).toBe("Слишком много неверных паролей. Попробуйте снова через 1 минуту.");
    expect(minutes(3)).toBe("Слишком много неверных паролей. Попробуйте снова через 3 минуты.");
    expect(minutes(15)).toBe("Слишком много неверных паролей. Попробуйте снова через 15 минут.");
    expect(formatMessage("ru", shopperMessage("quantity.bounds", { min: 1, max: 5000 }))).toBe(
      "*Пожалуйста, выберите количество от 1 до 5\u00a0000!",
    );
    expect(formatMessage("en", shopperMessage("quantity.bounds", { min: 1, max: 5000 }))).toContain("1 and 5,000!");
    expect(formatMessage("ar", shopperMessage("quantity.bounds", { min: 12, max: "∞" }))).toBe(
      "*يرجى اختيار كمية بين 12 و∞!",
    );
  });

  it("leaves a placeholder without a param visible rather than empty", () => {
    expect(fillTemplate("Order {orderNumber}", "en", {})).toBe("Order {orderNumber}");
  });

  it("knows its codes", () => {
    expect(isMessageCode("validation.required")).toBe(true);
    expect(isMessageCode("*Required")).toBe(false);
    expect(isMessageCode("toString")).toBe(false);
  });
});
