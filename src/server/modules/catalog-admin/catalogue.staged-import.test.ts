// The console's checked catalogue files (catalogue_uploads): a file with no problem is kept on the
// server after its dry run, and confirming sends only its id. Kept for its operator alone, for an hour,
// and taken by the first confirmation. On SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "~core/operators/permissions";
import type { Database } from "~server/db/connect";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { createCatalogueConsole, STAGED_IMPORT_TTL_MS, STAGED_IMPORTS_PER_OPERATOR } from "./catalogue.console";

const STAFF: Actor = { id: "op-staff", email: "staff@example.com", role: "staff", storeIds: [] };
const OTHER: Actor = { id: "op-other", email: "other@example.com", role: "staff", storeIds: [] };
const OWNER: Actor = { id: "op-owner", email: "owner@example.com", role: "owner", storeIds: [] };
const COACH: Actor = { id: "op-coach", email: "coach@example.com", role: "organiser", storeIds: ["alpha"] };
const GOOD = { format: "csv" as const, text: "id,name,price\ncap,Club Cap,12\n", fileName: "club.csv" };

describe.each(testDialects({ postgres: "concurrency" }))("checked catalogue files on %s", (dialect) => {
  let database: Database;
  let clock: Date;
  const consoleOf = (actor: Actor) => createCatalogueConsole({ db: database.db, actor, now: () => clock });
  const kept = () => database.db.selectFrom("catalogue_uploads").select(["account_id", "store_id"]).execute();

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    clock = new Date("2026-11-27T10:00:00Z");
    await importStoreFile(database.db, storeFileInput("alpha"));
    await importStoreFile(database.db, storeFileInput("beta"));
  });
  afterEach(async () => {
    await database.close();
  });

  it("keeps a file with no problem for its confirmation, which writes it once and forgets it", async () => {
    const staged = await consoleOf(STAFF).stageImport("beta", GOOD, "merge");
    expect(staged.report).toMatchObject({ valid: true, written: false, created: 1 });
    expect(staged.uploadId).toMatch(/^[\w-]{24}$/);
    expect(await findProductById(database.db, "beta", "cap")).toBeUndefined();
    expect(await kept()).toEqual([{ account_id: "op-staff", store_id: "beta" }]);

    const confirmed = await consoleOf(STAFF).confirmImport(staged.uploadId!);
    expect(confirmed).toMatchObject({ storeId: "beta", mode: "merge", format: "csv", fileName: "club.csv" });
    expect(confirmed?.report).toMatchObject({ written: true, created: 1 });
    expect((await findProductById(database.db, "beta", "cap"))?.data.productData.productName).toBe("Club Cap");
    expect(await kept()).toEqual([]);
    expect(await consoleOf(STAFF).confirmImport(staged.uploadId!)).toBeNull();
  });

  it("imports a file once when two confirmations of it arrive at the same time", async () => {
    const { uploadId } = await consoleOf(STAFF).stageImport("beta", GOOD, "merge");
    const results = await Promise.all([
      consoleOf(STAFF).confirmImport(uploadId!),
      consoleOf(STAFF).confirmImport(uploadId!),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "catalogue.import")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("keeps nothing for a file with problems", async () => {
    const bad = { ...GOOD, text: "id,name,price\ncap,Club Cap,cheap\n" };
    const staged = await consoleOf(STAFF).stageImport("beta", bad, "merge");
    expect(staged).toMatchObject({ uploadId: null, report: { valid: false } });
    expect(await kept()).toEqual([]);
  });

  it("is confirmed only by the operator who checked it, and within the hour", async () => {
    const { uploadId } = await consoleOf(STAFF).stageImport("beta", GOOD, "replace");
    expect(await consoleOf(OTHER).confirmImport(uploadId!)).toBeNull();
    expect(await kept()).toHaveLength(1); // the other operator's try took nothing
    clock = new Date(clock.getTime() + STAGED_IMPORT_TTL_MS);
    expect(await consoleOf(STAFF).confirmImport(uploadId!)).toBeNull();
    expect(await findProductById(database.db, "beta", "cap")).toBeUndefined();
  });

  it("keeps one file per operator and store: checking again drops the earlier one, and expired files go", async () => {
    const first = await consoleOf(STAFF).stageImport("beta", GOOD, "merge");
    await consoleOf(OTHER).stageImport("beta", GOOD, "merge");
    await consoleOf(STAFF).stageImport("alpha", GOOD, "merge");
    const second = await consoleOf(STAFF).stageImport("beta", { ...GOOD, fileName: "club-2.csv" }, "merge");
    expect(await consoleOf(STAFF).confirmImport(first.uploadId!)).toBeNull();
    expect((await kept()).map((row) => `${row.account_id} ${row.store_id}`).sort()).toEqual([
      "op-other beta",
      "op-staff alpha",
      "op-staff beta",
    ]);
    clock = new Date(clock.getTime() + STAGED_IMPORT_TTL_MS + 1);
    await consoleOf(OWNER).stageImport("alpha", GOOD, "merge");
    expect(await kept()).toEqual([{ account_id: "op-owner", store_id: "alpha" }]);
    expect(await consoleOf(STAFF).confirmImport(second.uploadId!)).toBeNull();
  });

  it("keeps an operator's newest files only, however many stores they check files for", async () => {
    const stores = ["alpha", "beta", "gamma", "delta"];
    for (const id of stores.slice(2)) await importStoreFile(database.db, storeFileInput(id));
    const ids: string[] = [];
    for (const storeId of stores) {
      clock = new Date(clock.getTime() + 1000);
      ids.push((await consoleOf(STAFF).stageImport(storeId, GOOD, "merge")).uploadId!);
    }
    expect(STAGED_IMPORTS_PER_OPERATOR).toBe(3);
    expect((await kept()).map((row) => row.store_id).sort()).toEqual(["beta", "delta", "gamma"]);
    expect(await consoleOf(STAFF).confirmImport(ids[0]!)).toBeNull();
    expect((await consoleOf(STAFF).confirmImport(ids[1]!))?.storeId).toBe("beta");
  });

  it("refuses an organiser, whose role may not import, staging and confirming", async () => {
    await expect(consoleOf(COACH).stageImport("alpha", GOOD, "merge")).rejects.toMatchObject({ status: 403 });
    const { uploadId } = await consoleOf(STAFF).stageImport("alpha", GOOD, "merge");
    await expect(consoleOf(COACH).confirmImport(uploadId!)).rejects.toMatchObject({ status: 403 });
    expect(await kept()).toEqual([{ account_id: "op-staff", store_id: "alpha" }]);
  });
});
