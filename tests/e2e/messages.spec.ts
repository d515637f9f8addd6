// Shoppers' messages in Russian and Arabic (docs/decisions/0030): the refusals core and the server
// give as codes — quantity rules and the first price on the product page, cart line issues, field
// validation, gift card and card refusals at checkout — are worded in the page's language, never
// left in English. Labels are read from the store front's catalogues; the expected messages are
// written out here, so a missing or English translation fails.
import type { Page } from "@playwright/test";
import { ar } from "../../src/web/i18n/ar";
import { arCheckout } from "../../src/web/i18n/ar-checkout";
import { ru } from "../../src/web/i18n/ru";
import { ruCheckout } from "../../src/web/i18n/ru-checkout";
import { expect, test } from "./fixtures";
import { hydrated, open } from "./shopping-helpers";

const TEE = "/shop/products/heavyweight-cotton-tee";
const JACKET = "/shop/products/varsity-letterman-jacket";

const UI = {
  ru: { ...ru, ...ruCheckout },
  ar: { ...ar, ...arCheckout },
} as const;

const EXPECTED = {
  ru: {
    bounds: "*Пожалуйста, выберите количество от 1 до 500!",
    belowMinimum: "Ошибка: Varsity Letterman Jacket не добавлен в корзину. Количество должно быть не меньше 12.",
    belowFirstPrice: "Добавьте ещё 7, чтобы получить первую цену (12 шт. Varsity Letterman Jacket всего).",
    tooLong: "Name: не более 40 символов. Удалите позицию и добавьте её снова с более коротким текстом.",
    unitMissing: "Персонализированных единиц больше, чем количество: увеличьте количество.",
    required: "*Обязательное поле",
    zipShort: "*Индекс не может быть короче 5 цифр",
    giftCode: "Введите правильный номер подарочной карты.",
    giftUnknown: "Подарочная карта не найдена. Проверьте номер.",
    cardNumber: "*Номер карты должен содержать 15 или 16 цифр",
    declined: "Ваша карта отклонена.",
  },
  ar: {
    bounds: "*يرجى اختيار كمية بين 1 و500!",
    belowMinimum: "خطأ، لم تتم إضافة Varsity Letterman Jacket إلى السلة. يجب ألا تقل الكمية عن 12.",
    belowFirstPrice: "أضف 7 أخرى للوصول إلى أول سعر (12 قطعة من Varsity Letterman Jacket إجمالًا).",
    tooLong: "Name لا يتجاوز 40 حرفًا. احذف هذا البند وأضفه مجددًا بنص أقصر.",
    unitMissing: "عدد القطع المخصصة أكبر من الكمية: زد الكمية.",
    required: "*حقل مطلوب",
    zipShort: "*لا يمكن أن يكون الرمز البريدي أقل من 5 أرقام",
    giftCode: "يرجى إدخال رقم بطاقة هدية صالح.",
    giftUnknown: "لم نعثر على بطاقة الهدايا هذه. يرجى التحقق من الرقم.",
    cardNumber: "*يجب أن يتكون رقم البطاقة من 15 أو 16 رقمًا",
    declined: "تم رفض بطاقتك.",
  },
} as const;

/** English words of a sentence (two Latin words in a row): a message left untranslated has them. */
const ENGLISH_SENTENCE = /[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}/;

const quantityOf = (page: Page, locale: "ru" | "ar", size: string, color: string) =>
  page.getByRole("spinbutton", {
    name: UI[locale]["product.quantityFor"].replace("{size}", size).replace("{color}", color),
    exact: true,
  });

/** A cart in local storage, as the store front keeps it, then the page reloaded in the language. */
async function withCart(page: Page, items: object[]) {
  await page.evaluate((stored) => {
    localStorage.setItem(
      "storefront",
      JSON.stringify({ version: 2, state: { cart: { lastItemId: stored.length, items: stored } } }),
    );
  }, items);
  await page.reload();
  await hydrated(page);
}

const cartLine = (
  id: number,
  productId: string,
  name: string,
  quantity: number,
  { size = "M", personalization = [] as object[] } = {},
) => ({
  id,
  product: { id: productId, name },
  options: { personalization },
  label: size,
  color: "Gold",
  price: 0,
  total: 0,
  quantity,
  weight: 0.5,
  weightUom: "LB",
  sizeMarkup: 0,
  productClassType: "1",
});

const nameEntry = (size: string, unit: number, value: string) => ({
  groupId: `${size}-${unit}`,
  uniqueId: `${size}-${unit}-Name`,
  size,
  label: "Name",
  name: "Name",
  value,
  price: 500,
});

