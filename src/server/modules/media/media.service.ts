// A store's media library (issue 45, docs/decisions/0090): the module's face. Upload (JPEG, PNG or WebP
// by their content, SVG rebuilt from an allow-list), alt text, replace (every place of the store that
// shows the image follows it) and delete (refused while the image is used, naming where). Each change
// is written with its audit entry in one transaction; files are written before it and removed only
// after it, when no image of the library and no field of the store or its products uses them.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoreData } from "~core/entities/store.schema";
import { storeImageFields, type StoreImagePlace } from "~core/stores/store-images";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { recordAudit, type AuditActor } from "~server/modules/operators/audit";
import { putProduct, readStoreProducts } from "~server/modules/products/products.service";
import { requireStore, rewriteStoreData } from "~server/modules/stores/stores.service";
import {
  type MediaContentType,
  MEDIA_TYPES,
  mediaUrl,
  readMediaFile,
  removeMediaFile,
  sanitiseSvg,
  sniffMediaType,
  SVG_MAX_BYTES,
  writeMediaFile,
} from "./media-files";
import {
  countMediaWithUrl,
  deleteMediaRow,
  findMediaRow,
  insertMediaRow,
  listMediaRows,
  type MediaRow,
  updateMediaRow,
} from "./media.repository";

export { readMediaFile, sanitiseSvg, sniffMediaType, SVG_MAX_BYTES };

export const ALT_TEXT_MAX = 250;
const FILE_NAME_MAX = 200;

export interface MediaItem {
  id: string;
  url: string;
  fileName: string;
  contentType: MediaContentType;
  bytes: number;
  altText: string;
  createdAt: string;
  updatedAt: string;
}

/** Where an image of the library is used: a field of the store document, or a product's gallery. */
export type MediaUsage = StoreImagePlace | { kind: "product"; productId: string; name: string };

/** Why an upload, a replacement or an alt text is refused (worded by the console as media.err.<code>). */
export type MediaProblem = "missing" | "tooLarge" | "svgTooLarge" | "type" | "svgUnsafe" | "altTooLong" | "notFound";

/** A refusal's codes by field; "inUse" (a delete of an image the store shows) comes with its usages. */
export type MediaErrors = Partial<Record<"file" | "altText" | "form", MediaProblem | "inUse">>;

export type MediaResult<T> = { ok: true; value: T } | { ok: false; errors: MediaErrors; usages?: MediaUsage[] };

export interface MediaWriter {
  actor: AuditActor;
  at: Date;
}

export interface MediaStorage {
  /** DATA_DIR/media. */
  dir: string;
  /** The largest JPEG, PNG or WebP accepted (ADMIN_IMAGE_MAX_MB). */
  maxBytes: number;
}

const toItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  url: row.url,
  fileName: row.file_name,
  contentType: row.content_type as MediaContentType,
  bytes: Number(row.bytes),
  altText: row.alt_text,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** What the audit log keeps of an image (never its bytes). */
const auditView = (item: MediaItem) => ({
  url: item.url,
  fileName: item.fileName,
  contentType: item.contentType,
  bytes: item.bytes,
  altText: item.altText,
});

/** The store's library, newest first (a store that does not exist is 404). */
export async function listMedia(db: Kysely<DB>, storeId: string): Promise<MediaItem[]> {
  await requireStore(db, storeId);
  return (await listMediaRows(db, storeId)).map(toItem);
}

export async function findMedia(db: Kysely<DB>, storeId: string, id: string): Promise<MediaItem | undefined> {
  const row = await findMediaRow(db, storeId, id);
  return row && toItem(row);
}

type Checked =
  { ok: true; bytes: Uint8Array; extension: keyof typeof MEDIA_TYPES } | { ok: false; problem: MediaProblem };

/** The file checked by its content; an SVG rebuilt from the allow-list. */
export function checkMediaFile(bytes: Uint8Array, maxBytes: number): Checked {
  if (bytes.length === 0) return { ok: false, problem: "missing" };
  if (bytes.length > maxBytes) return { ok: false, problem: "tooLarge" };
  const extension = sniffMediaType(bytes);
  if (!extension) return { ok: false, problem: "type" };
  if (extension !== "svg") return { ok: true, bytes, extension };
  if (bytes.length > SVG_MAX_BYTES) return { ok: false, problem: "svgTooLarge" };
  const svg = sanitiseSvg(bytes);
  if (!svg.ok) return { ok: false, problem: svg.reason === "unsafe" ? "svgUnsafe" : "type" };
  return { ok: true, bytes: new TextEncoder().encode(svg.svg), extension };
}

