// Close reminders to the organisers (the sales person and the store's console organiser accounts)
// and the operator: 3 days and 1 day before closing with sales and fundraising so
// far, and one at close with the production totals; each once, even when sweeps run at once. The
// server's clock is a test clock: no sleeping.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreDataSchema, type StoreData } from "~core/entities/store.schema";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { findStoreById, upsertStore } from "~server/modules/stores/stores.repository";
import { testDialects } from "~server/testing/test-db";
import { createTestAccounts } from "~server/testing/console-accounts";
import { updateAccountDisabled } from "~server/modules/operators/operators.repository";
import { dueReminder, reminderRecipients, sendCloseReminders } from "./close-reminders";

const CLOSES = Date.parse("2026-12-15T23:00:00Z");
const H = 3_600_000;

describe("which reminder is due", () => {
  it("is none before the last 3 days, then 3 days, 1 day, and closed", () => {
    expect(dueReminder(CLOSES, CLOSES - 72 * H - 1)).toBeNull();
    expect(dueReminder(CLOSES, CLOSES - 72 * H)).toBe("3d");
    expect(dueReminder(CLOSES, CLOSES - 24 * H)).toBe("1d");
    expect(dueReminder(CLOSES, CLOSES)).toBe("closed");
  });
});

describe("who gets the reminders", () => {
  const store = (email?: string) =>
    ({ storeSalesPersonInfo: email === undefined ? undefined : { email } }) as unknown as StoreData;
  it("is the organiser and the operator, each address once, and whoever of them there is", () => {
    expect(reminderRecipients(store("dana@example.com"), "ops@example.com")).toEqual([
      "dana@example.com",
      "ops@example.com",
    ]);
    expect(reminderRecipients(store("Ops@Example.com"), "ops@example.com")).toEqual(["Ops@Example.com"]);
    expect(reminderRecipients(store(), "ops@example.com")).toEqual(["ops@example.com"]);
    expect(reminderRecipients(store("dana@example.com"))).toEqual(["dana@example.com"]);
    expect(reminderRecipients(store(""), undefined)).toEqual([]);
  });
  it("adds the store's organiser accounts between the sales person and the operator, each address once", () => {
    expect(
      reminderRecipients(store("dana@example.com"), "ops@example.com", [
        "coach@example.com",
        "DANA@example.com",
        "ops@example.com",
      ]),
    ).toEqual(["dana@example.com", "coach@example.com", "ops@example.com"]);
    expect(reminderRecipients(store(), undefined, ["coach@example.com"])).toEqual(["coach@example.com"]);
  });
});

