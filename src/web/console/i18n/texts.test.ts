import { describe, expect, it } from "vitest";
import { LOCALES } from "~core/i18n/locale";
import { CONSOLE_CATALOGS } from "./index";
import { en } from "./en";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("console texts", () => {
  it.each(LOCALES)("%s has every key of en, and no other, each with en's placeholders", (locale) => {
    const catalog = CONSOLE_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = catalog[key as keyof typeof en];
      expect(translated.trim(), `${locale} ${key}`).not.toBe("");
      expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(text));
    }
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
