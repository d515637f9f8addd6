// The Product document of spec §3. Money fields are decimal currency units (the public contract).
import { z } from "zod";
import { ProductCostSchema } from "./store.schema";

const text = z.string().trim();
const optionalText = z.string().trim().optional();
const money = z.number().finite().nonnegative();

export const ProductColorSchema = z.object({ colorName: text.min(1), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/) });
export type ProductColor = z.infer<typeof ProductColorSchema>;

export const ProductPartSchema = z.object({
  partId: text.min(1),
  colorArray: z.array(z.object({ colorName: text })).default([]),
  apparelSize: z.object({ labelSize: optionalText, customSize: optionalText }).prefault({}),
  shippingPackageArray: z
    .array(
      z.object({ weight: z.number().nonnegative(), quantity: z.number().positive(), weightUom: text.default("LB") }),
    )
    .default([]),
  isCloseout: z.boolean().default(false),
});
export type ProductPart = z.infer<typeof ProductPartSchema>;

export const MediaSchema = z.object({
  url: text.min(1),
  mediaType: text.default("Image"),
  color: optionalText,
  order: z.number().int().default(0),
  classTypeArray: z.array(z.object({ classTypeName: text })).default([]),
});
export type Media = z.infer<typeof MediaSchema>;

export const ProductDataSchema = z.object({
  productData: z.object({
    productId: text.min(1),
    productName: text.min(1),
    /** URL slug, unique per store; derived from productName when absent. */
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
      .optional(),
    productBrand: text.default(""),
    minimumPartPrice: money,
    discountPrice: money.optional(),
    colors: z.array(ProductColorSchema).default([]),
    categories: z.array(text).default([]),
    /** Category path ids of the store ("tops/t-shirts"). */
    selectedCategories: z.array(z.object({ id: text.min(1) })).default([]),
    description: z.string().default(""),
    descriptionText: z.string().optional(),
    supplier: optionalText,
    /** The supplier's style number (G500), what the shop orders blanks by (decision 0080). */
    supplierCode: optionalText,
    /** Where the decoration goes (Front, Left chest, Back), for the production sheet. */
    decorationLocation: optionalText,
    sizes: z.array(text).default([]),
    weight: z.number().nonnegative().optional(),
    productType: z.object({ id: z.union([z.number(), z.string()]) }).optional(),
    isCloseout: z.boolean().default(false),
    primaryImageUrl: optionalText,
    productPartArray: z.array(ProductPartSchema).default([]),
    fundraiser: z
      .object({
        isEnabled: z.boolean().default(false),
        perItem: money.default(0),
        percentage: z.number().min(0).max(100).default(0),
      })
      .optional(),
  }),
  mediaData: z.object({ media: z.array(MediaSchema).default([]) }).prefault({}),
  pricingData: z
    .object({
      partArray: z
        .array(z.object({ partId: text.min(1), partPriceArray: z.array(z.object({ price: money })).default([]) }))
        .default([]),
    })
    .prefault({}),
  inventoryData: z
    .object({
      partInventoryArray: z
        .array(
          z.object({
            partId: text.min(1),
            labelSize: optionalText,
            partColor: optionalText,
            quantityAvailable: z.object({ quantity: z.object({ value: z.number().int() }) }).optional(),
            inventory: z.number().int().optional(),
          }),
        )
        .default([]),
    })
    .prefault({}),
  productOptions: z
    .object({
      activeProduct: z.boolean().default(true),
      featuredProduct: z.array(z.enum(["Best Seller", "New", "Featured"])).default([]),
      enableColor: z.boolean().default(true),
      enableSize: z.boolean().default(true),
      /** Size markups: amount added to the unit price for that size label (e.g. 2XL +2.00). */
      sizes: z.array(z.object({ label: text, sizeMarkup: money.default(0) })).default([]),
      /** Option markups by size label; "All" applies to every size (docs/decisions/0007). */
      priceDataFormatted: z.array(z.object({ label: text, markup: money })).default([]),
      sortOrder: z.number().int().default(0),
    })
    .prefault({}),
  personalization: z
    .object({ isEnable: z.boolean().default(false), list: z.array(text.min(1)).default([]) })
    .prefault({}),
  designs: z
    .object({
      mainDesignId: optionalText,
      locations: z
        .array(
          z.object({
            name: optionalText,
            colorsTotal: z.number().int().nonnegative().optional(),
            stitchesTotal: z.number().int().nonnegative().optional(),
            designType: optionalText,
          }),
        )
        .default([]),
    })
    .prefault({}),
  pricingManagement: z.object({ productCost: ProductCostSchema.optional() }).prefault({}),
  /** Rating shown on the compare page (spec §3 compare product); optional sample data. */
  rating: z.object({ value: z.number().min(0).max(5), reviews: z.number().int().nonnegative() }).optional(),
});
export type ProductData = z.infer<typeof ProductDataSchema>;
export type ProductDataInput = z.input<typeof ProductDataSchema>;
