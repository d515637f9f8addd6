// Product document → product card (./product-card.ts). Server-only: the full document stays on the server.
import { badgesOf } from "~core/catalog/badges";
import { productCardFields, type ProductCardFields } from "~core/catalog/card-fields";
import { PLACEHOLDER_IMAGE } from "~core/catalog/gallery";
import type { ProductItem } from "~server/modules/catalog/catalog.types";
import type { ProductCardData } from "./product-card";

const SUMMARY_LENGTH = 180;

export function toProductCard(item: ProductItem): ProductCardData {
  const product = item.data.productData;
  const text = (product.descriptionText ?? product.description.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  return {
    ...toCarouselCard(item),
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text,
  };
}

/**
 * A card for a carousel or a product page, where cards are never in the list layout: without the
 * summary, which only the list layout shows (a third of home's hydration data was summaries).
 */
export function toCarouselCard(item: ProductItem): ProductCardData {
  return cardFromFields(productCardFields(item.id, item.data));
}

/** A carousel card from the card fields the catalogue keeps beside each document (no document parsed). */
export function cardFromFields(fields: ProductCardFields): ProductCardData {
  return {
    id: fields.id,
    href: `/shop/products/${encodeURIComponent(fields.linkSlug)}`,
    slug: fields.linkSlug,
    name: fields.name,
    priceFrom: fields.minimumPartPrice,
    imageUrl: fields.imageUrl || PLACEHOLDER_IMAGE.url,
    badges: badgesOf(fields.featuredProduct),
    summary: "",
  };
}
