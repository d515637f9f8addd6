// A gift code is one code in any letter case (docs/decisions/0054): the lookup finds it however it is
// typed, through the unique index on (store_id, upper(code)), and an insert of another spelling is
// answered "taken", not failed.
import { type CompiledQuery, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents } from "~core/money";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { findGiftCode, insertGiftCode, lockGiftCodeState, selectGiftCode } from "./gift-codes.repository";

const AT = "2026-12-01T10:00:00.000Z";

describe.each(testDialects({ postgres: "repository" }))("gift codes repository on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto("stores")
      .values(
        ["s", "t"].map((id) => ({
          id,
          data: "{}",
          is_active: 1,
          is_private: 0,
          password_hash: null,
          updated_at: AT,
        })),
      )
      .execute();
  });
  afterEach(async () => {
    await database.close();
  });

  const issue = (storeId: string, code: string, balance = 1000) =>
    insertGiftCode(database.db, { storeId, code, balanceCents: cents(balance), createdAt: AT });

  it("finds a code however the shopper types its letters, and only in its own store", async () => {
    expect(await issue("s", "MiXeD-7")).toBe(true);
    for (const typed of ["MiXeD-7", "mixed-7", "MIXED-7", "mIxEd-7"]) {
      expect(await findGiftCode(database.db, "s", typed)).toEqual({
        code: "MiXeD-7",
        balanceCents: 1000,
        disabled: false,
        createdAt: AT,
      });
    }
    expect(await findGiftCode(database.db, "t", "mixed-7")).toBeUndefined();
    expect(await findGiftCode(database.db, "s", "mixed-70")).toBeUndefined();
    // The lock of a code matches it in any case too, and answers the stored spelling.
    expect(await lockGiftCodeState(database.db, "s", "MIXED-7")).toEqual({
      code: "MiXeD-7",
      balance: 1000,
      disabled: false,
    });
  });

  it("answers taken for another spelling of a code, and issues the same name in another store", async () => {
    expect(await issue("s", "TEAM-7")).toBe(true);
    expect(await issue("s", "team-7")).toBe(false);
    expect(await issue("s", "TEAM-7")).toBe(false);
    expect(await issue("t", "team-7")).toBe(true);
    const rows = await database.db.selectFrom("gift_codes").select(["store_id", "code"]).orderBy("store_id").execute();
    expect(rows).toEqual([
      { store_id: "s", code: "TEAM-7" },
      { store_id: "t", code: "team-7" },
    ]);
  });

  it("refuses another spelling of a code in the database, whichever path writes it", async () => {
    await issue("s", "TEAM-7");
    await expect(
      database.db
        .insertInto("gift_codes")
        .values({ store_id: "s", code: "Team-7", balance_cents: cents(1) })
        .execute(),
    ).rejects.toThrow();
  });

  it("looks a code up through the unique index on (store_id, upper(code))", async () => {
    await database.db
      .insertInto("gift_codes")
      .values(Array.from({ length: 300 }, (_, i) => ({ store_id: "s", code: `CODE-${i}`, balance_cents: cents(100) })))
      .execute();
    const lookup = selectGiftCode(database.db, "s", "code-42").compile();
    expect(await planOf(database, lookup)).toContain("gift_codes_store_upper_code_unique");
    expect((await findGiftCode(database.db, "s", "code-42"))?.code).toBe("CODE-42");
  });
});

/** The plan the database chooses for a query (on PostgreSQL with sequential scans priced out, so the
 * answer says which index can serve it, not which is cheapest on a small table). */
async function planOf(database: Database, query: CompiledQuery): Promise<string> {
  if (database.dialect === "sqlite") {
    const { rows } = await database.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `EXPLAIN QUERY PLAN ${query.sql}`,
    });
    return rows.map((row) => row.detail).join("\n");
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
