// Product document → product card (./product-card.ts). Server-only: the full document stays on the server.
import { productBadges } from "~core/catalog/badges";
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
  const product = item.data.productData;
  return {
    id: item.id,
    href: `/shop/products/${encodeURIComponent(product.slug ?? item.id)}`,
    slug: product.slug ?? item.id,
    name: product.productName,
    priceFrom: product.minimumPartPrice,
    imageUrl: product.primaryImageUrl || item.data.mediaData.media[0]?.url || PLACEHOLDER_IMAGE.url,
    badges: productBadges(item.data),
    summary: "",
  };
}
