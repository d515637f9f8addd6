import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import type { Database } from "./connect";
import { findStoreById } from "~server/modules/stores/stores.repository";
import { putStore } from "~server/modules/stores/stores.service";
import { readDemoWindows, reanchorDemoWindows, seedDemoStoresIfEmpty, startDemoWindowRoll } from "./seed";

describe.each(testDialects({ postgres: "migration" }))("demo seed on %s", (dialect) => {
  let database: Database;
  let demoDir: string;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    demoDir = mkdtempSync(path.join(tmpdir(), "demo-stores-"));
    writeFileSync(path.join(demoDir, "a.json"), JSON.stringify(storeFileInput("alpha")));
    writeFileSync(path.join(demoDir, "b.json"), JSON.stringify(storeFileInput("beta")));
    writeFileSync(path.join(demoDir, "notes.txt"), "not a store");
  });
  afterEach(async () => {
    await database.close();
    rmSync(demoDir, { recursive: true, force: true });
  });

  it("imports every store file into an empty database, and nothing once stores exist", async () => {
    expect(await seedDemoStoresIfEmpty(database.db, demoDir)).toEqual(["alpha", "beta"]);
    expect(await seedDemoStoresIfEmpty(database.db, demoDir)).toEqual([]);
    const stores = await database.db.selectFrom("stores").select("id").orderBy("id").execute();
    expect(stores.map((s) => s.id)).toEqual(["alpha", "beta"]);
  });

  it("records each seeded gift-code balance in the audit log, by the demo seed", async () => {
    await seedDemoStoresIfEmpty(database.db, demoDir, new Date("2026-11-26T01:00:00Z"));
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["actor_id", "actor_email", "action", "entity_type", "entity_id", "store_id", "at", "after_json"])
      .orderBy("id")
      .execute();
    const seeded = {
      actor_id: null,
      actor_email: "demo seed",
      action: "gift-code.issue",
      entity_type: "gift-code",
      entity_id: "GIFT-100",
      at: "2026-11-26T01:00:00.000Z",
      after_json: JSON.stringify({ code: "GIFT-100", balanceCents: 10000, disabled: false }),
    };
    expect(rows).toEqual([
      { ...seeded, store_id: "alpha" },
      { ...seeded, store_id: "beta" },
    ]);
  });

  it("does nothing when the demo directory is missing", async () => {
    expect(await seedDemoStoresIfEmpty(database.db, path.join(demoDir, "missing"))).toEqual([]);
  });

  it("names the file that cannot be imported and seeds none of the stores", async () => {
    writeFileSync(path.join(demoDir, "c.json"), JSON.stringify({ id: "gamma" }));
    await expect(seedDemoStoresIfEmpty(database.db, demoDir)).rejects.toThrow(
      /c\.json could not be imported: domains: required/,
    );
    expect(await database.db.selectFrom("stores").selectAll().execute()).toEqual([]);
  });

  it("places a demo pop-up window relative to now at seeding, and again at a start after it closed", async () => {
    const H = 3_600_000;
    const demoWindow = { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" };
    writeFileSync(path.join(demoDir, "b.json"), JSON.stringify({ ...storeFileInput("beta"), demoWindow }));
    const seededAt = new Date("2026-11-25T12:00:00Z");
    await seedDemoStoresIfEmpty(database.db, demoDir, seededAt);
    const window = async () => (await findStoreById(database.db, "beta"))?.data.storeWindow;
    expect((await window())?.closesAt).toBe("2026-11-27T16:00:00.000Z");

    // Still open (or edited by an operator): left alone.
    expect(await reanchorDemoWindows(database.db, demoDir, new Date(seededAt.getTime() + 50 * H))).toEqual([]);
    expect((await window())?.closesAt).toBe("2026-11-27T16:00:00.000Z");
    // Closed since: in its last 52 hours again, relative to this start.
    const later = new Date("2026-12-20T08:00:00Z");
    expect(await reanchorDemoWindows(database.db, demoDir, later)).toEqual(["beta"]);
    expect(await window()).toEqual({
      opensAt: "2026-12-08T08:00:00.000Z",
      closesAt: "2026-12-22T12:00:00.000Z",
      timeZone: "America/New_York",
    });
    expect((await findStoreById(database.db, "alpha"))?.data.storeWindow).toBeUndefined();
  });

  it("leaves a window an operator closed alone: only the demo's own placement is moved again", async () => {
    const H = 3_600_000;
    const demoWindow = { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" };
    writeFileSync(path.join(demoDir, "b.json"), JSON.stringify({ ...storeFileInput("beta"), demoWindow }));
    const seededAt = new Date("2026-11-25T12:00:00Z");
    await seedDemoStoresIfEmpty(database.db, demoDir, seededAt);
    const store = (await findStoreById(database.db, "beta"))!;
    // The operator closes the store: opened 400 h ago, closed 20 h ago (what the pop-up e2e does).
    const closed = {
      opensAt: new Date(seededAt.getTime() - 400 * H).toISOString(),
      closesAt: new Date(seededAt.getTime() - 20 * H).toISOString(),
      timeZone: "America/New_York",
    };
    await putStore(database.db, "beta", { domains: ["beta.localhost"], data: { ...store.data, storeWindow: closed } });
    expect(await reanchorDemoWindows(database.db, demoDir, seededAt)).toEqual([]);
    // The demo's length in another time zone is an operator's edit too.
    const elsewhere = { ...closed, opensAt: new Date(seededAt.getTime() - 360 * H).toISOString(), timeZone: "UTC" };
    await putStore(database.db, "beta", {
      domains: ["beta.localhost"],
      data: { ...store.data, storeWindow: elsewhere },
    });
    expect(await reanchorDemoWindows(database.db, demoDir, seededAt)).toEqual([]);
    expect((await findStoreById(database.db, "beta"))?.data.storeWindow).toEqual(elsewhere);
  });

  it("rolls the demo pop-up window forward while the server runs, within one sweep of its close", async () => {
    const H = 3_600_000;
    const demoWindow = { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" };
    writeFileSync(path.join(demoDir, "b.json"), JSON.stringify({ ...storeFileInput("beta"), demoWindow }));
    let clock = Date.parse("2026-11-25T12:00:00Z");
    await seedDemoStoresIfEmpty(database.db, demoDir, new Date(clock));
    const closesAt = async () => (await findStoreById(database.db, "beta"))?.data.storeWindow?.closesAt;
    const logged: unknown[] = [];
    const roll = startDemoWindowRoll({
      db: database.db,
      demo: demoDir,
      now: () => new Date(clock),
      intervalMs: 20,
      logger: { info: (obj) => logged.push(obj), error: (obj) => logged.push(obj) },
    });
    try {
      // Passes before the close leave the window alone.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await closesAt()).toBe("2026-11-27T16:00:00.000Z");
      expect(logged).toEqual([]);
      // 52 h later the window has closed: a later pass places it 52 h ahead of that moment.
      clock += 52 * H + 60_000;
      const deadline = Date.now() + 5_000;
      while ((await closesAt()) === "2026-11-27T16:00:00.000Z" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await closesAt()).toBe("2026-11-29T20:01:00.000Z");
    } finally {
      await roll.stop();
    }
    expect(logged).toEqual([{ stores: ["beta"] }]);
  });

  it("keeps only the windows of the demo files, and rolls from them with the files gone", async () => {
    const H = 3_600_000;
    const demoWindow = { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" };
    writeFileSync(path.join(demoDir, "b.json"), JSON.stringify({ ...storeFileInput("beta"), demoWindow }));
    let clock = Date.parse("2026-11-25T12:00:00Z");
    await seedDemoStoresIfEmpty(database.db, demoDir, new Date(clock));
    const windows = await readDemoWindows(demoDir);
    expect(windows).toEqual([{ id: "beta", domains: ["beta.localhost", "beta.example.com"], demoWindow }]);
    // The roll reads no file: the windows read at the start are enough.
    rmSync(demoDir, { recursive: true, force: true });
    clock += 52 * H + 60_000;
    const roll = startDemoWindowRoll({
      db: database.db,
      demo: windows,
      now: () => new Date(clock),
      intervalMs: 20,
      logger: { info: () => undefined, error: (obj) => expect.fail(JSON.stringify(obj)) },
    });
    try {
      const closesAt = async () => (await findStoreById(database.db, "beta"))?.data.storeWindow?.closesAt;
      const deadline = Date.now() + 5_000;
      while ((await closesAt()) === "2026-11-27T16:00:00.000Z" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await closesAt()).toBe("2026-11-29T20:01:00.000Z");
    } finally {
      await roll.stop();
    }
  });
});
