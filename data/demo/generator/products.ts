// Products of a store recipe: sizes, colours, descriptions, tiers, parts and the catalogue's categories
// and megamenu.
import type { ProductDataInput } from "../../../src/core/entities/product.schema.ts";
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import { type CatalogueDef, GARMENTS, PALETTE, type PaletteColor, type SubcategoryDef, SUPPLIERS } from "../catalog.ts";
import type { Garment } from "../svg.ts";
import { type MediaRegistry } from "./media.ts";
import { createRng, intBetween, pick, type Rng, round2, shopPrice, shuffled, slugify } from "./random.ts";
import type { Badge, ProductOverride, StoreImportFile, StoreRecipe } from "./types.ts";

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

export function buildProducts(recipe: StoreRecipe, media: MediaRegistry): StoreImportFile["products"] {
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

export function categoriesOf(catalogue: CatalogueDef): NonNullable<StoreDataInput["categories"]> {
  return catalogue.top.flatMap((top, t) => [
    { id: top.id, name: top.name, sort: t * 100 },
    ...catalogue.subs
      .filter((s) => s.id.startsWith(`${top.id}/`))
      .map((s, i) => ({ id: s.id, name: s.name, sort: t * 100 + i + 1 })),
  ]);
}

/** Megamenu of the Shop entry: every top category with its sub-categories. */
export function megamenuOf(catalogue: CatalogueDef) {
  return catalogue.top.map((top) => ({
    title: top.name,
    url: `/category/${top.id}`,
    children: catalogue.subs
      .filter((s) => s.id.startsWith(`${top.id}/`))
      .map((s) => ({ title: s.name, url: `/category/${s.id}` })),
  }));
}
