// What the browser reads of a product on the product page: core's pricing (unit price, tiers, size and
// option markups, the product cost, decorations, personalization, fundraiser), the sizes and inventory
// of each colour, the gallery, and the labels of the cart line it becomes. The product page's
// hydration data carries this instead of the whole document (docs/decisions/0037): not the
// description (sent once, sanitised, beside it), categories, options the listing sorts and filters by,
// nor the design id that finds related products.
import type { ProductData } from "../entities/product.schema";
import { isSwatchImage } from "./gallery";
import { sameLabel } from "./parts";

type Info = ProductData["productData"];
type Options = ProductData["productOptions"];

export interface PricedProductData {
  productData: Pick<
    Info,
    | "productId"
    | "productName"
    | "slug"
    | "productBrand"
    | "minimumPartPrice"
    | "discountPrice"
    | "colors"
    | "sizes"
    | "weight"
    | "isCloseout"
    | "primaryImageUrl"
    | "productPartArray"
    | "fundraiser"
    | "productType"
  >;
  mediaData: ProductData["mediaData"];
  pricingData: ProductData["pricingData"];
  inventoryData: ProductData["inventoryData"];
  productOptions: Pick<Options, "enableColor" | "enableSize" | "sizes" | "priceDataFormatted">;
  personalization: ProductData["personalization"];
  designs: Pick<ProductData["designs"], "locations">;
  pricingManagement: ProductData["pricingManagement"];
}

/** The fields of a product the browser's pricing and purchase panel read (a copy; the rest is left out). */
export function pricedProductData(data: ProductData): PricedProductData {
  const info = data.productData;
  const options = data.productOptions;
  return {
    productData: {
      productId: info.productId,
      productName: info.productName,
      slug: info.slug,
      productBrand: info.productBrand,
      minimumPartPrice: info.minimumPartPrice,
      discountPrice: info.discountPrice,
      colors: info.colors,
      sizes: info.sizes,
      weight: info.weight,
      isCloseout: info.isCloseout,
      primaryImageUrl: info.primaryImageUrl,
      productPartArray: info.productPartArray,
      fundraiser: info.fundraiser,
      productType: info.productType,
    },
    // The gallery shows images and never swatches (galleryImages): the rest stays on the server.
    mediaData: {
      media: data.mediaData.media.filter((media) => sameLabel(media.mediaType, "Image") && !isSwatchImage(media)),
    },
    pricingData: data.pricingData,
    inventoryData: data.inventoryData,
    productOptions: {
      enableColor: options.enableColor,
      enableSize: options.enableSize,
      sizes: options.sizes,
      priceDataFormatted: options.priceDataFormatted,
    },
    personalization: data.personalization,
    designs: { locations: data.designs.locations },
    pricingManagement: data.pricingManagement,
  };
}
