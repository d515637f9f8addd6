// The shapes the generator works with: an import file, a whole build and a store's recipe.
import type { ProductDataInput } from "../../../src/core/entities/product.schema.ts";
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import type { CatalogueDef, ColorKey } from "../catalog.ts";

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

export type Badge = "Best Seller" | "New" | "Featured";

/** Deterministic exceptions, keyed by product name, so the interesting cases are stable and easy to find. */
export interface ProductOverride {
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

export interface StoreRecipe {
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
