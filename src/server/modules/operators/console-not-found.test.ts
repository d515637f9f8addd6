// An unknown console address is a 404 page inside the console, never a 500 (issue 45): a made-up path,
// a store, product, order or gift code that does not exist; its document is titled like any console page.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { createTestApp } from "~server/testing/test-app";
import { createTestAccounts } from "~server/testing/console-accounts";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { ConsoleClient } from "~server/testing/console-client";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { importStoreFile } from "~server/modules/stores/store-import.service";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects())("unknown console addresses on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  const clock = new Date("2026-11-25T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await createTestAccounts(database.db, clock, [{ who: OWNER, role: "owner" }]);
  });
  afterEach(async () => {
    await database.close();
  });

  it.each([
    "/console/no-such-page",
    "/console/stores/no-such-store/identity",
    "/console/stores/alpha/no-such-part",
    "/console/catalogue/alpha/no-such-product",
    "/console/catalogue/no-such-store/tee",
    "/console/orders/no-such-order",
    "/console/gift-codes/alpha/NO-SUCH-CODE",
  ])("answers %s with the console's 404 page", async (path) => {
    const client = new ConsoleClient(app);
    expect((await client.signIn(OWNER)).response.status).toBe(302);
    const page = await client.request(path);
    expect(page.response.status, page.text.slice(0, 300)).toBe(404);
    // The error page names the document too (axe's document-title, decision 0104).
    expect(page.text).toContain("<title>Not found · Operator console</title>");
  });
});
