// The console's product editor beyond the CSV's columns (issue 21): per-size prices within a colour,
// stock per colour × size, designs and swatches. The form as the page renders it, sent back
// unchanged, gives back the identical document; edits land where the store front reads them; bad
// input gets each field's message and writes nothing; a form loaded before someone else's save is
// refused (409) keeping the input. Over HTTP with the real React Router app, on SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProductDataSchema, type ProductDataInput } from "~core/entities/product.schema";
import type { Database } from "~server/db/connect";
import { createTestApp } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findProductById, putProduct } from "~server/modules/products/products.service";
import { inventoryFor } from "~core/catalog/badges";
import { inTransaction } from "~server/db/transaction";
import { findStoreById } from "~server/modules/stores/stores.repository";
import { stockMovementBy, takeOrderUnits } from "~server/modules/inventory/inventory.service";
import { exportCatalogueText, importCatalogue } from "./catalog-import.service";

const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const PAGE = "/console/catalogue/alpha/rich";

/** A product with everything the CSV cannot say: 2XL costs 2 more, Red 1 more, stock, designs, swatches. */
function richProduct(): ProductDataInput {
  const colors = [
    { colorName: "Navy", hex: "#1f2a44" },
    { colorName: "Red", hex: "#c00000" },
  ];
  const sizes = ["S", "M", "2XL"];
  const parts = colors.flatMap((c) =>
    sizes.map((size) => ({
      partId: `rich-${c.colorName.toLowerCase()}-${size.toLowerCase()}`,
      colorArray: [{ colorName: c.colorName }],
      apparelSize: { labelSize: size },
    })),
  );
  const priceOf = (partId: string) => 20 + (partId.includes("red") ? 1 : 0) + (partId.endsWith("2xl") ? 2 : 0);
  return {
    productData: {
      productId: "rich",
      productName: "Rich Tee",
      slug: "rich-tee",
      productBrand: "Gildan",
      minimumPartPrice: 20,
      colors,
      sizes,
      selectedCategories: [{ id: "tops/t-shirts" }],
      categories: ["Tops", "T-Shirts"],
      productPartArray: parts,
    },
    pricingData: {
      partArray: parts.map((p) => ({ partId: p.partId, partPriceArray: [{ price: priceOf(p.partId) }] })),
    },
    inventoryData: {
      partInventoryArray: parts.map((p, i) => ({
        partId: p.partId,
        labelSize: p.apparelSize.labelSize,
        partColor: p.colorArray[0]!.colorName,
        quantityAvailable: { quantity: { value: 10 + i } },
      })),
    },
    mediaData: {
      media: [
        { url: "/media/demo/rich-navy.svg", mediaType: "Image", color: "Navy", order: 0 },
        {
          url: "/media/demo/rich-navy-swatch.png",
          mediaType: "Image",
          color: "Navy",
          order: 1,
          classTypeArray: [{ classTypeName: "Swatch" }],
        },
      ],
    },
    productOptions: {
      sizes: sizes.map((label) => ({ label, sizeMarkup: 0 })),
    },
    designs: {
      mainDesignId: "crest-2026",
      locations: [
        { name: "Front", designType: "Screen print", colorsTotal: 2 },
        { name: "Sleeve", designType: "Embroidery", stitchesTotal: 4000 },
      ],
    },
  };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

/** The fields the product form sends as rendered (inputs, checked boxes, selected options, textareas). */
function editFormFields(html: string): Record<string, string | string[]> {
  const start = html.indexOf('name="version"');
  const formStart = html.lastIndexOf("<form", start);
  const form = html.slice(formStart, html.indexOf("</form>", start));
  const fields: Record<string, string | string[]> = {};
  const add = (name: string, value: string) => {
    const old = fields[name];
    fields[name] = old === undefined ? value : [...(Array.isArray(old) ? old : [old]), value];
  };
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, "name");
    const type = attr(tag, "type") ?? "text";
    if (!name || type === "submit" || type === "file") continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked=""/.test(tag)) continue;
    add(name, attr(tag, "value") ?? "");
  }
  for (const [, open, body] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g))
    add(attr(open!, "name")!, decode(body!));
  for (const [, open, body] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const selected = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(body!);
    const first = /<option[^>]*value="([^"]*)"/.exec(body!);
    add(attr(open!, "name")!, decode(selected?.[1] ?? first?.[1] ?? ""));
  }
  return fields;
}

