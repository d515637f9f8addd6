// Pop-up store e-mails with two server processes sweeping one database (docs/decisions/0032, 0035):
// each confirmed "notify me" address gets exactly one opening e-mail, and each close reminder (3 days,
// 1 day, closed) goes exactly once to the organiser (the sales person), once to the store's console
// organiser account (decision 0044) and once to the operator, while both processes
// sweep every second (POPUP_SWEEP_SECONDS=1) and deliver through one fake SMTP server. The two
// processes share a clock file (TEST_CLOCK_FILE) the test moves: no waiting for real time beyond a
// few sweep intervals. On one SQLite file (WAL, both processes) and, with DATABASE_URL or
// TEST_DATABASE_URL, on one PostgreSQL database.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { linkToken } from "~server/modules/notify-me/notify-me.service";
import { createTestAccounts } from "~server/testing/console-accounts";
import {
  ADMIN_KEY,
  eventually,
  exchange,
  fakeSmtp,
  freshPostgres,
  openDatabase,
  SESSION_SECRET,
  startServer,
  type ServerProcess,
} from "./harness";

const H = 3_600_000;
const OPENS = Date.parse("2031-03-02T14:00:00Z");
const CLOSES = Date.parse("2031-03-16T22:00:00Z");
const HOST = "sweeps.localhost";
const ORGANISER = "organiser@sweeps.example";
const OPERATOR = "operator@platform.example";
const COACH = "coach@sweeps.example";
const SWEEP_MS = 1_000;
/** After the expected e-mails are there, both processes sweep this long more: nothing else may come. */
const SETTLE_MS = 3 * SWEEP_MS + 500;

const root = path.resolve(import.meta.dirname, "../..");
const popupFile = JSON.parse(readFileSync(path.join(root, "data/demo/stores/popup.json"), "utf8")) as {
  data: Record<string, unknown> & { primaryInformation: Record<string, unknown> };
};

const legs: { name: string; database: () => Promise<{ url?: string; drop(): Promise<void> } | undefined> }[] = [
  { name: "one SQLite file", database: async () => ({ url: undefined, drop: async () => undefined }) },
  { name: "one PostgreSQL database", database: () => freshPostgres("popup_sweeps") },
];

