// The shell of every page (spec §2): navigation and menus, header, footer, head tags, robots and
// sitemap, scroll-to-top, terms modal, the 404 page, content and category pages.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

const port = process.env.E2E_PORT;

test("the header navigation follows the store's content entries, with a menu and a megamenu", async ({ page }) => {
  await open(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const topLinks = nav.locator(":scope > ul > li > a, :scope > ul > li > div > a");
  await expect(topLinks).toHaveText(["Home", "Shop", "Hoodies", "Headwear", "About"]);
  // Size Guide has navbarVisibility false.
  await expect(nav.getByRole("link", { name: "Size Guide" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /\(555\) 014-2290/ })).toBeVisible();

  // Megamenu by keyboard: the toggle opens it, Escape closes it and returns focus.
  const shopToggle = nav.getByRole("button", { name: "Shop submenu" });
  await expect(shopToggle).toHaveAttribute("aria-expanded", "false");
  await shopToggle.focus();
  await page.keyboard.press("Enter");
  await expect(shopToggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Quarter-Zips" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Tops", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(shopToggle).toHaveAttribute("aria-expanded", "false");
  await expect(shopToggle).toBeFocused();

  // Dropdown menu: open, follow a link to a sub-category page.
  await nav.getByRole("button", { name: "Headwear submenu" }).click();
  await nav.getByRole("link", { name: "Beanies" }).click();
  await expect(page).toHaveURL(/\/category\/headwear\/beanies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Headwear/Beanies");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "›Shop", "›Headwear/Beanies"]);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("pages have '<page> — <store>' titles, a description, canonical URL and Open Graph tags", async ({ page }) => {
  await open(page, "/about");
  await expect(page).toHaveTitle("About the Team Store — Lakeside Eagles Team Store");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://demo.localhost:${port}/about`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Lakeside Athletic Boosters/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "About the Team Store — Lakeside Eagles Team Store",
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `http://demo.localhost:${port}/about`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await open(page, "/shop");
  await expect(page).toHaveTitle("Shop Category Page — Lakeside Eagles Team Store");
});

test("landmarks and headings are in order", async ({ page }) => {
  await open(page, "/about");
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the Team Store");
  // The skip link is the first thing the keyboard reaches and lands in main.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4")
    .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
});

test("robots.txt and sitemap.xml are per store; a private store is not indexed", async ({ page }) => {
  // Through the browser: it resolves *.localhost, Node's resolver may not.
  const text = async (url: string) => (await page.goto(url))!.text();
  expect(await text("/robots.txt")).toContain(`Sitemap: http://demo.localhost:${port}/sitemap.xml`);
  const sitemap = await text("/sitemap.xml");
  expect(sitemap).toContain(`<loc>http://demo.localhost:${port}/about</loc>`);
  expect(sitemap).toContain(`/shop/products/heavyweight-cotton-tee</loc>`);
  expect(sitemap).not.toMatch(/acme/i);

  expect(await text(`http://private.localhost:${port}/robots.txt`)).toBe("User-agent: *\nDisallow: /\n");
  expect(await text(`http://private.localhost:${port}/sitemap.xml`)).not.toContain("<url>");
});

test("each store has its own tab icon, its initials on its primary colour; /favicon.ico points to it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  const icon = async (url: string) => {
    const response = (await page.goto(url))!;
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe("image/svg+xml");
    return { url: response.url(), svg: await response.text() };
  };
  const demo = await icon("/favicon.svg");
  expect(demo.svg).toMatch(/<rect [^>]*fill="#[0-9a-f]{6}"/);
  expect(demo.svg).toMatch(/>LE<\/text>/);
  // Asked for by itself, /favicon.ico leads to the same icon instead of the home page.
  expect(await icon("/favicon.ico")).toEqual({ url: `http://demo.localhost:${port}/favicon.svg`, svg: demo.svg });
  // A closed store, a locked private store and the operator console have theirs too.
  expect((await icon(`http://closed.localhost:${port}/favicon.svg`)).svg).toMatch(/>WS<\/text>/);
  expect((await icon(`http://private.localhost:${port}/favicon.svg`)).svg).toMatch(/>AC<\/text>/);
  expect((await icon(`http://admin.localhost:${port}/favicon.ico`)).svg).toMatch(/>OC<\/text>/);
});

test("the footer shows contact info, both link sections, social links and the copyright", async ({ page }) => {
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("1200 Lakeshore Drive, Lakeside, IL 60044")).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Shop" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Help" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Size guide" })).toHaveAttribute("href", "/size-guide");
  await expect(footer.getByRole("link", { name: "instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/example-lakeside-eagles",
  );
  await expect(footer.getByText(/© \d{4} Lakeside Eagles Team Store/)).toBeVisible();
});

test("the Terms and Conditions modal has the terms, Cancel and Accept, and gives focus back", async ({ page }) => {
  await open(page, "/");
  const opener = page.getByRole("button", { name: "Terms and Conditions" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Terms and Conditions" });
  await expect(dialog).toContainText("2-3 weeks");
  await expect(dialog).toContainText("USD");
  await expect(dialog).toContainText("credit cards only");
  await expect(dialog).toContainText("paid in full");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the scroll-to-top button appears after 300 px and scrolls back up", async ({ page }) => {
  await open(page, "/");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("the home page is the store's home content: slider, html section and product carousels in order", async ({
  page,
}) => {
  await open(page, "/");
  const slider = page.getByRole("region", { name: "Highlights" });
  await expect(slider.getByRole("group", { name: "Slide 1 of 3" })).toContainText("Fall team order is open");
  await slider.getByRole("button", { name: "Next slide" }).click();
  await expect(slider.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Welcome to the Lakeside Eagles Team Store",
    "Featured",
    "Best Seller",
    "New Arrivals",
    "Outerwear",
  ]);
  const featured = page.getByRole("region", { name: "Featured" });
  await expect(featured.getByTestId("product-card")).toHaveCount(8);
  await expect(featured.getByTestId("product-card").first().getByText("Featured", { exact: true })).toBeVisible();
});

test("a content page flagged productPage lists its category's products; other pages only their sections", async ({
  page,
}) => {
  await open(page, "/hoodies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoodies");
  await expect(page.getByText("Heavyweight fleece with the Eagles logo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Heavyweight Pullover Hoodie" })).toBeVisible();
  await open(page, "/size-guide");
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(0);
});

test("a category page for a top-level category shows its name and products", async ({ page }) => {
  await open(page, "/category/tops");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tops");
  await expect(page.getByRole("link", { name: "Heavyweight Cotton Tee" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Heavyweight Pullover Hoodie" })).toHaveCount(0);
});

test("the 404 page has the spec's texts, a search box and a way home; unknown paths go to /", async ({ page }) => {
  await open(page, "/error-404");
  await expect(page.getByText("Oops! Error 404")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(
    page.getByText("We can't seem to find the page you're looking for. Try to use the search."),
  ).toBeVisible();
  await page.getByRole("main").getByRole("searchbox").fill("hoodie");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/shop\?search=hoodie$/);
  await open(page, "/error-404");
  await page.getByRole("link", { name: "Go To Home Page" }).click();
  await expect(page).toHaveURL(`http://demo.localhost:${port}/`);
  await open(page, "/category/no-such-category");
  await expect(page).toHaveURL(`http://demo.localhost:${port}/`);
});

test("the closed store's modal is a focus-trapping dialog with the store's message", async ({ page }) => {
  await open(page, `http://closed.localhost:${port}/`);
  const dialog = page.getByRole("alertdialog", { name: "Store is closed" });
  await expect(dialog).toContainText("Our spring team order window has closed. Thank you for supporting the Wildcats!");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await open(page, "/");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
