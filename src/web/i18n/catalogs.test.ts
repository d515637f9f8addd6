// Every language has every message, with the same {placeholders}, and plural forms where English
// counts (issue 8). A failure names the exact keys to add or fix.
import { describe, expect, it } from "vitest";
import { ENGLISH, TRANSLATIONS } from "./catalogs.server";
import { setClientDisplay } from "./display";
import { t, type Message } from "./t";

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

describe("localizeMessage", () => {
  it("shows core's English validation messages in the page's language, other texts as they are", async () => {
    const { localizeMessage } = await import("./localize-message");
    setClientDisplay({ locale: "ru", currency: "USD", rates: null });
    expect(localizeMessage("*Required")).toBe("*Обязательное поле");
    expect(localizeMessage("*ZIP cannot be shorter than 5 digits")).toBe("*Индекс не может быть короче 5 цифр");
    expect(localizeMessage("Something else")).toBe("Something else");
    expect(localizeMessage(undefined)).toBeUndefined();
    setClientDisplay({ locale: "en", currency: "USD", rates: null });
  });
});
