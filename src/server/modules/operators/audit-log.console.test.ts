// The audit log an operator reads (docs/decisions/0094): filters by store, person, kind and days in
// the store's time zone, pages, role scoping (an organiser: their stores' entries, no gift codes;
// staff: none), what the admin API records for a diff, and the page's sentences and before/after,
// on SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { inTransaction } from "~server/db/transaction";
import { createTestApp, TEST_ADMIN_KEY } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { productDataInput, storeDataInput, storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { EMPTY_AUDIT_FILTERS, type AuditFilters } from "~core/operators/audit-filters";
import type { Actor } from "~core/operators/permissions";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findStoreById } from "~server/modules/stores/stores.repository";
import { createStoresConsole } from "~server/modules/stores/stores.console";
import { recordAudit, type AuditEntry } from "./audit";
import { createConsoleServices } from "./console-services";
import { AUDIT_PAGE_SIZE } from "./operators.service";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects({ postgres: "repository" }))("the audit log on %s", (dialect) => {
  let database: Database;
  let clock: Date;
  let app: ReturnType<typeof createTestApp>["app"];
  const owner: Actor = { id: "o", email: OWNER.email, role: "owner", storeIds: [] };
  const organiser: Actor = { id: "g", email: ORGANISER.email, role: "organiser", storeIds: ["beta"] };
  const staff: Actor = { id: "s", email: STAFF.email, role: "staff", storeIds: [] };

  const services = (actor: Actor) =>
    createConsoleServices({ db: database.db, actor, sessionId: null, now: () => clock });
  const list = (actor: Actor, filters: Partial<AuditFilters> = {}, page = 1) =>
    services(actor).audit.list({ ...EMPTY_AUDIT_FILTERS, ...filters }, page);
  const seed = (entry: Partial<AuditEntry> & Pick<AuditEntry, "action" | "at">) =>
    inTransaction(database.db, (trx) =>
      recordAudit(trx, {
        actor: { id: "o", email: OWNER.email },
        entityType: "store",
        entityId: entry.storeId ?? "x",
        ...entry,
      }),
    );

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    clock = new Date("2026-11-25T12:00:00Z");
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    // alpha sells in Chicago time; beta has no window (UTC).
    const alpha = storeFileInput("alpha");
    alpha.data = { ...alpha.data, storeWindow: { timeZone: "America/Chicago" } } as typeof alpha.data;
    await importStoreFile(database.db, alpha);
    await importStoreFile(database.db, storeFileInput("beta"));
    await createTestAccounts(database.db, clock, [
      { who: OWNER, role: "owner" },
      { who: STAFF, role: "staff" },
      { who: ORGANISER, role: "organiser", storeIds: ["beta"] },
    ]);
    // Only the entries each test writes.
    await database.db.deleteFrom("audit_log").execute();
  });
  afterEach(async () => {
    await database.close();
  });

  it("filters by store, person, kind and days in the chosen store's time zone", async () => {
    await seed({ action: "store.branding", storeId: "alpha", at: new Date("2026-03-01T05:30:00Z") });
    await seed({ action: "store.branding", storeId: "alpha", at: new Date("2026-03-01T06:30:00Z") });
    await seed({ action: "store.create", storeId: "alpha", at: new Date("2026-03-02T12:00:00Z") });
    await seed({ action: "order.refund", storeId: "beta", at: new Date("2026-03-01T12:00:00Z"), entityType: "order" });
    await seed({
      action: "product.update",
      storeId: "beta",
      at: new Date("2026-03-03T12:00:00Z"),
      actor: { id: null, email: "admin API key 1a2b3c4d" },
    });
    await seed({
      action: "account.sign-in-failed",
      at: new Date("2026-03-01T00:10:00Z"),
      actor: { id: null, email: "who@example.com" },
      entityType: "account",
    });

    const all = await list(owner);
    expect(all.totalCount).toBe(6);
    expect(all.entries.map((e) => e.action)).toEqual([
      "account.sign-in-failed",
      "product.update",
      "order.refund",
      "store.create",
      "store.branding",
      "store.branding",
    ]);
    expect(all.entries.map((e) => e.actorKind)).toEqual([
      "visitor",
      "api",
      "operator",
      "operator",
      "operator",
      "operator",
    ]);
    expect(all.people).toEqual(["admin API key 1a2b3c4d", OWNER.email, "who@example.com"]);

    expect((await list(owner, { storeId: "alpha" })).entries.map((e) => e.action)).toEqual([
      "store.create",
      "store.branding",
      "store.branding",
    ]);
    // Settings, not the store's creation.
    expect((await list(owner, { storeId: "alpha", kind: "store-settings" })).totalCount).toBe(2);
    expect((await list(owner, { kind: "order-refund" })).entries.map((e) => e.storeId)).toEqual(["beta"]);
    expect((await list(owner, { kind: "sign-in-failed" })).entries.map((e) => e.actorEmail)).toEqual([
      "who@example.com",
    ]);
    expect((await list(owner, { person: "admin API key 1a2b3c4d" })).entries.map((e) => e.action)).toEqual([
      "product.update",
    ]);
    // 1 March in Chicago starts at 06:00 UTC: the 05:30 entry is 28 February there.
    const chicagoDay = await list(owner, { storeId: "alpha", from: "2026-03-01", to: "2026-03-01" });
    expect(chicagoDay.entries.map((e) => e.at)).toEqual(["2026-03-01T06:30:00.000Z"]);
    // Without a store, days are UTC days.
    const utcDay = await list(owner, { from: "2026-03-01", to: "2026-03-01" });
    expect(utcDay.totalCount).toBe(4);
    const left = await list(owner, { kind: "nothing", from: "2026-13-01", storeId: "gamma" });
    expect(left.problems).toEqual({ kind: "unknownKind", from: "badDate", storeId: "unknownStore" });
    expect(left.totalCount).toBe(6);
  });

  it("pages newest first, the last page when asked past it", async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      await seed({ action: "store.tax", storeId: "alpha", at: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = await list(owner, {}, 1);
    expect([first.totalCount, first.pages, first.entries.length]).toEqual([AUDIT_PAGE_SIZE + 3, 2, AUDIT_PAGE_SIZE]);
    expect(first.entries[0]!.at > first.entries[1]!.at).toBe(true);
    const second = await list(owner, {}, 2);
    expect(second.entries).toHaveLength(3);
    expect((await list(owner, {}, 99)).page).toBe(2);
  });

  it("shows an organiser only their stores' entries, never gift codes or sign-ins, and staff nothing", async () => {
    await seed({ action: "store.branding", storeId: "alpha", at: clock });
    await seed({ action: "store.branding", storeId: "beta", at: clock });
    await seed({ action: "gift-code.issue", storeId: "beta", at: clock, entityType: "gift-code", entityId: "GIFT-1" });
    await seed({ action: "account.sign-in", at: clock, entityType: "account" });
    const theirs = await list(organiser);
    expect(theirs.entries.map((e) => [e.action, e.storeId])).toEqual([["store.branding", "beta"]]);
    expect(theirs.stores.map((s) => s.id)).toEqual(["beta"]);
    // Another store is left out and named, not read.
    const other = await list(organiser, { storeId: "alpha" });
    expect(other.problems).toEqual({ storeId: "unknownStore" });
    expect(other.entries.map((e) => e.storeId)).toEqual(["beta"]);
    expect((await list(owner)).totalCount).toBe(4);
    await expect(list(staff)).rejects.toMatchObject({ status: 403 });
  });

  it("records the changed fields of the admin API's store and product saves, never the password", async () => {
    const call = (method: string, path: string, body: unknown) =>
      app.request(`${CONSOLE_ORIGIN}/api/admin${path}`, {
        method,
        headers: { authorization: `Bearer ${TEST_ADMIN_KEY}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const data = storeDataInput("Gamma");
    expect((await call("PUT", "/stores/gamma", { domains: ["gamma.localhost"], data })).status).toBe(201);
    const renamed = { ...data, primaryInformation: { ...data.primaryInformation, storeName: "Gamma FC" } };
    expect(
      (await call("PUT", "/stores/gamma", { domains: ["gamma.localhost"], data: renamed, password: "s3cret-pw" }))
        .status,
    ).toBe(200);
    expect((await call("PUT", "/stores/gamma/products/tee", { data: productDataInput({ name: "Tee" }) })).status).toBe(
      201,
    );
    expect(
      (await call("PUT", "/stores/gamma/products/tee", { data: productDataInput({ name: "Crew Tee" }) })).status,
    ).toBe(200);
    const rows = await database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const update = rows.find((row) => row.action === "store.update")!;
    expect(JSON.parse(update.before_json!)).toEqual({
      name: "Gamma",
      isPrivate: false,
      isActive: true,
      primaryInformation: { storeName: "Gamma" },
    });
    expect(JSON.parse(update.after_json!)).toEqual({
      name: "Gamma FC",
      isPrivate: false,
      isActive: true,
      primaryInformation: { storeName: "Gamma FC" },
      password: "changed",
    });
    expect(rows.map((row) => `${row.before_json} ${row.after_json}`).join(" ")).not.toContain("s3cret");
    const product = rows.find((row) => row.action === "product.update")!;
    expect(JSON.parse(product.before_json!)).toMatchObject({ name: "Tee", productData: { productName: "Tee" } });
    expect(JSON.parse(product.after_json!)).toMatchObject({
      name: "Crew Tee",
      productData: { productName: "Crew Tee" },
    });
  });

  it("shows a store save as a sentence with its before and after, filtered by store and kind, in en and ar", async () => {
    const current = (await findStoreById(database.db, "alpha"))!.data;
    const save = await createStoresConsole({ db: database.db, actor: owner, now: () => clock }).save(
      "alpha",
      "branding",
      {
        data: { storeBranding: { ...current.storeBranding, primaryColor: "#123456" } },
      },
    );
    expect(save).toEqual({ ok: true, value: undefined });
    await seed({
      action: "store.shipstation-keys",
      storeId: "alpha",
      at: clock,
      before: { apiKey: "old-key" },
      after: { apiKey: "new-key" },
    });
    await seed({ action: "store.branding", storeId: "beta", at: clock });

    const client = new Client(app);
    await client.signIn(OWNER);
    const page = await client.request("/console/audit?store=alpha&kind=store-settings");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Changed store settings: Branding");
    expect(page.text).toContain("Changed the ShipStation keys");
    expect(page.text).toContain("Store branding / Primary colour (header)");
    expect(page.text).toContain("#123456");
    expect(page.text).toContain(current.storeBranding.primaryColor);
    // Secrets masked; another store's entry not shown; Chicago time.
    expect(page.text).not.toMatch(/old-key|new-key/);
    expect(page.text).toContain("(hidden)");
    expect(page.text).toContain("2 entries");
    expect(page.text).toContain("CST");
    expect(page.text).toMatch(/<th scope="col"[^>]*>When<\/th>/);

    const ar = await client.request("/console/audit?store=alpha&kind=store-settings&lang=ar");
    expect(ar.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.text).toContain("غيّر إعدادات المتجر");

    const organiserClient = new Client(app);
    await organiserClient.signIn(ORGANISER);
    const theirs = await organiserClient.request("/console/audit?store=alpha");
    expect(theirs.response.status).toBe(200);
    expect(theirs.text).toContain("There is no store “alpha” you can see. Left out.");
    expect(theirs.text).not.toContain("Store branding / Primary colour (header)");
    const staffClient = new Client(app);
    await staffClient.signIn(STAFF);
    expect((await staffClient.request("/console/audit")).response.status).toBe(403);
  });
});
