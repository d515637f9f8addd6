import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import type { Database } from "./connect";
import { migrateToLatest, pendingMigrations } from "./migrate";
import { cents } from "~core/money";

describe.each(testDialects({ postgres: "migration" }))("migrations on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  it("leaves no pending migration once migrated, and migrating again applies nothing", async () => {
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("creates every table of the schema", async () => {
    const tables = (await database.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        "categories",
        "gift_code_reservations",
        "gift_codes",
        "idempotency",
        "mail_outbox",
        "orders",
        "payments",
        "product_categories",
        "product_colors",
        "product_tags",
        "products",
        "rate_limits",
        "store_domains",
        "stores",
      ]),
    );
  });

  it("never lets a gift code balance go below zero", async () => {
    const { db } = database;
    await db
      .insertInto("stores")
      .values({
        id: "s",
        data: "{}",
        is_active: 1,
        is_private: 0,
        password_hash: null,
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    await db
      .insertInto("gift_codes")
      .values({ store_id: "s", code: "G", balance_cents: cents(1000) })
      .execute();
    await expect(
      db
        .updateTable("gift_codes")
        .set((eb) => ({ balance_cents: eb("balance_cents", "-", cents(1001)) }))
        .execute(),
    ).rejects.toThrow();
    const { balance_cents } = await db.selectFrom("gift_codes").select("balance_cents").executeTakeFirstOrThrow();
    expect(balance_cents).toBe(1000);
  });

  it("numbers outbox mails in the order they were queued", async () => {
    const { db } = database;
    await db
      .insertInto("stores")
      .values({
        id: "s",
        data: "{}",
        is_active: 1,
        is_private: 0,
        password_hash: null,
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const mail = {
      store_id: "s",
      order_id: null,
      to_address: "a@example.com",
      subject: "Order",
      html: "<p>hi</p>",
      status: "pending",
      attempts: 0,
      next_attempt_at: "2026-01-01T00:00:00.000Z",
      last_error: null,
      created_at: "2026-01-01T00:00:00.000Z",
    };
    await db.insertInto("mail_outbox").values([mail, mail]).execute();
    const ids = (await db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(ids).toEqual([ids[0], ids[0]! + 1]);
  });

  it("enforces foreign keys (a domain needs its store)", async () => {
    await expect(
      database.db.insertInto("store_domains").values({ domain: "x.localhost", store_id: "missing" }).execute(),
    ).rejects.toThrow();
  });
});
