// Generates the three demo stores (import files under data/demo/stores) and their SVG images (data/demo/media).
// Deterministic: a seeded PRNG per store and no clock, so a re-run rewrites byte-identical files.
// Run with `npx tsx data/demo/generate.ts`; `buildDemoStores()` is pure and used by demo-data.test.ts.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ProductDataInput } from "../../src/core/entities/product.schema.ts";
import { type StoreDataInput } from "../../src/core/entities/store.schema.ts";
import {
  CLOSED_CATALOGUE,
  DEMO_BRANDS,
  DEMO_CATALOGUE,
  GARMENTS,
  PALETTE,
  PRIVATE_CATALOGUE,
  SUPPLIERS,
  type CatalogueDef,
  type ColorKey,
  type PaletteColor,
  type SubcategoryDef,
} from "./catalog.ts";
import {
  bannerSvg,
  garmentSvg,
  logoSvg,
  swatchSvg,
  type BannerSize,
  type BannerSpec,
  type Garment,
  type LogoSpec,
} from "./svg.ts";

export interface StoreImportFile {
  id: string;
  domains: string[];
  password?: string;
  data: StoreDataInput;
  products: { id: string; data: ProductDataInput }[];
  giftCodes?: { code: string; balance: number }[];
  /**
   * A pop-up window placed relative to the day the store is seeded (docs/decisions/0032): the seed
   * turns it into data.storeWindow, so the demo always shows the last days of its window.
   */
  demoWindow?: { openedDaysAgo: number; closesInHours: number; timeZone: string };
}

export interface DemoBuild {
  stores: StoreImportFile[];
  /** File path relative to data/demo/media → SVG text. */
  media: Map<string, string>;
}

/** Sub-folders of data/demo/media that the generator owns (and clears on each run). */
export const MEDIA_FOLDERS = ["products", "swatches", "logos", "banners"];
export const MEDIA_URL_PREFIX = "/media/demo/";

type Badge = "Best Seller" | "New" | "Featured";

/** Deterministic exceptions, keyed by product name, so the interesting cases are stable and easy to find. */
interface ProductOverride {
  /** First quantity tier priced 0: the buyer must order at least this many. */
  minOrder?: number;
  inactive?: boolean;
  noImage?: boolean;
  swatches?: boolean;
  closeout?: boolean;
  /** priceDataFormatted markup applied to every size ("All"). */
  optionMarkup?: number;
  /** Tier prices written as partPrice expressions. */
  expressionTiers?: boolean;
  badges?: Badge[];
  personalize?: boolean;
}

interface DesignGroup {
  id: string;
  locations: { name: string; colorsTotal?: number; stitchesTotal?: number; designType: string }[];
}

interface StoreRecipe {
  id: string;
  productPrefix: string;
  seed: number;
  catalogue: CatalogueDef;
  /** The first colour of a product comes from here, the others from `extra`. */
  leadColors: ColorKey[];
  extraColors: ColorKey[];
  brands: string[];
  printDesigns: DesignGroup[];
  embroideryDesigns: DesignGroup[];
  /** Names from the store's personalizationManagement offered on personalised products. */
  personalization: string[];
  /** Share of products with quantity tiers. */
  tierShare: number;
  productFundraiser: boolean;
  overrides: Record<string, ProductOverride>;
}

// ---------------------------------------------------------------------------------------------
// Small pure helpers

