// A store's media library (issue 45): files known by their content, SVG rebuilt without scripts, the
// image in use kept, a replacement followed by every place showing it, one store never seeing or using
// another's images, and each change audited. On SQLite and PostgreSQL.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "~core/operators/permissions";
import type { Database } from "~server/db/connect";
import { findProductById, putProduct } from "~server/modules/products/products.service";
import { createStoresConsole } from "~server/modules/stores/stores.console";
import { findStoreById } from "~server/modules/stores/stores.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { storeFileInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { createMediaConsole } from "./media.console";
import { checkMediaFile, sanitiseSvg, sniffMediaType } from "./media.service";

const OWNER: Actor = { id: "op-owner", email: "owner@example.com", role: "owner", storeIds: [] };
const COACH: Actor = { id: "op-coach", email: "coach@example.com", role: "organiser", storeIds: ["alpha"] };

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);
const PNG_2 = Uint8Array.from([...PNG, 9, 9]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const WEBP = new TextEncoder().encode("RIFF\u0010\u0000\u0000\u0000WEBPVP8 ");
const text = (value: string) => new TextEncoder().encode(value);
const EVIL_SVG = text(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">` +
    `<script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10" fill="#123456"/></a>` +
    `<foreignObject><div>steal</div></foreignObject><image href="https://evil.example/x.png"/>` +
    `<path d="M0 0L10 10" style="fill:url(https://evil.example)" fill="url(https://evil.example/#x)"/></svg>`,
);

describe("checking a file by its content", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and SVG by its root element", () => {
    expect(sniffMediaType(PNG)).toBe("png");
    expect(sniffMediaType(JPEG)).toBe("jpg");
    expect(sniffMediaType(WEBP)).toBe("webp");
    expect(sniffMediaType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
    // A GIF, a text file named .png or HTML are none of them, whatever their name says.
    expect(sniffMediaType(text("GIF89a....."))).toBeUndefined();
    expect(sniffMediaType(text("hello, I am logo.png"))).toBeUndefined();
    expect(sniffMediaType(text("<html><body><svg></svg></body></html>"))).toBeUndefined();
  });

  it("refuses an empty file, a file over the limit and an SVG with a document type", () => {
    expect(checkMediaFile(new Uint8Array(0), 100)).toEqual({ ok: false, problem: "missing" });
    expect(checkMediaFile(PNG, 10)).toEqual({ ok: false, problem: "tooLarge" });
    expect(checkMediaFile(text("not an image"), 100)).toEqual({ ok: false, problem: "type" });
    const entities = text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>');
    expect(checkMediaFile(entities, 1000)).toEqual({ ok: false, problem: "svgUnsafe" });
  });

  it("rebuilds an SVG without its scripts, handlers, links, embedded documents and outside references", () => {
    const result = sanitiseSvg(EVIL_SVG);
    expect(result.ok).toBe(true);
    const svg = result.ok ? result.svg : "";
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10">/);
    expect(svg).toContain('<rect width="10" height="10" fill="#123456"');
    expect(svg).toContain('d="M0 0L10 10"');
    for (const bad of ["script", "alert", "onload", "javascript", "foreignObject", "steal", "evil", "style", "href"])
      expect(svg).not.toContain(bad);
  });
});

