// The columns of a product row: the catalogue's CSV (import and export, in this order) and the console's
// product editor (every column but `id`, which the editor takes from the page's address). One list for
// the server and the browser.
export const PRODUCT_COLUMNS = [
  "id",
  "slug",
  "sku",
  "name",
  "brand",
  "supplier_code",
  "decoration_location",
  "description",
  "categories",
  "price",
  "discount_price",
  "colors",
  "sizes",
  "size_markups",
  "option_markups",
  "tiers",
  "badges",
  "active",
  "sort_order",
  "personalization",
  "personalization_fields",
  "fundraiser_per_item",
  "fundraiser_percentage",
  "weight",
  "image",
  "images",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
