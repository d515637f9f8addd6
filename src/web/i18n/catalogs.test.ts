// Every language has every message, with the same {placeholders}, and plural forms where English
// counts. A failure names the exact keys to add or fix.
import { describe, expect, it } from "vitest";
import { BROWSER_MESSAGE_NAMESPACES, ENGLISH, TRANSLATIONS } from "./catalogs.server";
import { shopperMessage } from "~core/i18n/message";
import { MESSAGE_CATALOGUES } from "~core/i18n/messages";
import { setClientDisplay } from "./display";
import { en } from "./en";
import { enA11y } from "./en-a11y";
import { enAccount } from "./en-account";
import { enBlog } from "./en-blog";
import { enCheckout } from "./en-checkout";
import { enSite } from "./en-site";
import { fieldError, messageText, t, type Message } from "./t";

const english: Record<string, Message> = ENGLISH;
const placeholders = (message: Message) =>
  [
    ...new Set(
      (typeof message === "string" ? [message] : Object.values(message)).flatMap(
        (text) => text?.match(/\{\w+\}/g) ?? [],
      ),
    ),
  ].sort();

describe.each(Object.entries(TRANSLATIONS))("the %s catalogue", (_locale, catalog) => {
  it("has exactly the English keys", () => {
    expect(Object.keys(english).filter((key) => !(key in catalog))).toEqual([]);
    expect(Object.keys(catalog).filter((key) => !(key in english))).toEqual([]);
  });

  it("keeps every {placeholder} and gives plural forms where English has them", () => {
    const wrong = Object.entries(english).flatMap(([key, message]) => {
      const translated = catalog[key];
      if (translated === undefined) return [];
      const problems: string[] = [];
      if (placeholders(translated).join() !== placeholders(message).join()) problems.push(`${key}: placeholders`);
      if (typeof message !== "string" && (typeof translated === "string" || !translated.other))
        problems.push(`${key}: plural forms`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});

describe("t", () => {
  it("chooses plural forms by the language's rules and falls back to English", () => {
    setClientDisplay({ locale: "en", currency: "USD", rates: null });
    expect(t("cart.itemCount", { count: 1 })).toBe("1 item in cart");
    expect(t("cart.itemCount", { count: 5 })).toBe("5 items in cart");
    setClientDisplay({ locale: "ru", currency: "USD", rates: null });
    const forms = [1, 2, 5].map((count) => t("cart.itemCount", { count }));
    expect(new Set(forms).size).toBe(3);
    setClientDisplay({ locale: "en", currency: "USD", rates: null });
  });
});

describe("the shoppers' messages core and the server give as codes", () => {
  it("are in every language's catalogue of the store front where core gives them in the browser", () => {
    const inBrowser = (code: string) => BROWSER_MESSAGE_NAMESPACES.some((space) => code.startsWith(`${space}.`));
    for (const catalog of [ENGLISH, ...Object.values(TRANSLATIONS)]) {
      expect(Object.keys(MESSAGE_CATALOGUES.en).filter((code) => inBrowser(code) && !(code in catalog))).toEqual([]);
      // The server words the rest (and the e-mail's texts) before they reach the page.
      expect(Object.keys(catalog).filter((key) => key.startsWith("mail.") || key.startsWith("gift."))).toEqual([]);
    }
  });

  it("do not reuse a key of the store front's own texts", () => {
    const own = [en, enCheckout, enAccount, enBlog, enSite, enA11y].flatMap((namespace) => Object.keys(namespace));
    expect(own.filter((key) => key in MESSAGE_CATALOGUES.en)).toEqual([]);
  });

  it("are worded in the page's language, numbers and plurals by Intl", () => {
    setClientDisplay({ locale: "ru", currency: "USD", rates: null });
    expect(messageText(shopperMessage("quantity.bounds", { min: 12, max: 500 }))).toBe(
      "*Пожалуйста, выберите количество от 12 до 500!",
    );
    expect(fieldError("validation.required")).toBe("*Обязательное поле");
    expect(fieldError("validation.zipShort")).toBe("*Индекс не может быть короче 5 цифр");
    expect(fieldError("Something else")).toBe("Something else");
    expect(fieldError(undefined)).toBeUndefined();
    setClientDisplay({ locale: "en", currency: "USD", rates: null });
    expect(messageText(shopperMessage("quantity.belowMinimum", { name: "Cap", minimum: 12 }))).toBe(
      "Error, Cap is not added to cart. Quantity must be at least 12.",
    );
  });
});

describe("the browser's copy of the message catalogue", () => {
  it("holds every namespace of the codes the store front words in the browser", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = join(import.meta.dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(server|test)\.tsx?$/.test(file),
    );
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(join(root, file), "utf8").matchAll(/shopperMessage\("([a-z]+)\./g)].map((m) => m[1] ?? ""),
      ),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((namespace) => !BROWSER_MESSAGE_NAMESPACES.includes(namespace))).toEqual([]);
  });
});