/** The message rendered under a field (by its input's id). */
const messageOf = (html: string, id: string) =>
  decode(new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? "");

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

// On PostgreSQL too: a save's version check locks the product rows there (decision 0100).
const DIALECTS = testDialects({ postgres: "concurrency" });

describe.each(DIALECTS)("console product editor (sizes, stock, designs, swatches) on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  const clock = new Date("2026-11-25T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await putProduct(database.db, "alpha", "rich", ProductDataSchema.parse(richProduct()));
    await createTestAccounts(database.db, clock, [
      { who: STAFF, role: "staff" },
      { who: OWNER, role: "owner" },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  const signedIn = async (who: { email: string; password: string }) => {
    const client = new Client(app);
    await client.signIn(who);
    return client;
  };
  const stored = async () => (await findProductById(database.db, "alpha", "rich"))!.data;

  it("renders the fields and, sent back unchanged, gives back the identical product document", async () => {
    const before = await stored();
    const client = await signedIn(STAFF);
    const page = await client.request(PAGE);
    expect(page.response.status).toBe(200);
    const fields = editFormFields(page.text);
    expect(fields).toMatchObject({
      "part_extra.rich-navy-2xl": "2",
      "part_extra.rich-navy-s": "",
      "part_extra.rich-red-2xl": "2",
      "stock.rich-navy-s": "10",
      "stock.rich-red-2xl": "15",
      design_main: "crest-2026",
      "design.0.name": "Front",
      "design.1.stitches": "4000",
      "design.2.name": "",
      "swatch_hex.1": "#c00000",
      "swatch_image.0": "/media/demo/rich-navy-swatch.png",
      "swatch_image.1": "",
      colors: "Navy #1f2a44 | Red #c00000 +1",
    });
    expect(page.text).toContain(
      '<label for="extra-rich-navy-2xl" class="sr-only">Price difference of Navy 2XL</label>',
    );
    // The preview on the page already shows what 2XL costs: 20 + 2 for Navy.
    expect(page.text).toContain("What a shopper pays per size (Navy)");
    expect(page.text).toMatch(/<th scope="row"[^>]*>2XL<\/th><td[^>]*>\$22\.00<\/td>/);

    const { response } = await client.post(PAGE, { ...fields, intent: "save" });
    expect(response.status).toBe(302);
    expect(await stored()).toEqual(before);
  });

  it("saves an edited size price, stock, design and swatch where the store front reads them, and previews the size price", async () => {
    const client = await signedIn(STAFF);
    const fields = editFormFields((await client.request(PAGE)).text);
    const edited = {
      ...fields,
      "part_extra.rich-red-2xl": "3.5",
      "stock.rich-navy-m": "7",
      "stock.rich-red-s": "",
      "design.1.name": "",
      "design.1.type": "",
      "design.1.stitches": "",
      "design.2.name": "Back",
      "design.2.colors": "1",
      "swatch_hex.1": "#AA0000",
      "swatch_image.1": "/media/red-swatch.png",
    };
    const preview = await client.post(PAGE, { ...edited, intent: "preview", previewColor: "Red", quantities: "1, 12" });
    expect(preview.response.status).toBe(200);
    expect(preview.text).toContain("What a shopper pays per size (Red)");
    // Red 2XL: 20 + 1 (Red) + 3.50.
    expect(preview.text).toMatch(/<th scope="row"[^>]*>2XL<\/th><td[^>]*>\$24\.50<\/td><td[^>]*>\$24\.50<\/td>/);
    expect((await stored()).pricingData.partArray.find((p) => p.partId === "rich-red-2xl")?.partPriceArray).toEqual([
      { price: 23 },
    ]);

    const { response } = await client.post(PAGE, { ...edited, intent: "save" });
    expect(response.status).toBe(302);
    const data = await stored();
    const price = (id: string) => data.pricingData.partArray.find((p) => p.partId === id)?.partPriceArray[0]?.price;
    expect(price("rich-red-2xl")).toBe(24.5);
    expect(price("rich-navy-2xl")).toBe(22);
    expect(price("rich-red-s")).toBe(21);
    const stock = (id: string) =>
      data.inventoryData.partInventoryArray.filter((r) => r.partId === id).map((r) => r.quantityAvailable);
    expect(stock("rich-navy-m")).toEqual([{ quantity: { value: 7 } }]);
    expect(stock("rich-red-s")).toEqual([]);
    expect(stock("rich-navy-s")).toEqual([{ quantity: { value: 10 } }]);
    expect(data.designs).toEqual({
      mainDesignId: "crest-2026",
      locations: [
        { name: "Front", designType: "Screen print", colorsTotal: 2 },
        { name: "Back", colorsTotal: 1 },
      ],
    });
    expect(data.productData.colors).toEqual([
      { colorName: "Navy", hex: "#1f2a44" },
      { colorName: "Red", hex: "#aa0000" },
    ]);
    expect(data.mediaData.media.filter((m) => m.classTypeArray.length > 0).map((m) => [m.color, m.url])).toEqual([
      ["Navy", "/media/demo/rich-navy-swatch.png"],
      ["Red", "/media/red-swatch.png"],
    ]);
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "product.update")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses bad input with each field's message next to it, writing nothing", async () => {
    const before = await stored();
    const client = await signedIn(STAFF);
    const fields = editFormFields((await client.request(PAGE)).text);
    const { response, text } = await client.post(PAGE, {
      ...fields,
      intent: "save",
      name: "Renamed",
      "part_extra.rich-navy-m": "two",
      "part_extra.rich-navy-s": "-20",
      "stock.rich-red-m": "-1",
      "design.0.colors": "many",
      "swatch_hex.0": "navy",
      "swatch_image.1": "ftp://example.com/red.png",
    });
    expect(response.status).toBe(422);
    expect(text).toContain("Nothing was saved: correct the fields marked below.");
    expect(messageOf(text, "extra-rich-navy-m")).toBe("Must be an amount like 2 or -1.50 (empty: no difference)");
    expect(messageOf(text, "extra-rich-navy-s")).toBe("With this difference the size would cost nothing or less");
    expect(messageOf(text, "stock-rich-red-m")).toBe(
      "Must be a whole number of 0 or more (empty: stock is not counted)",
    );
    expect(messageOf(text, "design-0-colors")).toBe("Must be a whole number");
    expect(messageOf(text, "swatch-hex-0")).toBe("Must be a colour written #rrggbb, like #1f2a44");
    expect(messageOf(text, "swatch-image-1")).toBe("Must be an image URL starting with / or https://");
    // The input is kept.
    expect(text).toContain('name="part_extra.rich-navy-m" value="two"');
    expect(await stored()).toEqual(before);
    expect(
      await database.db.selectFrom("audit_log").selectAll().where("action", "=", "product.update").execute(),
    ).toEqual([]);
  });

  it("refuses (409) a save from a form loaded before another operator's save, keeping the input, in en/ru/ar", async () => {
    const first = await signedIn(STAFF);
    const second = await signedIn(OWNER);
    const stale = editFormFields((await first.request(PAGE)).text);
    const fresh = editFormFields((await second.request(PAGE)).text);
    expect(
      (await second.post(PAGE, { ...fresh, intent: "save", name: "Fresh Tee", "stock.rich-navy-s": "3" })).response
        .status,
    ).toBe(302);
    const afterSecond = await stored();

    const refused = await first.post(PAGE, { ...stale, intent: "save", name: "Stale Tee", "stock.rich-navy-s": "99" });
    expect(refused.response.status).toBe(409);
    expect(refused.text).toContain("Not saved: the product changed");
    expect(refused.text).toContain(
      "Someone saved this product after you opened it, so nothing was saved. Your input is kept below: open the product again to see their changes, then make yours.",
    );
    expect(refused.text).toContain('value="Stale Tee"');
    expect(refused.text).toContain('name="stock.rich-navy-s" value="99"');
    // Sending the kept form again is still refused: it carries the version it was loaded with.
    expect((await first.post(PAGE, { ...editFormFields(refused.text), intent: "save" })).response.status).toBe(409);
    expect(await stored()).toEqual(afterSecond);
    expect(
      await database.db.selectFrom("audit_log").select("actor_email").where("action", "=", "product.update").execute(),
    ).toEqual([{ actor_email: OWNER.email }]);

    for (const [lang, words] of [
      ["ru", "Кто-то сохранил этот товар после того, как вы его открыли"],
      ["ar", "حفظ شخص آخر هذا المنتج بعد أن فتحته"],
    ] as const) {
      const again = await first.post(`${PAGE}?lang=${lang}`, { ...stale, intent: "save" });
      expect(again.response.status).toBe(409);
      expect(again.text).toContain(words);
    }

    // Two saves of one form at the same moment: one is written, the other is refused.
    // (Each operator's own CSRF token: the client adds it.)
    const { _csrf, ...form } = editFormFields((await first.request(PAGE)).text);
    expect(_csrf).toBeTruthy();
    const other = await signedIn(OWNER);
    await other.request(PAGE);
    const both = await Promise.all([
      first.post(PAGE, { ...form, intent: "save", name: "First Tee" }),
      other.post(PAGE, { ...form, intent: "save", name: "Other Tee" }),
    ]);
    const statuses = both.map((r) => r.response.status);
    expect([...statuses].sort()).toEqual([302, 409]);
    expect((await stored()).productData.productName).toBe(statuses[0] === 302 ? "First Tee" : "Other Tee");

    // Opened again, the form saves.
    const reopened = editFormFields((await first.request(PAGE)).text);
    expect((await first.post(PAGE, { ...reopened, intent: "save", name: "Fresh Tee" })).response.status).toBe(302);
    expect((await stored()).productData.productName).toBe("Fresh Tee");
  });

  // Decision 0107: the editor's counts go through the inventory service, under the orders' lock.
  const history = () =>
    database.db
      .selectFrom("stock_movements")
      .select(["color", "size", "delta", "quantity_after", "reason", "actor_email", "order_number"])
      .where("product_id", "=", "rich")
      .orderBy("at")
      .orderBy("delta")
      .execute();
  const count = async (color: string, size: string) => inventoryFor(await stored(), { color, size });
  const placeOrder = (units: { color: string; size: string; quantity: number }[]) =>
    inTransaction(database.db, async (trx) => {
      const store = (await findStoreById(trx, "alpha"))!;
      await takeOrderUnits(
        trx,
        store,
        units.map((unit) => ({ ...unit, productId: "rich" })),
        { orderId: "order-1", orderNumber: "1001", now: clock },
      );
    });

  it("records a count typed in the editor in the stock history with the operator, and only the counts changed", async () => {
    const client = await signedIn(STAFF);
    const fields = editFormFields((await client.request(PAGE)).text);
    expect(
      (await client.post(PAGE, { ...fields, intent: "save", "stock.rich-navy-m": "4", "stock.rich-red-s": "" }))
        .response.status,
    ).toBe(302);
    expect(await count("Navy", "M")).toBe(4);
    expect(await count("Red", "S")).toBeUndefined();
    const rows = await history();
    expect(rows).toEqual([
      // Emptied: no longer counted, recorded as going to 0.
      {
        color: "Red",
        size: "S",
        delta: -13,
        quantity_after: 0,
        reason: "adjustment",
        actor_email: STAFF.email,
        order_number: null,
      },
      {
        color: "Navy",
        size: "M",
        delta: -7,
        quantity_after: 4,
        reason: "adjustment",
        actor_email: STAFF.email,
        order_number: null,
      },
    ]);
    expect(rows.map(stockMovementBy)).toEqual([`console: ${STAFF.email}`, `console: ${STAFF.email}`]);
    // Sent back unchanged, nothing more is recorded.
    const again = editFormFields((await client.request(PAGE)).text);
    expect((await client.post(PAGE, { ...again, intent: "save" })).response.status).toBe(302);
    expect(await history()).toHaveLength(2);
  });

  it("applies a count typed while an order took units as a change against what the form showed, and keeps the order's take", async () => {
    const client = await signedIn(STAFF);
    const fields = editFormFields((await client.request(PAGE)).text);
    expect(fields["stock.rich-navy-s"]).toBe("10");
    expect(fields["stock.rich-navy-m"]).toBe("11");
    // An order between the form's load and its save: Navy S 10 → 9, Navy M 11 → 9.
    await placeOrder([
      { color: "Navy", size: "S", quantity: 1 },
      { color: "Navy", size: "M", quantity: 2 },
    ]);
    // The operator received 5 Navy S (10 → 15 typed) and renamed the product; Navy M left as shown.
    const saved = await client.post(PAGE, {
      ...fields,
      intent: "save",
      name: "Renamed Tee",
      "stock.rich-navy-s": "15",
    });
    expect(saved.response.status).toBe(302);
    expect((await stored()).productData.productName).toBe("Renamed Tee");
    expect(await count("Navy", "S")).toBe(14);
    expect(await count("Navy", "M")).toBe(9);
    const rows = await history();
    expect(rows.map((r) => [r.size, r.delta, r.quantity_after, stockMovementBy(r)])).toEqual([
      ["M", -2, 9, "order 1001"],
      ["S", -1, 9, "order 1001"],
      ["S", 5, 14, `console: ${STAFF.email}`],
    ]);
  });

  it("records counts a catalogue import changes as 'import', and an import keeping them records nothing", async () => {
    const csv = await exportCatalogueText(database.db, "alpha", "csv");
    await placeOrder([{ color: "Red", size: "M", quantity: 3 }]);
    // The CSV has no stock column: the counts stay as stored (with the order's take).
    const kept = await importCatalogue(database.db, "alpha", { format: "csv", text: csv });
    expect(kept.written).toBe(true);
    expect(await count("Red", "M")).toBe(11);
    expect((await history()).map(stockMovementBy)).toEqual(["order 1001"]);
    // A JSON file saying Red M has 20 and Navy 2XL 0.
    const data = structuredClone(await stored());
    for (const record of data.inventoryData.partInventoryArray) {
      if (record.partId === "rich-red-m") record.quantityAvailable = { quantity: { value: 20 } };
      if (record.partId === "rich-navy-2xl") record.quantityAvailable = { quantity: { value: 0 } };
    }
    const report = await importCatalogue(
      database.db,
      "alpha",
      { format: "json", body: { products: [{ id: "rich", data }] } },
      { actor: { id: "op-1", label: OWNER.email }, now: () => clock },
    );
    expect(report.written).toBe(true);
    const rows = await history();
    const imported = rows.filter((r) => r.reason === "import");
    expect(imported.map((r) => [r.color, r.size, r.delta, r.quantity_after, r.reason, r.actor_email])).toEqual([
      ["Navy", "2XL", -12, 0, "import", OWNER.email],
      ["Red", "M", 9, 20, "import", OWNER.email],
    ]);
    expect(rows).toHaveLength(3);
    expect(stockMovementBy(imported[0]!)).toBe("import");
  });

  it("keeps the stock history exact under orders placed while an editor's save and an import run", async () => {
    const client = await signedIn(STAFF);
    const fields = editFormFields((await client.request(PAGE)).text);
    const data = structuredClone(await stored());
    for (const record of data.inventoryData.partInventoryArray)
      if (record.partId === "rich-navy-s") record.quantityAvailable = { quantity: { value: 30 } };
    await Promise.all([
      ...Array.from({ length: 10 }, () => placeOrder([{ color: "Navy", size: "S", quantity: 1 }])),
      client.post(PAGE, { ...fields, intent: "save", "stock.rich-navy-s": "12" }),
      importCatalogue(database.db, "alpha", { format: "json", body: { products: [{ id: "rich", data }] } }),
    ]);
    // Whatever order they ran in, the history adds up to the count: 10 to start with.
    const rows = (await history()).filter((r) => r.size === "S" && r.color === "Navy");
    expect(rows.filter((r) => r.reason === "order")).toHaveLength(10);
    expect(10 + rows.reduce((sum, r) => sum + r.delta, 0)).toBe(await count("Navy", "S"));
  });
});
