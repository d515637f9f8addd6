// The Media page over HTTP (issue 45): rendered by the real React Router app for owners, staff and the
// store's organiser (read only), an upload posted as the browser does (token in the address), a file
// refused by its content with the message in the page, a body past the image limit refused (413)
// before it is read, and an uploaded SVG served rebuilt and under the site's policy that runs no inline script.
import path from "node:path";
import { existsSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { createTestAccounts } from "~server/testing/console-accounts";
import { CONSOLE_ORIGIN, ConsoleClient as Client } from "~server/testing/console-client";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestApp } from "~server/testing/test-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { startTestWebBuild, type TestWebBuild } from "~server/testing/web-build";

const OWNER = { email: "owner@example.com", password: "owner-password-1" };
const ORGANISER = { email: "coach@example.com", password: "coach-password-1" };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';

let web: TestWebBuild;
beforeAll(async () => {
  web = await startTestWebBuild();
});
afterAll(async () => {
  await web?.close();
});

describe.each(testDialects())("the Media page on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  let dataDir: string;
  const clock = new Date("2026-11-29T12:00:00Z");

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    ({ app, dataDir } = createTestApp(database, { webBuild: web.webBuild, now: () => clock }));
    await importStoreFile(database.db, storeFileInput("alpha"));
    await createTestAccounts(database.db, clock, [
      { who: OWNER, role: "owner" },
      { who: ORGANISER, role: "organiser", storeIds: ["alpha"] },
    ]);
  });
  afterEach(async () => {
    await database.close();
  });

  const signedIn = async (who: { email: string; password: string }) => {
    const client = new Client(app);
    await client.signIn(who);
    await client.request("/console/stores/alpha/media");
    return client;
  };
  const upload = (client: Client, file: { name: string; type: string; bytes: Uint8Array | string }, extra = "") => {
    const form = new FormData();
    form.set("_csrf", client.csrf);
    form.set("intent", "upload");
    form.set("altText", "Club crest");
    form.set("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
    return app.request(
      `${CONSOLE_ORIGIN}/console/stores/alpha/media?_csrf=${encodeURIComponent(client.csrf)}${extra}`,
      {
        method: "POST",
        body: form,
        headers: { origin: CONSOLE_ORIGIN, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      },
    );
  };

  it("uploads a PNG, refuses a file that is not an image by its content, and lists the upload", async () => {
    const client = await signedIn(OWNER);
    const bad = await upload(client, { name: "crest.png", type: "image/png", bytes: "not really a picture" });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Image file: this is not a JPEG, PNG, WebP or SVG image");

    const good = await upload(client, { name: "crest.png", type: "image/png", bytes: PNG });
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe("/console/stores/alpha/media?done=uploaded");
    const { text: html } = await client.request("/console/stores/alpha/media?done=uploaded");
    expect(html).toContain("Image uploaded.");
    expect(html).toContain('name="intent" value="upload"');
    const url = /src="(\/media\/stores\/alpha\/[0-9a-f]{32}\.png)"/.exec(html)?.[1] ?? "";
    expect(url).not.toBe("");
    expect(html).toContain('alt="Club crest"');
    expect(existsSync(path.join(dataDir, "media", "stores", "alpha", path.basename(url)))).toBe(true);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("actor_email")
      .where("action", "=", "media.upload")
      .execute();
    expect(audit).toEqual([{ actor_email: OWNER.email }]);
  });

  it("lets the store's organiser see the library but not change it", async () => {
    const client = await signedIn(ORGANISER);
    const page = await client.request("/console/stores/alpha/media");
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Media");
    // No upload form for them (the texts of the page's language travel in its data, so look for the form).
    expect(page.text).not.toContain('name="intent" value="upload"');
    const refused = await upload(client, { name: "crest.png", type: "image/png", bytes: PNG });
    expect(refused.status).toBe(403);
    expect(await database.db.selectFrom("media_items").select("id").execute()).toEqual([]);
  });

  it("refuses a body past the image limit with 413 before reading it", async () => {
    const client = await signedIn(OWNER);
    const res = await app.request(
      `${CONSOLE_ORIGIN}/console/stores/alpha/media?_csrf=${encodeURIComponent(client.csrf)}`,
      {
        method: "POST",
        body: "x",
        headers: {
          origin: CONSOLE_ORIGIN,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(60 * 1024 * 1024),
        },
      },
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The form is larger than this page accepts");
  });

  it("serves an uploaded SVG rebuilt without its script, under the site's policy that runs no inline script", async () => {
    const client = await signedIn(OWNER);
    const res = await upload(client, { name: "logo.svg", type: "image/svg+xml", bytes: SVG }, "&picker=1");
    expect(res.status).toBe(200);
    const [row] = await database.db.selectFrom("media_items").select(["url", "content_type"]).execute();
    expect(row?.content_type).toBe("image/svg+xml");
    const served = await app.request(`http://alpha.localhost${row!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const scripts = /script-src ([^;]*)/.exec(served.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("unsafe-inline");
    const body = await served.text();
    expect(body).toContain("<rect");
    expect(body).not.toMatch(/script|onload|alert/);
  });
});
