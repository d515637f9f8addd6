// A store's media library (issue 45): the owner makes a store from a template, uploads a PNG logo on
// its Media page (a file that is not an image is refused first, by its content), picks it as the
// store's logo from the branding editor's picker, sees it in the shop's header on the store's own host,
// and cannot delete it while it is the logo (the picker used with the keyboard alone; a new footer logo
// uploaded from the picker itself). A relative address typed by hand is refused naming the
// field. The Media page and the picker pass axe, in English and Arabic (right to left).
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER, signIn } from "./console-helpers";
import { expect, test, type Page } from "./fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAALElEQVR42u3OAQkAAAgDsCcxif0xljUEBwuwTPUpERISEhISEhISEhIS+hVad44ZTCnB9noAAAAASUVORK5CYII=",
  "base64",
);

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

test("the owner uploads a PNG logo to the media library, picks it in the store editor and the shop shows it", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const id = `media-${Date.now().toString(36)}`;
  const domain = `${id}.localhost`;
  await signIn(page, OWNER);

  await page.goto(`${CONSOLE}/console/stores/new?lang=en`);
  await page.getByLabel("Start from").selectOption({ label: "Team store" });
  await page.getByLabel("Store id").fill(id);
  await page.getByLabel("Store name").fill("E2E Herons");
  await page.getByLabel("Address (domain)").fill(domain);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Store: E2E Herons" })).toBeVisible();

  // The Media page, from the store's editor.
  await page.getByRole("link", { name: "Media library" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media · E2E Herons" })).toBeVisible();
  await expect(page.getByText("No images yet: upload the first one.")).toBeVisible();

  // A text file named like a PNG is refused by its content, and the alt text typed stays.
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await page.getByLabel("Alt text").fill("Herons crest");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByLabel("Image file")).toHaveAccessibleDescription(
    /Image file: this is not a JPEG, PNG, WebP or SVG image/,
  );
  await expect(page.getByLabel("Alt text")).toHaveValue("Herons crest");

  await page.getByLabel("Image file").setInputFiles({ name: "herons.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toBeVisible();
  const table = page.getByRole("table", { name: "Images of E2E Herons" });
  const thumbnail = table.getByRole("img", { name: "Herons crest" });
  await expect(thumbnail).toBeVisible();
  const url = (await thumbnail.getAttribute("src")) ?? "";
  expect(url).toMatch(new RegExp(`^/media/stores/${id}/[0-9a-f]{32}\\.png$`));
  await expect(table).toContainText("Not used");
  await expectNoAxeViolations(page, "media page, en");

  // Branding: a relative path is refused naming the field; then the logo is picked from the library.
  await page.goto(`${CONSOLE}/console/stores/${id}/branding?lang=en`);
  const logo = page.getByLabel("Logo image address");
  await logo.fill("img/logo.png");
  await page.getByRole("button", { name: "Save" }).last().click();
  await expect(logo).toHaveAccessibleDescription(/Logo image address: Enter a web address starting with https:\/\//);
  await expect(logo).toHaveValue("img/logo.png");

  // Keyboard only: the dialog opens on Enter with focus on the library's first image; Space picks it.
  const opener = page.getByRole("button", { name: "Choose from the media library" }).first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose an image for “Logo image address”" });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole("radio", { name: /herons\.png/ });
  await expect(choice).toBeFocused();
  await page.keyboard.press("Space");
  await expect(choice).toBeChecked();
  await expectNoAxeViolations(page, "image picker, en");
  await page.screenshot({ path: testInfo.outputPath("image-picker-en.png") });
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Use this image" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(logo).toHaveValue(url);
  await expect(page.getByRole("status").filter({ hasText: "Chosen: herons.png. Save to keep it." })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(logo).toHaveValue(url);

  // The shop on the store's own host shows it in its header.
  const shop = await page.context().newPage();
  await shop.goto(`http://${domain}:${process.env.E2E_PORT}/`);
  const headerLogo = shop.getByRole("banner").locator(`img[src="${url}"]`);
  await expect(headerLogo).toBeVisible();
  expect(await headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await shop.screenshot({ path: testInfo.outputPath("shop-with-uploaded-logo.png") });
  await shop.close();

  // The footer logo: a new image uploaded from the picker itself is chosen at once.
  await page.goto(`${CONSOLE}/console/stores/${id}/footer?lang=en`);
  const footerLogo = page.getByLabel("Footer logo address");
  await page.getByRole("button", { name: "Choose from the media library" }).click();
  const footerDialog = page.getByRole("dialog", { name: "Choose an image for “Footer logo address”" });
  await expect(footerDialog.getByRole("radio", { name: /herons\.png/ })).toBeVisible();
  await footerDialog.getByLabel("Image file").setInputFiles({
    name: "footer.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><rect width="40" height="20" fill="#123"/></svg>',
    ),
  });
  await footerDialog.getByLabel("Alt text").fill("Herons wordmark");
  await footerDialog.getByRole("button", { name: "Upload" }).click();
  await expect(footerDialog).toBeHidden();
  await expect(footerLogo).toHaveValue(new RegExp(`^/media/stores/${id}/[0-9a-f]{32}\\.svg$`));
  await expect(page.getByRole("status").filter({ hasText: "Chosen: footer.svg. Save to keep it." })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).last().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // In use: it cannot be deleted, and the page says where it is used; in Arabic, right to left.
  await page.goto(`${CONSOLE}/console/stores/${id}/media?lang=en`);
  await expect(table.getByRole("listitem").filter({ hasText: /^Logo$/ })).toBeVisible();
  await expect(table.getByRole("listitem").filter({ hasText: "Footer logo" })).toBeVisible();
  await page.getByRole("button", { name: "Delete herons.png" }).click();
  await expect(page.getByRole("alert")).toContainText("This image is in use and was not deleted: Logo.");
  await expect(table.getByRole("img", { name: "Herons crest" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("console-media-en.png"), fullPage: true });

  await page.goto(`${CONSOLE}/console/stores/${id}/media?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الوسائط");
  await expectNoAxeViolations(page, "media page, ar");
  await page.screenshot({ path: testInfo.outputPath("console-media-ar.png"), fullPage: true });
});
