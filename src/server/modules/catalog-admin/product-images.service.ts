// Product images uploaded by operators (docs/decisions/0039): checked by their content (JPEG, PNG or
// WebP by their first bytes, whatever the file's name or declared type says), stored under
// DATA_DIR/media/stores/{store}/ named by a hash of their content, and served at
// /media/stores/{store}/{hash}.{ext} with a year's immutable caching: a new picture is a new address.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { ProductData } from "~core/entities/product.schema";
import { sameLabel } from "~core/catalog/parts";
import { shopperMessage } from "~core/i18n/message";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError, invalid, notFound } from "~server/http/errors";
import { findProductById, putProduct } from "~server/modules/products/products.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";
import { requireStore } from "~server/modules/stores/stores.service";
import type { CatalogueActor, OnCatalogueChange, ProductSnapshot } from "./catalog-import.service";

export const PRODUCT_IMAGE_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export type ProductImageExtension = keyof typeof PRODUCT_IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image's type by its signature (magic bytes); undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ProductImageExtension | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

/** Where a store's uploaded images live: DATA_DIR/media/stores/{store}. */
const storeImageDir = (mediaDir: string, storeId: string) => path.join(mediaDir, "stores", storeId);

export const productImageUrl = (storeId: string, file: string) => `/media/stores/${storeId}/${file}`;

const IMAGE_FILE = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export interface ProductImageOptions {
  /** Largest image accepted, in bytes (ADMIN_IMAGE_MAX_MB). */
  maxBytes: number;
  /** The product whose gallery the image joins; without one the image is only stored. */
  productId?: string;
  /** The colour the image shows (the product page's gallery follows the chosen colour). */
  color?: string;
  /** Make it the product's primary image (it becomes one anyway when the product has none). */
  primary?: boolean;
  actor?: CatalogueActor;
  onChange?: OnCatalogueChange;
}

export interface SavedProductImage {
  url: string;
  contentType: (typeof PRODUCT_IMAGE_TYPES)[ProductImageExtension];
  bytes: number;
  /** The product as it was and as it is with the image, when one was named. */
  before?: ProductSnapshot;
  after?: ProductSnapshot;
}

/**
 * Stores an uploaded image of a store and, with `productId`, adds it to the product's images, in one
 * transaction with `onChange`. Refuses (before writing anything) an image that is too large, not a
 * JPEG, PNG or WebP by its content, or for a product or colour that does not exist.
 */
export async function saveProductImage(
  db: Kysely<DB>,
  mediaDir: string,
  storeId: string,
  bytes: Uint8Array,
  options: ProductImageOptions,
): Promise<SavedProductImage> {
  const maxMb = Math.round((options.maxBytes / (1024 * 1024)) * 100) / 100;
  if (bytes.length > options.maxBytes)
    throw new AppError("too_large", shopperMessage("catalogue.imageTooLarge", { max: maxMb }));
  const extension = sniffImageType(bytes);
  if (!extension) throw invalid(shopperMessage("catalogue.imageType"));
  await requireStore(db, storeId);

  let product: ProductData | undefined;
  if (options.productId !== undefined) {
    product = (await findProductById(db, storeId, options.productId))?.data;
    if (!product) throw notFound(`There is no product ${options.productId} in the store ${storeId}.`);
    const color = options.color;
    if (color !== undefined && !product.productData.colors.some((c) => sameLabel(c.colorName, color)))
      throw invalid(shopperMessage("catalogue.unknownColor", { entry: color }), undefined, "color");
  }

  const file = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  const dir = storeImageDir(mediaDir, storeId);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never sees half a file, and the same picture twice is one file.
  const temporary = path.join(dir, `.${file}.${process.pid}.${Date.now()}`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(dir, file));
  const saved: SavedProductImage = {
    url: productImageUrl(storeId, file),
    contentType: PRODUCT_IMAGE_TYPES[extension],
    bytes: bytes.length,
  };
  const productId = options.productId;
  if (productId === undefined) return saved;

  return inTransaction(db, async (trx) => {
    const current = (await findProductById(trx, storeId, productId))?.data;
    if (!current) throw notFound(`There is no product ${productId} in the store ${storeId}.`);
    const data = structuredClone(current);
    const media = data.mediaData.media;
    if (!media.some((m) => m.url === saved.url))
      media.push({
        url: saved.url,
        mediaType: "Image",
        ...(options.color === undefined ? {} : { color: options.color }),
        order: media.reduce((last, m) => Math.max(last, m.order + 1), 0),
        classTypeArray: [],
      });
    if (options.primary || !data.productData.primaryImageUrl) data.productData.primaryImageUrl = saved.url;
    await putProduct(trx, storeId, productId, data);
    const before = { id: productId, data: current };
    const after = { id: productId, data };
    await options.onChange?.(trx, { storeId, actor: options.actor, action: "image", before: [before], after: [after] });
    return { ...saved, before, after };
  });
}

/** An uploaded image's bytes and type, or undefined when there is no such file. */
export async function readProductImage(
  mediaDir: string,
  storeId: string,
  file: string,
): Promise<{ bytes: Uint8Array; contentType: string; etag: string } | undefined> {
  const match = IMAGE_FILE.exec(file);
  if (!ID_PATTERN.test(storeId) || !match) return undefined;
  try {
    const bytes = await readFile(path.join(storeImageDir(mediaDir, storeId), file));
    return {
      bytes,
      contentType: PRODUCT_IMAGE_TYPES[match[1] as ProductImageExtension],
      etag: `"${file.slice(0, 32)}"`,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
