// The product page's view model (spec §2 Product page): what core's pricing and the purchase panel read
// of the product in the browser (PricedProductData, not the whole document: decision 0037), the
// description sanitised here, badges, related products (same mainDesignId) and the Product JSON-LD
// for search engines.
import { redirect } from "react-router";
import { productBadges } from "~core/catalog/badges";
import { galleryImages, PLACEHOLDER_IMAGE } from "~core/catalog/gallery";
import { pricedProductData } from "~core/catalog/priced-product";
import { fromCents, maxCents, minCents, type Cents } from "~core/money";
import { priceTable, unitPrice } from "~core/pricing/product-pricing";
import type { ProductItem } from "~server/modules/catalog/catalog.types";
import type { WebLoadContext } from "~server/context";
import { sharedView } from "../document/shared-views.server";
import type { PackedView } from "./packed-view";
import { cardFromFields, toCarouselCard } from "./product-card.server";
import { sanitizeContentHtml } from "./sanitize.server";

const RELATED_LIMIT = 8;

/** The fixed sample product of the demo layouts /shop/product-standard, -columnar, -sidebar. */
export const SAMPLE_PRODUCT_SLUG = "heavyweight-cotton-tee";

/**
 * The page's data, shared by requests for the same product while the store is unchanged
 * (StoreCatalog.remember), packed as JSON text for each request (decision 0058).
 */
export function loadProductPage(
  context: WebLoadContext,
  slugOrId: string,
  origin: string,
): Promise<PackedView<ProductPageData>> {
  return sharedView(context, "product-page", { slugOrId, origin }, (viewContext) =>
    productPage(viewContext, slugOrId, origin),
  );
}

async function productPage(context: WebLoadContext, slugOrId: string, origin: string) {
  const item = (await context.catalog.findProductBySlug(slugOrId)) ?? (await context.catalog.findProductById(slugOrId));
  if (!item) throw redirect("/error-404");
  const data = item.data;
  return {
    product: { id: item.id, data: pricedProductData(data) },
    descriptionHtml: sanitizeContentHtml(data.productData.description),
    /** The page's meta description (plain text). */
    descriptionText: data.productData.descriptionText ?? null,
    badges: productBadges(data),
    imageUrl: data.productData.primaryImageUrl || galleryImages(data)[0]?.url || PLACEHOLDER_IMAGE.url,
    card: toCarouselCard(item),
    related: await relatedProducts(context, item),
    jsonLd: productJsonLd(context, item, origin),
  };
}

async function relatedProducts(context: WebLoadContext, item: ProductItem) {
  const designId = item.data.designs.mainDesignId;
  if (!designId) return [];
  const cards = await context.catalog.listProductCards({
    skip: 0,
    take: RELATED_LIMIT + 1,
    sort: undefined,
    filters: [
      { key: "designs.mainDesignId", operation: "equal", value: designId },
      { key: "activeProduct", operation: "equal", value: true },
    ],
  });
  return cards
    .filter((other) => other.id !== item.id)
    .slice(0, RELATED_LIMIT)
    .map(cardFromFields);
}

/** schema.org Product with an AggregateOffer over the tier prices (spec: price range, availability). */
function productJsonLd(context: WebLoadContext, item: ProductItem, origin: string) {
  const data = item.data;
  const store = context.store.data;
  const color = data.productData.colors[0]?.colorName;
  const prices = priceTable(store, data, { color })
    .map((row) => row.unitPrice)
    .filter((cents): cents is Cents => cents !== undefined);
  if (prices.length === 0) {
    const single = unitPrice(store, data, { color, quantity: 1 });
    if (single !== undefined) prices.push(single);
  }
  const images = galleryImages(data).map((image) => new URL(image.url, origin).href);
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: data.productData.productName,
    image: images,
    description: data.productData.descriptionText ?? undefined,
    sku: item.id,
    brand: data.productData.productBrand ? { "@type": "Brand", name: data.productData.productBrand } : undefined,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: prices.length ? fromCents(minCents(...prices)) : undefined,
      highPrice: prices.length ? fromCents(maxCents(...prices)) : undefined,
      offerCount: prices.length,
      availability: "https://schema.org/InStock",
    },
  };
  // React Router's <Meta> escapes it for the <script type="application/ld+json"> it renders.
  return json;
}

export type ProductPageData = Awaited<ReturnType<typeof productPage>>;
