// What a product card shows of a product document (spec §2: name, price from, image, badges, a link).
// These fields are derived on every write into columns beside the document (docs/decisions/0010,
// 0056), so a carousel, the related products and the sitemap read cards without parsing documents;
// the same functions make a card from a document that is parsed anyway (the product page's own).
import type { ProductData } from "../entities/product.schema";

export interface ProductCardFields {
  id: string;
  /** The document's own slug, else the id: what a card links with (/shop/products/:productSlug, also by id). */
  linkSlug: string;
  name: string;
  minimumPartPrice: number;
  /** primaryImageUrl, else the first medium's url; "" when there is neither. */
  imageUrl: string;
  /** productOptions.featuredProduct: the tags the badges are made of. */
  featuredProduct: readonly string[];
}

export function cardLinkSlug(id: string, data: ProductData): string {
  return data.productData.slug ?? id;
}

export function cardImageUrl(data: ProductData): string {
  return data.productData.primaryImageUrl || data.mediaData.media[0]?.url || "";
}

/** The card fields of a parsed document, as the columns hold them. */
export function productCardFields(id: string, data: ProductData): ProductCardFields {
  return {
    id,
    linkSlug: cardLinkSlug(id, data),
    name: data.productData.productName,
    minimumPartPrice: data.productData.minimumPartPrice,
    imageUrl: cardImageUrl(data),
    featuredProduct: data.productOptions.featuredProduct,
  };
}
