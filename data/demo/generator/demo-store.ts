// Store: demo (the public Lakeside Eagles team store).
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import { DEMO_BRANDS, DEMO_CATALOGUE } from "../catalog.ts";
import type { BannerSpec, Garment } from "../svg.ts";
import { type MediaRegistry } from "./media.ts";
import { buildProducts, categoriesOf, megamenuOf, SIZE_ORDER } from "./products.ts";
import { DESIGN_PRICING, slides, UPS_2DAY, UPS_GROUND, USPS_PRIORITY } from "./settings.ts";
import type { StoreImportFile, StoreRecipe } from "./types.ts";

const DEMO_THEME = {
  primary: "#1b2a4a",
  secondary: "#d9a21b",
  tertiary: "#eef2f8",
  text: "#1b1f24",
  button: "#1b2a4a",
  buttonText: "#ffffff",
};

const DEMO_RECIPE: StoreRecipe = {
  id: "demo",
  productPrefix: "demo",
  seed: 20240601,
  catalogue: DEMO_CATALOGUE,
  leadColors: ["navy", "navy", "gold", "white", "heather", "black"],
  extraColors: [
    "navy",
    "gold",
    "white",
    "heather",
    "black",
    "charcoal",
    "royal",
    "red",
    "maroon",
    "forest",
    "kelly",
    "orange",
    "purple",
    "sand",
    "lightBlue",
    "graphite",
    "military",
  ],
  brands: DEMO_BRANDS,
  printDesigns: [
    { id: "eagles-primary-logo", locations: [{ name: "Front", colorsTotal: 2, designType: "Screen Print" }] },
    {
      id: "eagles-mascot",
      locations: [
        { name: "Front", colorsTotal: 3, designType: "Screen Print" },
        { name: "Back", colorsTotal: 1, designType: "Screen Print" },
      ],
    },
    { id: "eagles-wordmark", locations: [{ name: "Front", colorsTotal: 1, designType: "Screen Print" }] },
    { id: "eagles-est-1962", locations: [{ name: "Front", colorsTotal: 4, designType: "Screen Print" }] },
  ],
  embroideryDesigns: [
    { id: "eagles-left-chest", locations: [{ name: "Left Chest", stitchesTotal: 6500, designType: "Embroidery" }] },
    { id: "eagles-crest", locations: [{ name: "Front", stitchesTotal: 9500, designType: "Embroidery" }] },
    {
      id: "eagles-coaches",
      locations: [
        { name: "Left Chest", stitchesTotal: 7000, designType: "Embroidery" },
        { name: "Right Sleeve", stitchesTotal: 4000, designType: "Embroidery" },
      ],
    },
  ],
  personalization: ["Name", "Number"],
  tierShare: 0.55,
  productFundraiser: true,
  overrides: {
    "Heavyweight Cotton Tee": { badges: ["Best Seller", "Featured"], swatches: true, personalize: true },
    "Heavyweight Pullover Hoodie": { badges: ["Best Seller", "Featured"], swatches: true, personalize: true },
    "Classic Pique Polo": { swatches: true, expressionTiers: true },
    "Cuffed Knit Beanie": { swatches: true, badges: ["Best Seller"] },
    "Puffer Vest": { swatches: true, badges: ["New"] },
    "Performance Quarter-Zip": { expressionTiers: true, badges: ["Featured", "New"] },
    "Tri-Blend Crew Tee": { expressionTiers: true },
    "Fleece Joggers": { expressionTiers: true },
    "Structured Snapback Cap": { expressionTiers: true, badges: ["Best Seller"] },
    "Team Backpack": { expressionTiers: true },
    "Varsity Letterman Jacket": { minOrder: 12, optionMarkup: 10, badges: ["Featured"] },
    "Insulated Sideline Jacket": { minOrder: 12 },
    "Over-the-Calf Game Socks": { minOrder: 12 },
    "Lightweight Mesh Jersey": { minOrder: 24, personalize: true, badges: ["New"] },
    "Sherpa-Lined Full-Zip Hoodie": { minOrder: 12 },
    "Warm-Up Shooting Shirt": { personalize: true },
    "Coaches Jacket": { optionMarkup: 4 },
    "Reflective Knit Beanie": { inactive: true },
    "Wheeled Duffel": { inactive: true },
    "Tearaway Warm-Up Pants": { inactive: true },
    "Roll-Up Duffel": { noImage: true },
    "Shaker Bottle": { noImage: true },
    "No-Show Socks": { noImage: true },
    "Sandwich Bill Visor": { noImage: true },
    "Vintage Wash Crewneck": { closeout: true },
    "Striped Performance Polo": { closeout: true },
  },
};

