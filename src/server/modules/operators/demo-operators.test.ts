import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import {
  DEMO_ORGANISER,
  DEMO_OWNER,
  demoOperatorsMode,
  guardDemoOperators,
  seedDemoOperatorsIfNone,
} from "./demo-operators";
import { changeOwnPassword, signIn } from "./operators.service";

describe("when the demo operator accounts are added", () => {
  it.each([
    ["production", undefined, true, "none"],
    ["test", undefined, true, "none"],
    ["development", undefined, true, "add"],
    ["development", "false", true, "none"],
    ["production", "true", true, "add-forced-change"],
    ["development", "true", true, "add"],
    ["production", "public-passwords", true, "add-public"],
    ["production", "true", false, "none"],
  ] as const)("NODE_ENV %s, SEED_DEMO_OPERATORS %s, SEED_DEMO %s: %s", (nodeEnv, asked, seedDemo, mode) => {
    expect(demoOperatorsMode({ NODE_ENV: nodeEnv, SEED_DEMO_OPERATORS: asked, SEED_DEMO: seedDemo })).toBe(mode);
  });
});

describe.each(testDialects({ postgres: "repository" }))("demo operator accounts on %s", (dialect) => {
  let database: Database;
  const now = new Date("2026-11-25T12:00:00Z");
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  it("are made only with the pop-up demo store, once, and sign in with their documented passwords", async () => {
    expect(await seedDemoOperatorsIfNone(database.db, now, 4)).toEqual([]);
    await importStoreFile(database.db, storeFileInput("popup"));
    expect(await seedDemoOperatorsIfNone(database.db, now, 4)).toEqual([DEMO_OWNER.email, DEMO_ORGANISER.email]);
    expect(await seedDemoOperatorsIfNone(database.db, now, 4)).toEqual([]);
    const links = await database.db.selectFrom("operator_store_links").selectAll().execute();
    expect(links.map((link) => link.store_id)).toEqual(["popup"]);
    for (const who of [DEMO_OWNER, DEMO_ORGANISER]) {
      const result = await signIn(database.db, { ...who, client: "test", now, ttlHours: 1 });
      expect(result.ok, who.email).toBe(true);
    }
  });

  it("on a production start, make the accounts that still have their published passwords choose new ones", async () => {
    await importStoreFile(database.db, storeFileInput("popup"));
    await seedDemoOperatorsIfNone(database.db, now, 4);
    expect(await guardDemoOperators(database.db, { forceChange: false })).toEqual([
      DEMO_OWNER.email,
      DEMO_ORGANISER.email,
    ]);
    const kept = await signIn(database.db, { ...DEMO_OWNER, client: "test", now, ttlHours: 1 });
    expect(kept.ok && kept.mustChangePassword).toBe(false);
    expect(await guardDemoOperators(database.db, { forceChange: true })).toEqual([
      DEMO_OWNER.email,
      DEMO_ORGANISER.email,
    ]);
    const forced = await signIn(database.db, { ...DEMO_OWNER, client: "test", now, ttlHours: 1 });
    expect(forced.ok && forced.mustChangePassword).toBe(true);
    if (!forced.ok) throw new Error("sign-in failed");
    const changed = await changeOwnPassword(database.db, {
      actor: forced.actor,
      sessionId: "none",
      current: DEMO_OWNER.password,
      next: "a-private-password-1",
      now,
      hashCost: 4,
    });
    expect(changed.ok).toBe(true);
    // Changed: no longer an open demo account, and signs in without the detour.
    expect(await guardDemoOperators(database.db, { forceChange: true })).toEqual([DEMO_ORGANISER.email]);
    const after = await signIn(database.db, {
      ...DEMO_OWNER,
      password: "a-private-password-1",
      client: "test",
      now,
      ttlHours: 1,
    });
    expect(after.ok && after.mustChangePassword).toBe(false);
  });

  it("are made with the password change forced when asked (a production start)", async () => {
    await importStoreFile(database.db, storeFileInput("popup"));
    await seedDemoOperatorsIfNone(database.db, now, 4, { mustChangePassword: true });
    const rows = await database.db.selectFrom("operator_accounts").select("must_change_password").execute();
    expect(rows.map((row) => Number(row.must_change_password))).toEqual([1, 1]);
  });
});
