// The console's Stores section over HTTP (issue 21): create from a template or as a copy, every
// part of the editor saved through its own rendered form (round trip) with its audit row, a refused
// save that changes nothing, permission boundaries and CSRF, on SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestApp } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeDataInput, storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "./store-import.service";
import { findStoreById } from "./stores.repository";
import { createStoresConsole, STORE_SECTIONS } from "./stores.console";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

/** The fields the editor's form would send unchanged, in document order (as a browser builds them). */
function editorForm(html: string): [string, string][] {
  const form = html
    .split(/<form/)
    .find((part) => /<button(?=[^>]*name="intent")(?=[^>]*value="save")[^>]*>/.test(part));
  if (!form) throw new Error(`no editor form on the page: ${html.replace(/<script[\s\S]*/, "").slice(-1500)}`);
  const body = form.slice(0, form.indexOf("</form>"));
  const fields: [string, string][] = [];
  const tags = /<input[^>]*>|<textarea[^>]*>([\s\S]*?)<\/textarea>|<select[^>]*>([\s\S]*?)<\/select>/g;
  for (const match of body.matchAll(tags)) {
    const tag = match[0];
    const name = attr(tag, "name");
    if (!name || name === "intent") continue;
    if (tag.startsWith("<textarea")) fields.push([name, decode(match[1] ?? "").replace(/^\n/, "")]);
    else if (tag.startsWith("<select")) {
      const options = [...(match[2] ?? "").matchAll(/<option[^>]*>/g)].map((o) => o[0]);
      const chosen = options.find((o) => /\sselected=""/.test(o)) ?? options[0] ?? "";
      fields.push([name, attr(chosen, "value") ?? ""]);
    } else {
      const type = attr(tag, "type") ?? "text";
      if ((type === "checkbox" || type === "radio") && !/\schecked=""/.test(tag)) continue;
      fields.push([name, attr(tag, "value") ?? ""]);
    }
  }
  return fields;
}

function asForm(fields: [string, string][]): Record<string, string[]> {
  const form: Record<string, string[]> = {};
  for (const [name, value] of fields) (form[name] ??= []).push(value);
  return form;
}