/** mulberry32: tiny, fast and good enough for sample data. */
function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function intBetween(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A shop-like price inside the range: whole dollars ending in .00, .50 or .99. */
function shopPrice(rng: Rng, [lo, hi]: [number, number]): number {
  return round2(intBetween(rng, lo, hi - 1) + pick(rng, [0, 0.5, 0.99]));
}

// ---------------------------------------------------------------------------------------------
// Media registry

class MediaRegistry {
  readonly files = new Map<string, string>();

  private add(path: string, svg: () => string): string {
    if (!this.files.has(path)) this.files.set(path, svg());
    return MEDIA_URL_PREFIX + path;
  }

  /** One shared file per garment × colour hex. */
  garment(garment: Garment, color: PaletteColor): string {
    return this.add(`products/${garment}-${color.hex.slice(1)}.svg`, () =>
      garmentSvg(garment, color.hex, color.colorName),
    );
  }

  swatch(color: PaletteColor): string {
    return this.add(`swatches/swatch-${color.hex.slice(1)}.svg`, () => swatchSvg(color.hex, color.colorName));
  }

  logo(storeId: string, spec: LogoSpec): string {
    return this.add(`logos/${storeId}.svg`, () => logoSvg(spec));
  }

  banner(name: string, spec: BannerSpec, size: BannerSize): string {
    return this.add(`banners/${name}-${size}.svg`, () => bannerSvg(spec, size));
  }
}

// ---------------------------------------------------------------------------------------------
// Products

const ADULT_SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"];
const WOMENS_SIZES = ["XS", "S", "M", "L", "XL", "2XL"];
const YOUTH_SIZES = ["YXS", "YS", "YM", "YL", "YXL"];
const BOTTOM_SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL"];
const FIT_SIZES = ["S/M", "L/XL"];
const SIZE_MARKUP: Record<string, number> = { "2XL": 2, "3XL": 3, "4XL": 4 };

/** Every size label the demo uses, in display order (the store's size configuration). */
export const SIZE_ORDER = [...YOUTH_SIZES, ...ADULT_SIZES, ...FIT_SIZES, "OSFA"];

function sizesFor(rng: Rng, name: string, garment: Garment): string[] {
  const kind = GARMENTS[garment].sizeKind;
  if (/Stretch-Fit|Compression/.test(name) || kind === "socks") return FIT_SIZES;
  if (kind === "one") return ["OSFA"];
  if (name.includes("Youth")) return YOUTH_SIZES;
  if (name.includes("Women's")) return WOMENS_SIZES;
  const full = kind === "bottoms" ? BOTTOM_SIZES : ADULT_SIZES;
  // Some products start at S or stop at 2XL/3XL, as real blanks do.
  const start = rng() < 0.3 ? 1 : 0;
  const end = full.length - (rng() < 0.35 ? intBetween(rng, 1, 2) : 0);
  return full.slice(start, end);
}

function colorsFor(rng: Rng, recipe: StoreRecipe, garment: Garment): PaletteColor[] {
  const max = GARMENTS[garment].sizeKind === "one" ? 4 : 6;
  const count = intBetween(rng, 2, max);
  const lead = pick(rng, recipe.leadColors);
  const rest = shuffled(
    rng,
    recipe.extraColors.filter((c) => c !== lead),
  ).slice(0, count - 1);
  return [lead, ...rest].map((key) => PALETTE[key]);
}

function descriptionFor(
  rng: Rng,
  name: string,
  brand: string,
  garment: Garment,
): { html: string; text: string; fabric: string } {
  const profile = GARMENTS[garment];
  const fabric = pick(rng, profile.fabric);
  const use = pick(rng, [
    "Built for game days, practices and everything in between.",
    "A team-store favourite that holds its shape wash after wash.",
    "Comfortable enough for every day, tough enough for the season.",
    "Takes a crisp decoration and looks sharp on the sideline.",
  ]);
  const features = shuffled(rng, profile.features).slice(0, 3);
  const html =
    `<p>The ${name} from ${brand} is made of ${fabric}. ${use}</p>` +
    `<ul>${features.map((f) => `<li>${f}</li>`).join("")}</ul>`;
  const text = `The ${name} from ${brand} is made of ${fabric}. ${use} ${features.join(". ")}.`;
  return { html: html.replace(/&/g, "&amp;"), text, fabric };
}

interface TierPlan {
  xValues: number[];
  formulas: (number | string)[][];
}

function tiersFor(rng: Rng, base: number, override: ProductOverride): TierPlan | undefined {
  if (override.minOrder) {
    const m = override.minOrder;
    const xValues = [1, m, m * 2, m * 4];
    return { xValues, formulas: [[0, base, round2(base * 0.92), round2(base * 0.85)]] };
  }
  if (override.expressionTiers) {
    return {
      xValues: [1, 12, 24, 48],
      formulas: [["partPrice", "partPrice * 0.95", "partPrice * 0.9", "partPrice * 0.85"]],
    };
  }
  const xValues = rng() < 0.5 ? [1, 12, 24, 48, 72] : [1, 24, 48, 144];
  const steps = xValues.length === 5 ? [1, 0.95, 0.9, 0.85, 0.8] : [1, 0.92, 0.86, 0.78];
  return { xValues, formulas: [steps.map((s) => round2(base * s))] };
}

function buildProduct(
  rng: Rng,
  recipe: StoreRecipe,
  media: MediaRegistry,
  sub: SubcategoryDef,
  topName: string,
  name: string,
  index: number,
): { id: string; data: ProductDataInput } {
  const override = recipe.overrides[name] ?? {};
  const profile = GARMENTS[sub.garment];
  const id = `${recipe.productPrefix}-${String(index).padStart(3, "0")}`;
  const brand = pick(rng, recipe.brands);
  const sizes = sizesFor(rng, name, sub.garment);
  const colors = colorsFor(rng, recipe, sub.garment);
  const base = shopPrice(rng, profile.price);
  // Heather colours cost a dollar more on some blanks, so part prices differ by colour.
  const heatherUpcharge = rng() < 0.5 ? 1 : 0;
  const description = descriptionFor(rng, name, brand, sub.garment);
  // Small items ship in packs of 12 (per-unit weight = package weight / package quantity).
  const packQuantity = ["cap", "visor", "beanie", "socks"].includes(sub.garment) ? 12 : 1;

  const parts: NonNullable<ProductDataInput["productData"]["productPartArray"]> = [];
  const prices: NonNullable<NonNullable<ProductDataInput["pricingData"]>["partArray"]> = [];
  const inventory: NonNullable<NonNullable<ProductDataInput["inventoryData"]>["partInventoryArray"]> = [];
  for (const color of colors) {
    const partPrice = round2(base + (color.colorName.includes("Heather") ? heatherUpcharge : 0));
    // One colour of some products is sold out in every size.
    const soldOut = colors.length > 2 && rng() < 0.04;
    sizes.forEach((size, sizeIndex) => {
      const partId = `${id}-${slugify(color.colorName)}-${size.replace("/", "-")}`;
      const weight = round2(profile.weight * (1 + 0.04 * sizeIndex) * packQuantity);
      parts.push({
        partId,
        colorArray: [{ colorName: color.colorName }],
        apparelSize: { labelSize: size },
        shippingPackageArray: [{ weight, quantity: packQuantity, weightUom: "LB" }],
        ...(override.closeout ? { isCloseout: true } : {}),
      });
      prices.push({ partId, partPriceArray: [{ price: partPrice }] });
      const zero = soldOut || rng() < (size === "4XL" ? 0.4 : 0.06);
      inventory.push({
        partId,
        labelSize: size,
        partColor: color.colorName,
        quantityAvailable: { quantity: { value: zero ? 0 : intBetween(rng, 4, 300) } },
      });
    });
  }

  const images = override.noImage
    ? []
    : colors.map((c) => ({ url: media.garment(sub.garment, c), color: c.colorName }));
  const swatches = override.swatches ? colors.map((c) => ({ url: media.swatch(c), color: c.colorName })) : [];
  const mediaList = [
    ...images.map((m, order) => ({ url: m.url, mediaType: "Image", color: m.color, order })),
    ...swatches.map((m, i) => ({
      url: m.url,
      mediaType: "Image",
      color: m.color,
      order: images.length + i,
      classTypeArray: [{ classTypeName: "Swatch" }],
    })),
  ];

  const tiered = override.minOrder !== undefined || override.expressionTiers || rng() < recipe.tierShare;
  const tiers = tiered ? tiersFor(rng, base, override) : undefined;

  const decorated = rng() < 0.8;
  const designPool = profile.decoration === "Embroidery" ? recipe.embroideryDesigns : recipe.printDesigns;
  const design = decorated && designPool.length > 0 ? pick(rng, designPool) : undefined;

  const badges: Badge[] =
    override.badges ?? (["Best Seller", "New", "Featured"] as const).filter((_, i) => rng() < [0.17, 0.15, 0.15][i]!);

  const personalizable = ["tee", "longsleeve", "tank", "hoodie", "crewneck", "shorts", "polo"].includes(sub.garment);
  const personalize = recipe.personalization.length > 0 && (override.personalize ?? (personalizable && rng() < 0.35));

  const rated = rng() < 0.4;
  const fundraiser = recipe.productFundraiser && rng() < 0.2;

  return {
    id,
    data: {
      productData: {
        productId: id,
        productName: name,
        slug: slugify(name),
        productBrand: brand,
        minimumPartPrice: Math.min(...prices.map((p) => p.partPriceArray?.[0]?.price ?? base)),
        colors: colors.map((c) => ({ colorName: c.colorName, hex: c.hex })),
        categories: [topName, sub.name],
        selectedCategories: [{ id: sub.id }],
        description: description.html,
        descriptionText: description.text,
        supplier: pick(rng, SUPPLIERS),
        sizes,
        weight: profile.weight,
        productType: { id: 1 },
        isCloseout: override.closeout ?? false,
        ...(images[0] ? { primaryImageUrl: images[0].url } : {}),
        productPartArray: parts,
        ...(fundraiser ? { fundraiser: { isEnabled: true, perItem: pick(rng, [1, 2, 3]), percentage: 0 } } : {}),
      },
      mediaData: { media: mediaList },
      pricingData: { partArray: prices },
      inventoryData: { partInventoryArray: inventory },
      productOptions: {
        activeProduct: !override.inactive,
        featuredProduct: badges,
        enableColor: true,
        enableSize: true,
        sizes: sizes.map((label) => ({ label, sizeMarkup: SIZE_MARKUP[label] ?? 0 })),
        priceDataFormatted: override.optionMarkup ? [{ label: "All", markup: override.optionMarkup }] : [],
        sortOrder: index,
      },
      personalization: { isEnable: personalize, list: personalize ? recipe.personalization : [] },
      designs: design ? { mainDesignId: design.id, locations: design.locations } : { locations: [] },
      pricingManagement: tiers ? { productCost: { enabled: true, ...tiers } } : {},
      ...(rated ? { rating: { value: Math.round(35 + rng() * 15) / 10, reviews: intBetween(rng, 3, 180) } } : {}),
    },
  };
}

function buildProducts(recipe: StoreRecipe, media: MediaRegistry): StoreImportFile["products"] {
  const rng = createRng(recipe.seed);
  const products: StoreImportFile["products"] = [];
  for (const sub of recipe.catalogue.subs) {
    const top = recipe.catalogue.top.find((t) => sub.id.startsWith(`${t.id}/`));
    if (!top) throw new Error(`no top category for ${sub.id}`);
    for (const name of sub.names) {
      products.push(buildProduct(rng, recipe, media, sub, top.name, name, products.length + 1));
    }
  }
  const unknown = Object.keys(recipe.overrides).filter(
    (n) => !products.some((p) => p.data.productData.productName === n),
  );
  if (unknown.length > 0) throw new Error(`overrides for unknown products: ${unknown.join(", ")}`);
  return products;
}

function categoriesOf(catalogue: CatalogueDef): NonNullable<StoreDataInput["categories"]> {
  return catalogue.top.flatMap((top, t) => [
    { id: top.id, name: top.name, sort: t * 100 },
    ...catalogue.subs
      .filter((s) => s.id.startsWith(`${top.id}/`))
      .map((s, i) => ({ id: s.id, name: s.name, sort: t * 100 + i + 1 })),
  ]);
}

/** Megamenu of the Shop entry: every top category with its sub-categories. */
function megamenuOf(catalogue: CatalogueDef) {
  return catalogue.top.map((top) => ({
    title: top.name,
    url: `/category/${top.id}`,
    children: catalogue.subs
      .filter((s) => s.id.startsWith(`${top.id}/`))
      .map((s) => ({ title: s.name, url: `/category/${s.id}` })),
  }));
}

// ---------------------------------------------------------------------------------------------
// Shared store settings

const DESIGN_PRICING: NonNullable<StoreDataInput["pricingManagement"]> = {
  numberOfColors: {
    enabled: true,
    xField: "quantity",
    yField: "colorsTotal",
    xValues: [1, 12, 24, 48, 72, 144],
    yValues: [1, 2, 3, 4, 5, 6],
    formulas: [1, 2, 3, 4, 5, 6].map((c) =>
      [3.5, 2.25, 1.75, 1.35, 1.1, 0.9].map((p, i) => round2(p + (c - 1) * [0.75, 0.5, 0.4, 0.3, 0.25, 0.2][i]!)),
    ),
  },
  stitchCount: {
    enabled: true,
    xField: "quantity",
    yField: "stitchesTotal",
    xValues: [1, 12, 24, 48, 72, 144],
    yValues: [5000, 7500, 10000, 12500, 15000, 20000],
    formulas: [0, 1, 2, 3, 4, 5].map((row) =>
      [4.5, 3.5, 3, 2.6, 2.3, 2].map((p, i) => round2(p + row * [0.9, 0.75, 0.6, 0.5, 0.45, 0.4][i]!)),
    ),
  },
};

const UPS_GROUND = {
  carrierCode: "ups",
  serviceCode: "ups_ground",
  name: "UPS Ground",
  flatRate: 8.95,
  perLbRate: 0.65,
};
const UPS_2DAY = {
  carrierCode: "ups",
  serviceCode: "ups_2nd_day_air",
  name: "UPS 2nd Day Air",
  flatRate: 18.5,
  perLbRate: 1.45,
};
const USPS_PRIORITY = {
  carrierCode: "usps",
  serviceCode: "usps_priority_mail",
  name: "USPS Priority Mail",
  flatRate: 9.5,
  perLbRate: 0.85,
};

function slides(
  media: MediaRegistry,
  storeId: string,
  items: { spec: BannerSpec; title: string; text: string; action: { text: string; link: string } }[],
) {
  return items.map((item, i) => ({
    imageFull: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "full"),
    imageClassic: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "classic"),
    imageMobile: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "mobile"),
    title: item.title,
    text: item.text,
    action: item.action,
  }));
}

