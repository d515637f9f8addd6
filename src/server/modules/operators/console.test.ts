// The operator console over HTTP (docs/decisions/0034): host routing, sign-in, the session cookie,
// rate limit, expiry and sign-out, CSRF, every permission boundary and the audit log. Pages are
// rendered by the real React Router app (Vite's SSR graph), on SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestApp, TEST_ADMIN_KEY, TEST_OPERATOR_HASH_COST } from "~server/testing/test-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { CLI_ACTOR } from "./audit";
import { createAccount } from "./operators.service";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const STAFF = { email: "staff@example.com", password: "staff-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };

const PAGES = [
  "/console",
  "/console/stores",
  "/console/orders",
  "/console/catalogue",
  "/console/fundraising",
  "/console/accounts",
  "/console/audit",
  "/console/password",
];

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects({ postgres: "repository" }))("operator console on %s", (dialect) => {
  let database: Database;
  let clock: Date;
  let app: ReturnType<typeof createTestApp>["app"];
  let organiserStore: string;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    clock = new Date("2026-11-25T12:00:00Z");
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await importStoreFile(database.db, storeFileInput("beta"));
    organiserStore = "beta";
    const make = (who: { email: string; password: string }, role: string, storeIds: string[] = []) =>
      createAccount(database.db, {
        ...who,
        role,
        storeIds,
        actor: CLI_ACTOR,
        now: clock,
        hashCost: TEST_OPERATOR_HASH_COST,
      });
    for (const result of [
      await make(OWNER, "owner"),
      await make(STAFF, "staff"),
      await make(ORGANISER, "organiser", [organiserStore]),
    ]) {
      expect(result.ok).toBe(true);
    }
  });
  afterEach(async () => {
    await database.close();
  });

  it("serves the console on the operator host only: / goes to /console, other paths and stores' /console are 404", async () => {
    const client = new Client(app);
    const root = await client.request("/");
    expect(root.response.status).toBe(302);
    expect(root.response.headers.get("location")).toBe("/console");
    expect((await client.request("/shop")).response.status).toBe(404);
    expect((await client.request("/api/promo/store/products")).response.status).toBe(404);
    const onStore = await app.request("http://alpha.localhost/console/sign-in");
    expect(onStore.status).toBe(404);
    expect(await onStore.text()).not.toContain("_csrf");
    // The admin API keeps working, on any host.
    const admin = await app.request(`${CONSOLE_ORIGIN}/api/admin/stores`, {
      headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` },
    });
    expect(admin.status).toBe(200);
  });

  it("answers 404, never 500, for console paths no console page has (an empty segment, too deep)", async () => {
    const client = new Client(app);
    await client.signIn(OWNER);
    for (const path of [
      "/console//x",
      "/console.data//x",
      "/console/stores/alpha/x/y/z",
      "/console/a/b/c",
      "/console.x",
    ]) {
      const res = await client.request(path);
      expect(res.response.status, path).toBe(404);
    }
  });

  it("sends every console page and data request to sign-in without a session", async () => {
    const client = new Client(app);
    for (const page of PAGES) {
      const { response } = await client.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/console\/sign-in\?next=/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    for (const data of ["/console/stores.data", "/console/accounts.data", "/console/audit.data"]) {
      // React Router's data answer to a redirect: a 202 naming where to go, and no data.
      const { response, text } = await client.request(data);
      expect(response.status, data).toBe(202);
      expect(text, data).toContain("/console/sign-in");
      expect(text, data).not.toContain("example.com");
    }
    // And every action: a valid pre-session CSRF token, but no session.
    await client.request("/console/sign-in");
    for (const page of ["/console/accounts", "/console/password"]) {
      const { response } = await client.post(page, { intent: "create", email: "x@example.com" });
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/console\/sign-in/);
    }
  });

  it("signs in with the right password only, with an HttpOnly SameSite=Lax cookie (Secure on https)", async () => {
    const wrong = new Client(app);
    const refused = await wrong.signIn({ email: OWNER.email, password: "not-the-password" });
    expect(refused.response.status).toBe(401);
    expect(refused.text).toContain("The e-mail address or the password is wrong.");
    const unknown = await wrong.signIn({ email: "nobody@example.com", password: OWNER.password });
    expect(unknown.response.status).toBe(401);
    expect(wrong.cookies.has("console_session")).toBe(false);

    const client = new Client(app);
    const { response } = await client.signIn({ email: "  Owner@Example.com ", password: OWNER.password });
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("console_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const stores = await client.request("/console/stores");
    expect(stores.response.status).toBe(200);
    expect(stores.text).toContain("Signed in as \u2068owner@example.com\u2069");
    // Only the SHA-256 of the token is stored.
    const rows = await database.db.selectFrom("operator_sessions").select("id").execute();
    expect(rows.map((row) => row.id)).not.toContain(client.cookies.get("console_session"));

    const secure = await app.request("https://admin.localhost/console/sign-in");
    expect(secure.headers.getSetCookie().join("\n")).toMatch(/console_csrf=[^;]+;.*Secure/);
  });

  it("rate-limits wrong sign-ins: after 10, even the right password waits", async () => {
    const client = new Client(app);
    for (let i = 0; i < 10; i++) {
      expect((await client.signIn({ email: OWNER.email, password: `wrong-${i}-password` })).response.status).toBe(401);
    }
    const limited = await client.signIn(OWNER);
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toBeTruthy();
    expect(limited.text).toContain("Too many attempts");
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await client.signIn(OWNER)).response.status).toBe(302);
  });

  it("never locks an account: after 20 wrong tries from many addresses the right password works from a known device and a new address", async () => {
    const owner = new Client(app, "198.51.100.1");
    expect((await owner.signIn(OWNER)).response.status).toBe(302);
    expect(owner.cookies.get("console_device")).toBeTruthy();
    await owner.request("/console/stores");
    await owner.post("/console/sign-out", {});
    expect(owner.cookies.has("console_session")).toBe(false);
    // The attack: 20 wrong passwords for the owner's address, from four addresses.
    for (let a = 1; a <= 4; a++) {
      const attacker = new Client(app, `203.0.113.${a}`);
      for (let i = 0; i < 5; i++) {
        expect((await attacker.signIn({ email: OWNER.email, password: `guess-${a}-${i}-pass` })).response.status).toBe(
          401,
        );
      }
    }
    // A fifth address gets two tries at the attacked account, then a wait of minutes.
    const fifth = new Client(app, "203.0.113.5");
    for (let i = 0; i < 2; i++) {
      expect((await fifth.signIn({ email: OWNER.email, password: `guess-5-${i}-pass` })).response.status).toBe(401);
    }
    const held = await fifth.signIn(OWNER);
    expect(held.response.status).toBe(429);
    expect(Number(held.response.headers.get("retry-after"))).toBeLessThanOrEqual(5 * 60);
    // The owner: from the known device at once, and from a browser on an address the attacker lacks.
    expect((await owner.signIn(OWNER)).response.status).toBe(302);
    expect((await new Client(app, "192.0.2.9").signIn(OWNER)).response.status).toBe(302);
    // Even from an attacking address, the known device's cookie is what counts.
    const sameNetwork = new Client(app, "203.0.113.1");
    sameNetwork.cookies.set("console_device", owner.cookies.get("console_device")!);
    expect((await sameNetwork.signIn(OWNER)).response.status).toBe(302);
    // A forged device cookie counts for nothing.
    const forged = new Client(app, "203.0.113.2");
    forged.cookies.set("console_device", owner.cookies.get("console_device")!.replace(/.$/, "x"));
    expect((await forged.signIn(OWNER)).response.status).toBe(429);

    const audit = await database.db.selectFrom("audit_log").select(["action", "actor_email"]).execute();
    const count = (action: string) => audit.filter((row) => row.action === action).length;
    expect(count("account.sign-in-failed")).toBe(22);
    expect(count("account.sign-in")).toBe(4);
    expect(count("account.sign-out")).toBe(1);
    expect(
      audit.filter((row) => row.action === "account.sign-in").every((row) => row.actor_email === OWNER.email),
    ).toBe(true);
  });

  it("sends an account that must change its password to the password page, and refuses everything else until it does", async () => {
    const made = await createAccount(database.db, {
      email: "demo@example.com",
      password: "public-password-1",
      role: "owner",
      storeIds: [],
      actor: CLI_ACTOR,
      now: clock,
      hashCost: TEST_OPERATOR_HASH_COST,
      mustChangePassword: true,
    });
    expect(made.ok).toBe(true);
    const client = new Client(app);
    const signedIn = await client.signIn({ email: "demo@example.com", password: "public-password-1" });
    expect(signedIn.response.headers.get("location")).toBe("/console/password");
    const stores = await client.request("/console/stores");
    expect(stores.response.status).toBe(302);
    expect(stores.response.headers.get("location")).toBe("/console/password");
    expect((await client.request("/console/accounts.data")).response.status).toBe(403);
    const page = await client.request("/console/password");
    expect(page.response.status).toBe(200);
    const refused = await client.post("/console/accounts", { intent: "create", email: "x@example.com" });
    expect(refused.response.status).toBe(403);
    expect(await database.db.selectFrom("operator_accounts").select("id").execute()).toHaveLength(4);
    const changed = await client.post("/console/password", { current: "public-password-1", next: "a-new-password-9" });
    expect(changed.response.status).toBe(200);
    expect((await client.request("/console/stores")).response.status).toBe(200);
  });

  it("ends sessions on expiry and on sign-out", async () => {
    const client = new Client(app);
    await client.signIn(OWNER);
    const stolen = new Map(client.cookies);
    expect((await client.request("/console/stores")).response.status).toBe(200);
    const out = await client.post("/console/sign-out", {});
    expect(out.response.status).toBe(302);
    expect(out.response.headers.get("location")).toBe("/console/sign-in?signedOut=1");
    expect(client.cookies.has("console_session")).toBe(false);
    expect(await database.db.selectFrom("operator_sessions").selectAll().execute()).toHaveLength(0);
    // The old cookie opens nothing any more.
    const replay = new Client(app);
    replay.cookies = stolen;
    expect((await replay.request("/console/stores")).response.status).toBe(302);

    const later = new Client(app);
    await later.signIn(OWNER);
    clock = new Date(clock.getTime() + 11 * 3_600_000);
    expect((await later.request("/console/stores")).response.status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect((await later.request("/console/stores")).response.status).toBe(302);
  });

  it("refuses every mutation without the session's CSRF token or from another origin", async () => {
    const client = new Client(app);
    await client.signIn(OWNER);
    await client.request("/console/accounts");
    const create = { intent: "create", email: "new@example.com", password: "new-password-1", role: "staff" };
    const none = await client.request("/console/accounts", { form: create });
    expect(none.response.status).toBe(403);
    const wrong = await client.request("/console/accounts", { form: { ...create, _csrf: "x".repeat(43) } });
    expect(wrong.response.status).toBe(403);
    const crossSite = await client.request("/console/accounts", {
      form: { ...create, _csrf: client.csrf },
      headers: { origin: "http://evil.example" },
    });
    expect(crossSite.response.status).toBe(403);
    // Another operator's token is not this session's.
    const other = new Client(app);
    await other.signIn(STAFF);
    await other.request("/console/stores");
    const borrowed = await client.request("/console/accounts", { form: { ...create, _csrf: other.csrf } });
    expect(borrowed.response.status).toBe(403);
    // Sign-out too needs the token (no forced sign-out from another site).
    expect((await client.request("/console/sign-out", { method: "POST", form: { x: "1" } })).response.status).toBe(403);
    expect(
      await database.db
        .selectFrom("operator_accounts")
        .select("email")
        .where("email", "=", "new@example.com")
        .execute(),
    ).toHaveLength(0);
    // With it, the same request works.
    expect((await client.post("/console/accounts", create)).response.status).toBe(200);
  });

  it("keeps staff out of accounts and the audit log", async () => {
    const client = new Client(app);
    await client.signIn(STAFF);
    const stores = await client.request("/console/stores");
    expect(stores.response.status).toBe(200);
    expect(stores.text).not.toContain('href="/console/accounts"');
    expect(stores.text).not.toContain('href="/console/audit"');
    for (const page of ["/console/accounts", "/console/audit"]) {
      expect((await client.request(page)).response.status, page).toBe(403);
      expect((await client.request(`${page}.data`)).response.status, page).toBe(403);
    }
    const create = await client.post("/console/accounts", {
      intent: "create",
      email: "sneaky@example.com",
      password: "sneaky-password",
      role: "owner",
    });
    expect(create.response.status).toBe(403);
    for (const page of ["/console/orders", "/console/catalogue", "/console/fundraising"]) {
      expect((await client.request(page)).response.status, page).toBe(200);
    }
  });

  it("shows an organiser only their stores, and only orders, fundraising and their stores' audit log", async () => {
    const client = new Client(app);
    await client.signIn(ORGANISER);
    const stores = await client.request("/console/stores");
    expect(stores.response.status).toBe(200);
    expect(stores.text).toContain(">beta<");
    expect(stores.text).not.toContain(">alpha<");
    expect((await client.request("/console/stores?q=alpha")).text).toContain("No store matches this search.");
    for (const page of ["/console/orders", "/console/fundraising", "/console/password", "/console/audit"]) {
      expect((await client.request(page)).response.status, page).toBe(200);
    }
    for (const page of ["/console/catalogue", "/console/accounts"]) {
      expect((await client.request(page)).response.status, page).toBe(403);
    }
    expect(stores.text).not.toContain('href="/console/catalogue"');
  });

  it("lets an owner create and disable accounts, each change in the audit log with before and after", async () => {
    const owner = new Client(app);
    await owner.signIn(OWNER);
    await owner.request("/console/accounts");
    const invalid = await owner.post("/console/accounts", {
      intent: "create",
      email: "bad",
      password: "short",
      role: "organiser",
    });
    expect(invalid.response.status).toBe(422);
    expect(invalid.text).toContain("Enter a valid e-mail address.");
    expect(invalid.text).toContain("The password must have at least 10 characters.");
    expect(invalid.text).toContain("Choose at least one store for an organiser.");

    const created = await owner.post("/console/accounts", {
      intent: "create",
      email: "Helper@Example.com",
      password: "helper-password-1",
      role: "organiser",
      storeIds: ["alpha"],
    });
    expect(created.response.status).toBe(200);
    expect(created.text).toContain("Account helper@example.com created.");
    const taken = await owner.post("/console/accounts", {
      intent: "create",
      email: "helper@example.com",
      password: "helper-password-1",
      role: "staff",
    });
    expect(taken.text).toContain("An account with this e-mail address already exists.");

    const helper = new Client(app);
    await helper.signIn({ email: "helper@example.com", password: "helper-password-1" });
    expect((await helper.request("/console/stores")).text).toContain(">alpha<");

    const account = await database.db
      .selectFrom("operator_accounts")
      .select("id")
      .where("email", "=", "helper@example.com")
      .executeTakeFirstOrThrow();
    await owner.request("/console/accounts");
    const disabled = await owner.post("/console/accounts", { intent: "disable", accountId: account.id });
    expect(disabled.response.status).toBe(200);
    // Disabling ends the account's sessions at once, and it cannot sign in again.
    expect((await helper.request("/console/stores")).response.status).toBe(302);
    expect((await helper.signIn({ email: "helper@example.com", password: "helper-password-1" })).response.status).toBe(
      401,
    );

    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", account.id)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([
      ["account.create", OWNER.email],
      ["account.sign-in", "helper@example.com"],
      ["account.disable", OWNER.email],
      // Signing in to a disabled account is a failed sign-in, audited as such.
      ["account.sign-in-failed", "helper@example.com"],
    ]);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      email: "helper@example.com",
      role: "organiser",
      storeIds: ["alpha"],
      disabled: false,
    });
    expect(audit[0]!.after_json).not.toContain("$2");
    expect(JSON.parse(audit[2]!.before_json!)).toMatchObject({ disabled: false });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ disabled: true });
    const page = await owner.request("/console/audit");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Disabled the account helper@example.com");
    expect(page.text).toContain("helper@example.com (not signed in)");

    // The owner cannot disable themselves.
    const self = await database.db
      .selectFrom("operator_accounts")
      .select("id")
      .where("email", "=", OWNER.email)
      .executeTakeFirstOrThrow();
    const refused = await owner.post("/console/accounts", { intent: "disable", accountId: self.id });
    expect(refused.response.status).toBe(422);
  });

  it("changes one's password after checking the current one, ending the other sessions", async () => {
    const first = new Client(app);
    const second = new Client(app);
    await first.signIn(STAFF);
    await second.signIn(STAFF);
    await first.request("/console/password");
    const wrong = await first.post("/console/password", { current: "not-it-at-all", next: "a-new-password-2" });
    expect(wrong.response.status).toBe(422);
    expect(wrong.text).toContain("The current password is wrong.");
    const done = await first.post("/console/password", { current: STAFF.password, next: "a-new-password-2" });
    expect(done.response.status).toBe(200);
    expect((await first.request("/console/stores")).response.status).toBe(200);
    expect((await second.request("/console/stores")).response.status).toBe(302);
    expect((await new Client(app).signIn({ email: STAFF.email, password: "a-new-password-2" })).response.status).toBe(
      302,
    );
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "after_json"])
      .where("action", "=", "account.password")
      .execute();
    expect(audit).toEqual([{ action: "account.password", after_json: '{"passwordChanged":true}' }]);
  });

  it("renders the console in Arabic right to left, and Russian, from ?lang=", async () => {
    const client = new Client(app);
    const ar = await client.request("/console/sign-in?lang=ar");
    expect(ar.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.text).toContain("تسجيل الدخول إلى وحدة تحكم المشغّل");
    const ru = await client.request("/console/sign-in?lang=ru");
    expect(ru.text).toContain("Вход в консоль оператора");
  });
});