describe.each(testDialects({ postgres: "repository" }))("the media library on %s", (dialect) => {
  let database: Database;
  let dir: string;
  let clock: Date;
  const media = (actor: Actor = OWNER, storage = true) =>
    createMediaConsole({
      db: database.db,
      actor,
      now: () => clock,
      storage: storage ? { dir, imageMaxBytes: 1024 } : undefined,
    });
  const audit = (action: string) =>
    database.db
      .selectFrom("audit_log")
      .select(["actor_email", "entity_id", "store_id", "before_json as before", "after_json as after"])
      .where("action", "=", action)
      .execute();
  const setLogo = async (storeId: string, url: string) => {
    const store = await findStoreById(database.db, storeId);
    const data = structuredClone(store!.data);
    data.storeBranding.storeLogo = url;
    return createStoresConsole({ db: database.db, actor: OWNER, now: () => clock }).save(storeId, "branding", {
      data: { storeBranding: data.storeBranding },
    });
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dir = await mkdtemp(path.join(tmpdir(), "media-test-"));
    clock = new Date("2026-11-29T10:00:00Z");
    await importStoreFile(database.db, storeFileInput("alpha"));
    await importStoreFile(database.db, storeFileInput("beta"));
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores an upload under the store's media address with its alt text, and audits it", async () => {
    const result = await media().upload("alpha", {
      bytes: PNG,
      fileName: "C:\\logos\\crest.png",
      altText: " Club  crest ",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ fileName: "crest.png", altText: "Club crest", contentType: "image/png" });
    expect(result.value.url).toMatch(/^\/media\/stores\/alpha\/[0-9a-f]{32}\.png$/);
    const file = path.join(dir, "stores", "alpha", path.basename(result.value.url));
    expect(new Uint8Array(await readFile(file))).toEqual(PNG);
    const view = await media().library("alpha");
    expect(view.items.map((item) => item.id)).toEqual([result.value.id]);
    const [entry] = await audit("media.upload");
    expect(entry).toMatchObject({ actor_email: "owner@example.com", entity_id: result.value.id, store_id: "alpha" });
    expect(JSON.parse(entry!.after!)).toMatchObject({ fileName: "crest.png", altText: "Club crest" });
  });

  it("refuses a file that is not an image by its content, too large, or an alt text too long", async () => {
    expect(await media().upload("alpha", { bytes: text("MZ fake.png"), fileName: "fake.png" })).toEqual({
      ok: false,
      errors: { file: "type" },
    });
    expect(await media().upload("alpha", { bytes: new Uint8Array(2048).fill(0xff) })).toEqual({
      ok: false,
      errors: { file: "tooLarge" },
    });
    expect(await media().upload("alpha", { bytes: PNG, altText: "x".repeat(251) })).toEqual({
      ok: false,
      errors: { altText: "altTooLong" },
    });
    expect((await media().library("alpha")).items).toEqual([]);
    expect(await audit("media.upload")).toEqual([]);
  });

  it("keeps an uploaded SVG only as rebuilt, without its script", async () => {
    const result = await media().upload("alpha", { bytes: EVIL_SVG, fileName: "logo.svg" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.contentType).toBe("image/svg+xml");
    const stored = await readFile(path.join(dir, "stores", "alpha", path.basename(result.value.url)), "utf8");
    expect(stored).toContain("<rect");
    expect(stored).not.toMatch(/script|onload|javascript|foreignObject/);
  });

  it("refuses to delete an image the store shows, naming where, and deletes it once unused", async () => {
    const up = await media().upload("alpha", { bytes: PNG, fileName: "crest.png" });
    if (!up.ok) throw new Error("upload refused");
    expect(await setLogo("alpha", up.value.url)).toEqual({ ok: true, value: undefined });
    const product = (await findProductById(database.db, "alpha", "tee"))!.data;
    product.productData.primaryImageUrl = up.value.url;
    await putProduct(database.db, "alpha", "tee", product);

    const refused = await media().remove("alpha", up.value.id);
    expect(refused).toEqual({
      ok: false,
      errors: { form: "inUse" },
      usages: [{ kind: "logo" }, { kind: "product", productId: "tee", name: "Crew Tee" }],
    });
    expect((await media().library("alpha")).items[0]?.usages).toHaveLength(2);
    expect(await audit("media.delete")).toEqual([]);

    expect(await setLogo("alpha", "")).toMatchObject({ ok: true });
    product.productData.primaryImageUrl = "";
    await putProduct(database.db, "alpha", "tee", product);
    expect(await media().remove("alpha", up.value.id)).toMatchObject({ ok: true });
    expect((await media().library("alpha")).items).toEqual([]);
    await expect(readFile(path.join(dir, "stores", "alpha", path.basename(up.value.url)))).rejects.toThrow();
    const [entry] = await audit("media.delete");
    expect(JSON.parse(entry!.before!)).toMatchObject({ url: up.value.url, fileName: "crest.png" });
  });

  it("replaces an image everywhere the store shows it, in one audited change", async () => {
    const up = await media().upload("alpha", { bytes: PNG, fileName: "crest.png", altText: "Crest" });
    if (!up.ok) throw new Error("upload refused");
    await setLogo("alpha", up.value.url);
    const replaced = await media().replace("alpha", up.value.id, { bytes: PNG_2, fileName: "crest-2.png" });
    expect(replaced.ok).toBe(true);
    if (!replaced.ok) return;
    expect(replaced.value.places).toBe(1);
    expect(replaced.value.item).toMatchObject({ id: up.value.id, altText: "Crest", fileName: "crest-2.png" });
    expect(replaced.value.item.url).not.toBe(up.value.url);
    expect((await findStoreById(database.db, "alpha"))!.data.storeBranding.storeLogo).toBe(replaced.value.item.url);
    const [entry] = await audit("media.replace");
    expect(JSON.parse(entry!.before!).url).toBe(up.value.url);
    expect(JSON.parse(entry!.after!)).toMatchObject({ url: replaced.value.item.url, places: 1 });
    // The old file is gone: nothing shows it any more.
    await expect(readFile(path.join(dir, "stores", "alpha", path.basename(up.value.url)))).rejects.toThrow();
  });

  it("keeps each store's library to itself", async () => {
    const up = await media().upload("alpha", { bytes: PNG, fileName: "crest.png" });
    if (!up.ok) throw new Error("upload refused");
    expect((await media().library("beta")).items).toEqual([]);
    // Another store's image id is unknown in this store: no rename, replacement or deletion through it.
    expect(await media().setAltText("beta", up.value.id, "Mine now")).toEqual({
      ok: false,
      errors: { form: "notFound" },
    });
    expect(await media().replace("beta", up.value.id, { bytes: PNG_2 })).toEqual({
      ok: false,
      errors: { form: "notFound" },
    });
    expect(await media().remove("beta", up.value.id)).toEqual({ ok: false, errors: { form: "notFound" } });
    // Nor may a store show another's upload as its logo.
    expect(await setLogo("beta", up.value.url)).toEqual({
      ok: false,
      errors: { "storeBranding.storeLogo": "imageOtherStore" },
    });
    // An organiser of alpha reads alpha's library only, and changes none.
    await expect(media(COACH).library("beta")).rejects.toMatchObject({ status: 403 });
    await expect(media(COACH).upload("alpha", { bytes: PNG })).rejects.toMatchObject({ status: 403 });
  });

  it("refuses a relative image address in the store editor, naming the field", async () => {
    expect(await setLogo("alpha", "img/logo.png")).toEqual({
      ok: false,
      errors: { "storeBranding.storeLogo": "imageAddress" },
    });
    expect(await setLogo("alpha", "https://cdn.example.com/logo.png")).toMatchObject({ ok: true });
    expect(await setLogo("alpha", "/media/demo/logos/demo.svg")).toMatchObject({ ok: true });
  });

  it("answers 503 when uploads are not set up", async () => {
    await expect(media(OWNER, false).upload("alpha", { bytes: PNG })).rejects.toMatchObject({ status: 503 });
  });
});
