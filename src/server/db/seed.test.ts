import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import type { Database } from "./connect";
import { seedDemoStoresIfEmpty } from "./seed";

describe.each(testDialects())("demo seed on %s", (dialect) => {
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
});