// ---------------------------------------------------------------------------------------------
// Store: demo (public team store)

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

function demoStore(media: MediaRegistry): StoreImportFile {
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

// ---------------------------------------------------------------------------------------------
// Store: private (Acme Corp company store, password protected)

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

function privateStore(media: MediaRegistry): StoreImportFile {
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

// ---------------------------------------------------------------------------------------------
// Store: closed (order window over)

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

function closedStore(media: MediaRegistry): StoreImportFile {
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

// ---------------------------------------------------------------------------------------------
// Store: popup (a pop-up fundraiser store in the last days of its window; docs/decisions/0032)

function popupStore(media: MediaRegistry): StoreImportFile {
  const base = closedStore(media);
  const data = base.data;
  const name = "Wildcats Fall Pop-Up Store";
  return {
    id: "popup",
    domains: ["popup.localhost"],
    demoWindow: { openedDaysAgo: 12, closesInHours: 52, timeZone: "America/New_York" },
    data: {
      ...data,
      primaryInformation: { ...data.primaryInformation, storeURL: "popup.localhost", storeName: name, isActive: true },
      contentManagement: [
        {
          name: "home",
          url: "/",
          title: name,
          sort: 0,
          sections: [
            {
              type: "html",
              sort: 0,
              html:
                "<p>The fall pop-up store is open for two weeks only. Every item sends $1 to the Wildcats travel fund; " +
                "orders go to print the day the store closes.</p>",
            },
            { type: "productsCarousel", sort: 1, title: "This season's gear", source: "latest", limit: 10 },
          ],
        },
        { name: "Shop", url: "/shop", sort: 1 },
      ],
      storeMessage: {
        active: false,
        closedMessage: "The Wildcats fall pop-up store is closed. Thank you for supporting the team!",
      },
      fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 0, percentage: 0, goalAmount: 2000 },
      storeSalesPersonInfo: {
        firstName: "Dana",
        lastName: "Reyes",
        email: "organiser@westbrook-wildcats.example",
      },
    },
    // The same gear under ids of its own (product ids are unique across the demo stores).
    products: JSON.parse(
      JSON.stringify(base.products).replaceAll('"wildcats-', '"popup-'),
    ) as StoreImportFile["products"],
  };
}

// ---------------------------------------------------------------------------------------------
// Output

/** Builds every store and every image in memory. Pure: same output on every call. */
export function buildDemoStores(): DemoBuild {
  const media = new MediaRegistry();
  const stores = [demoStore(media), privateStore(media), closedStore(media), popupStore(media)];
  return { stores, media: new Map([...media.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/**
 * JSON with one-space indentation where values that fit on a line (objects of a part, a price, a size) stay
 * on one line, so the 4,000-odd parts of the demo store remain readable without making the file huge.
 */
export function formatJson(value: unknown, width = 200): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(", ")}]`;
    if (v !== null && typeof v === "object") {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return entries.length === 0
        ? "{}"
        : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(", ")} }`;
    }
    return JSON.stringify(v);
  };
  const block = (v: unknown, indent: string, prefixLength: number): string => {
    const flat = inline(v);
    if (indent.length + prefixLength + flat.length <= width || v === null || typeof v !== "object") return flat;
    const inner = `${indent} `;
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      return `[\n${v.map((x) => inner + block(x, inner, 0)).join(",\n")}\n${indent}]`;
    }
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{\n${entries
      .map(([k, x]) => {
        const key = `${JSON.stringify(k)}: `;
        return inner + key + block(x, inner, key.length);
      })
      .join(",\n")}\n${indent}}`;
  };
  return `${block(value, "", 0)}\n`;
}

const DEMO_DIR = dirname(fileURLToPath(import.meta.url));

function writeDemoFiles(): void {
  const build = buildDemoStores();
  mkdirSync(join(DEMO_DIR, "stores"), { recursive: true });
  for (const store of build.stores) {
    writeFileSync(join(DEMO_DIR, "stores", `${store.id}.json`), formatJson(store));
  }
  for (const folder of MEDIA_FOLDERS) rmSync(join(DEMO_DIR, "media", folder), { recursive: true, force: true });
  for (const [path, svg] of build.media) {
    const file = join(DEMO_DIR, "media", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  const counts = build.stores.map((s) => `${s.id}: ${s.products.length} products`).join(", ");
  console.log(`Wrote ${build.stores.length} stores (${counts}) and ${build.media.size} images.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeDemoFiles();
