// Languages and currencies: every page in English, Russian and Arabic with its translated
// heading, `lang` and `dir`; the switchers; ?dir=rtl; prices in the chosen currency while the charge
// stays the server's USD amount; concurrent requests in different languages never mix.
import { expect, test } from "./fixtures";
import { addToCart, open, quantity } from "./shopping-helpers";

const HEADINGS: Record<string, Record<"en" | "ru" | "ar", string>> = {
  "/shop": { en: "Shop", ru: "Магазин", ar: "المتجر" },
  "/shop/cart": { en: "Shopping Cart", ru: "Корзина", ar: "سلة التسوق" },
  "/shop/wishlist": { en: "Wish List", ru: "Избранное", ar: "قائمة الأمنيات" },
  "/shop/compare": { en: "Comparison", ru: "Сравнение", ar: "المقارنة" },
  "/error-404": { en: "Page Not Found", ru: "Страница не найдена", ar: "الصفحة غير موجودة" },
  "/shop/track-order": { en: "Track Order", ru: "Отслеживание заказа", ar: "تتبع الطلب" },
  "/account/dashboard": { en: "Dashboard", ru: "Обзор", ar: "لوحة التحكم" },
  "/account/profile": { en: "Edit Profile", ru: "Редактировать профиль", ar: "تعديل الملف الشخصي" },
  "/account/orders": { en: "Order History", ru: "История заказов", ar: "سجل الطلبات" },
  "/account/orders/5320": { en: "Order #5320", ru: "Заказ № 5320", ar: "الطلب رقم 5320" },
  "/account/addresses": { en: "Addresses", ru: "Адреса", ar: "العناوين" },
  "/account/addresses/1": { en: "Edit Address", ru: "Изменить адрес", ar: "تعديل العنوان" },
  "/account/password": { en: "Password", ru: "Пароль", ar: "كلمة المرور" },
};
const HOME_CRUMB = { en: "Home", ru: "Главная", ar: "الرئيسية" };

for (const locale of ["en", "ru", "ar"] as const) {
  test(`every page in ${locale}: translated heading, lang and dir`, async ({ page }) => {
    // It opens some two dozen pages (about 2 s each with two workers on two cores).
    test.setTimeout(120_000);
    const dir = locale === "ar" ? "rtl" : "ltr";
    for (const [path, headings] of Object.entries(HEADINGS)) {
      await open(page, `${path}?lang=${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[locale]);
    }
    // Pages titled by store content still speak the language around it.
    for (const path of ["/", "/shop/products/heavyweight-cotton-tee", "/category/tops"]) {
      await open(page, `${path}?lang=${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(
        page.getByRole("navigation", { name: /./ }).getByRole("link", { name: HOME_CRUMB[locale] }).first(),
      ).toBeVisible();
    }
  });
}

test("the language switcher persists the choice; ?dir=rtl selects Arabic", async ({ page }) => {
  await open(page, "/shop");
  await page.getByLabel("Language").first().selectOption("ru");
  // The choice travels in the reload's address; the server's answer sets the cookie (a cookie
  // written by the page could miss the reload: Chromium stores it asynchronously).
  await expect(page).toHaveURL(/\/shop\?lang=ru$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Магазин");
  // The cookie carries it to the next page, rendered on the server in Russian from the first paint.
  await open(page, "/shop/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Корзина");

  await open(page, "/shop?dir=rtl");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await open(page, "/shop/wishlist");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("قائمة الأمنيات");
  await page.getByLabel("اللغة").first().selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("prices follow the chosen currency; checkout charges the same USD amount", async ({ page }) => {
  await open(page, "/shop/products/heavyweight-cotton-tee");
  await expect(page.getByText("$26.24").first()).toBeVisible();
  await quantity(page, "S", "Gold").fill("2");
  await addToCart(page, "Heavyweight Cotton Tee");

  await page.getByLabel("Currency").first().selectOption("EUR");
  await expect(page.getByText("€24.14").first()).toBeVisible();
  await open(page, "/shop");
  await expect(page.getByText(/€\d/).first()).toBeVisible();
  await open(page, "/shop/cart");
  await expect(page.getByTestId("cart-total")).toHaveText("€48.28");

  await open(page, "/shop/checkout");
  const field = (name: string) => page.locator(`#shipping-${name}`);
  await field("firstName").fill("Ana");
  await field("lastName").fill("Lopez");
  await field("email").fill("euro@example.com");
  await field("phone").fill("5551234567");
  await field("address1").fill("1 Main St");
  await field("city").fill("Springfield");
  await field("state").fill("IL");
  await field("zip").fill("62701");
  await expect(page.getByTestId("checkout-tax")).toHaveText("€3.02");
  // The store charges USD: the total is the server's USD amount, the euro figure an estimate.
  await expect(page.getByTestId("checkout-total")).toHaveText("$65.23");
  await expect(page.getByTestId("checkout-total-approximate")).toContainText("≈ €60.01");

  // Selecting the currency already selected changes nothing.
  await page.getByLabel("Currency").first().selectOption("EUR");
  await expect(field("firstName")).toHaveValue("Ana");
});

test("concurrent requests in different languages are each rendered in their own", async ({ page }) => {
  const port = process.env.E2E_PORT;
  const locales = Array.from({ length: 24 }, (_, i) => (["en", "ru", "ar"] as const)[i % 3]);
  const pages = await Promise.all(
    locales.map(async (locale) => {
      const answer = await page.request.get(`http://localhost:${port}/shop`, { headers: { Cookie: `lang=${locale}` } });
      return answer.text();
    }),
  );
  pages.forEach((html, i) => {
    expect(html).toContain(`<html lang="${locales[i]}"`);
    expect(html).toContain(HEADINGS["/shop"]?.[locales[i] ?? "en"]);
  });
});

test("a page whose texts script arrives late still hydrates in its language without a mismatch", async ({ page }) => {
  // The app's module script is async and may run first; hydration must wait for the texts.
  await page.route(/\/i18n\/[a-z]{2}\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await open(page, "/shop/cart?lang=ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Корзина");
  await open(page, "/shop?lang=ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر");
  // The fixture fails the test on any page error, React's hydration mismatch (#418) included.
});
