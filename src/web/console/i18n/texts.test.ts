import { describe, expect, it } from "vitest";
import { intlTag, LOCALES } from "~core/i18n/locale";
import type { Template } from "~core/i18n/message";
import { fillText } from "../ui";
import { CONSOLE_CATALOGS } from "./index";
import { en } from "./en";

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
/** A text's forms: itself, or each plural form. */
const forms = (template: Template) => (typeof template === "string" ? [template] : Object.values(template));
const otherOf = (template: Template) => (typeof template === "string" ? template : template.other);

describe("console texts", () => {
  it.each(LOCALES)("%s has every key of en, and no other, each with en's placeholders", (locale) => {
    const catalog = CONSOLE_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
    for (const [key, text] of Object.entries(en)) {
      const translated: Template = catalog[key as keyof typeof en];
      expect(typeof translated, `${locale} ${key}`).toBe(typeof text);
      for (const form of forms(translated)) expect(form.trim(), `${locale} ${key}`).not.toBe("");
      // The "other" form has every placeholder; a form for one number ("one", "two") may word it instead.
      expect(placeholders(otherOf(translated)), `${locale} ${key}`).toEqual(placeholders(otherOf(text)));
      for (const form of forms(translated)) {
        expect(placeholders(otherOf(text)), `${locale} ${key}`).toEqual(expect.arrayContaining(placeholders(form)));
      }
      if (typeof translated !== "string") {
        for (const category of Object.keys(translated)) expect(categories, `${locale} ${key}`).toContain(category);
      }
    }
  });

  // The count lines of the console's pages: each language's plural forms (ru one/few/many, ar
  // zero/one/two/few/many/other), numbers written with the language's grouping.
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 1000];
  const line = (locale: keyof typeof CONSOLE_CATALOGS, count: number) =>
    fillText(CONSOLE_CATALOGS[locale], "orders.count", { count }, locale);

  it("words order counts in English by Intl.PluralRules", () => {
    expect(counts.map((count) => line("en", count))).toEqual([
      "0 orders found",
      "1 order found",
      "2 orders found",
      "3 orders found",
      "5 orders found",
      "11 orders found",
      "21 orders found",
      "22 orders found",
      "100 orders found",
      "1,000 orders found",
    ]);
  });

  it("words order counts in Russian with one, few and many", () => {
    expect(counts.map((count) => line("ru", count))).toEqual([
      "Найдено 0 заказов",
      "Найден 1 заказ",
      "Найдено 2 заказа",
      "Найдено 3 заказа",
      "Найдено 5 заказов",
      "Найдено 11 заказов",
      "Найден 21 заказ",
      "Найдено 22 заказа",
      "Найдено 100 заказов",
      "Найдено 1\u00a0000 заказов",
    ]);
  });

  it("words order counts in Arabic with zero, one, two, few, many and other", () => {
    expect(counts.map((count) => line("ar", count))).toEqual([
      "لم يُعثر على أي طلب",
      "عُثر على طلب واحد",
      "عُثر على طلبين",
      "عُثر على 3 طلبات",
      "عُثر على 5 طلبات",
      "عُثر على 11 طلبًا",
      "عُثر على 21 طلبًا",
      "عُثر على 22 طلبًا",
      "عُثر على 100 طلب",
      "عُثر على 1,000 طلب",
    ]);
  });

  it.each([
    [
      "stores.count",
      ["1 store", "2 stores"],
      ["1 магазин", "2 магазина", "5 магазинов"],
      ["متجر واحد", "متجران", "3 متاجر"],
    ],
    [
      "catalogue.count",
      ["1 product", "2 products"],
      ["1 товар", "2 товара", "5 товаров"],
      ["منتج واحد", "منتجان", "3 منتجات"],
    ],
    ["giftCodes.count", ["1 code", "2 codes"], ["1 код", "2 кода", "5 кодов"], ["رمز واحد", "رمزان", "3 رموز"]],
    ["sheet.units", ["1 unit", "2 units"], ["1 изделие", "2 изделия", "5 изделий"], ["قطعة واحدة", "قطعتان", "3 قطع"]],
  ] as const)("%s: 1 and 2 (and ru 5, ar 3) in each language", (key, inEn, inRu, inAr) => {
    const say = (locale: keyof typeof CONSOLE_CATALOGS, count: number) =>
      fillText(CONSOLE_CATALOGS[locale], key, { count }, locale);
    expect([say("en", 1), say("en", 2)]).toEqual(inEn);
    expect([say("ru", 1), say("ru", 2), say("ru", 5)]).toEqual(inRu);
    expect([say("ar", 1), say("ar", 2), say("ar", 3)]).toEqual(inAr);
  });

  it("words every error code the console services answer", () => {
    const codes = [
      "emailInvalid",
      "emailTaken",
      "passwordTooShort",
      "passwordTooLong",
      "roleInvalid",
      "storesRequired",
      "storeUnknown",
      "currentPasswordWrong",
      "cannotDisableSelf",
      "accountUnknown",
      "lastOwner",
    ];
    for (const code of codes) expect(en).toHaveProperty(`error.${code}`);
  });
});
