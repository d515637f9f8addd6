// The Store document of spec §3, as the platform stores it and serves it from the domain call.
// Money fields are decimal currency units here (the public contract); core converts to cents.
import { z } from "zod";
import { StoreWindowSchema } from "../store-window/store-window.schema";
import {
  CONTENT_HTML_MAX_CHARS,
  CONTENT_PAGE_MAX_CHARS,
  CONTENT_PAGES_MAX,
  CONTENT_SECTIONS_MAX,
  CONTENT_TOTAL_MAX_CHARS,
  describeChars,
  PAYMENT_METHOD_MAX_LENGTH,
} from "../stores/content-limits";

const text = z.string().trim();
const optionalText = z.string().trim().optional();
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");
const money = z.number().finite().nonnegative();

export const LinkItemSchema = z.object({ text, link: text });
export type LinkItem = z.infer<typeof LinkItemSchema>;

export const SlideSchema = z.object({
  imageFull: text,
  imageClassic: optionalText,
  imageMobile: optionalText,
  title: optionalText,
  text: optionalText,
  action: z.object({ text, link: text }).optional(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const HtmlSectionSchema = z.object({
  type: z.literal("html"),
  sort: z.number().int().default(0),
  html: z
    .string()
    .max(
      CONTENT_HTML_MAX_CHARS,
      `must be at most ${CONTENT_HTML_MAX_CHARS.toLocaleString("en")} characters (split the text into sections or pages)`,
    ),
});
export const SliderSectionSchema = z.object({
  type: z.literal("slider"),
  sort: z.number().int().default(0),
  slides: z.array(SlideSchema).min(1),
});
export const ProductsCarouselSectionSchema = z.object({
  type: z.literal("productsCarousel"),
  sort: z.number().int().default(0),
  title: optionalText,
  /** Category ids (paths such as "tops/t-shirts") whose products fill the carousel; empty means all. */
  categories: z.array(text).default([]),
  /** Layout name; a numeric suffix gives the column count ("grid-4" → 4), default 3. */
  layout: text.default("grid"),
  rows: z.number().int().min(1).default(1),
  /** "Featured" | "New" | "Best Seller" picks products by tag; anything else (e.g. "latest") lists by sort order. */
  source: text.default("latest"),
  limit: z.number().int().min(1).max(50).default(8),
});
export const SectionSchema = z.discriminatedUnion("type", [
  HtmlSectionSchema,
  SliderSectionSchema,
  ProductsCarouselSectionSchema,
]);
export type Section = z.infer<typeof SectionSchema>;

export const SubmenuItemSchema = z.object({
  title: text,
  url: text,
  children: z.array(z.object({ title: text, url: text })).default([]),
});
export const ContentEntrySchema = z.object({
  name: text.min(1),
  /** Path of the page, with a leading slash ("/about"); "/" or "home" is the home page. */
  url: text,
  title: optionalText,
  sort: z.number().int().default(0),
  navbarVisibility: z.boolean().default(true),
  productPage: z.boolean().default(false),
  shopHidden: z.boolean().default(false),
  sections: z
    .array(SectionSchema)
    .max(CONTENT_SECTIONS_MAX, `must hold at most ${CONTENT_SECTIONS_MAX} sections`)
    .default([]),
  submenu: z.object({ type: z.enum(["menu", "megamenu"]), menu: z.array(SubmenuItemSchema).default([]) }).optional(),
});
export type ContentEntry = z.infer<typeof ContentEntrySchema>;

/**
 * A quantity-by-count price table used for design pricing (docs/decisions/0007).
 * Rows follow yValues (colour count or stitch count breakpoints), columns follow xValues
 * (quantity breakpoints); formulas[row][column] is the price per unit per design location.
 */
export const DesignPriceTableSchema = z.object({
  enabled: z.boolean().default(false),
  xField: z.literal("quantity").default("quantity"),
  yField: z.enum(["colorsTotal", "stitchesTotal"]),
  xValues: z.array(z.number().int().positive()).default([]),
  yValues: z.array(z.number().int().nonnegative()).default([]),
  formulas: z.array(z.array(z.union([z.number(), z.string()]))).default([]),
});
export type DesignPriceTable = z.infer<typeof DesignPriceTableSchema>;

/** Quantity tiers: xValues are breakpoints (1, 12, 24…); formulas[0][i] prices tier i (number or partPrice expression). */
export const ProductCostSchema = z.object({
  enabled: z.boolean().default(false),
  xValues: z.array(z.number().int().positive()).default([]),
  formulas: z.array(z.array(z.union([z.number(), z.string()]))).default([]),
});
export type ProductCost = z.infer<typeof ProductCostSchema>;

export const ShipStationServiceTypeSchema = z.object({
  carrierCode: text,
  serviceCode: text,
  name: text,
  /** Default rate table: flat amount per shipment plus an amount per pound. */
  flatRate: money.default(0),
  perLbRate: money.default(0),
  walleted: z.boolean().default(false),
});
export const ShippingAddressSchema = z.object({
  name: text,
  type: z.enum(["pickUp", "groupPickUp"]),
  address1: text,
  address2: optionalText,
  city: text,
  state: text,
  zip: text,
  description: optionalText,
});

export const SizeConfigSchema = z.object({
  label: text,
  sort: z.number().int().optional(),
});

export const StoreCategorySchema = z.object({
  /** Path id: "tops", "tops/t-shirts", "tops/t-shirts/long-sleeve". The parent is the prefix. */
  id: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be a lower-case path like tops/t-shirts"),
  name: text.min(1),
  sort: z.number().int().default(0),
});
export type StoreCategory = z.infer<typeof StoreCategorySchema>;

export const StoreDataSchema = z.object({
  primaryInformation: z.object({
    storeURL: text,
    storeName: text.min(1),
    clientName: optionalText,
    privateStore: z.boolean().default(false),
    showMainLogo: z.boolean().default(true),
    isActive: z.boolean().default(true),
    customerServicePhone: optionalText,
    customerServiceEmail: optionalText,
    /** The language the store writes its own content in (names, pages, footer), as a BCP 47 tag. */
    contentLanguage: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a language tag like en or pt-BR")
      .default("en"),
  }),
  storeBranding: z
    .object({
      storeLogo: optionalText,
      displaySocialMedia: z.boolean().default(false),
      socialMedia: z.array(z.object({ type: text, address: text })).default([]),
      primaryColor: hexColor.default("#1f3a93"),
      secondaryColor: hexColor.default("#f2a900"),
      tertiaryColor: hexColor.default("#e9eef8"),
      textColor: hexColor.default("#1b1b1b"),
      buttonColor: hexColor.default("#1f3a93"),
      buttonTextColor: hexColor.default("#ffffff"),
    })
    .prefault({}),
  footerManagement: z
    .object({
      footerCopyrightSection: z
        .object({
          footerLogo: optionalText,
          copyRightCompanyLink: optionalText,
          copyRightCompanyAddress: optionalText,
          copyRightCompanyEmail: optionalText,
          copyRightCompanyPhone: optionalText,
          copyRightCompanyOpenHours: optionalText,
        })
        .prefault({}),
      footerSectionFirst: z.object({ title: text, items: z.array(LinkItemSchema).default([]) }).optional(),
      footerSectionSecond: z.object({ title: text, items: z.array(LinkItemSchema).default([]) }).optional(),
    })
    .prefault({}),
  contentManagement: z
    .array(ContentEntrySchema)
    .max(CONTENT_PAGES_MAX, `must hold at most ${CONTENT_PAGES_MAX} pages`)
    .default([])
    .superRefine((pages, ctx) => {
      let total = 0;
      pages.forEach((page, index) => {
        const size = JSON.stringify(page).length;
        total += size;
        if (size > CONTENT_PAGE_MAX_CHARS)
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `is ${describeChars(size)}; a content page may be at most ${describeChars(CONTENT_PAGE_MAX_CHARS)}`,
          });
      });
      if (total > CONTENT_TOTAL_MAX_CHARS)
        ctx.addIssue({
          code: "custom",
          message: `are ${describeChars(total)} together; a store's content pages may be at most ${describeChars(CONTENT_TOTAL_MAX_CHARS)}`,
        });
    }),
  /** The store's category tree as a flat list of path ids (our addition; spec §7 filters call serves it). */
  categories: z.array(StoreCategorySchema).default([]),
  pricingManagement: z
    .object({
      productCost: ProductCostSchema.optional(),
      numberOfColors: DesignPriceTableSchema.optional(),
      stitchCount: DesignPriceTableSchema.optional(),
    })
    .prefault({}),
  storeSpecificFeatures: z
    .object({
      /** 'Block out of stock shopping' disables entry for sizes at 0 inventory. */
      outOfStockShopping: text.default("Allow out of stock shopping"),
      // The spelling "minumum" is the platform's field name (spec §3) and is kept for compatibility.
      minumumQuantity: z.number().int().nonnegative().default(0),
      maximumQuantity: z.number().int().nonnegative().default(0),
      outOfStock: z.boolean().default(false),
      hideQuantity: z.boolean().default(false),
      hideCatalogFilter: z.boolean().default(false),
      swCustomerID: optionalText,
      paymentMethods: z
        .array(
          text
            .min(1)
            .max(
              PAYMENT_METHOD_MAX_LENGTH,
              `must be at most ${PAYMENT_METHOD_MAX_LENGTH} characters (the longest an order can name)`,
            ),
        )
        .default(["Credit Card"]),
    })
    .prefault({}),
  personalizationManagement: z.array(z.object({ name: text.min(1), price: money })).default([]),
  storeMessage: z
    .object({
      active: z.boolean().default(false),
      /** Shown while the store is closed: inactive, or a pop-up store after its window (spec §2). */
      closedMessage: text.default(""),
      /** Shown while a pop-up store has not opened yet (issue 49); empty: the default wording. */
      notYetOpenMessage: text.default(""),
    })
    .prefault({}),
  taxManagement: z
    .object({
      /** Percentage, e.g. 7.25. */
      tax: z.number().min(0).max(100).default(0),
      stateTaxes: z.array(z.object({ state: z.string().length(2), tax: z.number().min(0).max(100) })).default([]),
    })
    .prefault({}),
  fundraiser: z
    .object({
      isEnabled: z.boolean().default(false),
      amountPerItem: money.default(0),
      amountPerOrder: money.default(0),
      percentage: z.number().min(0).max(100).default(0),
      /** The amount the fundraiser aims to raise (store currency); shoppers see a progress meter when set. */
      goalAmount: z.number().finite().positive("must be more than 0").optional(),
    })
    .prefault({}),
  /** Pop-up store window (docs/decisions/0032): when it opens and closes, in its time zone. */
  storeWindow: StoreWindowSchema.optional(),
  shippingMethods: z
    .object({
      shippingCompanies: z
        .object({
          pickUp: z.boolean().default(false),
          groupPickUp: z.boolean().default(false),
          shipStation: z.object({ serviceTypes: z.array(ShipStationServiceTypeSchema).default([]) }).prefault({}),
        })
        .prefault({}),
      shippingAddresses: z.array(ShippingAddressSchema).default([]),
    })
    .prefault({}),
  storeSalesPersonInfo: z.object({ firstName: text, lastName: text, email: text, phone: optionalText }).optional(),
  /** Size configuration merged in from the portal config (spec §3); absent means "use the product's sizes". */
  sizes: z.array(SizeConfigSchema).optional(),
});
export type StoreData = z.infer<typeof StoreDataSchema>;
export type StoreDataInput = z.input<typeof StoreDataSchema>;
