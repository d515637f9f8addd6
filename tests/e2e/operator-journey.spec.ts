// Issue 45's operator journey, through the browser only: a print shop sets up a soccer club's spring
// store from nothing. Its own server (npm start) on a fresh data directory without the demo; the first
// owner made by the CLI; then, in the console: a store from a template, a logo and a banner uploaded to
// the media library and picked, three products through the product editor (blank, template, copy) and
// three by CSV import, a pop-up window with a time zone from the list; then a shopper buys on the
// store's own host with the test card and the order is in the console. No file written by hand (the
// images and the CSV are made here) and no address typed into the console after its sign-in page. The
// operator's clicks and typed fields are counted and printed at the end.
import type { Locator } from "@playwright/test";
import { fillAddress, payWithCard } from "./checkout-helpers";
import { expect as baseExpect, test, type Page } from "./fixtures";
import { createOwnerByCli, Hands, png, startFreshServer, type FreshServer } from "./operator-journey-helpers";
import { addToCart, quantity } from "./shopping-helpers";

const OWNER = { email: "owner@printshop.example", password: "spring-season-2027" };
const STORE = { id: "riverside-hawks", name: "Riverside Hawks Spring", domain: "riverside-hawks.localhost" };

// A long journey on a shared machine: each step may wait for a server-rendered page a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
const saved = (page: Page, text: string | RegExp) => expect(page.getByRole("status").filter({ hasText: text }));

/** A notation field of the product editor: inside its "Advanced" part when the editor has one. */
async function editorField(page: Page, hands: Hands, label: string): Promise<Locator> {
  // The notation fields sit in each picker's "Advanced" part: opened when the field is inside one.
  const field = page.getByLabel(label, { exact: true }).first();
  if (!(await field.isVisible())) {
    const advanced = page.locator("details", { has: field }).last();
    if ((await advanced.count()) > 0) await hands.click(advanced.locator("summary").first());
  }
  return field;
}

async function shownInStoreAndSave(page: Page, hands: Hands) {
  await hands.choose(page.getByLabel("Shown in the store"), "yes");
  await hands.click(page.getByRole("button", { name: "Save product" }));
  await saved(page, "The product was saved.").toBeVisible();
}