/** Every part of the document filled in, so the round trips below cover each field of the editor. */
const RICH = {
  storeBranding: {
    storeLogo: "/logo.png",
    displaySocialMedia: true,
    socialMedia: [{ type: "instagram", address: "https://instagram.com/a" }],
  },
  contentManagement: [
    {
      name: "Home",
      url: "/",
      title: "Welcome",
      sort: 0,
      sections: [
        { type: "html" as const, sort: 0, html: '<h2 class="x">Hello & "welcome"</h2>\n<p>Line</p>' },
        {
          type: "slider" as const,
          sort: 1,
          slides: [
            { imageFull: "/a.jpg", title: "A", text: "Slide A", action: { text: "Shop", link: "/shop" } },
            { imageFull: "/b.jpg", imageClassic: "/b-c.jpg", imageMobile: "/b-m.jpg" },
          ],
        },
        {
          type: "productsCarousel" as const,
          sort: 2,
          title: "New",
          categories: ["tops", "tops/t-shirts"],
          layout: "grid-4",
          rows: 2,
          source: "New",
          limit: 12,
        },
        { type: "productsCarousel" as const, sort: 3, title: "Oldest", source: "oldest" },
      ],
    },
    {
      name: "About",
      url: "/about",
      sort: 1,
      navbarVisibility: false,
      submenu: {
        type: "megamenu" as const,
        menu: [
          {
            title: "Team",
            url: "/team",
            // Sub-entries: the picker's lines posted without JavaScript, one kind of link each.
            children: [
              { title: "Tops", url: "/category/tops" },
              { title: "Club site", url: "https://club.example/a" },
              { title: "Odd", url: "/somewhere" },
            ],
          },
        ],
      },
    },
  ],
  footerManagement: {
    footerCopyrightSection: { copyRightCompanyAddress: "1 Main St", copyRightCompanyEmail: "hi@alpha.test" },
    footerSectionFirst: { title: "Help", items: [{ text: "FAQ", link: "/faq" }] },
  },
  storeMessage: { active: false, closedMessage: "Closed for the season." },
  storeWindow: {
    opensAt: "2026-12-01T09:00:00-06:00",
    closesAt: "2026-12-15T17:30:00-06:00",
    timeZone: "America/Chicago",
  },
  taxManagement: { tax: 8.25, stateTaxes: [{ state: "CA", tax: 7.5 }] },
  shippingMethods: {
    shippingCompanies: {
      pickUp: true,
      groupPickUp: false,
      shipStation: {
        serviceTypes: [
          {
            carrierCode: "ups",
            serviceCode: "ground",
            name: "UPS Ground",
            flatRate: 5,
            perLbRate: 0.5,
            walleted: true,
          },
        ],
      },
    },
    shippingAddresses: [
      { name: "Club", type: "pickUp" as const, address1: "2 Side St", city: "Austin", state: "TX", zip: "78701" },
    ],
  },
  personalizationManagement: [{ name: "Number", price: 3.5 }],
  fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 2, percentage: 5, goalAmount: 500 },
  storeSpecificFeatures: {
    minumumQuantity: 2,
    maximumQuantity: 48,
    hideQuantity: true,
    paymentMethods: ["Credit Card", "Check"],
  },
  categories: [
    { id: "tops", name: "Tops", sort: 0 },
    { id: "tops/t-shirts", name: "T-Shirts", sort: 0 },
    { id: "tops/hoodies", name: 'Hoodies & "zips"', sort: 1 },
    { id: "bottoms", name: "Bottoms", sort: 1 },
  ],
  pricingManagement: {
    productCost: { enabled: true, xValues: [1, 12, 24], formulas: [["partPrice * 1.2", 18.5, 16]] },
    numberOfColors: {
      enabled: true,
      yField: "colorsTotal" as const,
      xValues: [12, 48],
      yValues: [1, 2],
      formulas: [
        [3, 2.5],
        [4, 3.25],
      ],
    },
  },
  storeSalesPersonInfo: { firstName: "Dana", lastName: "Ortiz", email: "dana@alpha.test", phone: "+1 512 555 0100" },
  sizes: [
    { label: "S", sort: 1 },
    { label: "M", sort: 2 },
    { label: "L", sort: 3 },
    { label: "XL", sort: 4 },
  ],
};

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects({ postgres: "concurrency" }))("console stores on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  const clock = new Date("2026-11-25T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha", { data: storeDataInput("alpha", RICH) }));
    await importStoreFile(database.db, storeFileInput("beta"));
    await createTestAccounts(database.db, clock, [
      { who: OWNER, role: "owner" },
      { who: STAFF, role: "staff" },
      { who: ORGANISER, role: "organiser", storeIds: ["beta"] },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  async function signedIn(who = OWNER) {
    const client = new Client(app);
    expect((await client.signIn(who)).response.status).toBe(302);
    return client;
  }
  const auditOf = (entityId: string) =>
    database.db.selectFrom("audit_log").selectAll().where("entity_id", "=", entityId).orderBy("id").execute();

  it("creates a store from a template, with its domain and an audit entry", async () => {
    const client = await signedIn(STAFF);
    const page = await client.request("/console/stores/new");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Fundraiser store");
    const made = await client.post("/console/stores/new", {
      source: "template:fundraiser",
      id: "tigers",
      name: "Tigers Booster Club",
      domain: "Tigers.Example.com",
    });
    expect(made.response.status).toBe(302);
    expect(made.response.headers.get("location")).toBe("/console/stores/tigers?created=1");
    const store = await findStoreById(database.db, "tigers");
    expect(store?.data.primaryInformation.storeName).toBe("Tigers Booster Club");
    expect(store?.data.fundraiser.isEnabled).toBe(true);
    const front = await app.request("http://tigers.example.com/");
    expect(front.status).toBe(200);
    expect(await front.text()).toContain("Tigers Booster Club");
    const audit = await auditOf("tigers");
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([["store.create", STAFF.email]]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ from: "template:fundraiser", products: 0 });
  });

  it("creates a store named in parallel requests once: the others say the id or the address is taken", async () => {
    const owner = { id: "owner-x", email: "x@example.com", role: "owner" as const, storeIds: [] };
    const stores = createStoresConsole({ db: database.db, actor: owner, now: () => clock });
    const sameId = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        stores.create({ source: "template:team", id: "race", name: `Race ${i}`, domain: `race-${i}.example.com` }),
      ),
    );
    const made = sameId.filter((result) => result.ok);
    expect(made).toEqual([{ ok: true, value: { id: "race" } }]);
    expect(sameId.filter((result) => !result.ok)).toEqual(
      [0, 1, 2].map(() => ({ ok: false, errors: { id: "idTaken" } })),
    );
    // The store is the winner's, whole: its name with its own address, not another request's.
    const store = await findStoreById(database.db, "race");
    const name = store!.data.primaryInformation.storeName;
    const domains = await database.db
      .selectFrom("store_domains")
      .select("domain")
      .where("store_id", "=", "race")
      .execute();
    expect(domains).toEqual([{ domain: `race-${name.slice(-1)}.example.com` }]);
    expect((await auditOf("race")).map((row) => row.action)).toEqual(["store.create"]);

    const sameDomain = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        stores.create({ source: "template:team", id: `shared-${i}`, name: "Shared", domain: "shared.example.com" }),
      ),
    );
    expect(sameDomain.filter((result) => result.ok)).toHaveLength(1);
    expect(sameDomain.filter((result) => !result.ok)).toEqual(
      [0, 1, 2].map(() => ({ ok: false, errors: { domain: "domainTaken" } })),
    );
  });

  it("copies a store with its catalogue under a new id and domain, never its orders", async () => {
    const client = await signedIn();
    await client.request("/console/stores/new?from=alpha");
    const made = await client.post("/console/stores/new", {
      source: "copy:alpha",
      id: "alpha-2027",
      name: "Alpha 2027",
      domain: "alpha2027.localhost",
    });
    expect(made.response.status).toBe(302);
    const copy = await findStoreById(database.db, "alpha-2027");
    const source = await findStoreById(database.db, "alpha");
    expect(copy?.data.primaryInformation.storeName).toBe("Alpha 2027");
    expect(copy?.data.categories).toEqual(source?.data.categories);
    const products = await database.db
      .selectFrom("products")
      .select("id")
      .where("store_id", "=", "alpha-2027")
      .orderBy("id")
      .execute();
    expect(products.map((p) => p.id)).toEqual(["hoodie", "shorts", "tee"]);
    const orders = await database.db.selectFrom("orders").select("id").where("store_id", "=", "alpha-2027").execute();
    expect(orders).toEqual([]);
    const domains = await database.db
      .selectFrom("store_domains")
      .select("domain")
      .where("store_id", "=", "alpha-2027")
      .execute();
    expect(domains.map((d) => d.domain)).toEqual(["alpha2027.localhost"]);
    expect((await auditOf("alpha-2027")).map((row) => row.action)).toEqual(["store.create"]);
  });

  it("refuses a taken id or domain and a malformed id, next to the field, creating nothing", async () => {
    const client = await signedIn();
    await client.request("/console/stores/new");
    const takenId = await client.post("/console/stores/new", {
      source: "template:team",
      id: "alpha",
      name: "Again",
      domain: "again.localhost",
    });
    expect(takenId.response.status).toBe(422);
    expect(takenId.text).toContain("A store with this id already exists.");
    const takenDomain = await client.post("/console/stores/new", {
      source: "template:team",
      id: "gamma",
      name: "Gamma",
      domain: "beta.localhost",
    });
    expect(takenDomain.response.status).toBe(422);
    expect(takenDomain.text).toContain("This address already belongs to another store.");
    const bad = await client.post("/console/stores/new", {
      source: "template:nope",
      id: "no spaces",
      name: "",
      domain: "https://x",
    });
    expect(bad.response.status).toBe(422);
    expect(bad.text).toMatch(/id="store-id"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="store-id"/);
    expect(bad.text).toContain("Choose a template or a store to copy.");
    expect(await findStoreById(database.db, "gamma")).toBeUndefined();
    expect(
      await database.db.selectFrom("audit_log").select("id").where("action", "=", "store.create").execute(),
    ).toEqual([]);
  });

  it.each(Object.keys(STORE_SECTIONS))(
    "saves the %s part from its own form unchanged (round trip) with an audit row",
    async (section) => {
      const client = await signedIn(STAFF);
      const before = await findStoreById(database.db, "alpha");
      const page = await client.request(`/console/stores/alpha/${section}`);
      expect(page.response.status).toBe(200);
      const saved = await client.post(`/console/stores/alpha/${section}`, asForm(editorForm(page.text)));
      expect(saved.text).toBe("");
      expect(saved.response.status).toBe(302);
      expect(saved.response.headers.get("location")).toBe(`/console/stores/alpha/${section}?saved=1`);
      const after = await findStoreById(database.db, "alpha");
      expect(after?.data).toEqual(before?.data);
      const audit = await auditOf("alpha");
      expect(audit.map((row) => [row.action, row.actor_email, row.store_id])).toEqual([
        [`store.${section}`, STAFF.email, "alpha"],
      ]);
    },
  );

  it("saves changed values of several parts, each with before and after in the audit log", async () => {
    const client = await signedIn();
    const change = async (section: string, edit: (fields: [string, string][]) => [string, string][]) => {
      const page = await client.request(`/console/stores/alpha/${section}`);
      const result = await client.post(`/console/stores/alpha/${section}`, asForm(edit(editorForm(page.text))));
      expect(result.response.status, result.text.slice(0, 300)).toBe(302);
    };
    const set = (name: string, value: string) => (fields: [string, string][]) =>
      fields.map(([n, v]): [string, string] => [n, n === name ? value : v]);
    await change("branding", set("storeBranding.primaryColor", "#123456"));
    await change("identity", (f) => [
      ...set("l:domains", "alpha.localhost\nshop.alpha.test")(f),
      ["b:primaryInformation.privateStore", "true"],
      ["newPassword", "letmein"],
    ]);
    await change("tax", (f) => [
      ...set("n:taxManagement.tax", "7.25")(f),
      ["taxManagement.stateTaxes.1.state", "TX"],
      ["n:taxManagement.stateTaxes.1.tax", "6.25"],
    ]);
    await change("personalization", (f) => [
      ...f.filter(([n]) => !n.startsWith("personalizationManagement")),
      ["personalizationManagement.0.name", "Name"],
      ["m:personalizationManagement.0.price", "5"],
    ]);
    await change("fundraiser", (f) => [
      ...set("m:fundraiser.amountPerItem", "2.5")(f),
      ["b:fundraiser.isEnabled", "true"],
    ]);
    await change("quantity", set("i:storeSpecificFeatures.maximumQuantity", "12"));
    await change("status", (f) => [
      ...set("storeWindow.timeZone", "America/Chicago")(f).filter(([n]) => !n.startsWith("storeWindow.opensAt")),
      ["storeWindow.opensAt", "2026-12-01T09:00"],
      ["b:storeMessage.active", "true"],
    ]);
    await change("shipping", (f) => [
      ...f,
      ["shippingMethods.shippingAddresses.1.name", "Gym"],
      ["shippingMethods.shippingAddresses.1.type", "groupPickUp"],
      ["shippingMethods.shippingAddresses.1.address1", "1 Main St"],
      ["shippingMethods.shippingAddresses.1.city", "Austin"],
      ["shippingMethods.shippingAddresses.1.state", "TX"],
      ["shippingMethods.shippingAddresses.1.zip", "78701"],
    ]);
    await change("footer", (f) => [
      ...f,
      ["footerManagement.footerSectionSecond.title", "Club"],
      ["footerManagement.footerSectionSecond.items.0.text", "Contact"],
      ["footerManagement.footerSectionSecond.items.0.link", "/contact"],
    ]);
    const store = await findStoreById(database.db, "alpha");
    const data = store!.data;
    expect(data.storeBranding.primaryColor).toBe("#123456");
    expect(data.primaryInformation.privateStore).toBe(true);
    expect(store!.passwordHash).not.toBeNull();
    expect(data.taxManagement).toEqual({
      tax: 7.25,
      stateTaxes: [
        { state: "CA", tax: 7.5 },
        { state: "TX", tax: 6.25 },
      ],
    });
    expect(data.personalizationManagement).toEqual([{ name: "Name", price: 5 }]);
    expect(data.fundraiser).toMatchObject({ isEnabled: true, amountPerItem: 2.5 });
    expect(data.storeSpecificFeatures.maximumQuantity).toBe(12);
    expect(data.storeWindow).toEqual({
      timeZone: "America/Chicago",
      opensAt: "2026-12-01T09:00:00-06:00",
      closesAt: "2026-12-15T17:30:00-06:00",
    });
    expect(data.storeMessage.active).toBe(true);
    expect(data.shippingMethods.shippingAddresses).toEqual([
      { name: "Club", type: "pickUp", address1: "2 Side St", city: "Austin", state: "TX", zip: "78701" },
      { name: "Gym", type: "groupPickUp", address1: "1 Main St", city: "Austin", state: "TX", zip: "78701" },
    ]);
    expect(data.footerManagement.footerSectionFirst).toEqual({ title: "Help", items: [{ text: "FAQ", link: "/faq" }] });
    expect(data.footerManagement.footerSectionSecond).toEqual({
      title: "Club",
      items: [{ text: "Contact", link: "/contact" }],
    });
    const domains = await database.db
      .selectFrom("store_domains")
      .select("domain")
      .where("store_id", "=", "alpha")
      .orderBy("domain")
      .execute();
    expect(domains.map((d) => d.domain)).toEqual(["alpha.localhost", "shop.alpha.test"]);
    const audit = await auditOf("alpha");
    expect(audit.map((row) => row.action)).toEqual([
      "store.branding",
      "store.identity",
      "store.tax",
      "store.personalization",
      "store.fundraiser",
      "store.quantity",
      "store.status",
      "store.shipping",
      "store.footer",
    ]);
    expect(JSON.parse(audit[0]!.before_json!).storeBranding.primaryColor).toBe("#1f3a93");
    expect(JSON.parse(audit[0]!.after_json!).storeBranding.primaryColor).toBe("#123456");
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
      password: "changed",
      domains: ["alpha.localhost", "shop.alpha.test"],
    });
    expect(audit[1]!.after_json).not.toContain("letmein");
  });

  it("keeps every part when several are saved at the same moment (the store row is locked per save)", async () => {
    const client = await signedIn();
    const set = (fields: [string, string][], name: string, value: string) =>
      fields.map(([n, v]): [string, string] => [n, n === name ? value : v]);
    const forms = await Promise.all(
      ["branding", "tax", "quantity", "fundraiser"].map(async (section) => ({
        section,
        fields: editorForm((await client.request(`/console/stores/alpha/${section}`)).text),
      })),
    );
    const edits: Record<string, [string, string]> = {
      branding: ["storeBranding.primaryColor", "#0a3d62"],
      tax: ["n:taxManagement.tax", "6.5"],
      quantity: ["i:storeSpecificFeatures.maximumQuantity", "40"],
      fundraiser: ["m:fundraiser.amountPerItem", "3"],
    };
    const results = await Promise.all(
      forms.map(({ section, fields }) =>
        client.post(`/console/stores/alpha/${section}`, asForm(set(fields, ...(edits[section] as [string, string])))),
      ),
    );
    for (const result of results) expect(result.response.status, result.text.slice(0, 300)).toBe(302);
    const stored = await findStoreById(database.db, "alpha");
    expect(stored?.data.storeBranding.primaryColor).toBe("#0a3d62");
    expect(stored?.data.taxManagement.tax).toBe(6.5);
    expect(stored?.data.storeSpecificFeatures.maximumQuantity).toBe(40);
    expect(stored?.data.fundraiser.amountPerItem).toBe(3);
  });

  it("adds, reorders and removes pages and sections, renumbering their sort", async () => {
    const client = await signedIn();
    const act = async (intent: string) => {
      const page = await client.request("/console/stores/beta/pages");
      const result = await client.post("/console/stores/beta/pages", { ...asForm(editorForm(page.text)), intent });
      expect(result.response.status, result.text.slice(0, 300)).toBe(302);
    };
    await act("add:contentManagement");
    await act("add:contentManagement");
    await act("add:contentManagement.0.sections:html");
    await act("add:contentManagement.0.sections:productsCarousel");
    await act("move:contentManagement.0.sections:1:-1");
    await act("move:contentManagement:1:-1");
    let pages = (await findStoreById(database.db, "beta"))!.data.contentManagement;
    expect(pages.map((p) => [p.url, p.sort])).toEqual([
      ["/page-2", 0],
      ["/page-1", 1],
    ]);
    expect(pages[1]!.sections.map((s) => [s.type, s.sort])).toEqual([
      ["productsCarousel", 0],
      ["html", 1],
    ]);
    await act("remove:contentManagement:0");
    pages = (await findStoreById(database.db, "beta"))!.data.contentManagement;
    expect(pages.map((p) => p.url)).toEqual(["/page-1"]);
  });

  it("refuses an invalid save with each message next to its field, and changes nothing", async () => {
    const client = await signedIn();
    const before = await findStoreById(database.db, "alpha");
    const page = await client.request("/console/stores/alpha/branding");
    const fields = editorForm(page.text).map(([n, v]): [string, string] => [
      n,
      n === "storeBranding.primaryColor" ? "blue" : n === "storeBranding.textColor" ? "#12345" : v,
    ]);
    const refused = await client.post("/console/stores/alpha/branding", asForm(fields));
    expect(refused.response.status).toBe(422);
    expect(refused.text).toContain("Nothing was saved.");
    expect(refused.text).toContain('id="f-storeBranding-primaryColor-error"');
    expect(refused.text).toContain('id="f-storeBranding-textColor-error"');
    expect(refused.text).toContain("Enter a colour like #1a2b3c.");
    expect(refused.text).toContain('value="blue"');

    // A private store without a password, and a domain of another store: refused, nothing written.
    const identity = await client.request("/console/stores/alpha/identity");
    const privateNoPassword = await client.post(
      "/console/stores/alpha/identity",
      asForm([...editorForm(identity.text), ["b:primaryInformation.privateStore", "true"]]),
    );
    expect(privateNoPassword.response.status).toBe(422);
    expect(privateNoPassword.text).toContain("A private store needs a password.");
    const taken = await client.post(
      "/console/stores/alpha/identity",
      asForm(
        editorForm(identity.text).map(([n, v]): [string, string] => [n, n === "l:domains" ? "beta.localhost" : v]),
      ),
    );
    expect(taken.response.status).toBe(422);
    expect(taken.text).toContain("This address already belongs to another store.");
    const window = await client.request("/console/stores/alpha/status");
    const badWindow = await client.post(
      "/console/stores/alpha/status",
      asForm([
        ...editorForm(window.text).filter(([n]) => !n.startsWith("storeWindow")),
        ["storeWindow.opensAt", "2026-12-02T09:00"],
        ["storeWindow.closesAt", "2026-12-01T09:00"],
        ["storeWindow.timeZone", "UTC"],
      ]),
    );
    expect(badWindow.response.status).toBe(422);
    expect(badWindow.text).toContain("The store must open before it closes.");

    const after = await findStoreById(database.db, "alpha");
    expect(after).toEqual(before);
    expect(await auditOf("alpha")).toEqual([]);
  });

  it("reads money with a comma as the console's language does, and refuses one readable two ways keeping what was typed", async () => {
    const client = await signedIn();
    const before = await findStoreById(database.db, "alpha");
    const page = await client.request("/console/stores/alpha/fundraiser");
    const typed = (goal: string) =>
      asForm([
        ...editorForm(page.text).filter(([n]) => n !== "m:fundraiser.goalAmount" && n !== "i:fundraiser.nope"),
        ["m:fundraiser.goalAmount", goal],
        ["m:fundraiser.amountPerItem", "2.5"],
      ]);
    const ambiguous = await client.post("/console/stores/alpha/fundraiser", typed("1.500"));
    expect(ambiguous.response.status).toBe(422);
    expect(decode(ambiguous.text)).toContain(
      "Goal: This can be read two ways: write 1,500 for fifteen hundred or 1.50 for one and a half.",
    );
    expect(ambiguous.text).toMatch(/name="m:fundraiser.goalAmount"[^>]*value="1.500"/);
    // The other fields keep what was typed too, and nothing was written.
    expect(ambiguous.text).toMatch(/name="m:fundraiser.amountPerItem"[^>]*value="2.5"/);
    expect(await findStoreById(database.db, "alpha")).toEqual(before);
    expect(await auditOf("alpha")).toEqual([]);

    const saved = await client.post("/console/stores/alpha/fundraiser", typed("1,500"));
    expect(saved.response.status).toBe(302);
    const after = await findStoreById(database.db, "alpha");
    expect(after!.data.fundraiser).toMatchObject({ goalAmount: 1500, amountPerItem: 2.5 });
    // Shown again as the console writes it, which reads back the same.
    const again = await client.request("/console/stores/alpha/fundraiser");
    expect(again.text).toMatch(/name="m:fundraiser.goalAmount"[^>]*value="1,500.00"/);
  });

  it("offers the states from a picker and calls a state name sent instead of its code too long, not a large number", async () => {
    const client = await signedIn();
    const page = await client.request("/console/stores/alpha/tax");
    expect(page.text).toContain('<option value="OH">Ohio (OH)</option>');
    const refused = await client.post(
      "/console/stores/alpha/tax",
      asForm([
        ...editorForm(page.text),
        ["taxManagement.stateTaxes.1.state", "Ohio"],
        ["n:taxManagement.stateTaxes.1.tax", "5,75"],
      ]),
    );
    expect(refused.response.status).toBe(422);
    expect(decode(refused.text)).toContain("State: This is too long: shorten it.");
    expect(decode(refused.text)).toContain("Tax (%): Write a number as this console does");
    expect(/<p id="f-taxManagement-stateTaxes-1-state-error"[^>]*>([^<]*)<\/p>/.exec(refused.text)?.[1]).toBe(
      "State: This is too long: shorten it.",
    );
  });

  it("keeps both window times and the zone as typed when the zone is refused, writing nothing", async () => {
    const client = await signedIn();
    const before = await findStoreById(database.db, "alpha");
    const page = await client.request("/console/stores/alpha/status");
    expect(page.text).toContain('<option value="America/Chicago">');
    const refused = await client.post(
      "/console/stores/alpha/status",
      asForm([
        ...editorForm(page.text).filter(([n]) => !n.startsWith("storeWindow")),
        ["storeWindow.opensAt", "2026-12-01T09:00"],
        ["storeWindow.closesAt", "2026-12-20T18:00"],
        ["storeWindow.timeZone", "America/Chicgo"],
      ]),
    );
    expect(refused.response.status).toBe(422);
    expect(decode(refused.text)).toContain("Time zone: Enter a time zone like America/Chicago.");
    expect(refused.text).toMatch(/name="storeWindow.opensAt"[^>]*value="2026-12-01T09:00"/);
    expect(refused.text).toMatch(/name="storeWindow.closesAt"[^>]*value="2026-12-20T18:00"/);
    expect(refused.text).toMatch(/name="storeWindow.timeZone"[^>]*value="America\/Chicgo"/);
    expect(await findStoreById(database.db, "alpha")).toEqual(before);
  });

  it("edits the category tree: a sub-category added, renamed, moved, and a parent removed with its children", async () => {
    const client = await signedIn();
    const act = async (edit: (fields: [string, string][]) => [string, string][], intent = "save") => {
      const page = await client.request("/console/stores/alpha/categories");
      const result = await client.post("/console/stores/alpha/categories", {
        ...asForm(edit(editorForm(page.text))),
        intent,
      });
      expect(result.response.status, result.text.slice(0, 300)).toBe(302);
    };
    const tree = async () => (await findStoreById(database.db, "alpha"))!.data.categories;
    // The new row: inside "tops", path part typed with capitals and a space.
    await act((f) => [
      ...f.filter(([n]) => !n.startsWith("categories.4.")),
      ["categories.4.parent", "tops"],
      ["categories.4.slug", "Long Sleeve"],
      ["categories.4.name", "Long sleeve"],
    ]);
    expect(await tree()).toContainEqual({ id: "tops/long-sleeve", name: "Long sleeve", sort: 2 });
    // Rename, then move "Hoodies" above "T-Shirts" (siblings inside "tops").
    await act((f) => f.map(([n, v]): [string, string] => [n, n === "categories.0.name" ? "Tops & tees" : v]));
    await act((f) => f, "move:categories:tops%2Fhoodies:-1");
    const sorted = (await tree())
      .filter((c) => c.id.startsWith("tops/"))
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.id);
    expect(sorted).toEqual(["tops/hoodies", "tops/t-shirts", "tops/long-sleeve"]);
    expect((await tree()).find((c) => c.id === "tops")?.name).toBe("Tops & tees");
    const page = await client.request("/console/stores/alpha/categories");
    expect(page.text.indexOf("Path: tops/hoodies")).toBeLessThan(page.text.indexOf("Path: tops/t-shirts"));
    // Removing "tops" removes its three sub-categories too.
    await act((f) => [...f, ["x:categories.0", "true"]]);
    expect((await tree()).map((c) => c.id)).toEqual(["bottoms"]);
    const rows = await database.db.selectFrom("categories").select("id").where("store_id", "=", "alpha").execute();
    expect(rows.map((r) => r.id)).toEqual(["bottoms"]);
    expect((await auditOf("alpha")).map((row) => row.action)).toEqual(Array(4).fill("store.categories"));
  });

  it("edits the size list as its chips' notation: reordered, added, put in the usual order; a size twice refused as typed", async () => {
    const client = await signedIn();
    const set = (text: string) => (f: [string, string][]) =>
      f.map(([n, v]): [string, string] => [n, n === "s:sizes" ? text : v]);
    const post = async (edit: (fields: [string, string][]) => [string, string][], intent = "save") => {
      const page = await client.request("/console/stores/alpha/sizes");
      return client.post("/console/stores/alpha/sizes", { ...asForm(edit(editorForm(page.text))), intent });
    };
    const act = async (edit: (fields: [string, string][]) => [string, string][], intent = "save") => {
      const result = await post(edit, intent);
      expect(result.response.status, result.text.slice(0, 300)).toBe(302);
    };
    const sizes = async () => (await findStoreById(database.db, "alpha"))!.data.sizes;
    // Without JavaScript the list is its notation, in the store's order.
    expect(editorForm((await client.request("/console/stores/alpha/sizes")).text)).toContainEqual([
      "s:sizes",
      "S | M | L | XL",
    ]);
    await act(set("S | L | M | XL | XS"));
    expect(await sizes()).toEqual([
      { label: "S", sort: 1 },
      { label: "L", sort: 2 },
      { label: "M", sort: 3 },
      { label: "XL", sort: 4 },
      { label: "XS", sort: 5 },
    ]);
    await act((f) => f, "order:sizes");
    expect((await sizes())!.map((s) => `${s.label}${s.sort}`)).toEqual(["XS1", "S2", "M3", "L4", "XL5"]);
    const before = await sizes();
    const refused = await post(set("XS | S | M | s"));
    expect(refused.response.status).toBe(422);
    expect(decode(/<p id="f-sizes-error"[^>]*>([^<]*)<\/p>/.exec(refused.text)?.[1] ?? "")).toBe(
      "Size list: This size is already in the list.",
    );
    expect(refused.text).toMatch(
      /name="s:sizes"[^>]*value="XS \| S \| M \| s"|value="XS \| S \| M \| s"[^>]*name="s:sizes"/,
    );
    expect(await sizes()).toEqual(before);
  });

  it("saves a price table and the sales person, and refuses bad input of the new parts with the field's message", async () => {
    const client = await signedIn();
    const before = await findStoreById(database.db, "alpha");
    const refuse = async (
      section: string,
      edit: (f: [string, string][]) => [string, string][],
      id: string,
      message: string,
    ) => {
      const page = await client.request(`/console/stores/alpha/${section}`);
      const result = await client.post(`/console/stores/alpha/${section}`, asForm(edit(editorForm(page.text))));
      expect(result.response.status, `${section} ${result.text.slice(0, 200)}`).toBe(422);
      expect(result.text).toContain("Nothing was saved.");
      const error = new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(result.text);
      // The message names its field first ("Email: Enter an e-mail address like …").
      expect(decode(error?.[1] ?? ""), `${section} ${result.text.match(/role="alert"[\s\S]{0,400}/)?.[0]}`).toMatch(
        new RegExp(`^[^:]+: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      return result.text;
    };
    const set = (name: string, value: string) => (f: [string, string][]) =>
      f.map(([n, v]): [string, string] => [n, n === name ? value : v]);
    const add =
      (...extra: [string, string][]) =>
      (f: [string, string][]) => [...f, ...extra];

    await refuse(
      "categories",
      add(["categories.4.slug", "T Shirts!"], ["categories.4.name", "Shirts"]),
      "f-categories-4-slug",
      "Use lower-case letters, digits and '-', e.g. t-shirts.",
    );
    await refuse(
      "categories",
      add(["categories.4.parent", "tops"], ["categories.4.slug", "t-shirts"], ["categories.4.name", "Again"]),
      "f-categories-4-slug",
      "This category already exists.",
    );
    await refuse("categories", set("categories.1.name", ""), "f-categories-1-name", "Fill this in.");
    const formula = await refuse(
      "pricing",
      set("c:pricingManagement.productCost.formulas.0.1", "partPrice *"),
      "f-pricingManagement-productCost-formulas-0-1",
      "Enter a number or a formula like partPrice * 1.2.",
    );
    expect(formula).toContain('value="partPrice *"');
    // An empty cell between two prices (an empty one at the end of a row is a quantity without a price).
    await refuse(
      "pricing",
      set("c:pricingManagement.productCost.formulas.0.1", " "),
      "f-pricingManagement-productCost-formulas-0-1",
      "Enter a number or a formula like partPrice * 1.2.",
    );
    await refuse(
      "pricing",
      set("nl:pricingManagement.numberOfColors.xValues", "48, 12"),
      "f-pricingManagement-numberOfColors-xValues",
      "List the numbers from smallest to largest, each once.",
    );
    await refuse(
      "pricing",
      set("nl:pricingManagement.productCost.xValues", "1, twelve, 24"),
      "f-pricingManagement-productCost-xValues",
      "Enter a number.",
    );
    await refuse(
      "salesperson",
      set("storeSalesPersonInfo.email", "dana-at-alpha"),
      "f-storeSalesPersonInfo-email",
      "Enter an e-mail address like name@example.com.",
    );
    await refuse(
      "salesperson",
      set("storeSalesPersonInfo.lastName", " "),
      "f-storeSalesPersonInfo-lastName",
      "Fill this in.",
    );
    await refuse("sizes", set("s:sizes", "S | M | L | XL | m"), "f-sizes", "This size is already in the list.");
    expect(await findStoreById(database.db, "alpha")).toEqual(before);
    expect(await auditOf("alpha")).toEqual([]);

    // Valid changes: a stitch table filled in from empty (its columns after the first save), no sales person.
    const pricing = await client.request("/console/stores/alpha/pricing");
    const first = await client.post(
      "/console/stores/alpha/pricing",
      asForm([
        ...editorForm(pricing.text).filter(([n]) => !n.startsWith("nl:pricingManagement.stitchCount")),
        ["nl:pricingManagement.stitchCount.xValues", "12 24"],
        ["nl:pricingManagement.stitchCount.yValues", "5000, 10000"],
      ]),
    );
    expect(first.response.status, first.text.slice(0, 300)).toBe(302);
    const withColumns = await client.request("/console/stores/alpha/pricing");
    expect(withColumns.text).toContain('aria-label="10,000+ stitches, 24+ pieces"');
    const second = await client.post(
      "/console/stores/alpha/pricing",
      asForm([
        ...editorForm(withColumns.text).filter(([n]) => !n.startsWith("c:pricingManagement.stitchCount")),
        ["c:pricingManagement.stitchCount.formulas.0.0", "4"],
        ["c:pricingManagement.stitchCount.formulas.0.1", "3.5"],
        ["c:pricingManagement.stitchCount.formulas.1.0", "6"],
        ["c:pricingManagement.stitchCount.formulas.1.1", ""],
        ["b:pricingManagement.stitchCount.enabled", "true"],
      ]),
    );
    expect(second.response.status, second.text.slice(0, 300)).toBe(302);
    const sales = await client.request("/console/stores/alpha/salesperson");
    const cleared = await client.post(
      "/console/stores/alpha/salesperson",
      asForm(
        editorForm(sales.text).map(([n, v]): [string, string] => [n, n.includes("storeSalesPersonInfo") ? "" : v]),
      ),
    );
    expect(cleared.response.status).toBe(302);
    const data = (await findStoreById(database.db, "alpha"))!.data;
    expect(data.pricingManagement.stitchCount).toEqual({
      enabled: true,
      xField: "quantity",
      yField: "stitchesTotal",
      xValues: [12, 24],
      yValues: [5000, 10000],
      formulas: [[4, 3.5], [6]],
    });
    expect(data.pricingManagement.productCost).toEqual(before!.data.pricingManagement.productCost);
    expect(data.storeSalesPersonInfo).toBeUndefined();
    const audit = await auditOf("alpha");
    expect(audit.map((row) => row.action)).toEqual(["store.pricing", "store.pricing", "store.salesperson"]);
    expect(JSON.parse(audit[2]!.before_json!).storeSalesPersonInfo.email).toBe("dana@alpha.test");
    expect(JSON.parse(audit[2]!.after_json!)).toEqual({ storeSalesPersonInfo: null });
  });

  it("refuses a save from a form opened before someone else saved the same part (409), writing nothing", async () => {
    const first = await signedIn(OWNER);
    const second = await signedIn(STAFF);
    // Both open the tax form; the first saves 6.5.
    const firstForm = editorForm((await first.request("/console/stores/alpha/tax")).text);
    const secondForm = editorForm((await second.request("/console/stores/alpha/tax")).text);
    expect(firstForm.find(([n]) => n === "_version")?.[1]).toMatch(/^[\w-]{22}$/);
    const set = (fields: [string, string][], name: string, value: string) =>
      fields.map(([n, v]): [string, string] => [n, n === name ? value : v]);
    const saved = await first.post("/console/stores/alpha/tax", asForm(set(firstForm, "n:taxManagement.tax", "6.5")));
    expect(saved.response.status).toBe(302);
    // The second's form is stale: refused, their input shown again, nothing written.
    const stale = await second.post(
      "/console/stores/alpha/tax",
      asForm(set(secondForm, "n:taxManagement.tax", "9.75")),
    );
    expect(stale.response.status).toBe(409);
    expect(stale.text).toContain(
      "Someone else saved this part of the store after you opened this form. Nothing was saved.",
    );
    expect(stale.text).toContain('value="9.75"');
    expect(stale.text).toContain('href="/console/stores/alpha/tax"');
    expect((await findStoreById(database.db, "alpha"))!.data.taxManagement.tax).toBe(6.5);
    // Sent again from the refused page, it is still stale (the page keeps the version it was opened at).
    const again = await second.post("/console/stores/alpha/tax", asForm(editorForm(stale.text)));
    expect(again.response.status).toBe(409);
    expect((await auditOf("alpha")).map((row) => [row.action, row.actor_email])).toEqual([["store.tax", OWNER.email]]);
    // Reloaded, the form saves; and a save of another part in between never makes a form stale.
    const fresh = editorForm((await second.request("/console/stores/alpha/tax")).text);
    const sizes = editorForm((await first.request("/console/stores/alpha/sizes")).text);
    expect((await first.post("/console/stores/alpha/sizes", asForm(sizes))).response.status).toBe(302);
    const ok = await second.post("/console/stores/alpha/tax", asForm(set(fresh, "n:taxManagement.tax", "9.75")));
    expect(ok.response.status, ok.text.slice(0, 300)).toBe(302);
    expect((await findStoreById(database.db, "alpha"))!.data.taxManagement.tax).toBe(9.75);
    // The same refusal in Russian and Arabic.
    for (const [lang, text] of [
      ["ru", "Кто-то другой сохранил эту часть магазина после того, как вы открыли форму. Ничего не сохранено."],
      ["ar", "حفظ شخص آخر هذا الجزء من المتجر بعد أن فتحت هذا النموذج. لم يُحفظ شيء."],
    ] as const) {
      await second.request(`/console/stores/alpha/tax?lang=${lang}`);
      const refused = await second.post(`/console/stores/alpha/tax?lang=${lang}`, asForm(secondForm));
      expect(refused.response.status).toBe(409);
      expect(refused.text).toContain(text);
    }
    expect((await findStoreById(database.db, "alpha"))!.data.taxManagement.tax).toBe(9.75);
  });

  it("refuses stale forms on the identity part too: addresses and password count as the part", async () => {
    const client = await signedIn();
    const form = editorForm((await client.request("/console/stores/alpha/identity")).text);
    const saved = await client.post("/console/stores/alpha/identity", asForm([...form, ["newPassword", "letmein"]]));
    expect(saved.response.status).toBe(302);
    const stale = await client.post(
      "/console/stores/alpha/identity",
      asForm(form.map(([n, v]): [string, string] => [n, n === "primaryInformation.storeName" ? "Renamed" : v])),
    );
    expect(stale.response.status).toBe(409);
    expect(stale.text).toContain('value="Renamed"');
    expect((await findStoreById(database.db, "alpha"))!.data.primaryInformation.storeName).toBe("alpha");
  });

  it("lets owners and staff edit, not organisers (403), and sends a visitor without session to sign in", async () => {
    const anonymous = new Client(app);
    for (const path of ["/console/stores/new", "/console/stores/beta", "/console/stores/beta/branding"]) {
      const visit = await anonymous.request(path);
      expect(visit.response.status, path).toBe(302);
      expect(visit.response.headers.get("location")).toMatch(/^\/console\/sign-in\?next=/);
    }
    const organiser = await signedIn(ORGANISER);
    const list = await organiser.request("/console/stores");
    expect(list.response.status).toBe(200);
    expect(list.text).not.toContain('href="/console/stores/new"');
    for (const path of ["/console/stores/new", "/console/stores/beta", "/console/stores/beta/tax"]) {
      expect((await organiser.request(path)).response.status, path).toBe(403);
    }
    const write = await organiser.post("/console/stores/beta/tax", { "n:taxManagement.tax": "9" });
    expect(write.response.status).toBe(403);
    const create = await organiser.post("/console/stores/new", {
      source: "template:team",
      id: "sneaky",
      name: "Sneaky",
      domain: "sneaky.localhost",
    });
    expect(create.response.status).toBe(403);
    expect(await findStoreById(database.db, "sneaky")).toBeUndefined();
    expect((await findStoreById(database.db, "beta"))!.data.taxManagement.tax).toBe(0);

    const staff = await signedIn(STAFF);
    expect((await staff.request("/console/stores/beta/tax")).response.status).toBe(200);
    expect((await staff.request("/console/stores/new")).response.status).toBe(200);
    expect((await staff.request("/console/stores/beta/nonsense")).response.status).toBe(404);
    expect((await staff.request("/console/stores/nowhere")).response.status).toBe(404);
  });

  it("refuses a save without the session's CSRF token or from another origin", async () => {
    const client = await signedIn();
    await client.request("/console/stores/beta/tax");
    const noToken = await client.request("/console/stores/beta/tax", {
      form: { "n:taxManagement.tax": "9" },
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(noToken.response.status).toBe(403);
    const otherOrigin = await client.request("/console/stores/beta/tax", {
      form: { _csrf: client.csrf, "n:taxManagement.tax": "9" },
      headers: { origin: "http://evil.example" },
    });
    expect(otherOrigin.response.status).toBe(403);
    expect((await findStoreById(database.db, "beta"))!.data.taxManagement.tax).toBe(0);
    expect(await auditOf("beta")).toEqual([]);
  });
});