export function demoStore(media: MediaRegistry): StoreImportFile {
  const t = DEMO_THEME;
  const logo = media.logo("demo", {
    title: "Lakeside Eagles Team Store",
    initials: "LE",
    line1: "LAKESIDE EAGLES",
    line2: "TEAM STORE",
    primary: t.primary,
    secondary: t.secondary,
    shape: "shield",
  });
  const banner = (variant: number, garments: [Garment, string][]): BannerSpec => ({
    title: `Lakeside Eagles banner ${variant}`,
    primary: t.primary,
    secondary: t.secondary,
    garments,
    variant,
  });
  const data: StoreDataInput = {
    primaryInformation: {
      storeURL: "demo.localhost",
      storeName: "Lakeside Eagles Team Store",
      clientName: "Lakeside High School Athletics",
      privateStore: false,
      showMainLogo: true,
      isActive: true,
      customerServicePhone: "(555) 014-2290",
      customerServiceEmail: "teamstore@lakeside-eagles.example",
    },
    storeBranding: {
      storeLogo: logo,
      displaySocialMedia: true,
      socialMedia: [
        { type: "facebook", address: "https://www.facebook.com/example-lakeside-eagles" },
        { type: "instagram", address: "https://www.instagram.com/example-lakeside-eagles" },
        { type: "twitter", address: "https://x.com/example-lakeside-eagles" },
        { type: "youtube", address: "https://www.youtube.com/@example-lakeside-eagles" },
      ],
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
        copyRightCompanyLink: "https://lakeside-eagles.example",
        copyRightCompanyAddress: "1200 Lakeshore Drive, Lakeside, IL 60044",
        copyRightCompanyEmail: "teamstore@lakeside-eagles.example",
        copyRightCompanyPhone: "(555) 014-2290",
        copyRightCompanyOpenHours: "Mon–Fri 8am–5pm, Sat 9am–1pm",
      },
      footerSectionFirst: {
        title: "Shop",
        items: [
          { text: "All products", link: "/shop" },
          { text: "Tops", link: "/category/tops" },
          { text: "Hoodies", link: "/hoodies" },
          { text: "Headwear", link: "/headwear" },
          { text: "Bags", link: "/category/bags" },
        ],
      },
      footerSectionSecond: {
        title: "Help",
        items: [
          { text: "About the store", link: "/about" },
          { text: "Size guide", link: "/size-guide" },
          { text: "Track your order", link: "/shop/track-order" },
          { text: "Contact us", link: "/site/contact-us" },
          { text: "Terms", link: "/site/terms" },
        ],
      },
    },
    contentManagement: [
      {
        name: "home",
        url: "/",
        title: "Lakeside Eagles Team Store",
        sort: 0,
        navbarVisibility: true,
        sections: [
          {
            type: "slider",
            sort: 0,
            slides: slides(media, "demo", [
              {
                spec: banner(1, [
                  ["hoodie", "#e0a526"],
                  ["tee", "#ffffff"],
                ]),
                title: "Fall team order is open",
                text: "Hoodies, tees and jackets with the Eagles logo — ordered by Oct 15, delivered before the first home game.",
                action: { text: "Shop now", link: "/shop" },
              },
              {
                spec: banner(2, [
                  ["cap", "#ffffff"],
                  ["beanie", "#e0a526"],
                ]),
                title: "Headwear for every season",
                text: "Embroidered caps, beanies and visors.",
                action: { text: "See headwear", link: "/headwear" },
              },
              {
                spec: banner(3, [
                  ["backpack", "#e0a526"],
                  ["tote", "#d8c8a8"],
                ]),
                title: "Every order supports Eagles athletics",
                text: "$2 of every item goes to the Lakeside Athletic Boosters.",
                action: { text: "About the fundraiser", link: "/about" },
              },
            ]),
          },
          {
            type: "html",
            sort: 1,
            html:
              "<h2>Welcome to the Lakeside Eagles Team Store</h2>" +
              "<p>Official gear for players, families and fans. Every item is decorated to order by our local print shop " +
              "and can be picked up at the Athletic Office or shipped to your door.</p>" +
              "<ul><li>Add a name and number to jerseys, tees and hoodies</li>" +
              "<li>Save with quantity pricing on team orders</li>" +
              "<li>$2 from every item supports the Athletic Boosters</li></ul>",
          },
          {
            type: "productsCarousel",
            sort: 2,
            title: "Featured",
            categories: [],
            layout: "grid-4",
            rows: 1,
            source: "Featured",
            limit: 8,
          },
          {
            type: "productsCarousel",
            sort: 3,
            title: "Best Seller",
            categories: [],
            layout: "grid-4",
            rows: 1,
            source: "Best Seller",
            limit: 8,
          },
          {
            type: "productsCarousel",
            sort: 4,
            title: "New Arrivals",
            categories: [],
            layout: "grid-4",
            rows: 1,
            source: "New",
            limit: 8,
          },
          {
            type: "productsCarousel",
            sort: 5,
            title: "Outerwear",
            categories: ["outerwear"],
            layout: "grid-4",
            rows: 1,
            source: "latest",
            limit: 8,
          },
        ],
      },
      {
        name: "Shop",
        url: "/shop",
        title: "Shop",
        sort: 1,
        navbarVisibility: true,
        submenu: { type: "megamenu", menu: megamenuOf(DEMO_CATALOGUE) },
      },
      {
        name: "Hoodies",
        url: "/hoodies",
        title: "Hoodies",
        sort: 2,
        navbarVisibility: true,
        productPage: true,
        sections: [
          {
            type: "html",
            sort: 0,
            html: "<p>Heavyweight fleece with the Eagles logo. Add a name and number on the back for $8.</p>",
          },
        ],
      },
      {
        name: "Headwear",
        url: "/headwear",
        title: "Headwear",
        sort: 3,
        navbarVisibility: true,
        productPage: true,
        submenu: {
          type: "menu",
          menu: [
            { title: "Caps", url: "/category/headwear/caps", children: [] },
            { title: "Beanies", url: "/category/headwear/beanies", children: [] },
            { title: "Visors", url: "/category/headwear/visors", children: [] },
          ],
        },
      },
      {
        name: "About",
        url: "/about",
        title: "About the Team Store",
        sort: 4,
        navbarVisibility: true,
        sections: [
          {
            type: "html",
            sort: 0,
            html:
              "<h2>About the Lakeside Eagles Team Store</h2>" +
              "<p>The team store is run by the Lakeside Athletic Boosters together with Lakeside Print &amp; Stitch. " +
              "Orders are collected during each order window, decorated in one batch and delivered two to three weeks " +
              "after the window closes.</p>",
          },
          {
            type: "html",
            sort: 1,
            html:
              "<h3>How the fundraiser works</h3>" +
              "<p>$2.00 from every item, $1.00 from every order and 5% of the order total go to the boosters. " +
              "Last season the store paid for new team benches and tournament travel.</p>",
          },
          {
            type: "html",
            sort: 2,
            html:
              "<h3>Pick-up and shipping</h3>" +
              "<ul><li>Free pick-up at the Athletic Office, weekdays 3–6 pm</li>" +
              "<li>Team pick-up at the Field House after practice</li>" +
              "<li>UPS and USPS shipping to any US address</li></ul>",
          },
        ],
      },
      {
        name: "Size Guide",
        url: "/size-guide",
        title: "Size Guide",
        sort: 5,
        navbarVisibility: false,
        sections: [
          {
            type: "html",
            sort: 0,
            html:
              "<h2>Adult tops</h2><table><thead><tr><th>Size</th><th>Chest (in)</th><th>Length (in)</th></tr></thead>" +
              "<tbody><tr><td>S</td><td>34–36</td><td>28</td></tr><tr><td>M</td><td>38–40</td><td>29</td></tr>" +
              "<tr><td>L</td><td>42–44</td><td>30</td></tr><tr><td>XL</td><td>46–48</td><td>31</td></tr>" +
              "<tr><td>2XL</td><td>50–52</td><td>32</td></tr><tr><td>3XL</td><td>54–56</td><td>33</td></tr>" +
              "<tr><td>4XL</td><td>58–60</td><td>34</td></tr></tbody></table>" +
              "<p>2XL adds $2.00, 3XL $3.00 and 4XL $4.00 to the item price.</p>",
          },
        ],
      },
    ],
    categories: categoriesOf(DEMO_CATALOGUE),
    pricingManagement: DESIGN_PRICING,
    storeSpecificFeatures: {
      outOfStockShopping: "Block out of stock shopping",
      minumumQuantity: 1,
      maximumQuantity: 500,
      outOfStock: true,
      hideQuantity: false,
      hideCatalogFilter: false,
      paymentMethods: ["Credit Card"],
    },
    personalizationManagement: [
      { name: "Name", price: 5 },
      { name: "Number", price: 3 },
    ],
    storeMessage: { active: false, closedMessage: "" },
    taxManagement: {
      tax: 7,
      stateTaxes: [
        { state: "IL", tax: 6.25 },
        { state: "WI", tax: 5 },
        { state: "IN", tax: 7 },
      ],
    },
    fundraiser: { isEnabled: true, amountPerItem: 2, amountPerOrder: 1, percentage: 5 },
    shippingMethods: {
      shippingCompanies: {
        pickUp: true,
        groupPickUp: true,
        shipStation: { serviceTypes: [UPS_GROUND, UPS_2DAY, USPS_PRIORITY] },
      },
      shippingAddresses: [
        {
          name: "Lakeside High School Athletic Office",
          type: "pickUp",
          address1: "1200 Lakeshore Drive",
          address2: "Door 4",
          city: "Lakeside",
          state: "IL",
          zip: "60044",
          description: "Weekdays 3–6 pm; bring your order number.",
        },
        {
          name: "Eagles Field House (team pick-up)",
          type: "groupPickUp",
          address1: "1250 Lakeshore Drive",
          city: "Lakeside",
          state: "IL",
          zip: "60044",
          description: "Coaches hand out team orders after the first practice following delivery.",
        },
      ],
    },
    storeSalesPersonInfo: {
      firstName: "Jordan",
      lastName: "Reyes",
      email: "jordan.reyes@lakeside-print.example",
      phone: "(555) 014-3381",
    },
    sizes: SIZE_ORDER.map((label, i) => ({ label, sort: i + 1 })),
  };
  return {
    id: "demo",
    domains: ["localhost", "demo.localhost"],
    data,
    products: buildProducts(DEMO_RECIPE, media),
    giftCodes: [
      { code: "GIFT-100", balance: 100 },
      { code: "GIFT-25", balance: 25 },
      { code: "GIFT-500", balance: 500 },
      { code: "EMPTY-0", balance: 0 },
    ],
  };
}
