import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES } from "~server/modules/gift-codes/gift-codes.service";
import { ORDER_MESSAGES } from "~server/modules/orders/orders.service";
import { TRACK_NOT_FOUND } from "~server/modules/orders/order-tracking.service";
import { createErrorHandler } from "./error-handler";
import { notFound, rateLimited } from "./errors";
import { localizeShopperMessage } from "./shopper-messages";

describe("localizeShopperMessage", () => {
  it("translates every order and gift card message a shopper can see, into Russian and Arabic", () => {
    const shopperFacing = [
      ...Object.values(ORDER_MESSAGES).filter((message) => message !== ORDER_MESSAGES.keyReused),
      ...Object.values(GIFT_MESSAGES),
      TRACK_NOT_FOUND,
    ];
    for (const message of shopperFacing) {
      expect(localizeShopperMessage(message, "ru"), message).toMatch(/[а-яё]/i);
      expect(localizeShopperMessage(message, "ar"), message).toMatch(/[\u0600-\u06ff]/);
      expect(localizeShopperMessage(message, "en")).toBe(message);
    }
  });

  it("keeps the number of messages that carry one, with Russian plural forms", () => {
    expect(localizeShopperMessage("Too many lookups. Try again in 42 seconds.", "ru")).toBe(
      "Слишком много попыток. Попробуйте снова через 42 секунды.",
    );
    expect(localizeShopperMessage("Too many wrong passwords. Try again in 1 minute.", "ru")).toBe(
      "Слишком много неверных паролей. Попробуйте снова через 1 минуту.",
    );
    expect(localizeShopperMessage("Too many wrong passwords. Try again in 15 minutes.", "ar")).toContain("15");
  });

  it("leaves an unknown message as it is", () => {
    expect(localizeShopperMessage("quantity: must be positive", "ar")).toBe("quantity: must be positive");
  });
});

describe("the error handler", () => {
  const app = new Hono();
  app.onError(createErrorHandler({ error() {} }));
  app.get("/missing", () => {
    throw notFound(TRACK_NOT_FOUND);
  });
  app.get("/limited", () => {
    throw rateLimited("Too many lookups. Try again in 5 seconds.", 5);
  });

  it("answers in the language of the shopper's lang cookie, English without one", async () => {
    const ru = await app.request("/missing", { headers: { Cookie: "currency=EUR; lang=ru" } });
    expect(ru.status).toBe(404);
    expect(await ru.json()).toEqual({
      success: false,
      message: "Заказ с таким номером и адресом эл. почты не найден.",
    });
    const en = await app.request("/missing");
    expect(((await en.json()) as { message: string }).message).toBe(TRACK_NOT_FOUND);
    const ar = await app.request("/limited", { headers: { Cookie: "lang=ar" } });
    expect(ar.headers.get("Retry-After")).toBe("5");
    expect(((await ar.json()) as { message: string }).message).toBe("محاولات كثيرة جدًا. حاول مجددًا بعد 5 ثانية.");
  });
});
