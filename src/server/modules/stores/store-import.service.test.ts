import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { countProducts, findProductById } from "~server/modules/products/products.repository";
import { cents } from "~core/money";
import { createGiftCodesConsole } from "~server/modules/gift-codes/gift-codes.console";
import { setGiftCodeBalance } from "~server/modules/gift-codes/gift-codes.service";
import { productDataInput, storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { verifyPassword } from "./password";
import { importStoreFile } from "./store-import.service";
import { findStoreByDomain } from "./stores.repository";

describe.each(testDialects({ postgres: "concurrency" }))("store import on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  const giftBalances = () =>
    database.db.selectFrom("gift_codes").select(["code", "balance_cents"]).orderBy("code").execute();

  it("imports the store, its products and gift codes, and gives the same result when run twice", async () => {
    const file = storeFileInput("demo");
    const first = await importStoreFile(database.db, file);
    expect(first).toEqual({ storeId: "demo", created: true, domains: 2, products: 3, giftCodes: 1 });
    const second = await importStoreFile(database.db, file);
    expect(second).toEqual({ ...first, created: false });
    expect(await countProducts(database.db, "demo")).toBe(3);
    expect(await giftBalances()).toEqual([{ code: "GIFT-100", balance_cents: 10000 }]);
    expect((await findStoreByDomain(database.db, "demo.localhost"))?.id).toBe("demo");
  });

  it("makes the catalogue match a changed file: changed products replaced, removed ones gone", async () => {
    await importStoreFile(database.db, storeFileInput("demo"));
    const changed = storeFileInput("demo", {
      domains: ["demo.localhost"],
      products: [
        { id: "tee", data: productDataInput({ name: "Crew Tee v2", price: 11 }) },
        { id: "cap", data: productDataInput({ name: "Cap" }) },
      ],
      giftCodes: [{ code: "GIFT-100", balance: 25.5 }],
    });
    expect(await importStoreFile(database.db, changed)).toMatchObject({ domains: 1, products: 2 });
    expect((await findProductById(database.db, "demo", "tee"))?.data.productData.productName).toBe("Crew Tee v2");
    expect(await findProductById(database.db, "demo", "hoodie")).toBeUndefined();
    expect(await findProductById(database.db, "demo", "cap")).toBeDefined();
    expect(await findStoreByDomain(database.db, "demo.example.com")).toBeUndefined();
    expect(await giftBalances()).toEqual([{ code: "GIFT-100", balance_cents: 2550 }]);
  });

  const giftAudit = () =>
    database.db
      .selectFrom("audit_log")
      .select(["actor_id", "actor_email", "action", "entity_id", "store_id", "before_json", "after_json"])
      .where("entity_type", "=", "gift-code")
      .orderBy("id")
      .execute();

  it("writes an audit row for every gift-code balance it creates or changes, by the command line", async () => {
    const at = new Date("2026-11-26T01:00:00Z");
    await importStoreFile(database.db, storeFileInput("demo"), { now: at });
    const changed = storeFileInput("demo", {
      giftCodes: [
        { code: "GIFT-100", balance: 25.5 },
        { code: "GIFT-5", balance: 5 },
      ],
    });
    await importStoreFile(database.db, changed, { now: at });
    // Run again: no balance changes, so no row.
    await importStoreFile(database.db, changed, { now: at });
    const issued = { actor_id: null, actor_email: "command line", action: "gift-code.issue", store_id: "demo" };
    expect(await giftAudit()).toEqual([
      {
        ...issued,
        entity_id: "GIFT-100",
        before_json: null,
        after_json: JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
      },
      {
        ...issued,
        action: "gift-code.set-balance",
        entity_id: "GIFT-100",
        before_json: JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
        after_json: JSON.stringify({ code: "GIFT-100", balanceCents: 2550, disabled: false }),
      },
      {
        ...issued,
        entity_id: "GIFT-5",
        before_json: null,
        after_json: JSON.stringify({ code: "GIFT-5", balanceCents: 500, disabled: false }),
      },
    ]);
    const times = await database.db.selectFrom("audit_log").select("at").execute();
    expect(new Set(times.map((t) => t.at))).toEqual(new Set([at.toISOString()]));
  });

  it("sets the balance of a code the store has in another letter case, keeping its spelling", async () => {
    const at = new Date("2026-11-26T01:00:00Z");
    await importStoreFile(database.db, storeFileInput("demo"), { now: at });
    await importStoreFile(database.db, storeFileInput("demo", { giftCodes: [{ code: "gift-100", balance: 30 }] }), {
      now: at,
    });
    expect(await giftBalances()).toEqual([{ code: "GIFT-100", balance_cents: 3000 }]);
    expect((await giftAudit()).map((row) => [row.action, row.entity_id, row.before_json, row.after_json])).toEqual([
      ["gift-code.issue", "GIFT-100", null, JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false })],
      [
        "gift-code.set-balance",
        "GIFT-100",
        JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
        JSON.stringify({ code: "GIFT-100", balanceCents: 3000, disabled: false }),
      ],
    ]);
  });

  it("refuses a file that names one code twice in different letter cases, and imports nothing", async () => {
    const file = storeFileInput("demo", {
      giftCodes: [
        { code: "GIFT-5", balance: 5 },
        { code: "TEAM-1", balance: 1 },
        { code: "gift-5", balance: 50 },
      ],
    });
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      code: "invalid",
      message: "giftCodes[2].code: duplicate code gift-5 (the same as GIFT-5 in any letter case)",
    });
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
  });

  it("keeps one code when imports, the admin API and the console name it in parallel in different cases", async () => {
    const at = new Date("2026-11-26T01:00:00Z");
    await importStoreFile(database.db, storeFileInput("demo"), { now: at });
    const owner = { id: "owner-1", email: "owner@example.com", role: "owner" as const, storeIds: [] };
    const codes = createGiftCodesConsole({ db: database.db, actor: owner, now: () => at });
    const importing = (code: string, balance: number) =>
      importStoreFile(
        database.db,
        storeFileInput("demo", {
          giftCodes: [
            { code: "GIFT-100", balance: 100 },
            { code, balance },
          ],
        }),
        { now: at },
      );
    for (let round = 1; round <= 3; round++) {
      const code = `race-${round}`;
      const results = await Promise.all([
        importing(code, 1),
        setGiftCodeBalance(database.db, "demo", code.toUpperCase(), cents(200), at),
        codes.issue("demo", { code: `Race-${round}`, amount: "3" }),
        importing(`rAcE-${round}`, 4),
        setGiftCodeBalance(database.db, "demo", `RaCe-${round}`, cents(500), at),
      ]);
      const rows = await database.db
        .selectFrom("gift_codes")
        .select("code")
        .where("store_id", "=", "demo")
        .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.toUpperCase()))
        .execute();
      expect(rows).toHaveLength(1);
      // One of them issued the code; the console, if it came later, was told it is taken.
      const issues = await database.db
        .selectFrom("audit_log")
        .select("entity_id")
        .where("action", "=", "gift-code.issue")
        .where("entity_id", "=", rows[0]!.code)
        .execute();
      expect(issues).toHaveLength(1);
      const consoleResult = results[2];
      expect([
        { ok: true, value: { code: code.toUpperCase() } },
        { ok: false, errors: { code: "giftCodeTaken" } },
      ]).toContainEqual(consoleResult);
      const adminCreated = [results[1], results[4]].filter((r) => r.created).length;
      expect(adminCreated + (consoleResult.ok ? 1 : 0)).toBeLessThanOrEqual(1);
    }
  });

  it("hashes the password of a private store", async () => {
    const file = storeFileInput("club", {
      password: "go-team",
      data: { primaryInformation: { storeURL: "", storeName: "Club", privateStore: true } },
    });
    await importStoreFile(database.db, file);
    const store = await findStoreByDomain(database.db, "club.localhost");
    expect(store?.isPrivate).toBe(true);
    expect(await verifyPassword("go-team", store?.passwordHash ?? "")).toBe(true);
  });

  it("refuses a private store without a password", async () => {
    const file = storeFileInput("club", {
      data: { primaryInformation: { storeURL: "", storeName: "Club", privateStore: true } },
    });
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      code: "invalid",
      message: "password: a private store needs a password",
    });
  });

  it("names the path of the first problem and imports nothing", async () => {
    const file = storeFileInput("demo");
    const products = file.products as { data: { productData: Record<string, unknown> } }[];
    delete products[2]!.data.productData.productName;
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      code: "invalid",
      message: "products[2].data.productData.productName: required",
    });
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
  });

  it("refuses bad ids, domains and duplicate products", async () => {
    await expect(importStoreFile(database.db, storeFileInput("no spaces"))).rejects.toMatchObject({
      message: "id: must be 1 to 64 letters, digits, '_' or '-'",
    });
    await expect(
      importStoreFile(database.db, storeFileInput("demo", { domains: ["demo.localhost:3000"] })),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^domains\[0\]: must be a host name/),
    });
    const file = storeFileInput("demo");
    file.products.push(file.products[0]!);
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({
      message: "products[3].id: duplicate id tee",
    });
  });

  it("imports a catalogue larger than one insert batch", async () => {
    const products = Array.from({ length: 1201 }, (_, i) => ({
      id: `p${i}`,
      data: productDataInput({ name: `Product ${i}`, categories: ["tops/t-shirts"] }),
    }));
    await importStoreFile(database.db, storeFileInput("big", { products }));
    expect(await countProducts(database.db, "big")).toBe(1201);
    const { count } = await database.db
      .selectFrom("product_categories")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("store_id", "=", "big")
      .where("category_id", "=", "tops")
      .executeTakeFirstOrThrow();
    expect(count).toBe(1201);
  });

  it("rolls back the whole import when a product clashes", async () => {
    const file = storeFileInput("demo", {
      products: [
        { id: "one", data: productDataInput({ name: "Same Name" }) },
        { id: "two", data: productDataInput({ name: "Same Name" }) },
      ],
    });
    await expect(importStoreFile(database.db, file)).rejects.toMatchObject({ code: "conflict" });
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("products").selectAll().execute()).toEqual([]);
  });
});
