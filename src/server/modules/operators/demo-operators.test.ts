import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { DEMO_ORGANISER, DEMO_OWNER, seedDemoOperatorsIfNone } from "./demo-operators";
import { signIn } from "./operators.service";

describe.each(testDialects())("demo operator accounts on %s", (dialect) => {
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
});
