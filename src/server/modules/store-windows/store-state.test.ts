// A store's state as the server decides it (issue 45, docs/decisions/0093), at the window's
// boundaries, on SQLite and PostgreSQL: the public store document's takesOrders and state, the
// refused order's message (the store's own, else the spec's 'Store is closed'), the shop's page
// turning closed on the first request at the window's end, and the console's stores list and store
// page in the console's language.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StoreDataSchema, type StoreData } from "~core/entities/store.schema";
import { testDialects } from "~server/testing/test-db";
import { findStoreById, upsertStore } from "~server/modules/stores/stores.repository";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { createTestAccounts } from "~server/testing/console-accounts";
import { ConsoleClient } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";

const OPENS = Date.parse("2026-12-01T15:00:00Z");
const CLOSES = Date.parse("2026-12-15T23:00:00Z");
const H = 3_600_000;
const OWNER = { email: "owner@example.com", password: "owner-password-1" };

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
}, 120_000);
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects())("store state on %s", (dialect) => {
  let bed: Testbed;
  let clock = OPENS - H;
  beforeEach(async () => {
    clock = OPENS - H;
    bed = await createCheckoutTestbed(dialect, { now: () => new Date(clock), webBuild: web.webBuild });
    await editDemo((data) => ({
      ...data,
      storeMessage: { ...data.storeMessage, closedMessage: "", notYetOpenMessage: "" },
      storeWindow: {
        opensAt: "2026-12-01T09:00:00-06:00",
        closesAt: "2026-12-15T17:00:00-06:00",
        timeZone: "America/Chicago",
      },
    }));
  });
  afterEach(async () => {
    await bed.close();
  });

  async function editDemo(edit: (data: StoreData) => unknown, isActive?: boolean) {
    const store = (await findStoreById(bed.db, "demo"))!;
    const data = StoreDataSchema.parse(edit(store.data));
    if (isActive !== undefined) data.primaryInformation.isActive = isActive;
    await upsertStore(bed.db, { id: "demo", domains: ["localhost", "demo.localhost"], passwordHash: null, data });
  }
  const place = async (locale = "en") =>
    call(bed.app, "POST", `/api/promo/ecommerce/orders?lang=${locale}`, {
      order: await buildClientOrder(bed, [TEE]),
      mailHtml: "<p>x</p>",
    });
  const storeDocument = async () =>
    (
      (await (await call(bed.app, "GET", "/api/promo/stores/domainsource")).json()) as {
        data: { takesOrders: boolean; state: { kind: string; takesOrders: boolean; at?: string; changesAt?: string } };
      }
    ).data;

  it("says in the store document whether the store takes orders now, turning at each boundary", async () => {
    clock = OPENS - 1;
    expect(await storeDocument()).toMatchObject({
      takesOrders: false,
      state: { kind: "opensOn", takesOrders: false, at: "2026-12-01T09:00:00-06:00", timeZone: "America/Chicago" },
    });
    clock = OPENS;
    expect(await storeDocument()).toMatchObject({
      takesOrders: true,
      state: { kind: "open", at: "2026-12-15T17:00:00-06:00", changesAt: "2026-12-15T17:00:00-06:00" },
    });
    clock = CLOSES - 1;
    expect((await storeDocument()).takesOrders).toBe(true);
    clock = CLOSES;
    expect(await storeDocument()).toMatchObject({ takesOrders: false, state: { kind: "closedSince" } });
    expect((await storeDocument()).state.changesAt).toBeUndefined();

    clock = OPENS + H;
    await editDemo((data) => data, false);
    expect(await storeDocument()).toMatchObject({ takesOrders: false, state: { kind: "inactive" } });
    // The same document by domain in the path.
    const byDomain = await call(bed.app, "GET", "/api/promo/stores/domainsource/demo.localhost");
    expect(((await byDomain.json()) as { data: { state: { kind: string } } }).data.state.kind).toBe("inactive");
  });

  it("documents takesOrders and the state in the OpenAPI description", async () => {
    const doc = (await (await call(bed.app, "GET", "/api/openapi.json")).json()) as Record<string, unknown>;
    const text = JSON.stringify(doc);
    expect(text).toContain('"takesOrders"');
    expect(text).toContain('"closedSince"');
    expect(text).toContain('"StoreState"');
  });

  it("refuses an order with the spec's 'Store is closed', or with the store's own closed message", async () => {
    clock = CLOSES;
    const plain = await place();
    expect(plain.status).toBe(409);
    expect(await plain.json()).toMatchObject({
      code: "order.closed",
      message: "Store is closed",
      data: { storeState: { kind: "closedSince", takesOrders: false } },
    });
    expect(await (await place("ru")).json()).toMatchObject({ message: "Магазин закрыт" });

    await editDemo((data) => ({
      ...data,
      storeMessage: {
        ...data.storeMessage,
        closedMessage: "Thanks, Wildcats! Orders closed on Dec 15.",
        notYetOpenMessage: "Opens Dec 1 at 9 AM.",
      },
    }));
    const own = await place();
    expect(await own.json()).toMatchObject({
      code: "order.closedWith",
      message: "Store is closed: Thanks, Wildcats! Orders closed on Dec 15.",
    });
    expect(await (await place("ar")).json()).toMatchObject({
      message: "المتجر مغلق: Thanks, Wildcats! Orders closed on Dec 15.",
    });
    clock = OPENS - 1;
    expect(await (await place()).json()).toMatchObject({ message: "Store is closed: Opens Dec 1 at 9 AM." });
    clock = CLOSES - 1;
    expect((await place()).status).toBe(200);
    expect(await bed.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
  });

  it("shows the shop closed on the first request at the window's end, after one made a moment before", async () => {
    const page = async () => {
      const res = await call(bed.app, "GET", "/shop", undefined, { Accept: "text/html", "Accept-Language": "en" });
      expect(res.status).toBe(200);
      return res.text();
    };
    clock = CLOSES - 1;
    const before = await page();
    expect(before).toContain("Open until December 15, 2026 at 5:00 PM CST.");
    expect(before).not.toContain("This store closed on");
    clock = CLOSES;
    const after = await page();
    expect(after).toContain("This store closed on December 15, 2026 at 5:00 PM CST.");
  });

  it("shows the state in the console's stores list and on the store's page, in the console's language", async () => {
    await createTestAccounts(bed.db, new Date(clock), [{ who: OWNER, role: "owner" }]);
    // Signed in afresh at each time: a session does not last the two weeks the clock jumps.
    const page = async (path: string) => {
      const client = new ConsoleClient(bed.app);
      expect((await client.signIn(OWNER)).response.status).toBe(302);
      return (await client.request(path)).text;
    };
    const state = (html: string) => /data-testid="store-state" data-state="(\w+)">([^<]*)</.exec(html)?.slice(1);

    clock = OPENS - H;
    expect(state(await page("/console/stores"))).toEqual(["opensOn", "Opens on December 1, 2026 at 9:00 AM CST"]);
    clock = CLOSES - 1;
    expect(state(await page("/console/stores"))).toEqual(["open", "Open until December 15, 2026 at 5:00 PM CST"]);
    clock = CLOSES;
    expect(state(await page("/console/stores"))).toEqual([
      "closedSince",
      "Closed since December 15, 2026 at 5:00 PM CST",
    ]);
    expect(state(await page("/console/stores/demo"))).toEqual([
      "closedSince",
      "State: Closed since December 15, 2026 at 5:00 PM CST",
    ]);
    expect(state(await page("/console/stores?lang=ru"))?.[1]).toMatch(/^Закрыт с 15 декабря 2026/);
    await editDemo((data) => data, false);
    expect(state(await page("/console/stores?lang=en"))).toEqual(["inactive", "Inactive (switched off)"]);
  });
});
