import { describe, expect, it } from "vitest";
import { directionOf, intlTag, readCookie, resolveCurrency, resolveLocale } from "./locale";

describe("locale", () => {
  it("is Arabic for ?dir=rtl, else the ?lang= named, else the saved cookie, else English", () => {
    expect(resolveLocale({ dir: "rtl", lang: "ru", cookie: "en" })).toBe("ar");
    expect(resolveLocale({ dir: "ltr", lang: "ru", cookie: "ar" })).toBe("ru");
    expect(resolveLocale({ lang: "xx", cookie: "ar" })).toBe("ar");
    expect(resolveLocale({ cookie: "de" })).toBe("en");
    expect(resolveLocale({})).toBe("en");
  });

  it("writes Arabic right to left and keeps Latin digits for it", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("ru")).toBe("ltr");
    expect(intlTag("ar")).toBe("ar-u-nu-latn");
    expect(intlTag("ru")).toBe("ru-RU");
    expect(intlTag("en")).toBe("en-US");
  });

  it("takes the currency from the query, then the cookie, else USD", () => {
    expect(resolveCurrency({ currency: "EUR", cookie: "GBP" })).toBe("EUR");
    expect(resolveCurrency({ currency: "JPY", cookie: "GBP" })).toBe("GBP");
    expect(resolveCurrency({})).toBe("USD");
  });

  it("reads one cookie out of a Cookie header", () => {
    expect(readCookie("a=1; lang=ru; currency=EUR", "lang")).toBe("ru");
    expect(readCookie("a=1", "lang")).toBeNull();
    expect(readCookie(undefined, "lang")).toBeNull();
  });
});