const cleanAlt = (alt: string | undefined) => (alt ?? "").replace(/\s+/g, " ").trim();
/** The uploaded file's own name, without folders or control characters (shown in the library). */
const cleanFileName = (name: string | undefined) =>
  [...(name ?? "").replace(/^.*[\\/]/, "")]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, FILE_NAME_MAX) || "image";

/** Every place of the store (its document and its products' galleries) that shows this address. */
export async function mediaUsages(db: Kysely<DB>, storeId: string, url: string): Promise<MediaUsage[]> {
  const store = await requireStore(db, storeId);
  const usages: MediaUsage[] = storeImageFields(store.data)
    .filter((field) => field.value === url)
    .map((field) => field.place);
  for await (const page of readStoreProducts(db, storeId)) {
    for (const product of page) {
      const data = product.data;
      if (data.productData.primaryImageUrl === url || data.mediaData.media.some((m) => m.url === url))
        usages.push({ kind: "product", productId: product.id, name: data.productData.productName });
    }
  }
  return usages;
}

/** Removes the file when nothing of the store uses it any more (run after the change committed). */
async function dropFileIfUnused(db: Kysely<DB>, storage: MediaStorage, storeId: string, url: string): Promise<void> {
  if ((await countMediaWithUrl(db, storeId, url)) > 0) return;
  if ((await mediaUsages(db, storeId, url)).length > 0) return;
  await removeMediaFile(storage.dir, storeId, url.slice(url.lastIndexOf("/") + 1));
}

export async function uploadMedia(
  db: Kysely<DB>,
  storage: MediaStorage,
  storeId: string,
  input: { bytes: Uint8Array; fileName?: string; altText?: string },
  writer: MediaWriter,
): Promise<MediaResult<MediaItem>> {
  await requireStore(db, storeId);
  const altText = cleanAlt(input.altText);
  if (altText.length > ALT_TEXT_MAX) return { ok: false, errors: { altText: "altTooLong" } };
  const checked = checkMediaFile(input.bytes, storage.maxBytes);
  if (!checked.ok) return { ok: false, errors: { file: checked.problem } };
  const file = await writeMediaFile(storage.dir, storeId, checked.bytes, checked.extension);
  const at = writer.at.toISOString();
  const row: MediaRow = {
    id: randomUUID(),
    store_id: storeId,
    url: mediaUrl(storeId, file),
    file_name: cleanFileName(input.fileName),
    content_type: MEDIA_TYPES[checked.extension],
    bytes: checked.bytes.length,
    alt_text: altText,
    created_at: at,
    updated_at: at,
  };
  const item = toItem(row);
  await inTransaction(db, async (trx) => {
    await insertMediaRow(trx, row);
    await recordAudit(trx, {
      actor: writer.actor,
      at: writer.at,
      action: "media.upload",
      entityType: "media",
      entityId: row.id,
      storeId,
      before: null,
      after: auditView(item),
    });
  });
  return { ok: true, value: item };
}

export async function setMediaAltText(
  db: Kysely<DB>,
  storeId: string,
  id: string,
  altText: string,
  writer: MediaWriter,
): Promise<MediaResult<MediaItem>> {
  const alt = cleanAlt(altText);
  if (alt.length > ALT_TEXT_MAX) return { ok: false, errors: { altText: "altTooLong" } };
  return inTransaction(db, async (trx): Promise<MediaResult<MediaItem>> => {
    const row = await findMediaRow(trx, storeId, id);
    if (!row) return { ok: false, errors: { form: "notFound" } };
    if (row.alt_text === alt) return { ok: true, value: toItem(row) };
    const updated = { ...row, alt_text: alt, updated_at: writer.at.toISOString() };
    await updateMediaRow(trx, storeId, id, { alt_text: alt, updated_at: updated.updated_at });
    await recordAudit(trx, {
      actor: writer.actor,
      at: writer.at,
      action: "media.alt",
      entityType: "media",
      entityId: id,
      storeId,
      before: { altText: row.alt_text },
      after: { altText: alt },
    });
    return { ok: true, value: toItem(updated) };
  });
}

