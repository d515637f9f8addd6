import { createHash } from "node:crypto";
import fc from "fast-check";
import { cents } from "~core/money";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import { ADMIN_KEY, call, createCheckoutTestbed, type Testbed } from "~server/testing/checkout-testbed";
import { consumeGiftHold, findActiveGiftHold } from "./gift-codes.service";
import { createGiftCodesConsole } from "./gift-codes.console";

type Applied = {
  data: { isSuccess: boolean; message: string; orderKey?: string; appliedAmount: number; remainingBalance: number };
};

describe.each(testDialects({ postgres: "concurrency" }))("gift codes API on %s", (dialect) => {
  let bed: Testbed;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date("2026-12-01T10:00:00.000Z");
    bed = await createCheckoutTestbed(dialect, { now: () => clock, stores: ["demo", "private"] });
  });
  afterEach(async () => {
    await bed.close();
  });

  const apply = async (code: string, orderAmount: number, host?: string) => {
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", { code, orderAmount }, {}, host);
    return { status: res.status, body: (await res.json()) as Applied };
  };
  /** A call from one client (its socket address), as each shopper's browser makes it. */
  const callAs = (client: string, method: string, url: string, body?: unknown) =>
    bed.app.request(
      `http://demo.localhost${url}`,
      {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: client } } },
    );
  /**
   * One shopper's checkout: its address and the gift session cookie the first apply issues, sent back
   * with every later call as the browser does.
   */
  const shopper = (client = "192.0.2.10") => {
    let cookie: string | undefined;
    const send = async (method: string, url: string, body?: unknown) => {
      const headers: Record<string, string> = body === undefined ? {} : { "Content-Type": "application/json" };
      if (cookie) headers.Cookie = cookie;
      const res = await bed.app.request(
        `http://demo.localhost${url}`,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: client } } },
      );
      const set = res.headers.get("set-cookie")?.match(/gift_session=[^;]*/)?.[0];
      if (set) cookie = set;
      return res;
    };
    return {
      send,
      cookie: () => cookie,
      apply: async (code: string, orderAmount: number) => {
        const res = await send("POST", "/api/promo/ecommerce/gift-code/apply", { code, orderAmount });
        return { status: res.status, body: (await res.json()) as Applied };
      },
    };
  };
  const applyAs = async (client: string, code: string, orderAmount: number) => {
    const res = await callAs(client, "POST", "/api/promo/ecommerce/gift-code/apply", { code, orderAmount });
    return { status: res.status, body: (await res.json()) as Applied };
  };
  const balance = async (code: string) =>
    (await bed.db.selectFrom("gift_codes").select("balance_cents").where("code", "=", code).executeTakeFirstOrThrow())
      .balance_cents;

  it("applies min(balance, order amount) under a new order key; other checkouts' holds take nothing from it", async () => {
    const { status, body } = await apply("gift-100", 40);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      isSuccess: true,
      message: "Gift card code applied.",
      appliedAmount: 40,
      remainingBalance: 60,
    });
    expect(body.data.orderKey).toMatch(/^[0-9a-f-]{36}$/);
    // Another checkout sees the whole balance: a hold reserves nothing (decision 0098).
    const big = await apply("GIFT-100", 150);
    expect(big.body.data).toMatchObject({ isSuccess: true, appliedAmount: 100, remainingBalance: 0 });
    const none = await apply("EMPTY-0", 10);
    expect(none.body.data).toMatchObject({ isSuccess: false, message: "This gift card has no balance left." });
    const arabic = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/gift-code/apply",
      { code: "EMPTY-0", orderAmount: 10 },
      {
        Cookie: "lang=ar",
      },
    );
    expect(((await arabic.json()) as Applied).data).toMatchObject({
      isSuccess: false,
      code: "gift.spent",
      message: "لم يتبقَّ رصيد في بطاقة الهدايا هذه.",
    });
    expect(await balance("GIFT-100")).toBe(10000);
  });

  it("issues the checkout session as an HttpOnly cookie for the gift card calls only", async () => {
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
      code: "GIFT-100",
      orderAmount: 5,
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gift_session=[0-9a-f-]{36};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/promo\/ecommerce/);
    const session = cookie.match(/gift_session=([^;]*)/)?.[1];
    // A checkout that has a session keeps it.
    const again = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/gift-code/apply",
      { code: "GIFT-100", orderAmount: 5 },
      { Cookie: `gift_session=${session}` },
    );
    expect(again.headers.get("set-cookie")).toContain(`gift_session=${session};`);
  });

  it("says why a code cannot be applied: empty, unknown or spent", async () => {
    expect((await apply("", 10)).body.data).toMatchObject({
      isSuccess: false,
      message: "Please enter valid gift card number.",
    });
    expect((await apply("NOPE-1", 10)).body.data).toMatchObject({
      isSuccess: false,
      message: expect.stringContaining("could not find"),
    });
    expect((await apply("EMPTY-0", 10)).body.data).toMatchObject({
      isSuccess: false,
      message: "This gift card has no balance left.",
    });
  });

  it("follows a changed total, shows only the shopper's own hold, and releases it on remove", async () => {
    const owner = shopper();
    const { body } = await owner.apply("GIFT-25", 20);
    const key = body.data.orderKey as string;
    await shopper("192.0.2.11").apply("GIFT-25", 3);
    const updated = await owner.send("PUT", `/api/promo/ecommerce/cart-gift-code/${key}`, { totalAmount: 30 });
    expect(((await updated.json()) as Applied).data).toMatchObject({ appliedAmount: 25, remainingBalance: 0 });
    const view = await owner.send("GET", `/api/promo/ecommerce/gift-code/${key}`);
    expect(await view.json()).toEqual({
      data: { code: "GIFT-25", balance: 25, blockedParts: [{ orderKey: key, totalAmount: 25 }] },
    });

    const wrong = await owner.send("POST", "/api/promo/ecommerce/gift-code/remove", {
      orderKey: key,
      code: "GIFT-100",
    });
    expect(((await wrong.json()) as Applied).data.isSuccess).toBe(false);
    const removed = await owner.send("POST", "/api/promo/ecommerce/gift-code/remove", {
      orderKey: key,
      code: "gift-25",
    });
    expect(await removed.json()).toEqual({
      data: { isSuccess: true, code: "gift.removed", message: "Gift card removed." },
    });
    expect((await owner.send("GET", `/api/promo/ecommerce/gift-code/${key}`)).status).toBe(404);
    expect((await owner.send("PUT", `/api/promo/ecommerce/cart-gift-code/${key}`, { totalAmount: 5 })).status).toBe(
      404,
    );
  });

  it("lets a hold expire after the reservation time", async () => {
    const owner = shopper();
    const first = await owner.apply("GIFT-25", 25);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const view = await owner.send("GET", `/api/promo/ecommerce/gift-code/${first.body.data.orderKey}`);
    expect(((await view.json()) as { data: { blockedParts: unknown[] } }).data.blockedParts).toEqual([]);
    // An order cannot use it any more: the checkout applies the code again.
    expect(await findActiveGiftHold(bed.db, "demo", first.body.data.orderKey as string, clock)).toBeUndefined();
  });

  it("never spends more than the balance: 50 checkouts hold $30 of $100, 50 parallel placements take exactly three", async () => {
    // Fifty shoppers, each from their own address: every one of them is applied the $30 it asks for.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shopper(`198.51.100.${i + 1}`).apply("GIFT-100", 30)),
    );
    expect(results.map((r) => r.body.data.appliedAmount)).toEqual(Array.from({ length: 50 }, () => 30));
    const keys = results.map((r) => r.body.data.orderKey as string);
    // The fifty orders are placed at once: each takes its amount in its own transaction.
    const placed = await Promise.allSettled(
      keys.map((key) => bed.db.transaction().execute((trx) => consumeGiftHold(trx, "demo", key, cents(3000), clock))),
    );
    expect(placed.filter((p) => p.status === "fulfilled")).toHaveLength(3);
    const refused = placed.filter((p): p is PromiseRejectedResult => p.status === "rejected");
    expect(refused).toHaveLength(47);
    expect(refused.every((p) => (p.reason as { code?: string }).code === "conflict")).toBe(true);
    expect(await balance("GIFT-100")).toBe(1000);
    const consumed = await bed.db
      .selectFrom("gift_code_reservations")
      .select((eb) => eb.fn.sum<number>("amount_cents").as("spent"))
      .where("code", "=", "GIFT-100")
      .where("state", "=", "consumed")
      .executeTakeFirstOrThrow();
    // The ledger: what the consumed holds took is exactly what left the card.
    expect(Number(consumed.spent)).toBe(9000);
  });

  it("checks at most 10 unknown codes of 40 guessed at once by one client; the rest are 429", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => applyAs("203.0.113.1", `GUESS-${i}`, 50)));
    expect(answers.filter((a) => a.status === 200).length).toBe(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    expect((refused[0]!.body as unknown as { message: string }).message).toMatch(/^Too many gift card numbers tried/);
    // Even a real code is refused to that client now; another client is not affected.
    expect((await applyAs("203.0.113.1", "GIFT-500", 10)).status).toBe(429);
    expect((await applyAs("203.0.113.2", "GIFT-500", 10)).body.data.isSuccess).toBe(true);
  });

  it("never switches the store's gift cards off: past its figure each client gets two more guesses", async () => {
    await bed.db
      .insertInto("rate_limits")
      .values({ key: "gift-lookup:demo", window_start: new Date(clock.getTime() - 60_000).toISOString(), count: 200 })
      .execute();
    // A shopper with a real code, from an address the guesser does not hold, is served.
    expect((await applyAs("192.0.2.78", "GIFT-500", 10)).body.data.isSuccess).toBe(true);
    // A new address guessing at the attacked store gets two tries, then waits minutes, not a quarter hour.
    expect((await applyAs("192.0.2.77", "GUESS-1", 10)).status).toBe(200);
    expect((await applyAs("192.0.2.77", "GUESS-2", 10)).status).toBe(200);
    const held = await callAs("192.0.2.77", "POST", "/api/promo/ecommerce/gift-code/apply", {
      code: "GUESS-3",
      orderAmount: 10,
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeLessThanOrEqual(5 * 60);
  });

  it("keeps a hold to the checkout session that applied the code: others cannot see its balance, follow or release it", async () => {
    const owner = shopper("198.51.100.1");
    const { body } = await owner.apply("GIFT-100", 40);
    const key = body.data.orderKey as string;
    // Another checkout, even from the same address (a shared network), is a stranger to the hold.
    for (const stranger of [shopper("198.51.100.2"), shopper("198.51.100.1")]) {
      await stranger.apply("GIFT-500", 1);
      expect((await stranger.send("GET", `/api/promo/ecommerce/gift-code/${key}`)).status).toBe(404);
      expect(
        (await stranger.send("PUT", `/api/promo/ecommerce/cart-gift-code/${key}`, { totalAmount: 100 })).status,
      ).toBe(404);
      const removal = await stranger.send("POST", "/api/promo/ecommerce/gift-code/remove", {
        orderKey: key,
        code: "GIFT-100",
      });
      expect(((await removal.json()) as Applied).data.isSuccess).toBe(false);
    }
    // The owner's phone moved to another network: the session cookie still owns the hold.
    const moved = shopper("203.0.113.50");
    await owner.send("GET", `/api/promo/ecommerce/gift-code/${key}`);
    const own = await moved.send("GET", `/api/promo/ecommerce/gift-code/${key}`);
    expect(own.status).toBe(404);
    const ownerCookie = owner.cookie() as string;
    const fromElsewhere = await bed.app.request(
      `http://demo.localhost/api/promo/ecommerce/gift-code/${key}`,
      { headers: { Cookie: ownerCookie } },
      { incoming: { socket: { remoteAddress: "203.0.113.50" } } },
    );
    expect(((await fromElsewhere.json()) as { data: { balance: number } }).data.balance).toBe(100);
  });

  it("never lets a stranger's repeated holds lock the owner out", async () => {
    // A stranger who knows the code holds all of it, again and again, from many addresses and sessions.
    for (let i = 0; i < 30; i++) {
      const held = await shopper(`203.0.113.${i + 1}`).apply("GIFT-100", 100);
      expect(held.body.data).toMatchObject({ isSuccess: true, appliedAmount: 100 });
    }
    // The owner still applies the whole balance and places the order with it.
    const owner = shopper("192.0.2.200");
    const mine = await owner.apply("GIFT-100", 100);
    expect(mine.body.data).toMatchObject({ isSuccess: true, appliedAmount: 100, remainingBalance: 0 });
    await bed.db
      .transaction()
      .execute((trx) => consumeGiftHold(trx, "demo", mine.body.data.orderKey as string, cents(10000), clock));
    expect(await balance("GIFT-100")).toBe(0);
  });

  it("bounds holds: one per code and three codes per session, twenty per address", async () => {
    const checkout = shopper("198.51.100.7");
    const first = await checkout.apply("GIFT-100", 10);
    const second = await checkout.apply("GIFT-100", 20);
    const active = () =>
      bed.db
        .selectFrom("gift_code_reservations")
        .select(["order_key", "code"])
        .where("state", "=", "active")
        .where("client", "=", "198.51.100.7")
        .orderBy("created_at")
        .execute();
    // Applying the same code again replaces the session's hold of it.
    expect((await active()).map((h) => h.order_key)).toEqual([second.body.data.orderKey]);
    expect((await checkout.send("GET", `/api/promo/ecommerce/gift-code/${first.body.data.orderKey}`)).status).toBe(404);
    for (const code of ["GIFT-500", "GIFT-25"]) {
      clock = new Date(clock.getTime() + 1000);
      await checkout.apply(code, 5);
    }
    clock = new Date(clock.getTime() + 1000);
    await bed.db
      .insertInto("gift_codes")
      .values({
        store_id: "demo",
        code: "FOURTH-1",
        balance_cents: cents(500),
        created_at: clock.toISOString(),
        disabled: 0,
      })
      .execute();
    await checkout.apply("FOURTH-1", 5);
    // A fourth code releases the session's oldest hold.
    expect((await active()).map((h) => h.code)).toEqual(["GIFT-500", "GIFT-25", "FOURTH-1"]);

    // One address keeps at most twenty holds; past them only that address is refused.
    for (let i = 0; i < 17; i++)
      expect((await shopper("198.51.100.7").apply("GIFT-100", 1)).body.data.isSuccess).toBe(true);
    expect((await shopper("198.51.100.7").apply("GIFT-100", 1)).body.data).toMatchObject({
      isSuccess: false,
      message: "This gift card is being used in other checkouts. Please try again later.",
    });
    expect((await shopper("198.51.100.8").apply("GIFT-100", 1)).body.data.isSuccess).toBe(true);
  });

  it("never renews a hold past four reservation times from when it was made", async () => {
    const owner = shopper("198.51.100.1");
    const { body } = await owner.apply("GIFT-100", 40);
    const key = body.data.orderKey as string;
    const renew = () => owner.send("PUT", `/api/promo/ecommerce/cart-gift-code/${key}`, { totalAmount: 40 });
    for (let minute = 25; minute < 120; minute += 25) {
      clock = new Date(clock.getTime() + 25 * 60_000);
      expect((await renew()).status, `after ${minute} minutes`).toBe(200);
    }
    clock = new Date(clock.getTime() + 25 * 60_000);
    expect((await renew()).status).toBe(404);
  });

  it("refuses a locked private store (401) and malformed bodies (400 naming the field)", async () => {
    expect((await apply("GIFT-100", 10, "private.localhost")).status).toBe(401);
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
      code: "GIFT-100",
      orderAmount: "ten",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^orderAmount:/);
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.constantFrom("apply", "remove"), async (body, path) => {
        const r = await call(bed.app, "POST", `/api/promo/ecommerce/gift-code/${path}`, body as unknown);
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) expect(((await r.json()) as { message: string }).message).toBeTruthy();
      }),
      { numRuns: 60 },
    );
  });

  it("lets the admin issue, top up and inspect a code with the key only", async () => {
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    expect((await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 50 })).status).toBe(401);
    const created = await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 50 }, auth);
    expect(created.status).toBe(201);
    await apply("NEW-50", 20);
    const topped = await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 75.5 }, auth);
    expect(topped.status).toBe(200);
    const shown = await call(bed.app, "GET", "/api/admin/stores/demo/gift-codes/NEW-50", undefined, auth);
    // A hold reserves nothing (decision 0098): the whole balance is available.
    expect(await shown.json()).toMatchObject({
      data: { code: "NEW-50", balance: 75.5, available: 75.5, disabled: false, reservations: [{ totalAmount: 20 }] },
    });
    expect((await call(bed.app, "PUT", "/api/admin/stores/nostore/gift-codes/X-1", { balance: 5 }, auth)).status).toBe(
      404,
    );
    expect((await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/X-1", { balance: -5 }, auth)).status).toBe(
      400,
    );
  });

  it("writes an audit row for every balance the admin API sets: who (the key's fingerprint), before and after, in the code's ledger", async () => {
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    const who = `admin API key ${createHash("sha256").update(ADMIN_KEY).digest("hex").slice(0, 8)}`;
    expect((await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 50 }, auth)).status).toBe(
      201,
    );
    clock = new Date("2026-12-01T11:00:00.000Z");
    // In any case, the stored code's row is the one changed (and audited under its stored spelling).
    expect(
      (await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/new-50", { balance: 75.5 }, auth)).status,
    ).toBe(200);
    clock = new Date("2026-12-01T12:00:00.000Z");
    expect((await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 10 }, auth)).status).toBe(
      200,
    );
    // Refused calls write nothing.
    await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: 5 });
    await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/NEW-50", { balance: -5 }, auth);
    const audit = await bed.db
      .selectFrom("audit_log")
      .select([
        "action",
        "entity_type",
        "entity_id",
        "store_id",
        "actor_id",
        "actor_email",
        "at",
        "before_json",
        "after_json",
      ])
      // The set-up's store import wrote its own rows (by the command line); these are the API's.
      .where("actor_email", "!=", "command line")
      .orderBy("id")
      .execute();
    const row = (action: string, at: string, before: number | null, after: number) => ({
      action,
      entity_type: "gift-code",
      entity_id: "NEW-50",
      store_id: "demo",
      actor_id: null,
      actor_email: who,
      at,
      before_json: before === null ? null : JSON.stringify({ code: "NEW-50", balanceCents: before, disabled: false }),
      after_json: JSON.stringify({ code: "NEW-50", balanceCents: after, disabled: false }),
    });
    expect(audit).toEqual([
      row("gift-code.issue", "2026-12-01T10:00:00.000Z", null, 5000),
      row("gift-code.set-balance", "2026-12-01T11:00:00.000Z", 5000, 7550),
      row("gift-code.set-balance", "2026-12-01T12:00:00.000Z", 7550, 1000),
    ]);
    // The console's ledger shows them with what each change added (or took away).
    const owner = { id: "owner-1", email: "owner@example.com", role: "owner" as const, storeIds: [] };
    const detail = await createGiftCodesConsole({ db: bed.db, actor: owner, now: () => clock }).detail(
      "demo",
      "NEW-50",
    );
    expect(detail.ledger).toEqual([
      { kind: "issue", at: "2026-12-01T10:00:00.000Z", by: who, amountCents: 5000, balanceAfterCents: 5000 },
      { kind: "set-balance", at: "2026-12-01T11:00:00.000Z", by: who, amountCents: 2550, balanceAfterCents: 7550 },
      { kind: "set-balance", at: "2026-12-01T12:00:00.000Z", by: who, amountCents: -6550, balanceAfterCents: 1000 },
    ]);
  });

  it("audits parallel PUTs of a new code as one issue and a chain of set-balances that ends at the stored balance", async () => {
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    const balances = [10, 20, 30, 40, 50, 60, 70, 80];
    const statuses = await Promise.all(
      balances.map(
        async (balance) =>
          (await call(bed.app, "PUT", "/api/admin/stores/demo/gift-codes/RACE-1", { balance }, auth)).status,
      ),
    );
    // Exactly one of them created the code.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(balances.length - 1);
    const audit = await bed.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("entity_id", "=", "RACE-1")
      .orderBy("id")
      .execute();
    const cents = (json: string | null) =>
      json === null ? null : (JSON.parse(json) as { balanceCents: number }).balanceCents;
    expect(audit.map((row) => row.action)).toEqual([
      "gift-code.issue",
      ...balances.slice(1).map(() => "gift-code.set-balance"),
    ]);
    // Each change starts from the balance the one before it left.
    audit.forEach((row, index) =>
      expect(cents(row.before_json)).toBe(index === 0 ? null : cents(audit[index - 1]!.after_json)),
    );
    expect(cents(audit.at(-1)!.after_json)).toBe(await balance("RACE-1"));
  });

  it("keeps one code when parallel PUTs name it in different cases: one 201, the others set its balance", async () => {
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    const spellings = ["case-9", "CASE-9", "Case-9", "cASE-9", "case-9", "CASE-9"];
    const statuses = await Promise.all(
      spellings.map(
        async (code, i) =>
          (await call(bed.app, "PUT", `/api/admin/stores/demo/gift-codes/${code}`, { balance: 10 + i }, auth)).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(spellings.length - 1);
    const rows = await bed.db
      .selectFrom("gift_codes")
      .select("code")
      .where("store_id", "=", "demo")
      .where((eb) => eb(eb.fn("upper", ["code"]), "=", "CASE-9"))
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await bed.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", rows[0]!.code)
      .execute();
    expect(audit.filter((row) => row.action === "gift-code.issue")).toHaveLength(1);
    expect(audit.filter((row) => row.action === "gift-code.set-balance")).toHaveLength(spellings.length - 1);
  });

  it("issues a code named in parallel by the console and the admin API in different cases once, never a 500", async () => {
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    const owner = { id: "owner-1", email: "owner@example.com", role: "owner" as const, storeIds: [] };
    const codes = createGiftCodesConsole({ db: bed.db, actor: owner, now: () => clock });
    for (let round = 1; round <= 4; round++) {
      const [consoleA, admin1, consoleB, admin2] = await Promise.all([
        codes.issue("demo", { code: `team-${round}`, amount: "10" }),
        call(bed.app, "PUT", `/api/admin/stores/demo/gift-codes/Team-${round}`, { balance: 20 }, auth),
        codes.issue("demo", { code: `TEAM-${round}`, amount: "30" }),
        call(bed.app, "PUT", `/api/admin/stores/demo/gift-codes/tEAM-${round}`, { balance: 40 }, auth),
      ]);
      const taken = { ok: false, errors: { code: "giftCodeTaken" } };
      for (const result of [consoleA, consoleB]) {
        expect([{ ok: true, value: { code: `TEAM-${round}` } }, taken]).toContainEqual(result);
      }
      expect([admin1.status, admin2.status].every((status) => status === 200 || status === 201)).toBe(true);
      const issuers = [consoleA.ok, consoleB.ok, admin1.status === 201, admin2.status === 201].filter(Boolean);
      expect(issuers).toHaveLength(1);
      const rows = await bed.db
        .selectFrom("gift_codes")
        .select("code")
        .where("store_id", "=", "demo")
        .where((eb) => eb(eb.fn("upper", ["code"]), "=", `TEAM-${round}`))
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it("issues a code named in parallel console requests once; the others say it is taken", async () => {
    const owner = { id: "owner-1", email: "owner@example.com", role: "owner" as const, storeIds: [] };
    const codes = createGiftCodesConsole({ db: bed.db, actor: owner, now: () => clock });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => codes.issue("demo", { code: "team-7", amount: String(10 + i) })),
    );
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, value: { code: "TEAM-7" } }]);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, errors: { code: "giftCodeTaken" } })),
    );
    const issued = await bed.db.selectFrom("audit_log").select("action").where("entity_id", "=", "TEAM-7").execute();
    expect(issued).toEqual([{ action: "gift-code.issue" }]);
  });

  it("refuses a disabled code at checkout with its message; disabling releases the holds; enabled, it applies again", async () => {
    const staff = { id: "staff-1", email: "staff@example.com", role: "staff" as const, storeIds: [] };
    const codes = createGiftCodesConsole({ db: bed.db, actor: staff, now: () => clock });
    const checkout = shopper();
    const held = await checkout.apply("GIFT-100", 30);
    const orderKey = held.body.data.orderKey as string;
    expect(held.body.data.isSuccess).toBe(true);

    expect(await codes.setDisabled("demo", "GIFT-100", true)).toEqual({ ok: true, value: { released: 1 } });
    const refused = await apply("gift-100", 10);
    expect(refused.body.data).toMatchObject({
      isSuccess: false,
      code: "gift.disabled",
      message: "This gift card can no longer be used. Please contact the store.",
      appliedAmount: 0,
    });
    // The checkout that held it must apply it again, and cannot.
    const follow = await checkout.send("PUT", `/api/promo/ecommerce/cart-gift-code/${orderKey}`, { totalAmount: 20 });
    expect(follow.status).toBe(404);
    await expect(
      bed.db.transaction().execute((trx) => consumeGiftHold(trx, "demo", orderKey, cents(3000), clock)),
    ).rejects.toMatchObject({ code: "conflict" });
    const russian = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/gift-code/apply",
      { code: "GIFT-100", orderAmount: 10 },
      { Cookie: "lang=ru" },
    );
    expect(((await russian.json()) as Applied).data).toMatchObject({
      code: "gift.disabled",
      message: "Эту подарочную карту больше нельзя использовать. Свяжитесь с магазином.",
    });
    expect(await codes.setDisabled("demo", "GIFT-100", true)).toEqual({
      ok: false,
      errors: { form: "giftAlreadyDisabled" },
    });
    expect(await balance("GIFT-100")).toBe(10000);

    expect(await codes.setDisabled("demo", "GIFT-100", false)).toEqual({ ok: true, value: { released: 0 } });
    expect((await apply("GIFT-100", 10)).body.data).toMatchObject({ isSuccess: true, appliedAmount: 10 });
    const audit = await bed.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "store_id", "actor_email"])
      .where("actor_email", "!=", "command line") // the set-up's store import
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "gift-code.disable", entity_id: "GIFT-100", store_id: "demo", actor_email: "staff@example.com" },
      { action: "gift-code.enable", entity_id: "GIFT-100", store_id: "demo", actor_email: "staff@example.com" },
    ]);
  });
});
