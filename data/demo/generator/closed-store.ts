// Store: closed (the Wildcats' order window is over).
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import { CLOSED_CATALOGUE } from "../catalog.ts";
import { type MediaRegistry } from "./media.ts";
import { buildProducts, categoriesOf } from "./products.ts";
import { DESIGN_PRICING, slides, USPS_PRIORITY } from "./settings.ts";
import type { StoreImportFile, StoreRecipe } from "./types.ts";

const CLOSED_THEME = {
  primary: "#7a1f2b",
  secondary: "#c9c9c9",
  tertiary: "#f7eef0",
  text: "#1c1c1c",
  button: "#7a1f2b",
  buttonText: "#ffffff",
};

const CLOSED_RECIPE: StoreRecipe = {
  id: "closed",
  productPrefix: "wildcats",
  seed: 1994031,
  catalogue: CLOSED_CATALOGUE,
  leadColors: ["crimson", "black"],
  extraColors: ["crimson", "black", "white", "heather", "charcoal", "graphite"],
  brands: ["Fieldhouse Athletic", "Kestrel Sport"],
  printDesigns: [{ id: "wildcats-spring", locations: [{ name: "Front", colorsTotal: 2, designType: "Screen Print" }] }],
  embroideryDesigns: [
    { id: "wildcats-claw", locations: [{ name: "Front", stitchesTotal: 8000, designType: "Embroidery" }] },
  ],
  personalization: ["Name", "Number"],
  tierShare: 0.5,
  productFundraiser: false,
  overrides: {
    "Wildcats Practice Tee": { badges: ["Best Seller"], personalize: true },
    "Wildcats Pullover Hoodie": { badges: ["Featured"], personalize: true },
  },
};

export function closedStore(media: MediaRegistry): StoreImportFile {
  const t = CLOSED_THEME;
  const logo = media.logo("closed", {
    title: "Wildcats Spring Team Order",
    initials: "W",
    line1: "WILDCATS",
    line2: "SPRING TEAM ORDER",
    primary: t.primary,
    secondary: "#1c1c1c",
    shape: "shield",
  });
  const data: StoreDataInput = {
    primaryInformation: {
      storeURL: "closed.localhost",
      storeName: "Wildcats Spring Team Order",
      clientName: "Westbrook Wildcats Youth Soccer",
      privateStore: false,
      showMainLogo: true,
      isActive: false,
      customerServicePhone: "(555) 016-4412",
    },
    storeBranding: {
      storeLogo: logo,
      displaySocialMedia: true,
      socialMedia: [{ type: "facebook", address: "https://www.facebook.com/example-westbrook-wildcats" }],
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
        copyRightCompanyAddress: "88 Westbrook Park Road, Westbrook, ME 04092",
        copyRightCompanyEmail: "orders@westbrook-wildcats.example",
      },
      footerSectionFirst: { title: "Shop", items: [{ text: "All products", link: "/shop" }] },
      footerSectionSecond: { title: "Club", items: [{ text: "About the order", link: "/about" }] },
    },
    contentManagement: [
      {
        name: "home",
        url: "/",
        title: "Wildcats Spring Team Order",
        sort: 0,
        sections: [
          {
            type: "slider",
            sort: 0,
            slides: slides(media, "closed", [
              {
                spec: {
                  title: "Wildcats banner",
                  primary: t.primary,
                  secondary: t.secondary,
                  garments: [
                    ["hoodie", "#b5b8bd"],
                    ["tee", "#ffffff"],
                  ],
                  variant: 1,
                },
                title: "Spring team order",
                text: "The order window closed on April 5. Orders are being printed now.",
                action: { text: "About the order", link: "/about" },
              },
            ]),
          },
          { type: "productsCarousel", sort: 1, title: "This season's gear", source: "latest", limit: 10 },
        ],
      },
      { name: "Shop", url: "/shop", sort: 1 },
      {
        name: "About",
        url: "/about",
        sort: 2,
        sections: [
          {
            type: "html",
            sort: 0,
            html:
              "<p>The spring order window ran from March 1 to April 5. Gear is handed out at the first spring practice. " +
              "The fall store opens in August.</p>",
          },
        ],
      },
    ],
    categories: categoriesOf(CLOSED_CATALOGUE),
    pricingManagement: { numberOfColors: DESIGN_PRICING.numberOfColors },
    storeSpecificFeatures: {
      outOfStockShopping: "Block out of stock shopping",
      minumumQuantity: 1,
      maximumQuantity: 100,
      outOfStock: true,
      paymentMethods: ["Credit Card"],
    },
    personalizationManagement: [
      { name: "Name", price: 5 },
      { name: "Number", price: 3 },
    ],
    storeMessage: {
      active: true,
      closedMessage: "Our spring team order window has closed. Thank you for supporting the Wildcats!",
    },
    taxManagement: { tax: 5.5 },
    fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 0, percentage: 0 },
    shippingMethods: {
      shippingCompanies: { pickUp: false, groupPickUp: true, shipStation: { serviceTypes: [USPS_PRIORITY] } },
      shippingAddresses: [
        {
          name: "Westbrook Park, field 2",
          type: "groupPickUp",
          address1: "88 Westbrook Park Road",
          city: "Westbrook",
          state: "ME",
          zip: "04092",
          description: "Handed out at the first spring practice.",
        },
      ],
    },
  };
  return {
    id: "closed",
    domains: ["closed.localhost"],
    data,
    products: buildProducts(CLOSED_RECIPE, media),
  };
}
