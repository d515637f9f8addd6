// The storable-text rule (decision 0070: UTF-8, no NUL) on every multipart (form-data) text field the
// admin API and the console take (decision 0109): an upload's alt text, the image call's colour, an
// import's fields; a 400 naming the field, on PostgreSQL (where a NUL was a 500) as on SQLite. A file's
// bytes are not text: a NUL in them is no refusal, but a file name must be storable.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN } from "~server/testing/console-client";
import { call, createCheckoutTestbed, type Testbed } from "~server/testing/checkout-testbed";
import { TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "~server/testing/test-app";
import { testDialects } from "~server/testing/test-db";
import { unstorableMultipartField } from "./text-input";

const BOUNDARY = "----boundary7MA4YWxkTrZu0gW";
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
type Part = { name: string; value: Uint8Array | string; filename?: string };
const bytesOf = (value: Uint8Array | string) => (typeof value === "string" ? Buffer.from(value, "utf8") : value);

/** A form-data body, byte for byte (so a part can hold bytes that are not UTF-8). */
function multipart(parts: Part[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? "" : "\r\nContent-Type: image/png";
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(bytesOf(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe("unstorableMultipartField", () => {
  it.each<[string, Part[], string | null]>([
    [
      "clean fields and a file with NUL bytes",
      [
        { name: "altText", value: "Blue tee" },
        { name: "file", value: PNG, filename: "tee.png" },
      ],
      null,
    ],
    ["a NUL in a text field", [{ name: "altText", value: "Blue\u0000tee" }], "altText"],
    [
      "bytes that are not UTF-8",
      [
        { name: "mode", value: "ok" },
        { name: "note", value: Uint8Array.from([0x61, 0xff, 0x62]) },
      ],
      "note",
    ],
    [
      "a lone surrogate spelled in UTF-8 (CESU)",
      [{ name: "color", value: Uint8Array.from([0xed, 0xa0, 0x80]) }],
      "color",
    ],
    ["a NUL in a file's name", [{ name: "file", value: PNG, filename: "a\u0000.png" }], "file"],
    ["a NUL in a field's name", [{ name: "a\u0000b", value: "x" }], "field name"],
    [
      "a field after a file",
      [
        { name: "file", value: PNG, filename: "t.png" },
        { name: "altText", value: "\u0000" },
      ],
      "altText",
    ],
  ])("%s", (_what, parts, field) => {
    expect(unstorableMultipartField(TYPE, multipart(parts))).toBe(field);
  });

  it("reads a quoted boundary and leaves a body that is no form to the route", () => {
    const body = multipart([{ name: "altText", value: "\u0000" }]);
    expect(unstorableMultipartField(`multipart/form-data; boundary="${BOUNDARY}"`, body)).toBe("altText");
    expect(unstorableMultipartField("multipart/form-data", body)).toBeNull();
    expect(unstorableMultipartField(TYPE, Buffer.from("not a form"))).toBeNull();
  });
});

describe.each(testDialects({ postgres: "storable text" }))("multipart text fields on %s", (dialect) => {
  let bed: Testbed;
  beforeAll(async () => {
    bed = await createCheckoutTestbed(dialect);
  });
  afterAll(() => bed.close());

  const expectNamed = async (res: Response, field: string) => {
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(400);
    expect(text).toContain(field);
    expect(text).toMatch(/NUL|UTF-8/);
  };
  const admin = (path: string, body: Uint8Array) =>
    bed.app.request(`http://localhost/api/admin${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${TEST_ADMIN_KEY}`, "content-type": TYPE },
      body: body as Uint8Array<ArrayBuffer>,
    });

  it("the admin API's image upload: a NUL in its colour is a 400 naming it, nothing stored", async () => {
    const before = await bed.db.selectFrom("media_items").select("id").execute();
    const res = await admin(
      "/stores/demo/images",
      multipart([
        { name: "productId", value: "demo-001" },
        { name: "color", value: "Gold\u0000" },
        { name: "file", value: PNG, filename: "tee.png" },
      ]),
    );
    await expectNamed(res, "color");
    expect(await bed.db.selectFrom("media_items").select("id").execute()).toEqual(before);
  });

  it("the admin API's import: a text field that is not UTF-8 is a 400 naming it, nothing written", async () => {
    const res = await admin(
      "/stores/demo/products/import?dryRun=false",
      multipart([
        { name: "note", value: Uint8Array.from([0x41, 0xc3, 0x28]) },
        { name: "file", value: "id,name,price\nnul-tee,Tee,10\n", filename: "c.csv" },
      ]),
    );
    await expectNamed(res, "note");
    const found = await call(bed.app, "GET", "/api/promo/store/products/nul-tee");
    expect(found.status).toBe(404);
  });

  it("the admin API's import still takes a clean form", async () => {
    const res = await admin(
      "/stores/demo/products/import?dryRun=true",
      multipart([{ name: "file", value: "id,name,price\nok-tee,Tee,10\n", filename: "c.csv" }]),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("the console's media upload: a NUL in the alt text is a 400 naming it, after the CSRF check", async () => {
    const pre = "p".repeat(43);
    const token = createHmac("sha256", TEST_SESSION_SECRET).update(`console-csrf:pre:${pre}`).digest("base64url");
    const body = multipart([
      { name: "altText", value: "Team\u0000photo" },
      { name: "file", value: PNG, filename: "team.png" },
    ]);
    const send = (csrf: string) =>
      bed.app.request(`${CONSOLE_ORIGIN}/console/stores/demo/media?_csrf=${csrf}`, {
        method: "POST",
        headers: { "content-type": TYPE, origin: CONSOLE_ORIGIN, cookie: `console_csrf=${pre}` },
        body: body as Uint8Array<ArrayBuffer>,
      });
    // Without the right token the form is refused unread (403), never judged on its fields.
    expect((await send("wrong")).status).toBe(403);
    await expectNamed(await send(token), "altText");
  });
});
