// Migration 0401 (docs/decisions/0054) on codes written before it that differ only in letter case: the
// spelling shoppers reached keeps its name; each other spelling keeps its balance, holds and
// redemptions under a new, disabled name, with an audit row; then the database refuses a case twin.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents } from "~core/money";
import type { Database } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { findGiftCode } from "~server/modules/gift-codes/gift-codes.repository";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

/** On PostgreSQL too: its SQL is the subject (decision 0100). */
const DIALECTS = testDialects({ postgres: "migration" });

const AT = "2026-11-20T10:00:00.000Z";
const LATER = "2099-01-01T00:00:00.000Z";

describe.each(DIALECTS)("migration 0401 (gift codes unique in any case) on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect, "2026_11_26_0301_gift_code_state");
    const store = (id: string) => ({
      id,
      data: "{}",
      is_active: 1 as const,
      is_private: 0 as const,
      password_hash: null,
      updated_at: AT,
    });
    await database.db
      .insertInto("stores")
      .values([store("s"), store("t")])
      .execute();
  });
  afterEach(async () => {
    await database.close();
  });

  const addCode = (storeId: string, code: string, balance: number, disabled: 0 | 1 = 0) =>
    database.db
      .insertInto("gift_codes")
      .values({ store_id: storeId, code, balance_cents: cents(balance), disabled, created_at: AT })
      .execute();
  const addHold = (orderKey: string, code: string, amount: number, state: string) =>
    database.db
      .insertInto("gift_code_reservations")
      .values({
        order_key: orderKey,
        store_id: "s",
        code,
        amount_cents: cents(amount),
        expires_at: LATER,
        state,
        created_at: AT,
        client: "203.0.113.7",
      })
      .execute();
  /** The spellings of a code in the order the shoppers' lookup (before 0401) took them: it found the first. */
  const lookupOrder = async (storeId: string, folded: string) =>
    (
      await database.db
        .selectFrom("gift_codes")
        .select("code")
        .where("store_id", "=", storeId)
        .where((eb) => eb(eb.fn("upper", ["code"]), "=", folded))
        .orderBy("code")
        .execute()
    ).map((row) => row.code);
  const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  /** Sorted here, not by the database, whose order of letter cases depends on its collation. */
  const codesOf = async (storeId: string) =>
    (
      await database.db
        .selectFrom("gift_codes")
        .select(["code", "balance_cents", "disabled"])
        .where("store_id", "=", storeId)
        .execute()
    ).sort(byCode);
  const storeBalance = async () => (await codesOf("s")).reduce((sum, row) => sum + Number(row.balance_cents), 0);

  it("keeps the spelling shoppers reached and moves each other one, with its money and holds, to a new disabled name", async () => {
    await addCode("s", "CASE-9", 2000);
    await addCode("s", "case-9", 1000);
    await addCode("s", "CASE-9-2", 300); // a real code: the first new name of a twin of CASE-9 is taken
    await addCode("s", "GIFT-1", 100);
    await addCode("s", "gift-1", 200);
    await addCode("s", "Gift-1", 400, 1);
    await addCode("s", `${"L".repeat(63)}x`, 700);
    await addCode("s", `${"L".repeat(63)}X`, 800);
    await addCode("t", "case-9", 5000); // another store's code is no twin
    const [caseKept, caseTwin] = (await lookupOrder("s", "CASE-9")) as [string, string];
    const [giftKept, giftTwinA, giftTwinB] = (await lookupOrder("s", "GIFT-1")) as [string, string, string];
    const [longKept, longTwin] = (await lookupOrder("s", `${"L".repeat(63)}X`)) as [string, string];
    await addHold("redeemed", caseTwin, 400, "consumed");
    await addHold("holding", caseTwin, 100, "active");
    await addHold("kept-hold", caseKept, 50, "active");
    const before = new Map((await codesOf("s")).map((row) => [row.code, row]));
    const total = await storeBalance();

    await migrateToLatest(database.db);

    // Each new name is the spelling, "-" and the first number from 2 that no code has in any case.
    const renamed = new Map([
      [caseTwin, `${caseTwin}-3`],
      [giftTwinA, `${giftTwinA}-2`],
      [giftTwinB, `${giftTwinB}-3`],
      [longTwin, `${"L".repeat(62)}-2`],
    ]);
    const expected = [...before.values()].map((row) => {
      const name = renamed.get(row.code);
      return name === undefined ? row : { code: name, balance_cents: row.balance_cents, disabled: 1 };
    });
    expect(await codesOf("s")).toEqual(expected.sort(byCode));
    expect(await storeBalance()).toBe(total);
    expect(await codesOf("t")).toEqual([{ code: "case-9", balance_cents: 5000, disabled: 0 }]);

    // What a shopper types still reaches the code it reached before.
    for (const typed of ["case-9", "CASE-9", "Case-9"])
      expect((await findGiftCode(database.db, "s", typed))?.code).toBe(caseKept);
    expect((await findGiftCode(database.db, "s", "gift-1"))?.code).toBe(giftKept);
    expect((await findGiftCode(database.db, "s", longTwin))?.code).toBe(longKept);

    // The twin's redemption and hold moved with it; the hold is released (a disabled code holds nothing).
    const holds = await database.db
      .selectFrom("gift_code_reservations")
      .select(["order_key", "code", "state", "amount_cents"])
      .orderBy("order_key")
      .execute();
    expect(holds).toEqual([
      { order_key: "holding", code: `${caseTwin}-3`, state: "released", amount_cents: 100 },
      { order_key: "kept-hold", code: caseKept, state: "active", amount_cents: 50 },
      { order_key: "redeemed", code: `${caseTwin}-3`, state: "consumed", amount_cents: 400 },
    ]);

    const audit = await database.db
      .selectFrom("audit_log")
      .select([
        "actor_id",
        "actor_email",
        "action",
        "entity_type",
        "entity_id",
        "store_id",
        "before_json",
        "after_json",
      ])
      .orderBy("id")
      .execute();
    const row = (from: string, to: string, kept: string, released?: number) => {
      const was = before.get(from)!;
      return {
        actor_id: null,
        actor_email: "migration 2026_11_26_0401_gift_code_case_unique",
        action: "gift-code.rename",
        entity_type: "gift-code",
        entity_id: to,
        store_id: "s",
        before_json: JSON.stringify({ code: from, balanceCents: was.balance_cents, disabled: was.disabled === 1 }),
        after_json: JSON.stringify({
          code: to,
          balanceCents: was.balance_cents,
          disabled: true,
          sameCodeAs: kept,
          ...(released ? { releasedHolds: released } : {}),
        }),
      };
    };
    expect(audit).toEqual(
      expect.arrayContaining([
        row(caseTwin, `${caseTwin}-3`, caseKept, 1),
        row(giftTwinA, `${giftTwinA}-2`, giftKept),
        row(giftTwinB, `${giftTwinB}-3`, giftKept),
        row(longTwin, `${"L".repeat(62)}-2`, longKept),
      ]),
    );
    expect(audit).toHaveLength(4);
  });

  it("then refuses a second spelling of a code in the same store, in the database itself", async () => {
    await addCode("s", "TEAM-7", 1000);
    await migrateToLatest(database.db);
    await expect(addCode("s", "team-7", 1)).rejects.toThrow();
    await expect(addCode("s", "TEAM-7", 1)).rejects.toThrow();
    await addCode("t", "team-7", 1);
    expect(await codesOf("s")).toEqual([{ code: "TEAM-7", balance_cents: 1000, disabled: 0 }]);
    expect(await database.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});
