import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, withStatementCache } from "./connect";
import { preparedStatement } from "./prepared";

describe("the embedded SQLite database", () => {
  it("keeps 4 MB of pages on Kysely's connection and 1 MB on the reader's, not better-sqlite3's 16 MB on each", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "connect-test-"));
    const database = await createDatabase({ dataDir });
    try {
      const onKysely = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(database.db);
      expect(onKysely.rows).toEqual([{ cache_size: -4096 }]);
      const onReader = await preparedStatement<{ cache_size: number }, []>(
        "test-cache-size",
        "PRAGMA cache_size",
      )(database.db);
      expect(onReader).toEqual([{ cache_size: -1024 }]);
      const bare = new SqliteDatabase(":memory:"); // what the limit replaces
      expect(bare.pragma("cache_size")).toEqual([{ cache_size: -16000 }]);
      bare.close();
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("withStatementCache", () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const sqlite = new SqliteDatabase(":memory:");
    opened.push(sqlite);
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it("prepares a statement once and hands the same one back for the same SQL", () => {
    const cached = withStatementCache(open());
    const first = cached.prepare("SELECT 1 AS one");
    expect(cached.prepare("SELECT 1 AS one")).toBe(first);
    expect(cached.prepare("SELECT 2 AS two")).not.toBe(first);
  });

  it("keeps only the most recently used statements past its limit", () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare("SELECT 'a'");
    const b = cached.prepare("SELECT 'b'");
    expect(cached.prepare("SELECT 'a'")).toBe(a); // a is now the most recent
    cached.prepare("SELECT 'c'"); // evicts b, the least recently used
    expect(cached.prepare("SELECT 'a'")).toBe(a);
    expect(cached.prepare("SELECT 'b'")).not.toBe(b);
  });

  it("answers correctly through Kysely with kept statements, across a schema change", async () => {
    const db = new Kysely<{ t: { id: number; name: Generated<string> } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO t (id) VALUES (1), (2)`.execute(db);
    const count = () =>
      db
        .selectFrom("t")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    expect((await count()).n).toBe(2);
    await db.insertInto("t").values({ id: 3 }).execute();
    expect((await count()).n).toBe(3);
    const row3 = () => db.selectFrom("t").selectAll().where("id", "=", 3).execute();
    expect(await row3()).toEqual([{ id: 3 }]);
    await sql`ALTER TABLE t ADD COLUMN name TEXT NOT NULL DEFAULT 'x'`.execute(db);
    expect((await count()).n).toBe(3);
    expect(await row3()).toEqual([{ id: 3, name: "x" }]);
    await db.destroy();
  });
});
