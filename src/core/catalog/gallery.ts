// The product gallery: the product's images without swatches and primary thumbnails, or one
// placeholder (spec §2). The swatch test matches whole words of the image path, not substrings,
// so "/media/demo/sweatshirt-navy.svg" stays while "/img/navy_sw.jpg" goes (docs/decisions/0009).
import type { Media } from "../entities/product.schema";
import type { PricedProductData } from "./priced-product";
import { sameLabel } from "./parts";

export const PLACEHOLDER_IMAGE = { url: "/media/placeholder-700.svg", width: 700, height: 700 } as const;

export interface GalleryImage {
  url: string;
  color: string | undefined;
}

const SWATCH_WORDS = new Set(["watch", "sw", "swatch"]);
const EXCLUDED_CLASS_TYPES = ["Swatch", "Primary"];

/**
 * Words of an image URL's path: split at anything that is not a letter or digit and at lower→upper
 * case changes ("navySwatch" → navy, swatch). Host and query string are not looked at.
 */
export function urlWords(url: string): string[] {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").replace(/[?#].*$/, "");
  return path
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/** Whether an image is a swatch or primary thumbnail that the gallery leaves out. */
export function isSwatchImage(media: Media): boolean {
  if (urlWords(media.url).some((word) => SWATCH_WORDS.has(word))) return true;
  return media.classTypeArray.some((c) =>
    EXCLUDED_CLASS_TYPES.some((excluded) => sameLabel(c.classTypeName, excluded)),
  );
}

/**
 * Gallery images in their `order`. With a colour, images of that colour and images without a
 * colour, unless that leaves none. The placeholder alone when nothing is left.
 */
export function galleryImages(product: PricedProductData, color?: string): GalleryImage[] {
  const images = product.mediaData.media
    .filter((media) => sameLabel(media.mediaType, "Image") && !isSwatchImage(media))
    .sort((a, b) => a.order - b.order);
  const forColor =
    color === undefined ? images : images.filter((media) => media.color === undefined || sameLabel(media.color, color));
  const chosen = forColor.length > 0 ? forColor : images;
  if (chosen.length === 0) return [{ url: PLACEHOLDER_IMAGE.url, color: undefined }];
  return chosen.map((media) => ({ url: media.url, color: media.color }));
}

/** The first image of exactly `color` (a cart line's picture), else undefined. */
export function colorImageUrl(product: PricedProductData, color: string): string | undefined {
  return galleryImages(product, color).find((image) => image.color !== undefined && sameLabel(image.color, color))?.url;
}
