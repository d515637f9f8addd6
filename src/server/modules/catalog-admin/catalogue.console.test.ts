// The console's Catalogue section over HTTP (issue 21): list and filters, the edit form saved with its
// audit row, a refused save leaving the product as it was, the price preview, image upload (good and
// bad type), the import's dry run then confirmation, permission boundaries and CSRF. Pages are
// rendered by the real React Router app, on SQLite and PostgreSQL.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestApp } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findProductById } from "~server/modules/products/products.service";
import { productToRow } from "./catalog-csv";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

/** Posts a multipart form as the browser would: the client's cookies, the CSRF token, one file. */
async function postMultipart(
  client: Client,
  app: ReturnType<typeof createTestApp>["app"],
  pathname: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array | string },
) {
  const form = new FormData();
  form.set("_csrf", client.csrf);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  // An upload's token travels in the address: the console checks it before reading the file.
  const sent = fields._csrf ?? client.csrf;
  const response = await app.request(`${CONSOLE_ORIGIN}${pathname}?_csrf=${encodeURIComponent(sent)}`, {
    method: "POST",
    body: form,
    headers: {
      origin: CONSOLE_ORIGIN,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
  const text = await response.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
  if (token) client.csrf = token;
  return { response, text };
}

/** The id of the checked file that the report's confirm form sends back. */
const uploadOf = (page: string) => /name="upload" value="([^"]+)"/.exec(page)?.[1] ?? "";

describe.each(testDialects({ postgres: "repository" }))("console catalogue on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  let dataDir: string;
  const clock = new Date("2026-11-25T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app, dataDir } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await importStoreFile(database.db, storeFileInput("beta"));
    await createTestAccounts(database.db, clock, [
      { who: OWNER, role: "owner" },
      { who: STAFF, role: "staff" },
      { who: ORGANISER, role: "organiser", storeIds: ["alpha"] },
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
  const formOf = async (storeId: string, productId: string) => {
    const product = await findProductById(database.db, storeId, productId);
    const { id: _id, ...cells } = productToRow(productId, product!.slug, product!.data);
    return cells as Record<string, string>;
  };
  const auditRows = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  it("sends every Catalogue page to sign-in without a session; organisers get 403, owners and staff the page", async () => {
    const pages = [
      "/console/catalogue?store=alpha",
      "/console/catalogue/alpha/tee",
      "/console/catalogue/import?store=alpha",
      "/console/catalogue/export?store=alpha&format=csv",
    ];
    const anonymous = new Client(app);
    for (const page of pages) {
      const { response } = await anonymous.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/console\/sign-in\?next=/);
    }
    const organiser = await signedIn(ORGANISER);
    for (const page of pages) expect((await organiser.request(page)).response.status, page).toBe(403);
    expect((await organiser.request("/console/catalogue")).response.status).toBe(403);
    // Its CSRF token comes from a page it may open.
    await organiser.request("/console/orders");
    const refused = await organiser.post("/console/catalogue/alpha/tee", {
      intent: "save",
      ...(await formOf("alpha", "tee")),
      name: "Hacked",
    });
    expect(refused.response.status).toBe(403);
    expect((await findProductById(database.db, "alpha", "tee"))?.data.productData.productName).toBe("Crew Tee");

    for (const who of [OWNER, STAFF]) {
      const client = await signedIn(who);
      for (const page of pages) expect((await client.request(page)).response.status, `${who.email} ${page}`).toBe(200);
    }
  });

  it("lists a store's products with text, category, badge and visibility filters, a page at a time", async () => {
    const client = await signedIn(STAFF);
    const names = (text: string) => ["Crew Tee", "Zip Hoodie", "Gym Shorts"].filter((name) => text.includes(name));
    expect(names((await client.request("/console/catalogue?store=alpha")).text)).toEqual([
      "Crew Tee",
      "Zip Hoodie",
      "Gym Shorts",
    ]);
    expect(names((await client.request("/console/catalogue?store=alpha&q=HOOD")).text)).toEqual(["Zip Hoodie"]);
    expect(names((await client.request("/console/catalogue?store=alpha&q=shorts")).text)).toEqual(["Gym Shorts"]);
    // A parent category lists its children's products.
    expect(names((await client.request("/console/catalogue?store=alpha&category=tops")).text)).toEqual([
      "Crew Tee",
      "Zip Hoodie",
    ]);
    expect(names((await client.request("/console/catalogue?store=alpha&tag=New")).text)).toEqual(["Gym Shorts"]);
    expect(names((await client.request("/console/catalogue?store=alpha&active=no")).text)).toEqual([]);
    const list = await client.request("/console/catalogue?store=alpha");
    expect(list.text).toContain('href="/console/catalogue/alpha/tee"');
    expect(list.text).toContain("/console/catalogue/export?store=alpha&amp;format=csv");

    const many = ["id,name,price", ...Array.from({ length: 30 }, (_, i) => `p${i},Item ${i},5`)].join("\n");
    await client.request("/console/catalogue/import?store=beta");
    const checked = await postMultipart(
      client,
      app,
      "/console/catalogue/import",
      { store: "beta", intent: "check", mode: "merge" },
      { name: "many.csv", type: "text/csv", bytes: many },
    );
    expect(checked.response.status).toBe(200);
    const first = await client.request("/console/catalogue?store=beta");
    expect(first.text).toContain("3 products");
    expect(first.text).not.toContain('rel="next"');
    await client.post("/console/catalogue/import", { intent: "confirm", upload: uploadOf(checked.text) });
    const page2 = await client.request("/console/catalogue?store=beta&page=2");
    expect(page2.text).toContain("Page 2 of 2");
    expect(page2.text).toContain('rel="prev"');
  });

  it("saves an edited product (tiers, colours, badges) with an audit row of before and after", async () => {
    const client = await signedIn(STAFF);
    const page = await client.request("/console/catalogue/alpha/tee");
    expect(page.text).toContain("Crew Tee");
    const form = await formOf("alpha", "tee");
    const { response } = await client.post("/console/catalogue/alpha/tee", {
      ...form,
      intent: "save",
      name: "Club Tee",
      tiers: "1: 20 | 24: 15",
      colors: "Navy #1f2a44 | Red #c00000 +1",
      badges: ["New", "Featured"],
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/console/catalogue/alpha/tee?saved=1");
    const saved = await findProductById(database.db, "alpha", "tee");
    expect(saved?.data.productData.productName).toBe("Club Tee");
    expect(saved?.data.productData.colors.map((c) => c.colorName)).toEqual(["Navy", "Red"]);
    expect(saved?.data.productOptions.featuredProduct).toEqual(["New", "Featured"]);
    expect(saved?.data.pricingManagement.productCost).toBeDefined();
    const audit = await auditRows("product.update");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: STAFF.email,
      entity_type: "product",
      entity_id: "tee",
      store_id: "alpha",
    });
    expect(JSON.parse(audit[0]!.before_json!).data.productData.productName).toBe("Crew Tee");
    expect(JSON.parse(audit[0]!.after_json!).data.productData.productName).toBe("Club Tee");
    expect((await client.request("/console/catalogue/alpha/tee?saved=1")).text).toContain("The product was saved.");
    // Sent by the hydrated page (a .data request), the redirect names the page, not its data address.
    const fetched = await client.post("/console/catalogue/alpha/tee.data", {
      ...form,
      intent: "save",
      name: "Club Tee 2",
    });
    expect(fetched.text).toContain("/console/catalogue/alpha/tee?saved=1");
    expect(fetched.text).not.toContain("tee.data?saved");
    expect((await findProductById(database.db, "alpha", "tee"))?.data.productData.productName).toBe("Club Tee 2");
  });

  it("refuses an invalid product with each field's message and leaves it unchanged, no audit row", async () => {
    const client = await signedIn(OWNER);
    await client.request("/console/catalogue/alpha/tee");
    const before = await findProductById(database.db, "alpha", "tee");
    const { response, text } = await client.post("/console/catalogue/alpha/tee", {
      ...(await formOf("alpha", "tee")),
      intent: "save",
      name: "Renamed",
      price: "twelve",
      tiers: "lots",
    });
    expect(response.status).toBe(422);
    expect(text).toContain("Must be an amount of 0 or more, like 12.50");
    expect(text).toContain("Write each tier as quantity: price or formula");
    expect(text).toContain('aria-invalid="true"');
    expect((await findProductById(database.db, "alpha", "tee"))?.data).toEqual(before?.data);
    expect(await auditRows("product.update")).toHaveLength(0);
  });

  it("previews the form's tier table and the shopper's price before saving, writing nothing", async () => {
    const client = await signedIn(STAFF);
    await client.request("/console/catalogue/alpha/tee");
    const before = await findProductById(database.db, "alpha", "tee");
    const { response, text } = await client.post("/console/catalogue/alpha/tee", {
      ...(await formOf("alpha", "tee")),
      intent: "preview",
      tiers: "1: 20 | 24: 15.50",
      quantities: "1, 24",
    });
    expect(response.status).toBe(200);
    expect(text).toContain("What a shopper pays");
    expect(text).toContain("$15.50");
    expect(text).toContain("$372.00");
    expect((await findProductById(database.db, "alpha", "tee"))?.data).toEqual(before?.data);
  });

  it("uploads an image under DATA_DIR into the product's gallery, and refuses a file that is not an image", async () => {
    const client = await signedIn(STAFF);
    await client.request("/console/catalogue/alpha/tee");
    const bad = await postMultipart(
      client,
      app,
      "/console/catalogue/alpha/tee",
      { intent: "upload" },
      { name: "photo.png", type: "image/png", bytes: "not really a picture" },
    );
    expect(bad.response.status).toBe(422);
    expect(bad.text).toContain("Only JPEG, PNG and WebP images are accepted");
    expect((await findProductById(database.db, "alpha", "tee"))?.data.mediaData.media).toEqual([]);

    const good = await postMultipart(
      client,
      app,
      "/console/catalogue/alpha/tee",
      { intent: "upload", color: "Navy", role: "primary" },
      { name: "front.png", type: "image/png", bytes: PNG },
    );
    expect(good.response.status).toBe(302);
    expect(good.response.headers.get("location")).toBe("/console/catalogue/alpha/tee?uploaded=1");
    const product = await findProductById(database.db, "alpha", "tee");
    const url = product?.data.productData.primaryImageUrl ?? "";
    expect(url).toMatch(/^\/media\/stores\/alpha\/[0-9a-f]{32}\.png$/);
    expect(product?.data.mediaData.media).toMatchObject([{ url, color: "Navy" }]);
    expect(existsSync(path.join(dataDir, "media", "stores", "alpha", path.basename(url)))).toBe(true);
    expect(await auditRows("product.image")).toHaveLength(1);
    expect((await client.request("/console/catalogue/alpha/tee")).text).toContain(url);
  });

  it("imports a CSV only after its dry run: a bad row is reported with row and field, the fixed file is confirmed", async () => {
    const client = await signedIn(STAFF);
    await client.request("/console/catalogue/import?store=beta");
    const bad = "id,name,price\ncap,Club Cap,12\nscarf,Club Scarf,cheap\n";
    const checked = await postMultipart(
      client,
      app,
      "/console/catalogue/import",
      { store: "beta", intent: "check", mode: "merge" },
      { name: "club.csv", type: "text/csv", bytes: bad },
    );
    expect(checked.response.status).toBe(422);
    expect(checked.text).toMatch(/<th scope="row"[^>]*>3<\/th><td[^>]*>price<\/td>/);
    expect(checked.text).toContain("Must be an amount of 0 or more");
    expect(checked.text).not.toContain('value="confirm"');
    expect(await findProductById(database.db, "beta", "cap")).toBeUndefined();

    // A confirmation of a file the server did not keep (sent by hand, with the file's text) writes
    // nothing and says so: only a checked file with no problem can be confirmed.
    const forced = await client.post("/console/catalogue/import", {
      store: "beta",
      intent: "confirm",
      upload: "made-up-upload-id",
      content: bad,
    });
    expect(forced.response.status).toBe(410);
    expect(forced.text).toContain(
      "This checked file is no longer kept: it was imported already, or checked more than an hour ago. Choose the file and check it again.",
    );
    expect(await findProductById(database.db, "beta", "cap")).toBeUndefined();

    const good = "id,name,price\ncap,Club Cap,12\nscarf,Club Scarf,9.50\n";
    const dry = await postMultipart(
      client,
      app,
      "/console/catalogue/import",
      { store: "beta", intent: "check", mode: "merge" },
      { name: "club.csv", type: "text/csv", bytes: good },
    );
    expect(dry.response.status).toBe(200);
    expect(dry.text).toContain("No problems: 2 rows, 2 to create, 0 to update");
    expect(dry.text).toContain('value="confirm"');
    expect(dry.text).not.toContain("Club Scarf,9.50"); // the file stays on the server
    expect(await findProductById(database.db, "beta", "cap")).toBeUndefined();

    const confirmation = { intent: "confirm", upload: uploadOf(dry.text) };
    const written = await client.post("/console/catalogue/import", confirmation);
    expect(written.response.status).toBe(200);
    expect(written.text).toContain("Imported: 2 created, 0 updated, 0 removed.");
    expect((await findProductById(database.db, "beta", "scarf"))?.data.productData.minimumPartPrice).toBe(9.5);
    // The same confirmation again (a second tab, the back button) imports nothing twice.
    const again = await client.post("/console/catalogue/import", confirmation);
    expect(again.response.status).toBe(410);
    const audit = await auditRows("catalogue.import");
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ products: ["cap", "scarf"] });

    // JSON in the admin API's shape, and the export links.
    const json = await client.request("/console/catalogue/export?store=beta&format=json");
    expect(json.response.headers.get("content-type")).toContain("application/json");
    const body = JSON.parse(json.text) as { products: { id: string }[] };
    expect(body.products.map((p) => p.id)).toContain("scarf");
    const csv = await client.request("/console/catalogue/export?store=beta&format=csv");
    expect(csv.text).toContain("scarf,");
    const jsonDry = await postMultipart(
      client,
      app,
      "/console/catalogue/import",
      { store: "alpha", intent: "check", mode: "merge" },
      { name: "beta.json", type: "application/json", bytes: json.text },
    );
    expect(jsonDry.response.status).toBe(200);
    expect(jsonDry.text).toContain("to create");
  });

  it("reads a JSON file a product at a time: one that does not parse is refused, and the checked file stays on the server until confirmed", async () => {
    const client = await signedIn(STAFF);
    await client.request("/console/catalogue/import?store=beta");
    const check = (name: string, bytes: string) =>
      postMultipart(
        client,
        app,
        "/console/catalogue/import",
        { store: "beta", intent: "check", mode: "merge" },
        { name, type: "application/json", bytes },
      );
    // Not JSON at all, and JSON in the products' shape with one product that does not parse.
    for (const bytes of ["products: none", '{"products":[{"id":"cap","data":tru}]}']) {
      const refused = await check("broken.json", bytes);
      expect(refused.response.status).toBe(422);
      expect(refused.text).toContain("The file is not valid JSON.");
    }

    const exported = (await client.request("/console/catalogue/export?store=alpha&format=json")).text;
    const file = exported.replace(/"productName":"Crew Tee"/, '"productName":"Marker Tee Qz"');
    expect(file).toContain("Marker Tee Qz");
    const dry = await check("alpha.json", file);
    expect(dry.response.status).toBe(200);
    expect(dry.text).toContain('value="confirm"');
    // Neither the confirm form nor the page's data carries the file: only its id goes back.
    expect(dry.text).not.toContain("Marker Tee Qz");
    const confirmForm = /<form[^>]*>(?:(?!<\/form>)[\s\S])*value="confirm"/.exec(dry.text)?.[0] ?? "";
    expect([...confirmForm.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).toEqual(["_csrf", "upload"]);
    const written = await client.post("/console/catalogue/import", { intent: "confirm", upload: uploadOf(dry.text) });
    expect(written.response.status).toBe(200);
    expect(written.text).toContain("Imported:");
    expect(written.text).not.toContain("Marker Tee Qz");
    expect((await findProductById(database.db, "beta", "tee"))?.data.productData.productName).toBe("Marker Tee Qz");
  });

  it("refuses a write without the session's CSRF token", async () => {
    const client = await signedIn(STAFF);
    await client.request("/console/catalogue/alpha/tee");
    const forged = await client.request("/console/catalogue/alpha/tee", {
      form: { _csrf: "forged", intent: "save", ...(await formOf("alpha", "tee")), name: "Forged" },
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(forged.response.status).toBe(403);
    const upload = await postMultipart(
      client,
      app,
      "/console/catalogue/import",
      { store: "alpha", intent: "check", mode: "merge", _csrf: "forged" },
      { name: "x.csv", type: "text/csv", bytes: "id,name,price\nx,X,1\n" },
    );
    expect(upload.response.status).toBe(403);
    // An upload whose token is only in its body is refused before the file is read (decision 0070).
    const form = new FormData();
    form.set("_csrf", client.csrf);
    form.set("store", "alpha");
    form.set("intent", "check");
    form.set("file", new File(["id,name,price\nx,X,1\n"], "x.csv", { type: "text/csv" }));
    const inBodyOnly = await app.request(`${CONSOLE_ORIGIN}/console/catalogue/import`, {
      method: "POST",
      body: form,
      headers: { origin: CONSOLE_ORIGIN, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(inBodyOnly.status).toBe(403);
    expect(await database.db.selectFrom("catalogue_uploads").select("id").execute()).toEqual([]);
    expect((await findProductById(database.db, "alpha", "tee"))?.data.productData.productName).toBe("Crew Tee");
    expect(await findProductById(database.db, "alpha", "x")).toBeUndefined();
  });
});
