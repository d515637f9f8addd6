// What a product card shows (catalogue, carousels, search suggestions): a small projection of the
// product document, so a listing's loader data stays small.
import type { Badge } from "~core/catalog/badges";

export interface ProductCardData {
  id: string;
  /** Product page path: /shop/products/{slug or id}. */
  href: string;
  /** Slug (or id) the quick view fetches the product by. */
  slug: string;
  name: string;
  /** Lowest price, decimal units, shown as 'From $x.xx'. */
  priceFrom: number;
  imageUrl: string;
  badges: Badge[];
  /** Plain-text description for the list view, shortened. */
  summary: string;
}
