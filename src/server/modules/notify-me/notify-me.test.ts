// "Notify me": double opt-in, one-click unsubscribe, rate limits, and one opening e-mail per confirmed
// address in its language, exactly once even when two processes (two connections) sweep at once.
// The server's clock is a test clock: no sleeping.
import { testDatabaseUrl } from "~server/env";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreDataSchema, type StoreData } from "~core/entities/store.schema";
import type { AppEnv } from "~server/context";
import { createDatabase, type Database, type SqlDialect } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { createErrorHandler } from "~server/http/error-handler";
import { resolveTenant } from "~server/http/tenant";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { ADMIN_KEY, call, SESSION_SECRET, testLogger } from "~server/testing/checkout-testbed";
import { importDemoStores } from "~server/modules/catalog/demo-stores.fixture";
import { findStoreById, upsertStore } from "~server/modules/stores/stores.repository";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { createNotifyMeRoutes } from "./notify-me.routes";
import { linkToken, sendOpeningNotices } from "./notify-me.service";

const OPENS = Date.parse("2026-12-01T15:00:00Z");
const H = 3_600_000;

describe.each(testDialects({ postgres: "concurrency" }))("notify me on %s", (dialect) => {
  let database: Database;
  let app: Hono<AppEnv>;
  let clock = OPENS - 5 * H;
  const now = () => new Date(clock);

  beforeEach(async () => {
    clock = OPENS - 5 * H;
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db, ["demo", "closed"]);
    await editStore("demo", (data) => ({
      ...data,
      storeWindow: { opensAt: new Date(OPENS).toISOString(), closesAt: new Date(OPENS + 300 * H).toISOString() },
    }));
    app = new Hono<AppEnv>();
    app.onError(createErrorHandler(testLogger));
    app.use("*", resolveTenant(database.db));
    app.route(
      "/api",
      createNotifyMeRoutes({ db: database.db, sessionSecret: SESSION_SECRET, adminApiKey: ADMIN_KEY, now }),
    );
  });
  afterEach(async () => {
    await database.close();
  });

  async function editStore(id: string, edit: (data: StoreData) => unknown) {
    const store = await findStoreById(database.db, id);
    const domains = id === "demo" ? ["localhost", "demo.localhost"] : [`${id}.localhost`];
    await upsertStore(database.db, {
      id,
      domains,
      passwordHash: store!.passwordHash,
      data: StoreDataSchema.parse(edit(store!.data)),
    });
  }
  const signUp = (email: string, lang = "en") =>
    call(app, "POST", `/api/promo/stores/notify-me?lang=${lang}`, { email });
  const linkOf = (html: string, purpose: string) =>
    new URL(html.match(new RegExp(`href="(http[^"]*/${purpose}\\?[^"]*)"`))![1]!.replaceAll("&amp;", "&"));
  const follow = (url: URL, method = "GET") => call(app, method, `${url.pathname}${url.search}`);

  it("signs up one address sent in parallel once, answering each request", async () => {
    const responses = await Promise.all([1, 2, 3].map(() => signUp("twice@example.com")));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200]);
    const rows = await database.db
      .selectFrom("store_notify_requests")
      .select("id")
      .where("email", "=", "twice@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    // Every link sent names that one sign-up.
    for (const mail of await listOutbox(database.db))
      expect(linkOf(mail.html, "confirm").searchParams.get("id")).toBe(rows[0]!.id);
  });

  it("sends a confirmation link in the shopper's language; only confirmed addresses hear of the opening, once", async () => {
    const res = await signUp("Ada@Example.com", "ru");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { code: "notify.checkEmail", message: "Проверьте почту: мы отправили ссылку для подтверждения адреса." },
    });
    await signUp("grace@example.com");
    const [ada, grace] = await listOutbox(database.db);
    expect(ada).toMatchObject({
      to_address: "ada@example.com",
      subject: "Подтвердите: сообщить, когда откроется Lakeside Eagles Team Store",
    });
    expect(grace?.subject).toBe("Confirm: tell me when Lakeside Eagles Team Store opens");

    // A forged token is a bad link; the real one confirms.
    const confirm = linkOf(ada!.html, "confirm");
    const forged = new URL(confirm);
    forged.searchParams.set(
      "token",
      linkToken("another-secret-0123456789-0123456789", forged.searchParams.get("id")!, "confirm"),
    );
    expect((await follow(forged)).headers.get("location")).toBe("/?notify=bad-link");
    const confirmed = await follow(confirm);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/?notify=confirmed");

    // Not open yet: nothing is sent.
    expect(await sendOpeningNotices({ db: database.db, sessionSecret: SESSION_SECRET, now })).toBe(0);
    clock = OPENS + 1;
    expect(await sendOpeningNotices({ db: database.db, sessionSecret: SESSION_SECRET, now })).toBe(1);
    expect(await sendOpeningNotices({ db: database.db, sessionSecret: SESSION_SECRET, now })).toBe(0);
    const opening = (await listOutbox(database.db)).slice(2);
    expect(opening).toHaveLength(1);
    expect(opening[0]).toMatchObject({ to_address: "ada@example.com", subject: "Lakeside Eagles Team Store открыт" });
    expect(opening[0]!.html).toContain("Отписаться");

    // One click unsubscribes (GET the link, or POST as mail clients do).
    const unsubscribe = linkOf(opening[0]!.html, "unsubscribe");
    expect((await follow(unsubscribe, "POST")).headers.get("location")).toBe("/?notify=unsubscribed");
    const row = await database.db
      .selectFrom("store_notify_requests")
      .select("status")
      .where("email", "=", "ada@example.com")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("unsubscribed");
  });

  it("refuses an open store, a bad address, and too many sign-ups", async () => {
    const closedStore = await call(
      app,
      "POST",
      "/api/promo/stores/notify-me",
      { email: "a@example.com" },
      {},
      "closed.localhost",
    );
    expect(closedStore.status).toBe(200);
    clock = OPENS + H;
    const open = await signUp("b@example.com");
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({
      code: "notify.notClosed",
      message: "This store is open: there is nothing to wait for.",
    });
    clock = OPENS + 400 * H;
    const over = await signUp("b@example.com", "ar");
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      code: "notify.over",
      message: "أُغلق هذا المتجر نهائيًا: لا يوجد افتتاح لانتظاره.",
    });
    clock = OPENS - H;
    expect((await signUp("not-an-address")).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signUp("c@example.com")).status).toBe(200);
    const limited = await signUp("c@example.com");
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("notify.tooMany");
  });

  it("queues one opening e-mail per confirmed address when two processes sweep at once", async () => {
    const [first, other, close] = await twoConnections(dialect);
    try {
      await importDemoStores(first.db, ["demo"]);
      const store = await findStoreById(first.db, "demo");
      const data = StoreDataSchema.parse({ ...store!.data, storeWindow: { opensAt: new Date(OPENS).toISOString() } });
      await upsertStore(first.db, { id: "demo", domains: ["localhost", "demo.localhost"], passwordHash: null, data });
      await sweepTwice(first, other);
    } finally {
      await close();
    }
  });

  async function sweepTwice(first: Database, other: Database) {
    const stamp = new Date(clock).toISOString();
    await first.db
      .insertInto("store_notify_requests")
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          id: `req-${i}`,
          store_id: "demo",
          email: `fan${i}@example.com`,
          locale: i % 2 ? "ar" : "en",
          origin: "http://demo.localhost",
          status: "confirmed" as const,
          notified_for: null,
          created_at: stamp,
          confirmed_at: stamp,
        })),
      )
      .execute();
    clock = OPENS + H;
    // Two processes: each with its own connection pool to the same database, sweeping twice at once.
    const counts = await Promise.all([
      sendOpeningNotices({ db: first.db, sessionSecret: SESSION_SECRET, now }),
      sendOpeningNotices({ db: other.db, sessionSecret: SESSION_SECRET, now }),
      sendOpeningNotices({ db: first.db, sessionSecret: SESSION_SECRET, now }),
      sendOpeningNotices({ db: other.db, sessionSecret: SESSION_SECRET, now }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    const mail = await listOutbox(first.db);
    expect(mail).toHaveLength(40);
    expect(new Set(mail.map((m) => m.to_address)).size).toBe(40);
    expect(mail.find((m) => m.to_address === "fan1@example.com")?.subject).toBe(
      "Lakeside Eagles Team Store مفتوح الآن",
    );
  }
});

/** One migrated database opened twice (two connection pools on PostgreSQL), as two server processes open it. */
async function twoConnections(dialect: SqlDialect): Promise<[Database, Database, () => Promise<void>]> {
  if (dialect === "sqlite") {
    // SQLite serves one process (docs/scaling.md): its sweeps interleave on one connection. Two
    // connections in one test process would block each other's event loop, which two processes do not.
    const dataDir = mkdtempSync(path.join(tmpdir(), "notify-two-"));
    const first = await createDatabase({ dataDir });
    await migrateToLatest(first.db);
    return [
      first,
      first,
      async () => {
        await first.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    ];
  }
  const server = testDatabaseUrl()!;
  const name = `test_notify_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const first = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), onPoolError: () => {} });
  await migrateToLatest(first.db);
  const other = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), onPoolError: () => {} });
  return [
    first,
    other,
    async () => {
      await other.close();
      await first.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  ];
}