describe.each(testDialects({ postgres: "concurrency" }))("close reminders on %s", (dialect) => {
  let bed: Testbed;
  let clock = CLOSES - 100 * H;
  const now = () => new Date(clock);
  beforeEach(async () => {
    clock = CLOSES - 100 * H;
    bed = await createCheckoutTestbed(dialect, { now });
    const store = await findStoreById(bed.db, "demo");
    const data = StoreDataSchema.parse({
      ...store!.data,
      storeWindow: {
        opensAt: "2026-12-01T15:00:00Z",
        closesAt: new Date(CLOSES).toISOString(),
        timeZone: "America/Chicago",
      },
      storeSalesPersonInfo: { firstName: "Dana", lastName: "Reyes", email: "organiser@example.com" },
    });
    await upsertStore(bed.db, { id: "demo", domains: ["localhost", "demo.localhost"], passwordHash: null, data });
  });
  afterEach(async () => {
    await bed.close();
  });

  const OPERATOR = "operator@example.com";
  const deps = () => ({ db: bed.db, now, operatorEmail: OPERATOR });
  const reminders = async (to = "organiser@example.com") =>
    (await listOutbox(bed.db)).filter((mail) => mail.to_address === to);

  it("mails the organiser and the operator at 3 days and 1 day with sales so far, and at close with production totals, each once", async () => {
    const placed = await call(bed.app, "POST", "/api/promo/ecommerce/orders", {
      order: await buildClientOrder(bed, [TEE]),
    });
    expect(placed.status).toBe(200);
    const order = await bed.db.selectFrom("orders").select(["total_cents", "data"]).executeTakeFirstOrThrow();
    const raised = (JSON.parse(order.data) as { orderFundraiser: number }).orderFundraiser;
    const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

    expect(await sendCloseReminders(deps())).toBe(0);
    clock = CLOSES - 52 * H;
    const sweeps = await Promise.all([1, 2, 3].map(() => sendCloseReminders(deps())));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(2);
    const [threeDays] = await reminders();
    expect(threeDays?.subject).toBe("Lakeside Eagles Team Store closes in 2 days 4 hours");
    expect(threeDays?.html).toContain(
      `Lakeside Eagles Team Store closes on December 15, 2026 at 5:00 PM CST. So far: 1 order, ${dollars(order.total_cents)} in sales, ${dollars(raised)} raised for the fundraiser.`,
    );

    clock = CLOSES - 10 * H;
    expect(await sendCloseReminders(deps())).toBe(2);
    expect(await sendCloseReminders(deps())).toBe(0);
    expect((await reminders())[1]?.subject).toBe("Lakeside Eagles Team Store closes in 10 hours");

    clock = CLOSES + H;
    expect(await sendCloseReminders(deps())).toBe(2);
    expect(await sendCloseReminders(deps())).toBe(0);
    const closed = (await reminders())[2];
    expect(closed?.subject).toBe("Lakeside Eagles Team Store has closed: production totals");
    expect(closed?.html).toMatch(/<td>Heavyweight Cotton Tee — Gold — S<\/td><td>2<\/td>/);
    expect(closed?.html).toContain("<th>Total units</th><td>2</td>");
    expect(await reminders()).toHaveLength(3);
    // The operator gets the same three e-mails, each once.
    const operator = await reminders(OPERATOR);
    expect(operator.map((mail) => mail.subject)).toEqual((await reminders()).map((mail) => mail.subject));
    expect(operator[2]?.html).toBe(closed?.html);
  });

  it("mails the store's enabled organiser accounts too, once each, and not staff, owners or other stores' organisers", async () => {
    const other = await findStoreById(bed.db, "demo");
    await upsertStore(bed.db, { id: "other", domains: ["other.localhost"], passwordHash: null, data: other!.data });
    const password = "organiser-password-1";
    await createTestAccounts(bed.db, now(), [
      { who: { email: "coach@example.com", password }, role: "organiser", storeIds: ["demo"] },
      { who: { email: "assistant@example.com", password }, role: "organiser", storeIds: ["demo", "other"] },
      // The sales person's address as an account too: still one e-mail.
      { who: { email: "organiser@example.com", password }, role: "organiser", storeIds: ["demo"] },
      { who: { email: "gone@example.com", password }, role: "organiser", storeIds: ["demo"] },
      { who: { email: "elsewhere@example.com", password }, role: "organiser", storeIds: ["other"] },
      { who: { email: "staff@example.com", password }, role: "staff" },
    ]);
    const gone = await bed.db
      .selectFrom("operator_accounts")
      .select("id")
      .where("email", "=", "gone@example.com")
      .executeTakeFirstOrThrow();
    await updateAccountDisabled(bed.db, gone.id, true, now().toISOString());
    // Only the demo store has a window: "other" gets nothing.
    await upsertStore(bed.db, {
      id: "other",
      domains: ["other.localhost"],
      passwordHash: null,
      data: { ...other!.data, storeWindow: undefined },
    });

    const expected = ["organiser@example.com", "assistant@example.com", "coach@example.com", OPERATOR];
    const subjects = [
      "Lakeside Eagles Team Store closes in 2 days 4 hours",
      "Lakeside Eagles Team Store closes in 10 hours",
      "Lakeside Eagles Team Store has closed: production totals",
    ];
    for (const [i, at] of [CLOSES - 52 * H, CLOSES - 10 * H, CLOSES + H].entries()) {
      clock = at;
      const sweeps = await Promise.all([1, 2].map(() => sendCloseReminders(deps())));
      expect(sweeps.reduce((a, b) => a + b, 0)).toBe(4);
      const queued = (await listOutbox(bed.db)).slice(-4);
      expect(queued.map((mail) => mail.to_address)).toEqual(expected);
      expect(queued.map((mail) => mail.subject)).toEqual(Array(4).fill(subjects[i]));
    }
    const outbox = await listOutbox(bed.db);
    expect(outbox).toHaveLength(12);
    for (const address of expected) {
      expect(outbox.filter((mail) => mail.to_address === address).map((mail) => mail.subject)).toEqual(subjects);
    }
  });
});
