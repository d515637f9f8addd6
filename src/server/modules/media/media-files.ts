// The bytes of a store's media library (issue 45, docs/decisions/0090), stored like the product images
// (catalog-admin/product-images.service, decision 0039): under DATA_DIR/media/stores/{store}/, named by
// a hash of their content, served at /media/stores/{store}/{hash}.{ext}. JPEG, PNG and WebP are known by
// their first bytes whatever the file is called; an SVG is read as XML and rebuilt from an allow-list
// of drawing elements and attributes (sanitize-html): scripts, event handlers, links, embedded
// documents, styles and outside references are dropped, and a document type (entities) is refused.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sanitizeHtml from "sanitize-html";
import { sniffImageType } from "~server/modules/catalog-admin/product-images.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";

export const MEDIA_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;
export type MediaContentType = (typeof MEDIA_TYPES)[MediaExtension];

/** An SVG logo is a few KB; anything near this is a drawing pasted from elsewhere, not a logo. */
export const SVG_MAX_BYTES = 512 * 1024;

/** The drawing elements an SVG keeps (as written: SVG names are case-sensitive). */
const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "title",
  "desc",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "symbol",
];

/** Geometry and presentation attributes; nothing that links (href), scripts (on…) or styles (style). */
const SVG_ATTRIBUTES = [
  "xmlns",
  "version",
  "id",
  "class",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "dx",
  "dy",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "clip-path",
  "mask",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "letter-spacing",
  "text-anchor",
  "dominant-baseline",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "fx",
  "fy",
  "fr",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
];

/** A value that reaches outside the drawing: url(…) other than url(#id), or a script address. */
const OUTSIDE_REFERENCE = /url\s*\(\s*(?!['"]?#)|javascript:|data:|@import|expression\s*\(/i;

export type SvgResult = { ok: true; svg: string } | { ok: false; reason: "notSvg" | "unsafe" };

/** The SVG rebuilt from the allow-list, or why it cannot be (not an SVG, or a document type). */
export function sanitiseSvg(bytes: Uint8Array): SvgResult {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return { ok: false, reason: "notSvg" };
  }
  // A document type can declare entities (a billion laughs, outside files): never needed by a logo.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: "unsafe" };
  const body = text.replace(/<\?xml[^>]*\?>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
  if (!/^\s*<svg[\s>]/.test(body)) return { ok: false, reason: "notSvg" };
  const svg = sanitizeHtml(body, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    // Their content is dropped with them, not kept as loose text.
    nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript", "iframe"],
    disallowedTagsMode: "discard",
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    transformTags: {
      "*": (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => !OUTSIDE_REFERENCE.test(value))),
      }),
    },
  }).trim();
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith("</svg>")) return { ok: false, reason: "notSvg" };
  return { ok: true, svg };
}

/** Whether the bytes look like an SVG document (after an optional XML declaration and comments). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[\s>[]|<svg[\s>])/i.test(head);
}

/** The image's type by its content: JPEG, PNG or WebP by their signature, SVG by its root element. */
export function sniffMediaType(bytes: Uint8Array): MediaExtension | undefined {
  return sniffImageType(bytes) ?? (looksLikeSvg(bytes) ? "svg" : undefined);
}

const storeDir = (mediaDir: string, storeId: string) => path.join(mediaDir, "stores", storeId);
export const mediaUrl = (storeId: string, file: string) => `/media/stores/${storeId}/${file}`;
const MEDIA_FILE = /^[0-9a-f]{32}\.(jpg|png|webp|svg)$/;

/** Writes the bytes under their hash (aside, then renamed: never half a file); returns the file name. */
export async function writeMediaFile(
  mediaDir: string,
  storeId: string,
  bytes: Uint8Array,
  extension: MediaExtension,
): Promise<string> {
  const file = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  const dir = storeDir(mediaDir, storeId);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${file}.${process.pid}.${Date.now()}`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(dir, file));
  return file;
}

/** Removes a file of the store's folder (gone already is fine). */
export async function removeMediaFile(mediaDir: string, storeId: string, file: string): Promise<void> {
  if (!ID_PATTERN.test(storeId) || !MEDIA_FILE.test(file)) return;
  try {
    await unlink(path.join(storeDir(mediaDir, storeId), file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** A stored file's bytes and type, or undefined when there is no such file. */
export async function readMediaFile(
  mediaDir: string,
  storeId: string,
  file: string,
): Promise<{ bytes: Uint8Array; contentType: MediaContentType; etag: string } | undefined> {
  const match = MEDIA_FILE.exec(file);
  if (!ID_PATTERN.test(storeId) || !match) return undefined;
  try {
    const bytes = await readFile(path.join(storeDir(mediaDir, storeId), file));
    return { bytes, contentType: MEDIA_TYPES[match[1] as MediaExtension], etag: `"${file.slice(0, 32)}"` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