for (const locale of ["ru", "ar"] as const) {
  const expected = EXPECTED[locale];
  const ui = UI[locale];

  test(`add-to-cart and cart line refusals are worded in ${locale}`, async ({ page }) => {
    // Over the store's maximum: the spec's quantity rule, in the page's language.
    await open(page, `${TEE}?lang=${locale}`);
    await quantityOf(page, locale, "S", "Gold").fill("300");
    await quantityOf(page, locale, "M", "Gold").fill("201");
    const bounds = page.getByRole("alert").filter({ hasText: expected.bounds });
    await expect(bounds).toBeVisible();
    await expect(bounds).not.toHaveText(ENGLISH_SENTENCE);
    await expect(page.getByRole("button", { name: ui["product.addToCart"] })).toBeDisabled();

    // Below the first priced tier: the refusal toast.
    await open(page, `${JACKET}?lang=${locale}`);
    await quantityOf(page, locale, "S", "Gold").fill("5");
    await page.getByRole("button", { name: ui["product.addToCart"] }).click();
    await expect(page.getByText(expected.belowMinimum).first()).toBeVisible();
    await expect(page.getByText(/is not added to cart/)).toHaveCount(0);

    // In the cart: below the first price, a personalization too long, one for a unit not there.
    await open(page, `/shop/cart?lang=${locale}`);
    await withCart(page, [
      cartLine(1, "demo-068", "Varsity Letterman Jacket", 5),
      cartLine(2, "demo-001", "Heavyweight Cotton Tee", 1, { personalization: [nameEntry("M", 1, "X".repeat(41))] }),
      cartLine(3, "demo-001", "Heavyweight Cotton Tee", 1, {
        size: "S",
        personalization: [nameEntry("S", 1, "ANA"), nameEntry("S", 2, "BEA")],
      }),
    ]);
    const issues = page.getByTestId("line-issues");
    await expect(issues).toHaveCount(3);
    await expect(issues.nth(0)).toHaveText(expected.belowFirstPrice);
    await expect(issues.nth(1)).toHaveText(expected.tooLong);
    await expect(issues.nth(2)).toHaveText(expected.unitMissing);
  });

  test(`a cart line checkout cannot take is named at checkout in ${locale}`, async ({ page }) => {
    await open(page, `/shop/cart?lang=${locale}`);
    await withCart(page, [cartLine(1, "demo-068", "Varsity Letterman Jacket", 5)]);
    await open(page, `/shop/checkout?lang=${locale}`);
    await expect(page.getByRole("alert").filter({ hasText: expected.belowFirstPrice })).toBeVisible();
  });

  test(`checkout refusals are worded in ${locale}: fields, gift card, declined card`, async ({ page }) => {
    await open(page, `${TEE}?lang=${locale}`);
    await quantityOf(page, locale, "S", "Gold").fill("1");
    await page.getByRole("button", { name: ui["product.addToCart"] }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await open(page, `/shop/checkout?lang=${locale}`);
    await expect(page.locator("#shipping-firstName")).toBeVisible();

    // Field validation (core's schemas).
    await page.locator("#shipping-firstName").focus();
    await page.locator("#shipping-firstName").blur();
    await expect(page.locator("#shipping-firstName-error")).toHaveText(expected.required);
    await page.locator("#shipping-zip").fill("123");
    await page.locator("#shipping-zip").blur();
    await expect(page.locator("#shipping-zip-error")).toHaveText(expected.zipShort);

    // Gift card: the form's own check, then the server's refusal of an unknown number.
    const giftNumber = page.getByLabel(ui["checkout.giftCardNumber"]);
    await page.getByRole("button", { name: ui["checkout.apply"], exact: true }).click();
    await expect(page.getByText(expected.giftCode).first()).toBeVisible();
    await giftNumber.fill("NO-SUCH-CARD-42");
    await page.getByRole("button", { name: ui["checkout.apply"], exact: true }).click();
    await expect(page.getByText(expected.giftUnknown).first()).toBeVisible();

    // The card form's checks, then a card the gateway declines.
    const field = (name: string) => page.locator(`#shipping-${name}`);
    await field("firstName").fill("Ana");
    await field("lastName").fill("Lopez");
    await field("email").fill(`messages-${locale}-${Date.now().toString(36)}@example.com`);
    await field("phone").fill("5551234567");
    await field("address1").fill("1 Main St");
    await field("city").fill("Springfield");
    await field("state").fill("il");
    await field("zip").fill("62701");
    await page.getByLabel(ui["checkout.terms"]).check();
    const placeOrder = page.getByRole("button", { name: ui["checkout.placeOrder"] });
    await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
    await placeOrder.click();
    const dialog = page.getByRole("dialog", { name: ui["card.title"] });
    await expect(dialog).toBeVisible();
    const number = dialog.getByLabel(ui["card.number"], { exact: true });
    await number.fill("4242");
    await number.blur();
    await expect(dialog.getByText(expected.cardNumber)).toBeVisible();
    await dialog.getByLabel(ui["card.holder"]).fill("Ana Lopez");
    await number.fill("4000 0000 0000 0002");
    await dialog.getByLabel(ui["card.expiryMonth"]).fill("12");
    await dialog.getByLabel(ui["card.expiryYear"]).fill("39");
    await dialog.getByLabel(ui["card.cvv"], { exact: true }).fill("123");
    await dialog.getByRole("button", { name: ui["card.order"], exact: true }).click();
    await expect(page.getByTestId("card-error")).toHaveText(expected.declined);
  });
}
