import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { shopperMessage } from "~core/i18n/message";
import { CheckoutAddressSchema } from "~core/validation/address.schema";
import { createErrorHandler } from "./error-handler";
import { conflict, notFound, rateLimited } from "./errors";

describe("the error handler", () => {
  const app = new Hono();
  app.onError(createErrorHandler({ error() {} }));
  app.get("/missing", () => {
    throw notFound(shopperMessage("order.trackNotFound"));
  });
  app.get("/limited", () => {
    throw rateLimited(shopperMessage("order.tooManyLookups", { count: 5 }), 5);
  });
  app.get("/integrator", () => {
    throw conflict("The slug tee is already used by the product p1 in the store s1.");
  });
  app.get("/address", () => {
    CheckoutAddressSchema.parse({ zip: "1" });
    return new Response();
  });
  app.get("/crash", () => {
    throw new Error("boom");
  });
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

  it("answers a shopper's message with its code, worded in the language of the lang cookie", async () => {
    const ru = await app.request("/missing", { headers: { Cookie: "currency=EUR; lang=ru" } });
    expect(ru.status).toBe(404);
    expect(await json(ru)).toEqual({
      success: false,
      code: "order.trackNotFound",
      message: "Заказ с таким номером и адресом эл. почты не найден.",
    });
    const ar = await app.request("/limited", { headers: { Cookie: "lang=ar" } });
    expect(ar.headers.get("Retry-After")).toBe("5");
    expect((await json(ar)).message).toBe("محاولات كثيرة جدًا. حاول مجددًا بعد 5 ثانية.");
  });

  it("keeps the spec's English without a language, and takes ?lang= and ?dir=rtl like pages do", async () => {
    expect((await json(await app.request("/missing"))).message).toBe(
      "We could not find an order with this number and e-mail address.",
    );
    expect((await json(await app.request("/limited?lang=ru"))).message).toBe(
      "Слишком много попыток. Попробуйте снова через 5 секунд.",
    );
    expect((await json(await app.request("/missing?dir=rtl"))).message).toBe(
      "لم نعثر على طلب بهذا الرقم وعنوان البريد الإلكتروني.",
    );
  });

  it("words core's validation codes per field, and leaves an integrator's English as it is", async () => {
    const ru = await json(await app.request("/address", { headers: { Cookie: "lang=ru" } }));
    expect(ru.code).toBe("validation.required");
    expect(ru.message).toBe("firstName: *Обязательное поле");
    expect(ru.issues).toContainEqual({ path: "firstName", code: "validation.required", message: "*Обязательное поле" });
    const en = await json(await app.request("/address"));
    expect(en.message).toBe("firstName: *Required");
    const integrator = await json(await app.request("/integrator", { headers: { Cookie: "lang=ar" } }));
    expect(integrator).toEqual({
      success: false,
      message: "The slug tee is already used by the product p1 in the store s1.",
    });
  });

  it("says only that something went wrong, in the shopper's language, when the unexpected happens", async () => {
    const answer = await app.request("/crash", { headers: { Cookie: "lang=ar" } });
    expect(answer.status).toBe(500);
    expect(await json(answer)).toMatchObject({
      success: false,
      code: "server.error",
      message: "حدث خطأ ما من جانبنا.",
    });
  });
});