/** A document with every image field showing `from` showing `to`; undefined when none does. */
function withAddress(data: StoreData, from: string, to: string): StoreData | undefined {
  let changed = false;
  const swap = (value: string | undefined) => {
    if (value !== from) return value;
    changed = true;
    return to;
  };
  const branding = data.storeBranding;
  if (branding) branding.storeLogo = swap(branding.storeLogo);
  const footer = data.footerManagement?.footerCopyrightSection;
  if (footer) footer.footerLogo = swap(footer.footerLogo);
  for (const page of data.contentManagement ?? [])
    for (const section of page.sections)
      if (section.type === "slider")
        for (const slide of section.slides) {
          slide.imageFull = swap(slide.imageFull) ?? slide.imageFull;
          slide.imageClassic = swap(slide.imageClassic);
          slide.imageMobile = swap(slide.imageMobile);
        }
  return changed ? data : undefined;
}

/**
 * Puts a new file in place of an image: the store's fields and its products' galleries that showed the
 * old one show the new one, in the same transaction as the library row and its audit entry.
 */
export async function replaceMedia(
  db: Kysely<DB>,
  storage: MediaStorage,
  storeId: string,
  id: string,
  input: { bytes: Uint8Array; fileName?: string },
  writer: MediaWriter,
): Promise<MediaResult<{ item: MediaItem; places: number }>> {
  const current = await findMediaRow(db, storeId, id);
  if (!current) return { ok: false, errors: { form: "notFound" } };
  const checked = checkMediaFile(input.bytes, storage.maxBytes);
  if (!checked.ok) return { ok: false, errors: { file: checked.problem } };
  const file = await writeMediaFile(storage.dir, storeId, checked.bytes, checked.extension);
  const url = mediaUrl(storeId, file);
  const result = await inTransaction(db, async (trx): Promise<MediaResult<{ item: MediaItem; places: number }>> => {
    const row = await findMediaRow(trx, storeId, id);
    if (!row) return { ok: false, errors: { form: "notFound" } };
    const updated: MediaRow = {
      ...row,
      url,
      file_name: cleanFileName(input.fileName),
      content_type: MEDIA_TYPES[checked.extension],
      bytes: checked.bytes.length,
      updated_at: writer.at.toISOString(),
    };
    await updateMediaRow(trx, storeId, id, {
      url: updated.url,
      file_name: updated.file_name,
      content_type: updated.content_type,
      bytes: updated.bytes,
      updated_at: updated.updated_at,
    });
    let places = 0;
    if (row.url !== url) {
      const store = await rewriteStoreData(trx, storeId, (data) => withAddress(data, row.url, url));
      if (store) places += storeImageFields(store.before).filter((f) => f.value === row.url).length;
      for await (const page of readStoreProducts(trx, storeId)) {
        for (const product of page) {
          const data = structuredClone(product.data);
          let changed = false;
          if (data.productData.primaryImageUrl === row.url) {
            data.productData.primaryImageUrl = url;
            changed = true;
          }
          for (const media of data.mediaData.media)
            if (media.url === row.url) {
              media.url = url;
              changed = true;
            }
          if (changed) {
            await putProduct(trx, storeId, product.id, data);
            places += 1;
          }
        }
      }
    }
    await recordAudit(trx, {
      actor: writer.actor,
      at: writer.at,
      action: "media.replace",
      entityType: "media",
      entityId: id,
      storeId,
      before: auditView(toItem(row)),
      after: { ...auditView(toItem(updated)), places },
    });
    return { ok: true, value: { item: toItem(updated), places } };
  });
  if (result.ok && current.url !== url) await dropFileIfUnused(db, storage, storeId, current.url);
  return result;
}

/** Deletes an image of the library; refused, naming each place, while the store shows it anywhere. */
export async function deleteMedia(
  db: Kysely<DB>,
  storage: MediaStorage,
  storeId: string,
  id: string,
  writer: MediaWriter,
): Promise<MediaResult<MediaItem>> {
  const result = await inTransaction(db, async (trx): Promise<MediaResult<MediaItem>> => {
    const row = await findMediaRow(trx, storeId, id);
    if (!row) return { ok: false, errors: { form: "notFound" } };
    const usages = await mediaUsages(trx, storeId, row.url);
    // The same picture uploaded twice is one file: the other library image keeps it alive, so this
    // one may go even while the store shows the picture.
    const twins = (await countMediaWithUrl(trx, storeId, row.url)) - 1;
    if (usages.length > 0 && twins === 0) return { ok: false, errors: { form: "inUse" }, usages };
    await deleteMediaRow(trx, storeId, id);
    await recordAudit(trx, {
      actor: writer.actor,
      at: writer.at,
      action: "media.delete",
      entityType: "media",
      entityId: id,
      storeId,
      before: auditView(toItem(row)),
      after: null,
    });
    return { ok: true, value: toItem(row) };
  });
  if (result.ok) await dropFileIfUnused(db, storage, storeId, result.value.url);
  return result;
}
