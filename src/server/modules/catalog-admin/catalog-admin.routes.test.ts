import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { requestOn, TEST_ADMIN_KEY as KEY } from "~server/testing/api-app";
import { productDataInput, storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestApp, type TestApp } from "~server/testing/test-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

const HEADER =
  "id,name,price,categories,colors,sizes,size_markups,tiers,badges,active,personalization,personalization_fields";
const GOOD_ROWS = [
  "tee,Crew Tee,12.50,tops/t-shirts,Navy #1f2a44 | Heather #999999 +1,S | M | XL,XL: 2,1: 12.50 | 12: partPrice * 0.9,New,yes,yes,Name | Number",
  "hoodie,Zip Hoodie,30,tops,Black #111111,M | L,,,Best Seller | Featured,yes,no,",
];
const csvOf = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";

// A 1×1 PNG and the first bytes of a JPEG and a WebP: the upload trusts these signatures, nothing else.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF"), 0, 1, 2, 3]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(12),
]);

describe.each(testDialects())("catalogue admin API on %s", (dialect) => {
  let database: Database;
  let test: TestApp;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await importStoreFile(database.db, { ...storeFileInput("shop"), products: [] });
    test = createTestApp(database, { env: { ADMIN_IMAGE_MAX_MB: "0.01" } });
  });
  afterEach(async () => {
    await database.close();
  });

  const admin = (method: string, path: string, body?: BodyInit, type?: string) =>
    test.app.request(`/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${KEY}`, ...(type ? { "Content-Type": type } : {}) },
      body,
    });
  const importCsv = (csv: string, query = "") => admin("POST", `/stores/shop/products/import${query}`, csv, "text/csv");
  const listing = async () => {
    const res = await requestOn(test.app, "shop.localhost", "/api/promo/store/products-store?take=50");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    return (data.items as { data: { productData: { productName: string } } }[])
      .map((p) => p.data.productData.productName)
      .sort();
  };
  /** The store's write stamp: what the store front's caches key on (stores.repository touchStore). */
  const version = async () =>
    (await database.db.selectFrom("stores").select("updated_at").where("id", "=", "shop").executeTakeFirst())
      ?.updated_at;

  it("a dry run reports every row's problems by row, column and code, and writes nothing", async () => {
    const before = await version();
    expect(await listing()).toEqual([]);
    const csv = csvOf(
      GOOD_ROWS[0] as string,
      "cap,,abc,hats,Red,,,,Sale,maybe,,",
      "",
      "tee,Crew Tee Again,5,,,,,24: partPrice *,,,,",
      "bad id!,Sock,3,,,S,XXL: 1,,,,,",
      // A price readable two ways (1.50 or 1,500) is refused, never guessed at.
      "mug,Mug,1.500,,,,,,,,,",
    );
    const res = await importCsv(csv, "?dryRun=true");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ dryRun: true, valid: false, written: false, rows: 5 });
    expect(data.problems.map((p: { row: number; column?: string; code: string }) => [p.row, p.column, p.code])).toEqual(
      [
        [3, "name", "catalogue.required"],
        [3, "categories", "catalogue.unknownCategory"],
        [3, "price", "catalogue.notAmount"],
        [3, "colors", "catalogue.badColor"],
        [3, "badges", "catalogue.unknownBadge"],
        [3, "active", "catalogue.notYesNo"],
        [5, "tiers", "catalogue.badFormula"],
        [5, "id", "catalogue.duplicateId"],
        [6, "id", "catalogue.badId"],
        [6, "size_markups", "catalogue.unknownSize"],
        [7, "price", "catalogue.notAmount"],
      ],
    );
    const duplicate = data.problems.find((p: { code: string }) => p.code === "catalogue.duplicateId");
    expect(duplicate).toMatchObject({ params: { id: "tee", row: 2 }, message: "The product tee is also on row 2" });
    expect(await findProductById(database.db, "shop", "tee")).toBeUndefined();
    expect(await version()).toBe(before);
    expect(await listing()).toEqual([]);
  });

  it("a real run writes every product at once, moves the catalogue version and the store front lists them", async () => {
    expect(await listing()).toEqual([]);
    const before = await version();
    const res = await importCsv(csvOf(...GOOD_ROWS));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ valid: true, written: true, created: 2, updated: 0, problems: [] });
    expect(await version()).not.toBe(before);
    expect(await listing()).toEqual(["Crew Tee", "Zip Hoodie"]);

    const tee = (await findProductById(database.db, "shop", "tee"))?.data;
    expect(tee?.productData).toMatchObject({
      minimumPartPrice: 12.5,
      categories: ["Tops", "T-Shirts"],
      selectedCategories: [{ id: "tops/t-shirts" }],
      colors: [
        { colorName: "Navy", hex: "#1f2a44" },
        { colorName: "Heather", hex: "#999999" },
      ],
      sizes: ["S", "M", "XL"],
    });
    expect(tee?.productData.productPartArray.map((p) => p.partId)).toEqual([
      "tee-navy-S",
      "tee-navy-M",
      "tee-navy-XL",
      "tee-heather-S",
      "tee-heather-M",
      "tee-heather-XL",
    ]);
    expect(tee?.pricingData.partArray.map((p) => p.partPriceArray[0]?.price)).toEqual([
      12.5, 12.5, 12.5, 13.5, 13.5, 13.5,
    ]);
    expect(tee?.pricingManagement.productCost).toEqual({
      enabled: true,
      xValues: [1, 12],
      formulas: [[12.5, "partPrice * 0.9"]],
    });
    expect(tee?.productOptions.sizes).toEqual([
      { label: "S", sizeMarkup: 0 },
      { label: "M", sizeMarkup: 0 },
      { label: "XL", sizeMarkup: 2 },
    ]);
    expect(tee?.personalization).toEqual({ isEnable: true, list: ["Name", "Number"] });

    // A later file of only some columns edits those and keeps the rest.
    const edit = await importCsv("id,price\ntee,14\n");
    expect((await edit.json()).data).toMatchObject({ written: true, updated: 1 });
    const edited = (await findProductById(database.db, "shop", "tee"))?.data;
    expect(edited?.productData.productName).toBe("Crew Tee");
    expect(edited?.pricingData.partArray.map((p) => p.partPriceArray[0]?.price)).toEqual([14, 14, 14, 15, 15, 15]);
  });

  it("a bad row in a real run writes nothing at all (422 with the report)", async () => {
    await importCsv(csvOf(GOOD_ROWS[1] as string));
    const before = await version();
    const res = await importCsv(csvOf(GOOD_ROWS[0] as string, "hoodie,Zip Hoodie v2,-3,,,,,,,,,"));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, message: "The import has 1 problem; nothing was written." });
    expect(body.data).toMatchObject({ valid: false, written: false, problems: [{ row: 3, column: "price" }] });
    expect(await findProductById(database.db, "shop", "tee")).toBeUndefined();
    expect((await findProductById(database.db, "shop", "hoodie"))?.data.productData.productName).toBe("Zip Hoodie");
    expect(await version()).toBe(before);
    expect(await listing()).toEqual(["Zip Hoodie"]);
  });

  it("reports a JSON import's problems by position and field path", async () => {
    const good = productDataInput({ name: "Crew Tee" });
    const res = await admin(
      "POST",
      "/stores/shop/products/import?dryRun=1",
      JSON.stringify({
        products: [
          { id: "tee", data: good },
          { id: "cap", data: { productData: { productName: "Cap" } } },
          { id: "tee", data: good },
        ],
      }),
      "application/json",
    );
    const { data } = await res.json();
    expect(data.problems.map((p: { row: number; column?: string; code: string }) => [p.row, p.column, p.code])).toEqual(
      [
        [2, "products[1].data.productData.productId", "catalogue.invalidField"],
        [2, "products[1].data.productData.minimumPartPrice", "catalogue.invalidField"],
        [3, "products[2].id", "catalogue.duplicateId"],
      ],
    );
  });

  it("answers a JSON body that is not JSON, or not { products: [{ id, data }] }, with the same 400 as ever", async () => {
    const post = async (body: string) => {
      const res = await admin("POST", "/stores/shop/products/import?dryRun=1", body, "application/json");
      return [res.status, await res.json()] as const;
    };
    const notJson = [400, { success: false, message: "Request body must be valid JSON" }];
    for (const body of ['{"products":[{"id":"a"', '{"products":[{"id":"a","data":{}} 2]}', '{"products":[]}x', ""])
      expect(await post(body)).toEqual(notJson);
    const [status, answer] = await post('{"products":[{"id":"a","data":{}},5]}');
    expect(status).toBe(400);
    expect(answer).toEqual({
      success: false,
      message: "products[1]: expected an object, not a number",
      issues: [{ path: "products[1]", message: "expected an object, not a number" }],
    });
    expect(await post('{"products":{}}')).toEqual([
      400,
      {
        success: false,
        message: "products: expected a list, not an object",
        issues: [{ path: "products", message: "expected a list, not an object" }],
      },
    ]);
  });

  it("reads a JSON body of another layout, and strings holding brackets, quotes and escapes", async () => {
    const tee = { id: "tee", data: productDataInput({ name: 'Tee "]}[{\\" \u00e9' }) };
    const cap = { id: "cap", data: productDataInput({ name: "Cap", slug: "cap" }) };
    for (const body of [
      `{"note":"first","products":[${JSON.stringify(tee)},${JSON.stringify(cap)}]}`,
      `\n { "products" : [ ${JSON.stringify(tee, null, 2)} ,\n${JSON.stringify(cap)} ] } \n`,
    ]) {
      const res = await admin("POST", "/stores/shop/products/import", body, "application/json");
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ written: true, rows: 2, problems: [] });
    }
    expect((await findProductById(database.db, "shop", "tee"))?.data.productData.productName).toBe(
      'Tee "]}[{\\" \u00e9',
    );
  });

  it("exports CSV and JSON that import back into another store unchanged", async () => {
    const demo = JSON.parse(readFileSync("data/demo/stores/demo.json", "utf8"));
    await importStoreFile(database.db, {
      ...storeFileInput("demo"),
      data: demo.data,
      products: demo.products.slice(0, 20),
    });
    await importStoreFile(database.db, { ...storeFileInput("copy"), data: demo.data, products: [] });
    const res = await admin("GET", "/stores/demo/products/export?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="demo-products.csv"');
    const csv = await res.text();
    const imported = await admin("POST", "/stores/copy/products/import", csv, "text/csv");
    expect((await imported.json()).data).toMatchObject({ written: true, created: 20 });
    expect(await (await admin("GET", "/stores/copy/products/export?format=csv")).text()).toBe(csv);

    const json = await (await admin("GET", "/stores/demo/products/export?format=json")).text();
    const form = new FormData();
    form.set("file", new File([json], "demo.json", { type: "application/json" }));
    const fromForm = await admin("POST", "/stores/copy/products/import?mode=replace", form);
    expect((await fromForm.json()).data).toMatchObject({ written: true, updated: 20, removed: 0 });
    expect(await (await admin("GET", "/stores/copy/products/export?format=json")).text()).toBe(json);
    expect((await admin("GET", "/stores/nope/products/export")).status).toBe(404);
  });

  it("escapes cells a spreadsheet would run as formulas, quotes the rest properly, and imports them back exactly", async () => {
    const hostile = '=HYPERLINK("http://evil.example","Click")';
    const data = productDataInput({ name: hostile, brand: "+cmd|' /C calc'!A0" });
    data.productData.description = '@SUM(1,2) and "quotes", commas\nand a second line';
    await admin("PUT", "/stores/shop/products/evil", JSON.stringify({ data }), "application/json");
    const csv = await (await admin("GET", "/stores/shop/products/export")).text();
    const [header, row] = parse(csv, { bom: true }) as string[][];
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("name")).toBe(`'${hostile}`);
    expect(cell("brand")).toBe("'+cmd|' /C calc'!A0");
    expect(cell("description")).toBe(`'${data.productData.description}`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

    const res = await importCsv(csv);
    expect((await res.json()).data).toMatchObject({ written: true, updated: 1 });
    const back = (await findProductById(database.db, "shop", "evil"))?.data.productData;
    expect([back?.productName, back?.productBrand, back?.description]).toEqual([
      hostile,
      data.productData.productBrand,
      data.productData.description,
    ]);
  });

  it("stores an uploaded image by its content, serves it with long caching and adds it to the product", async () => {
    await importCsv(csvOf(...GOOD_ROWS));
    const upload = (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return admin("POST", "/stores/shop/images", form);
    };
    const res = await upload(PNG, "photo.jpg", { productId: "tee", color: "Navy" });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ contentType: "image/png", bytes: PNG.length, productId: "tee" });
    expect(data.url).toMatch(/^\/media\/stores\/shop\/[0-9a-f]{32}\.png$/);
    expect(data.primaryImageUrl).toBe(data.url);
    const tee = (await findProductById(database.db, "shop", "tee"))?.data;
    expect(tee?.mediaData.media).toEqual([expect.objectContaining({ url: data.url, color: "Navy", order: 0 })]);

    const served = await test.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const again = await test.app.request(data.url, { headers: { "If-None-Match": served.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);

    for (const [bytes, type] of [
      [JPEG, "image/jpeg"],
      [WEBP, "image/webp"],
    ] as const) {
      const ok = await upload(bytes, "x.png");
      expect(ok.status).toBe(201);
      expect((await ok.json()).data.contentType).toBe(type);
    }
    expect((await test.app.request("/media/stores/shop/00000000000000000000000000000000.png")).status).toBe(404);
    expect((await test.app.request("/media/stores/shop/..%2F..%2Fstore.db")).status).toBe(404);
  });

  it("refuses an image that is not JPEG, PNG or WebP by its content, or too large, and writes nothing", async () => {
    await importCsv(csvOf(...GOOD_ROWS));
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], name, { type }));
      form.set("productId", "tee");
      return admin("POST", "/stores/shop/images", form);
    };
    const svg = await upload(
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      "a.png",
      "image/png",
    );
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({
      code: "catalogue.imageType",
      message: "Only JPEG, PNG and WebP images are accepted",
    });
    const gif = await upload(Buffer.from("GIF89a\x01\x00\x01\x00"), "a.webp", "image/webp");
    expect((await gif.json()).code).toBe("catalogue.imageType");

    // 0.01 MB in this test: 10,485 bytes; a PNG signature followed by 12 KB is too large.
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(12 * 1024)]), "big.png", "image/png");
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      code: "catalogue.imageTooLarge",
      message: "An image may be at most 0.01 MB",
    });
    // Far past the limit, the body is refused before it is read.
    const huge = await upload(Buffer.alloc(200 * 1024), "huge.png", "image/png");
    expect(huge.status).toBe(413);

    expect((await findProductById(database.db, "shop", "tee"))?.data.mediaData.media).toEqual([]);
    const missing = await admin("POST", "/stores/shop/images", new FormData());
    expect((await missing.json()).code).toBe("catalogue.imageMissing");
    const unknownColor = new FormData();
    unknownColor.set("file", new File([new Uint8Array(PNG)], "a.png"));
    unknownColor.set("productId", "tee");
    unknownColor.set("color", "Purple");
    expect((await (await admin("POST", "/stores/shop/images", unknownColor)).json()).code).toBe(
      "catalogue.unknownColor",
    );
  });

  it("previews the tier table and the shopper's price of a stored or an unsaved product", async () => {
    await importCsv(csvOf(...GOOD_ROWS));
    const res = await admin(
      "POST",
      "/stores/shop/price-preview",
      JSON.stringify({ productId: "tee", color: "Navy", size: "XL", quantities: [1, 12] }),
      "application/json",
    );
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      source: "product",
      minimumQuantity: 1,
      tiers: [
        { label: "1 - 11", unitPrice: 14.5 },
        { label: "12+", unitPrice: 13.25 },
      ],
      quantities: [
        { quantity: 1, unitPrice: 14.5, total: 14.5, tierIndex: 0, nextTier: { quantity: 12, moreUnits: 11 } },
        { quantity: 12, unitPrice: 13.25, total: 159, tierIndex: 1, nextTier: null },
      ],
    });
    const unsaved = await admin(
      "POST",
      "/stores/shop/price-preview",
      JSON.stringify({ data: productDataInput({ name: "Draft", price: 7 }), quantities: [3] }),
      "application/json",
    );
    expect((await unsaved.json()).data.quantities[0]).toMatchObject({ unitPrice: 7, total: 21 });
    const neither = await admin(
      "POST",
      "/stores/shop/price-preview",
      JSON.stringify({ quantities: [1] }),
      "application/json",
    );
    expect(neither.status).toBe(400);
  });
});
