// Store: private (Acme Corp company store, password protected).
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import { PRIVATE_CATALOGUE } from "../catalog.ts";
import type { BannerSpec, Garment } from "../svg.ts";
import { type MediaRegistry } from "./media.ts";
import { buildProducts, categoriesOf, megamenuOf } from "./products.ts";
import { DESIGN_PRICING, slides, UPS_2DAY, UPS_GROUND } from "./settings.ts";
import type { StoreImportFile, StoreRecipe } from "./types.ts";

const PRIVATE_THEME = {
  primary: "#1d5c3a",
  secondary: "#8cc63f",
  tertiary: "#edf6ef",
  text: "#1a2420",
  button: "#1d6b40",
  buttonText: "#ffffff",
};

const PRIVATE_RECIPE: StoreRecipe = {
  id: "private",
  productPrefix: "acme",
  seed: 7310452,
  catalogue: PRIVATE_CATALOGUE,
  leadColors: ["black", "navy", "charcoal", "forest"],
  extraColors: ["black", "navy", "charcoal", "white", "forest", "lightBlue", "graphite", "sand"],
  brands: ["Ironbridge", "Harbor & Pine", "Summit Supply Co."],
  printDesigns: [{ id: "acme-logo-print", locations: [{ name: "Front", colorsTotal: 1, designType: "Screen Print" }] }],
  embroideryDesigns: [
    { id: "acme-logo-embroidered", locations: [{ name: "Left Chest", stitchesTotal: 5500, designType: "Embroidery" }] },
  ],
  personalization: ["Name"],
  tierShare: 0.4,
  productFundraiser: false,
  overrides: {
    "Acme Corp Embroidered Pique Polo": { badges: ["Best Seller", "Featured"], personalize: true },
    "Acme Corp Performance Polo": { personalize: true, badges: ["Featured"] },
    "Acme Corp Women's Performance Polo": { personalize: true },
    "Acme Corp Soft Shell Jacket": { badges: ["New", "Featured"] },
    "Acme Corp Laptop Backpack": { badges: ["Best Seller"] },
    "Acme Corp Volunteer Day Tee": { minOrder: 12 },
    "Acme Corp Travel Mug": { inactive: true },
  },
};

export function privateStore(media: MediaRegistry): StoreImportFile {
  const t = PRIVATE_THEME;
  const logo = media.logo("private", {
    title: "Acme Corp Company Store",
    initials: "AC",
    line1: "ACME CORP",
    line2: "COMPANY STORE",
    primary: t.primary,
    secondary: t.secondary,
    shape: "badge",
  });
  const banner = (variant: number, garments: [Garment, string][]): BannerSpec => ({
    title: `Acme Corp banner ${variant}`,
    primary: t.primary,
    secondary: t.secondary,
    garments,
    variant,
  });
  const data: StoreDataInput = {
    primaryInformation: {
      storeURL: "private.localhost",
      storeName: "Acme Corp Company Store",
      clientName: "Acme Corporation",
      privateStore: true,
      showMainLogo: true,
      isActive: true,
      customerServicePhone: "(555) 019-7700",
      customerServiceEmail: "brandstore@acme-corp.example",
    },
    storeBranding: {
      storeLogo: logo,
      displaySocialMedia: false,
      socialMedia: [],
      primaryColor: t.primary,
      secondaryColor: t.secondary,
      tertiaryColor: t.tertiary,
      textColor: t.text,
      buttonColor: t.button,
      buttonTextColor: t.buttonText,
    },
    footerManagement: {
      footerCopyrightSection: {
        footerLogo: logo,
        copyRightCompanyLink: "https://acme-corp.example",
        copyRightCompanyAddress: "500 Commerce Way, Springfield, OH 45501",
        copyRightCompanyEmail: "brandstore@acme-corp.example",
        copyRightCompanyPhone: "(555) 019-7700",
        copyRightCompanyOpenHours: "Mon–Fri 9am–5pm",
      },
      footerSectionFirst: {
        title: "Shop",
        items: [
          { text: "All products", link: "/shop" },
          { text: "Apparel", link: "/category/apparel" },
          { text: "Bags", link: "/category/bags" },
        ],
      },
      footerSectionSecond: {
        title: "Company",
        items: [
          { text: "Brand guidelines", link: "/brand" },
          { text: "Contact", link: "/site/contact-us" },
        ],
      },
    },
    contentManagement: [
      {
        name: "home",
        url: "/",
        title: "Acme Corp Company Store",
        sort: 0,
        sections: [
          {
            type: "slider",
            sort: 0,
            slides: slides(media, "private", [
              {
                spec: banner(1, [
                  ["jacket", "#111111"],
                  ["polo", "#ffffff"],
                ]),
                title: "Dress the part",
                text: "Embroidered polos, shirts and jackets for every Acme team.",
                action: { text: "Shop apparel", link: "/category/apparel" },
              },
              {
                spec: banner(2, [
                  ["backpack", "#3c3f44"],
                  ["tumbler", "#ffffff"],
                ]),
                title: "On the road",
                text: "Backpacks, totes and drinkware for travel and trade shows.",
                action: { text: "Shop bags", link: "/category/bags" },
              },
            ]),
          },
          {
            type: "html",
            sort: 1,
            html:
              "<h2>Welcome, Acme team</h2><p>Company-approved apparel and gifts with the Acme logo. " +
              "Orders ship to your office or can be picked up at reception.</p>",
          },
          { type: "productsCarousel", sort: 2, title: "Featured", source: "Featured", layout: "grid-4", limit: 8 },
        ],
      },
      {
        name: "Shop",
        url: "/shop",
        sort: 1,
        submenu: { type: "megamenu", menu: megamenuOf(PRIVATE_CATALOGUE) },
      },
      {
        name: "Brand",
        url: "/brand",
        title: "Brand guidelines",
        sort: 2,
        sections: [
          {
            type: "html",
            sort: 0,
            html:
              "<h2>Using the Acme logo</h2><p>Every item carries the approved Acme logo in Acme Green or white. " +
              "Contact the brand team before ordering custom artwork.</p>",
          },
        ],
      },
    ],
    categories: categoriesOf(PRIVATE_CATALOGUE),
    pricingManagement: { stitchCount: DESIGN_PRICING.stitchCount },
    storeSpecificFeatures: {
      outOfStockShopping: "Allow out of stock shopping",
      minumumQuantity: 1,
      maximumQuantity: 200,
      outOfStock: true,
      paymentMethods: ["Credit Card"],
    },
    personalizationManagement: [{ name: "Name", price: 6 }],
    taxManagement: { tax: 5.75 },
    fundraiser: { isEnabled: false },
    shippingMethods: {
      shippingCompanies: { pickUp: true, groupPickUp: false, shipStation: { serviceTypes: [UPS_GROUND, UPS_2DAY] } },
      shippingAddresses: [
        {
          name: "Acme HQ reception",
          type: "pickUp",
          address1: "500 Commerce Way",
          city: "Springfield",
          state: "OH",
          zip: "45501",
          description: "Ask for the brand store shelf at reception.",
        },
      ],
    },
    storeSalesPersonInfo: {
      firstName: "Priya",
      lastName: "Natarajan",
      email: "priya.natarajan@lakeside-print.example",
      phone: "(555) 014-3390",
    },
  };
  return {
    id: "private",
    domains: ["private.localhost"],
    password: "letmein",
    data,
    products: buildProducts(PRIVATE_RECIPE, media),
    giftCodes: [{ code: "ACME-50", balance: 50 }],
  };
}