describe.each(legs)("two processes sweeping pop-up stores on $name", (leg) => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let db: { url?: string; drop(): Promise<void> } | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let clockFile = "";
  const setClock = (at: number) => writeFileSync(clockFile, new Date(at).toISOString());

  beforeAll(async () => {
    db = await leg.database();
    if (!db) return;
    smtp = await fakeSmtp();
    clockFile = path.join(mkdtempSync(path.join(tmpdir(), "storefront-clock-")), "now");
    setClock(OPENS - 2 * H);
    const env: Record<string, string> = {
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_SECONDS: "1",
      POPUP_SWEEP_SECONDS: String(SWEEP_MS / 1_000),
      OPERATOR_EMAIL: OPERATOR,
      TEST_CLOCK_FILE: clockFile,
      TRUST_PROXY: "127.0.0.1,::1",
      ...(db.url ? { DATABASE_URL: db.url } : {}),
    };
    a = await startServer(env);
    // The second process shares the first one's data directory: the same SQLite file (or PostgreSQL).
    b = await startServer(env, a.dataDir);
    database = await openDatabase(a, db.url);
    const data = {
      ...popupFile.data,
      primaryInformation: { ...popupFile.data.primaryInformation, storeName: "Sweep Test Store" },
      storeSalesPersonInfo: { firstName: "Dana", lastName: "Reyes", email: ORGANISER },
      storeWindow: {
        opensAt: new Date(OPENS).toISOString(),
        closesAt: new Date(CLOSES).toISOString(),
        timeZone: "America/Chicago",
      },
    };
    const put = await exchange(a.port, "PUT", "/api/admin/stores/sweeps", {
      body: { domains: [HOST], data },
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
      host: "localhost",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    await createTestAccounts(database.db, new Date(), [
      { who: { email: COACH, password: "coach-password-1" }, role: "organiser", storeIds: ["sweeps"] },
    ]);
  });

  afterAll(async () => {
    await database?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await db?.drop();
  });

  /** The e-mails the fake SMTP server received, by recipient. */
  const delivered = (to: string) =>
    smtp.messages.filter((message) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\s*$`, "mi").test(message));
  const outbox = () =>
    database.db.selectFrom("mail_outbox").select(["to_address", "subject", "status"]).orderBy("id").execute();
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  it("gives each confirmed address exactly one opening e-mail, whichever process sweeps", async (context) => {
    if (!db) return context.skip();
    const fans = Array.from({ length: 8 }, (_, i) => `fan${i}@example.com`);
    const signUp = (email: string, i: number) =>
      exchange((i % 2 ? a : b).port, "POST", "/api/promo/stores/notify-me", {
        body: { email },
        host: HOST,
        headers: { "X-Forwarded-For": `198.51.100.${i + 1}`, "Accept-Language": i % 3 === 0 ? "ar" : "en" },
      });
    const answers = await Promise.all([...fans, "pending@example.com", "leaver@example.com"].map(signUp));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    // Confirm the fans and the leaver through the links (alternating processes); the leaver then
    // unsubscribes; pending@ never confirms.
    const rows = await database.db.selectFrom("store_notify_requests").select(["id", "email"]).execute();
    const follow = async (email: string, purpose: "confirm" | "unsubscribe", i: number) => {
      const id = rows.find((row) => row.email === email)!.id;
      const answer = await exchange(
        (i % 2 ? a : b).port,
        "GET",
        `/api/promo/stores/notify-me/${purpose}?id=${id}&token=${linkToken(SESSION_SECRET, id, purpose)}`,
        { host: HOST },
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toMatch(/notify=(confirmed|unsubscribed)$/);
    };
    await Promise.all([...fans, "leaver@example.com"].map((email, i) => follow(email, "confirm", i)));
    await follow("leaver@example.com", "unsubscribe", 0);

    // Before opening, both processes sweep and send nothing but the ten confirmation links.
    await eventually(async () => smtp.messages.length >= 10, 30_000, "the confirmation e-mails");
    await settle();
    expect(smtp.messages).toHaveLength(10);

    setClock(OPENS + 60_000);
    await eventually(
      async () => fans.every((fan) => delivered(fan).length === 2),
      30_000,
      "one opening e-mail for each confirmed address",
    );
    await settle();
    for (const fan of fans) expect(delivered(fan), fan).toHaveLength(2);
    expect(delivered("pending@example.com")).toHaveLength(1);
    expect(delivered("leaver@example.com")).toHaveLength(1);
    const openings = (await outbox()).filter((mail) => mail.subject.includes("is open"));
    expect(openings.map((mail) => mail.to_address).sort()).toEqual([...fans].sort());
    expect(openings.every((mail) => mail.status === "sent")).toBe(true);
    expect(smtp.messages).toHaveLength(18);
  });

  it("sends each close reminder once to the organiser, the organiser account and the operator", async (context) => {
    if (!db) return context.skip();
    const before = smtp.messages.length;
    const steps = [
      { at: CLOSES - 60 * H, subject: /closes in 2 days 12 hours$/ },
      { at: CLOSES - 10 * H, subject: /closes in 10 hours$/ },
      { at: CLOSES + H, subject: /has closed: production totals$/ },
    ];
    for (const [i, step] of steps.entries()) {
      setClock(step.at);
      const want = i + 1;
      await eventually(
        async () => [ORGANISER, COACH, OPERATOR].every((to) => delivered(to).length === want),
        30_000,
        `reminder ${want} to the organiser, the organiser account and the operator`,
      );
      await settle();
      for (const to of [ORGANISER, COACH, OPERATOR]) expect(delivered(to), to).toHaveLength(want);
      const reminders = (await outbox()).filter((mail) => [ORGANISER, COACH, OPERATOR].includes(mail.to_address));
      expect(reminders).toHaveLength(3 * want);
      expect(reminders.slice(-3).map((mail) => mail.to_address)).toEqual([ORGANISER, COACH, OPERATOR]);
      expect(reminders.slice(-3).map((mail) => mail.subject)).toEqual(
        Array(3).fill(expect.stringMatching(step.subject)),
      );
    }
    expect(smtp.messages.length - before).toBe(9);
    const recorded = await database.db.selectFrom("store_window_reminders").select("kind").execute();
    expect(recorded.map((row) => row.kind).sort()).toEqual(["1d", "3d", "closed"]);
  });
});