async function newProduct(page: Page, hands: Hands, source: { label: string }, name: string, price?: string) {
  await hands.click(
    page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Catalogue" }),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await hands.click(page.getByRole("link", { name: "New product" }));
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await hydrated(page);
  await hands.choose(page.getByLabel("Start from"), source);
  await hands.fill(page.getByLabel("Product name"), name);
  if (price !== undefined) await hands.fill(page.getByLabel("Price"), price);
  await hands.click(page.getByRole("button", { name: "Create product" }));
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await hydrated(page);
}

/** Product 1, from a blank product: its colours and sizes chosen with the editor's pickers. */
async function blankJersey(page: Page, hands: Hands) {
  await newProduct(page, hands, { label: "Blank product" }, "Hawks Home Jersey", "24.00");
  await hands.click(page.getByRole("button", { name: "Add a colour" }));
  await hands.fill(page.getByLabel("Name (Colour 1)"), "Royal");
  await hands.fill(page.getByLabel("Hex (#rrggbb) (Colour 1)"), "#1d4ed8");
  await hands.click(page.getByRole("button", { name: "Add a colour" }));
  await hands.fill(page.getByLabel("Name (Colour 2)"), "White");
  await hands.fill(page.getByLabel("Hex (#rrggbb) (Colour 2)"), "#ffffff");
  // The usual scales: youth, then adult; the sizes the club does not sell taken out.
  await hands.click(page.getByRole("button", { name: "Youth (YXS–YXL)" }));
  await hands.click(page.getByRole("button", { name: "Adult (XS–3XL)" }));
  for (const size of ["YXS", "YXL", "XS", "2XL", "3XL"])
    await hands.click(page.getByRole("button", { name: `Remove ${size}` }));
  await hands.fill(await editorField(page, hands, "Size markups"), "XL: 2");
  await shownInStoreAndSave(page, hands);
}

/** Product 2, from the hoodie template: colours and sizes come with it; a price of the shop's own. */
async function templateHoodie(page: Page, hands: Hands) {
  await newProduct(page, hands, { label: "Hoodie (youth and adult sizes, 3 colours)" }, "Hawks Hoodie");
  await hands.fill(page.getByLabel("Price", { exact: true }), "38.00");
  await shownInStoreAndSave(page, hands);
}

/** Product 3, a copy of the jersey, in the keeper's colour: the copied colours replaced in the picker. */
async function copiedKeeperJersey(page: Page, hands: Hands) {
  await newProduct(page, hands, { label: "Copy of Hawks Home Jersey (hawks-home-jersey)" }, "Hawks Keeper Jersey");
  await hands.click(page.getByRole("button", { name: "Remove White" }));
  await hands.fill(page.getByLabel("Name (Colour 1)"), "Lime");
  await hands.fill(page.getByLabel("Hex (#rrggbb) (Colour 1)"), "#65a30d");
  await shownInStoreAndSave(page, hands);
}

test("a print shop's new operator sets up a store from an empty data directory and a shopper buys there", async ({
  page,
}, testInfo) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // Installed and started; the first owner by the CLI.
  const cli = await createOwnerByCli(server, OWNER.email, OWNER.password);
  // It names the address to sign in at: the operator copies it (types no console address).
  const signInAt = `http://admin.localhost:${server.port}/console/sign-in`;
  expect(cli).toContain(`Created owner ${OWNER.email}. Sign in at ${signInAt}`);
  const hands = new Hands();

  // Sign in, at the address the CLI gave.
  await page.goto(`${signInAt}?lang=en`);
  await hydrated(page);
  await hands.fill(page.getByLabel("E-mail"), OWNER.email);
  await hands.fill(page.getByLabel("Password"), OWNER.password);
  await hands.click(page.getByRole("button", { name: "Sign in" }));
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  // No demo: the list is empty, and says so.
  await expect(page.getByRole("status").filter({ hasText: "0 stores" })).toBeVisible();
  await expect(page.getByText("No stores yet. Create the first one")).toBeVisible();
  await shot("01-empty-console");

  // A store from the team template.
  await hands.click(page.getByRole("link", { name: "Create a store" }));
  await hydrated(page);
  await hands.choose(page.getByLabel("Start from"), { label: "Team store" });
  await hands.fill(page.getByLabel("Store id"), STORE.id);
  await hands.fill(page.getByLabel("Store name"), STORE.name);
  await hands.fill(page.getByLabel("Address (domain)"), STORE.domain);
  await hands.click(page.getByRole("button", { name: "Create store" }));
  await expect(page.getByRole("heading", { level: 1, name: `Store: ${STORE.name}` })).toBeVisible();
  await shot("02-store-created");

  // The media library: a logo and a banner, drawn here.
  await hands.click(page.getByRole("link", { name: "Media library" }));
  await expect(page.getByRole("heading", { level: 1, name: `Media · ${STORE.name}` })).toBeVisible();
  await hydrated(page);
  const images = page.getByRole("table", { name: `Images of ${STORE.name}` });
  const upload = page.locator("form").filter({ has: page.getByRole("heading", { name: "Upload an image" }) });
  for (const image of [
    { name: "hawks-logo.png", alt: "Riverside Hawks", buffer: png(160, 64, [29, 78, 216], [255, 255, 255]) },
    { name: "hawks-banner.png", alt: "", buffer: png(1200, 360, [21, 128, 61], [29, 78, 216]) },
  ]) {
    await hands.pickFile(upload.getByLabel("Image file"), {
      name: image.name,
      mimeType: "image/png",
      buffer: image.buffer,
    });
    if (image.alt) await hands.fill(upload.getByLabel("Alt text"), image.alt);
    await hands.click(upload.getByRole("button", { name: "Upload" }));
    await saved(page, "Image uploaded.").toBeVisible();
    await expect(images.getByText(image.name, { exact: true })).toBeVisible();
    // The form is empty again for the next image (the alt text just used does not carry over).
    await expect(upload.getByLabel("Alt text")).toHaveValue("");
  }
  await shot("03-media-library");

  // The logo, picked from the library in Branding.
  await hands.click(page.getByRole("link", { name: "Back to the store" }));
  await hands.click(
    page.getByRole("navigation", { name: "Parts of the store" }).getByRole("link", { name: "Branding" }),
  );
  await hydrated(page);
  await hands.click(page.getByRole("button", { name: "Choose from the media library" }).first());
  const logoDialog = page.getByRole("dialog", { name: "Choose an image for “Logo image address”" });
  await hands.click(logoDialog.getByRole("radio", { name: /hawks-logo\.png/ }));
  await hands.click(logoDialog.getByRole("button", { name: "Use this image" }));
  await expect(page.getByLabel("Logo image address")).toHaveValue(/^\/media\/stores\/riverside-hawks\/[0-9a-f]+\.png$/);
  const logoUrl = await page.getByLabel("Logo image address").inputValue();
  await hands.click(page.getByRole("button", { name: "Save" }).last());
  await saved(page, "Saved").toBeVisible();

  // The banner: a slider on the home page, its slide's image from the library, moved to the top.
  await hands.click(
    page.getByRole("navigation", { name: "Parts of the store" }).getByRole("link", { name: "Menu and pages" }),
  );
  await hydrated(page);
  await hands.click(page.getByRole("button", { name: "Add Slider to Home" }));
  const slide = page.getByRole("group", { name: "Slide 1" });
  await expect(slide).toBeVisible();
  await hands.click(slide.getByRole("button", { name: "Choose from the media library" }).first());
  const bannerDialog = page.getByRole("dialog", { name: /^Choose an image for/ });
  await hands.click(bannerDialog.getByRole("radio", { name: /hawks-banner\.png/ }));
  await hands.click(bannerDialog.getByRole("button", { name: "Use this image" }));
  await expect(slide.getByLabel("Image address")).toHaveValue(/^\/media\/stores\/riverside-hawks\/[0-9a-f]+\.png$/);
  const bannerUrl = await slide.getByLabel("Image address").inputValue();
  await hands.fill(slide.getByLabel("Title"), "Spring season kit");
  await hands.click(page.getByRole("button", { name: "Save" }).last());
  await saved(page, "Saved").toBeVisible();
  // A new section comes last: the banner goes above the welcome text and the products (moves save).
  await hands.click(page.getByRole("button", { name: "Move Slider 3 up" }));
  await expect(page.getByRole("group", { name: "Section 2: Slider" })).toBeVisible();
  await hands.click(page.getByRole("button", { name: "Move Slider 2 up" }));
  await expect(page.getByRole("group", { name: "Section 1: Slider" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Section 1: Slider" }).getByLabel("Image address").first()).toHaveValue(
    /^\/media\/stores\//,
  );
  await shot("04-banner-slide");

  // Three products through the product editor.
  await blankJersey(page, hands);
  await shot("05-editor-blank");
  await templateHoodie(page, hands);
  await copiedKeeperJersey(page, hands);

  // Three by CSV import, from the catalogue's own link.
  await hands.click(
    page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Catalogue" }),
  );
  await hands.click(page.getByRole("link", { name: "Import products (CSV or JSON)" }));
  await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
  await hydrated(page);
  const csv = [
    "id,name,price,colors,sizes",
    "hawks-scarf,Hawks Scarf,14.00,Royal #1d4ed8,One Size",
    "hawks-socks,Hawks Socks,9.50,White #ffffff | Royal #1d4ed8,YM | YL | S | M | L",
    "hawks-bag,Hawks Kit Bag,22.00,Black #111111,One Size",
  ].join("\n");
  await hands.pickFile(page.getByLabel("Catalogue file"), {
    name: "hawks-spring.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${csv}\n`),
  });
  await hands.click(page.getByRole("button", { name: "Check the file" }));
  await saved(page, "No problems: 3 rows, 3 to create").toBeVisible();
  await hands.click(page.getByRole("button", { name: "Import 3 products" }));
  await saved(page, "Imported: 3 created").toBeVisible();
  await shot("06-imported");

  // The pop-up window: opened yesterday, closes in three weeks, in Chicago's time.
  await hands.click(page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Stores" }));
  await hands.click(page.getByRole("link", { name: `Edit ${STORE.name}` }));
  await hands.click(
    page
      .getByRole("navigation", { name: "Parts of the store" })
      .getByRole("link", { name: "Closed message and pop-up" }),
  );
  await hydrated(page);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await hands.fill(page.getByLabel("Opens", { exact: true }), `${day(-1)}T09:00`);
  await hands.fill(page.getByLabel("Closes", { exact: true }), `${day(21)}T20:00`);
  await hands.fill(page.getByRole("combobox", { name: "Time zone" }), "America/Chicago");
  await hands.click(page.getByRole("button", { name: "Save" }).last());
  await saved(page, "Saved").toBeVisible();
  await expect(page.getByLabel("Opens", { exact: true })).toHaveValue(`${day(-1)}T09:00`);
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/Chicago");
  await shot("07-pop-up-window");
  const operator = hands.summary("Operator");

  // A shopper on the store's own host (the operator's "Open the store front" link).
  const shopAt = `http://${STORE.domain}:${server.port}`;
  await expect(page.getByRole("link", { name: "Open the store front" })).toHaveAttribute("href", `${shopAt}/`);
  const shopper = new Hands();
  const shop = await page.context().newPage();
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.goto(`${shopAt}/`);
  // The logo in the header and the banner at the top of the home page, both from the library.
  await expect(shop.getByRole("banner").locator(`img[src="${logoUrl}"]`)).toBeVisible();
  await expect(shop.getByRole("group", { name: "Slide 1 of 1" })).toContainText("Spring season kit");
  expect(await shop.content()).toContain(bannerUrl);
  await shop.screenshot({ path: testInfo.outputPath("08-shop-home.png"), fullPage: true });
  await shop.goto(`${shopAt}/shop`);
  await expect(shop.getByTestId("product-card")).toHaveCount(6);
  await shopper.click(
    shop.getByTestId("product-card").filter({ hasText: "Hawks Home Jersey" }).getByRole("link").first(),
  );
  await expect(shop.getByRole("heading", { level: 1, name: "Hawks Home Jersey" })).toBeVisible();
  await hydrated(shop);
  await shopper.fill(quantity(shop, "YM", "Royal"), "2");
  await addToCart(shop, "Hawks Home Jersey");
  await shop.goto(`${shopAt}/shop/checkout`);
  await hydrated(shop);
  await fillAddress(shop, "shipping", "hawks-parent@example.com");
  shopper.fields += 8;
  await expect(shop.getByTestId("checkout-shipping")).not.toHaveText("Choose method");
  await expect(shop.getByTestId("checkout-tax")).not.toHaveText("Calculating tax…");
  await shopper.check(shop.getByLabel("I have read and agree to the"));
  await shopper.click(shop.getByRole("button", { name: "Place Order" }));
  await payWithCard(shop, "4242424242424242");
  shopper.fields += 5;
  await expect(shop).toHaveURL(`${shopAt}/shop/checkout/success`);
  const orderNumber = ((await shop.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderNumber).not.toBe("");
  await shop.screenshot({ path: testInfo.outputPath("09-order-placed.png"), fullPage: true });
  await shop.close();

  // The order, in the console: from the Orders section, no address typed.
  await hands.click(page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Orders" }));
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
  await hands.click(page.getByRole("link", { name: orderNumber }));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(page.getByRole("main")).toContainText("Hawks Home Jersey");
  await shot("10-order-in-console");

  console.log(`${operator}\n${hands.summary("Operator, whole journey")}\n${shopper.summary("Shopper")}`);
});
