// The template sample pages under /site (spec §2 site, 'Contact pages'): the redirect, each page's
// translated heading in English, Russian and Arabic (right to left), the contact form's validation
// and its honest 'not available' answer, the local street map, the terms' date and the FAQ's
// keyboard-operable disclosures.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

type Locale = "en" | "ru" | "ar";

const HEADINGS: Record<string, Record<Locale, string>> = {
  "/site/about-us": { en: "About Us", ru: "О нас", ar: "من نحن" },
  "/site/components": { en: "Components", ru: "Компоненты", ar: "المكوّنات" },
  "/site/contact-us": { en: "Contact Us", ru: "Контакты", ar: "اتصل بنا" },
  "/site/contact-us-alt": {
    en: "Contact Us (alternative layout)",
    ru: "Контакты (другой макет)",
    ar: "اتصل بنا (تصميم بديل)",
  },
  "/site/not-found": { en: "Page Not Found", ru: "Страница не найдена", ar: "الصفحة غير موجودة" },
  "/site/faq": { en: "FAQ", ru: "Частые вопросы", ar: "الأسئلة الشائعة" },
  "/site/terms": { en: "Terms and Conditions", ru: "Условия использования", ar: "الشروط والأحكام" },
  "/site/typography": { en: "Typography", ru: "Типографика", ar: "الطباعة" },
};

test("/site redirects to /site/about-us, keeping the chosen language", async ({ page }) => {
  await open(page, "/site");
  await expect(page).toHaveURL(/\/site\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await open(page, "/site?lang=ru");
  await expect(page).toHaveURL(/\/site\/about-us\?lang=ru$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("О нас");
});

for (const locale of ["en", "ru", "ar"] as const) {
  test(`every site page in ${locale}: translated heading, lang and dir`, async ({ page }) => {
    for (const [path, headings] of Object.entries(HEADINGS)) {
      await open(page, `${path}?lang=${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
  });
}

test("the sample not-found page answers 404 with the search box and the way home", async ({ page }) => {
  const response = await page.goto("/site/not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Error 404")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Page Not Found" }).getByRole("searchbox", { name: "Search products" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go To Home Page" })).toHaveAttribute("href", "/");
});

for (const path of ["/site/contact-us", "/site/contact-us-alt"]) {
  test(`${path}: hours, placeholder contacts and a form that validates, then says it is not available`, async ({
    page,
  }) => {
    await open(page, path);
    await expect(page.getByText("Mon-Fri 8am-8pm, Sat 8am-6pm, Sun 10am-4pm")).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );

    const name = page.getByRole("textbox", { name: "Your Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    const subject = page.getByRole("textbox", { name: "Subject" });
    const message = page.getByRole("textbox", { name: "Message" });
    const send = page.getByRole("button", { name: "Send Message" });

    await send.click();
    for (const field of [name, email, subject, message]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/\*Required/);
    }
    await expect(name).toBeFocused();
    await expect(page.getByTestId("unavailable")).toHaveCount(0);

    await name.fill("Ana Lopez");
    await email.fill("ana@example");
    await subject.fill("Team order");
    await message.fill("Twelve hoodies, please.");
    await send.click();
    await expect(email).toHaveAccessibleDescription("*Invalid email address");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("unavailable")).toHaveCount(0);

    await message.fill("x".repeat(1001));
    await email.fill("ana@example.com");
    await send.click();
    await expect(message).toHaveAccessibleDescription(/\*Message is longer than usual/);

    await message.fill("Twelve hoodies, please.");
    await send.click();
    await expect(page.getByTestId("unavailable")).toContainText(
      "This store does not offer this feature, so nothing was sent or saved.",
    );
    await expect(email).not.toHaveAttribute("aria-invalid");
    // What was typed stays.
    await expect(name).toHaveValue("Ana Lopez");
    await expect(message).toHaveValue("Twelve hoodies, please.");
  });
}

test("the contact form speaks Arabic, right to left", async ({ page }) => {
  await open(page, "/site/contact-us?lang=ar");
  await expect(page.getByText("الاثنين–الجمعة 8 ص–8 م، السبت 8 ص–6 م، الأحد 10 ص–4 م")).toBeVisible();
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("textbox", { name: "اسمك" })).toHaveAccessibleDescription("*حقل مطلوب");
  await page.getByRole("textbox", { name: "اسمك" }).fill("مريم");
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("maryam@example.com");
  await page.getByRole("textbox", { name: "الموضوع" }).fill("طلب");
  await page.getByRole("textbox", { name: "الرسالة" }).fill("مرحبًا");
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByTestId("unavailable")).toBeVisible();
  await expect(page.getByTestId("unavailable")).not.toHaveText(/store does not offer/);
});

test("the map is a local SVG image with an accessible name; the page requests nothing elsewhere", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (!["demo.localhost", "localhost"].includes(host) && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  for (const [path, locale, name] of [
    ["/site/contact-us", "en", /Street map with the store marked at 1200 Sample Street/],
    ["/site/contact-us-alt", "ru", /Карта улиц с отметкой магазина/],
    ["/site/contact-us", "ar", /خريطة الشوارع وعليها موقع المتجر/],
  ] as const) {
    await open(page, `${path}?lang=${locale}`);
    const map = page.getByRole("img", { name });
    await expect(map).toBeVisible();
    expect(await map.evaluate((node) => node.tagName.toLowerCase())).toBe("svg");
    await expect(map).toHaveAttribute("width", "640");
    await expect(map).toHaveAttribute("height", "380");
  }
  expect(foreign).toEqual([]);
});

test("terms show their last-modified date in the page's language", async ({ page }) => {
  await open(page, "/site/terms");
  await expect(page.getByText("Last modified: May 27, 2018")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "1. Orders" })).toBeVisible();
  await open(page, "/site/terms?lang=ru");
  await expect(page.getByText(/Последнее изменение: 27 мая 2018/)).toBeVisible();
  await open(page, "/site/terms?lang=ar");
  await expect(page.getByText(/آخر تعديل: 27 مايو 2018/)).toBeVisible();
});

test("FAQ answers open and close with the keyboard", async ({ page }) => {
  await open(page, "/site/faq");
  const first = page.getByText("Is there a minimum order quantity?");
  const firstAnswer = page.getByText(/Most products can be ordered from a single piece/);
  const second = page.getByText("Can I mix sizes and colours in one order?");
  await expect(firstAnswer).toBeHidden();

  await first.focus();
  await page.keyboard.press("Enter");
  await expect(firstAnswer).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Enter a quantity for each size in the size grid/)).toBeVisible();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(firstAnswer).toBeHidden();

  await open(page, "/site/faq?lang=ar");
  await page.getByText("هل هناك حد أدنى لكمية الطلب؟").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/يمكن طلب معظم المنتجات بدءًا من قطعة واحدة/)).toBeVisible();
});

test("the components page labels each primitive and its pagination example navigates", async ({ page }) => {
  await open(page, "/site/components");
  for (const name of ["Buttons", "Links", "Badges", "Breadcrumb", "Alerts", "Form controls", "Pagination", "Accordion"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Primary button" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Disabled button" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Input with an error" })).toHaveAccessibleDescription("*Required");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await pagination.getByRole("link", { name: "Page 4" }).click();
  await expect(pagination.getByRole("link", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
});
