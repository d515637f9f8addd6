// The blog (spec §2 blog): /blog redirects to the classic listing; every listing and the
// sample post in English, Russian and Arabic (right to left); ten pages of posts; the comment and
// newsletter forms check their input, then say the feature is not offered and keep what was typed.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

const POST = {
  en: "Five Ways to Style a White Tee",
  ru: "Пять способов носить белую футболку",
  ar: "خمس طرق لتنسيق القميص الأبيض",
};
const HEADINGS: Record<string, Record<"en" | "ru" | "ar", string>> = {
  "/blog/category-classic": { en: "Blog Classic", ru: "Блог: классический вид", ar: "المدونة: العرض الكلاسيكي" },
  "/blog/category-grid": { en: "Blog Grid", ru: "Блог: сетка", ar: "المدونة: عرض الشبكة" },
  "/blog/category-list": { en: "Blog List", ru: "Блог: список", ar: "المدونة: عرض القائمة" },
  "/blog/category-left-sidebar": {
    en: "Blog Left Sidebar",
    ru: "Блог с панелью слева",
    ar: "المدونة مع شريط جانبي أيمن",
  },
  "/blog/post-classic": POST,
  "/blog/post-full": POST,
};
const READ_MORE = { en: "Read More", ru: "Читать далее", ar: "اقرأ المزيد" };
const BLOG_CRUMB = { en: "Blog", ru: "Блог", ar: "المدونة" };
const BREADCRUMB = { en: "Breadcrumb", ru: "Навигационная цепочка", ar: "مسار التنقل" };

test("/blog opens the classic listing", async ({ page }) => {
  await open(page, "/blog");
  await expect(page).toHaveURL(/\/blog\/category-classic$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Classic");
});

for (const locale of ["en", "ru", "ar"] as const) {
  test(`every blog page in ${locale}: heading, lang, dir and translated chrome`, async ({ page }) => {
    const dir = locale === "ar" ? "rtl" : "ltr";
    for (const [path, headings] of Object.entries(HEADINGS)) {
      await open(page, `${path}?lang=${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const crumbs = page.getByRole("navigation", { name: BREADCRUMB[locale] });
      await expect(crumbs.getByRole("link", { name: BLOG_CRUMB[locale], exact: true })).toBeVisible();
      const sidebar = page.getByRole("complementary");
      if (path.endsWith("-grid") || path.endsWith("-full")) await expect(sidebar).toHaveCount(0);
      else await expect(sidebar).toHaveCount(1);
      if (path.includes("category-")) {
        await expect(page.getByRole("link", { name: new RegExp(`^${READ_MORE[locale]}`) })).toHaveCount(6);
      }
    }
  });
}

test("the listing has ten pages; a bad or out-of-range page number is corrected", async ({ page }) => {
  await open(page, "/blog/category-classic");
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  const firstTitle = await page.getByRole("heading", { level: 2 }).first().textContent();

  await pages.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/category-classic\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2 }).first()).not.toHaveText(firstTitle ?? "");

  await pages.getByRole("link", { name: "Page 10", exact: true }).click();
  await expect(page).toHaveURL(/\?page=10$/);
  await expect(pages.getByRole("link", { name: "Page 10", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\?page=9$/);

  await open(page, "/blog/category-grid?page=abc");
  await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await open(page, "/blog/category-list?page=99");
  await expect(pages.getByRole("link", { name: "Page 10", exact: true })).toHaveAttribute("aria-current", "page");
});

test("a listing's Read More opens the sample post", async ({ page }) => {
  await open(page, "/blog/category-grid");
  await page
    .getByRole("link", { name: /^Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/post-classic$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST.en);
  await expect(page.getByRole("heading", { level: 2, name: "6 comments" })).toBeVisible();
});

test("the comment form checks its fields, then says comments are not offered", async ({ page }) => {
  await open(page, "/blog/post-classic");
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  const comment = page.getByRole("textbox", { name: "Comment", exact: true });
  const submit = page.getByRole("button", { name: "Post Comment" });

  await submit.click();
  for (const field of [name, email, comment]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/\*Required/);
  }
  await expect(name).toBeFocused();
  await expect(page.getByTestId("unavailable")).toHaveCount(0);

  await name.fill("Ana");
  await email.fill("ana@example");
  await comment.fill("Lovely ideas, thank you.");
  await submit.click();
  await expect(email).toHaveAccessibleDescription("*Invalid email address");
  await expect(email).toBeFocused();
  await expect(name).not.toHaveAttribute("aria-invalid");

  await comment.fill("x".repeat(1001));
  await email.fill("ana@example.com");
  await submit.click();
  await expect(comment).toHaveAccessibleDescription(/\*Message is longer than usual/);

  await comment.fill("Lovely ideas, thank you.");
  await submit.click();
  await expect(page.getByTestId("unavailable")).toHaveText(
    "This store does not offer this feature, so nothing was sent or saved.",
  );
  await expect(name).toHaveValue("Ana");
  await expect(email).toHaveValue("ana@example.com");
  await expect(comment).toHaveValue("Lovely ideas, thank you.");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).not.toHaveAttribute("aria-invalid");
});

test("the newsletter form checks the address, then says there is no newsletter (in Arabic too)", async ({ page }) => {
  await open(page, "/blog/category-left-sidebar");
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  const email = sidebar.getByRole("textbox", { name: "Email address" });
  await sidebar.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("*Required");
  await email.fill("not-an-address");
  await sidebar.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toHaveAccessibleDescription("*Invalid email address");
  await email.fill("reader@example.com");
  await sidebar.getByRole("button", { name: "Subscribe" }).click();
  await expect(sidebar.getByTestId("unavailable")).toBeVisible();
  await expect(email).toHaveValue("reader@example.com");

  await open(page, "/blog/post-classic?lang=ar");
  const arSidebar = page.getByRole("complementary", { name: "الشريط الجانبي للمدونة" });
  const arEmail = arSidebar.getByRole("textbox", { name: "البريد الإلكتروني" });
  await arSidebar.getByRole("button", { name: "اشترك" }).click();
  await expect(arEmail).toHaveAccessibleDescription("*حقل مطلوب");
  await arEmail.fill("قارئ");
  await arSidebar.getByRole("button", { name: "اشترك" }).click();
  await expect(arEmail).toHaveAccessibleDescription("*عنوان البريد الإلكتروني غير صالح");
  await arEmail.fill("reader@example.com");
  await arSidebar.getByRole("button", { name: "اشترك" }).click();
  await expect(arSidebar.getByTestId("unavailable")).toHaveText(
    "لا يقدّم هذا المتجر هذه الميزة، لذلك لم يُرسَل أو يُحفَظ أي شيء.",
  );
});

test("the sidebar's search looks in the shop", async ({ page }) => {
  await open(page, "/blog/post-classic");
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  await sidebar.getByRole("searchbox", { name: "Search the shop" }).fill("tee");
  await sidebar.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/shop\?search=tee$/);
});
