// The committed demo data (data/demo/stores/*.json and data/demo/media) is valid, consistent and exactly
// what the generator produces.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ProductDataSchema } from "../../src/core/entities/product.schema.ts";
import { StoreDataSchema } from "../../src/core/entities/store.schema.ts";
import { buildDemoStores, formatJson, MEDIA_FOLDERS, MEDIA_URL_PREFIX, type StoreImportFile } from "./generate.ts";
import { contrastRatio } from "./svg.ts";

const DEMO_DIR = dirname(fileURLToPath(import.meta.url));
const STORE_IDS = ["demo", "private", "closed", "popup"] as const;

function storeFileText(id: string): string {
  return readFileSync(join(DEMO_DIR, "stores", `${id}.json`), "utf8");
}

const files: Record<string, StoreImportFile> = Object.fromEntries(
  STORE_IDS.map((id) => [id, JSON.parse(storeFileText(id)) as StoreImportFile]),
);

function storeFile(id: string): StoreImportFile {
  const file = files[id];
  if (!file) throw new Error(`no store file ${id}`);
  return file;
}

const parsedStore = (id: string) => StoreDataSchema.parse(storeFile(id).data);
const parsedProducts = (id: string) => storeFile(id).products.map((p) => ProductDataSchema.parse(p.data));

/** Every string in a JSON value that looks like one of our media URLs. */
function mediaUrls(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/media/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaUrls);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(mediaUrls);
  return [];
}

function listFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`],
  );
}

describe.each(STORE_IDS)("demo store %s", (id) => {
  it("parses with StoreDataSchema and every product with ProductDataSchema", () => {
    const result = StoreDataSchema.safeParse(storeFile(id).data);
    expect(result.error?.issues ?? []).toEqual([]);
    for (const product of storeFile(id).products) {
      const parsed = ProductDataSchema.safeParse(product.data);
      expect({ product: product.id, issues: parsed.error?.issues ?? [] }).toEqual({ product: product.id, issues: [] });
    }
  });

  it("has unique product ids and slugs, and each id matches its productId", () => {
    const products = storeFile(id).products;
    const ids = products.map((p) => p.id);
    const slugs = parsedProducts(id).map((p) => p.productData.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(slugs.every((s) => typeof s === "string" && s.length > 0)).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of products) expect(p.data.productData.productId).toBe(p.id);
  });

  it("points every media and logo url at a file under data/demo/media", () => {
    const urls = mediaUrls(storeFile(id));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(MEDIA_URL_PREFIX)).toBe(true);
      expect({ url, exists: existsSync(join(DEMO_DIR, "media", url.slice(MEDIA_URL_PREFIX.length))) }).toEqual({
        url,
        exists: true,
      });
    }
    const store = parsedStore(id);
    expect(store.storeBranding.storeLogo).toMatch(/^\/media\/demo\/logos\//);
  });

  it("files products only under categories of the store, whose parents exist", () => {
    const store = parsedStore(id);
    const categoryIds = new Set(store.categories.map((c) => c.id));
    for (const c of store.categories) {
      if (c.id.includes("/")) expect(categoryIds.has(c.id.slice(0, c.id.lastIndexOf("/")))).toBe(true);
    }
    for (const product of parsedProducts(id)) {
      expect(product.productData.selectedCategories.length).toBeGreaterThan(0);
      for (const { id: categoryId } of product.productData.selectedCategories) {
        expect({ categoryId, known: categoryIds.has(categoryId) }).toEqual({ categoryId, known: true });
      }
    }
  });

  it("prices and stocks exactly the parts of each product", () => {
    for (const product of parsedProducts(id)) {
      const partIds = product.productData.productPartArray.map((p) => p.partId);
      expect(new Set(partIds).size).toBe(partIds.length);
      const priced = product.pricingData.partArray.map((p) => p.partId);
      const stocked = product.inventoryData.partInventoryArray.map((p) => p.partId);
      expect(new Set(priced)).toEqual(new Set(partIds));
      expect(new Set(stocked)).toEqual(new Set(partIds));
      const lowest = Math.min(...product.pricingData.partArray.flatMap((p) => p.partPriceArray.map((x) => x.price)));
      expect(product.productData.minimumPartPrice).toBe(lowest);
      const colorNames = new Set(product.productData.colors.map((c) => c.colorName));
      for (const part of product.productData.productPartArray) {
        expect(colorNames.has(part.colorArray[0]?.colorName ?? "")).toBe(true);
        expect(product.productData.sizes).toContain(part.apparelSize.labelSize);
      }
      expect(product.productOptions.sizes.map((s) => s.label)).toEqual(product.productData.sizes);
    }
  });

  it("gives every quantity tier table one price per breakpoint", () => {
    for (const product of parsedProducts(id)) {
      const cost = product.pricingManagement.productCost;
      if (!cost) continue;
      expect(cost.formulas[0]?.length).toBe(cost.xValues.length);
      expect(cost.xValues[0]).toBe(1);
      expect([...cost.xValues].sort((a, b) => a - b)).toEqual(cost.xValues);
    }
  });

  it("offers only personalization fields the store prices", () => {
    const names = new Set(parsedStore(id).personalizationManagement.map((p) => p.name));
    for (const product of parsedProducts(id)) {
      for (const field of product.personalization.list) expect(names.has(field)).toBe(true);
    }
  });

  it("keeps gallery images apart from swatches (the gallery drops urls containing sw, swatch or watch)", () => {
    for (const product of parsedProducts(id)) {
      for (const m of product.mediaData.media) {
        const isSwatch = m.classTypeArray.some((c) => c.classTypeName === "Swatch");
        if (isSwatch) expect(m.url).toContain("swatch");
        else expect(m.url).not.toMatch(/sw|watch/);
      }
    }
  });

  it("uses brand colours with white button text of WCAG AA contrast", () => {
    const branding = parsedStore(id).storeBranding;
    expect(contrastRatio(branding.buttonTextColor, branding.buttonColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(branding.textColor, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#ffffff", branding.primaryColor)).toBeGreaterThanOrEqual(4.5);
  });

  it("lists every product size in the store's size configuration when it has one", () => {
    const sizes = parsedStore(id).sizes;
    if (!sizes) return;
    const labels = new Set(sizes.map((s) => s.label));
    for (const product of parsedProducts(id)) {
      for (const size of product.productData.sizes) expect(labels.has(size)).toBe(true);
    }
  });
});

describe("demo store catalogue", () => {
  const products = parsedProducts("demo");
  const store = parsedStore("demo");

  it("has at least 150 products over 6 or more top categories, each with sub-categories", () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    const tops = store.categories.filter((c) => !c.id.includes("/"));
    expect(tops.length).toBeGreaterThanOrEqual(6);
    for (const top of tops) {
      const subs = store.categories.filter((c) => c.id.startsWith(`${top.id}/`));
      expect(subs.length).toBeGreaterThan(0);
      const inTop = products.filter((p) => p.productData.selectedCategories.some((c) => c.id.startsWith(`${top.id}/`)));
      expect(inTop.length).toBeGreaterThan(0);
    }
  });

  it("covers the cases the store front must handle", () => {
    const active = products.filter((p) => p.productOptions.activeProduct);
    for (const tag of ["Best Seller", "New", "Featured"] as const) {
      expect(active.filter((p) => p.productOptions.featuredProduct.includes(tag)).length).toBeGreaterThanOrEqual(8);
    }
    const inactive = products.length - active.length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(3);
    const costs = products.flatMap((p) => (p.pricingManagement.productCost ? [p.pricingManagement.productCost] : []));
    expect(costs.length).toBeGreaterThan(products.length / 3);
    expect(costs.filter((c) => c.formulas[0]?.[0] === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      costs.filter((c) => c.formulas[0]?.some((f) => typeof f === "string" && f.includes("partPrice"))).length,
    ).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.mediaData.media.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(
      products.filter((p) => p.mediaData.media.some((m) => m.url.includes("swatch"))).length,
    ).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.personalization.isEnable).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.designs.locations.some((l) => l.stitchesTotal)).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.designs.locations.some((l) => l.colorsTotal)).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.rating).length).toBeGreaterThan(10);
    const zeroStock = products.flatMap((p) =>
      p.inventoryData.partInventoryArray.filter((i) => i.quantityAvailable?.quantity.value === 0),
    );
    expect(zeroStock.length).toBeGreaterThan(10);
    const designGroups = new Map<string, number>();
    for (const p of products) {
      const design = p.designs.mainDesignId;
      if (design) designGroups.set(design, (designGroups.get(design) ?? 0) + 1);
    }
    expect([...designGroups.values()].every((n) => n >= 2)).toBe(true);
  });

  it("has a home page with a three-slide slider, an about page and a product page", () => {
    const home = store.contentManagement.find((c) => c.name === "home");
    const slider = home?.sections.find((s) => s.type === "slider");
    expect(slider?.type === "slider" ? slider.slides.length : 0).toBe(3);
    expect(home?.sections.filter((s) => s.type === "productsCarousel").length).toBeGreaterThanOrEqual(2);
    expect(store.contentManagement.some((c) => c.url === "/about" && c.sections.length > 0)).toBe(true);
    expect(store.contentManagement.some((c) => c.productPage)).toBe(true);
    expect(store.contentManagement.some((c) => c.submenu?.type === "megamenu")).toBe(true);
    expect(store.contentManagement.some((c) => c.submenu?.type === "menu")).toBe(true);
  });

  it("is served on localhost and demo.localhost with its gift codes", () => {
    const file = storeFile("demo");
    expect(file.domains).toEqual(["localhost", "demo.localhost"]);
    expect(file.password).toBeUndefined();
    expect(file.giftCodes).toEqual([
      { code: "GIFT-100", balance: 100 },
      { code: "GIFT-25", balance: 25 },
      { code: "GIFT-500", balance: 500 },
      { code: "EMPTY-0", balance: 0 },
    ]);
  });
});

describe("private and closed stores", () => {
  it("keeps the private store behind the password letmein, with product names unlike the demo store's", () => {
    const file = storeFile("private");
    expect(file.domains).toEqual(["private.localhost"]);
    expect(file.password).toBe("letmein");
    expect(parsedStore("private").primaryInformation.privateStore).toBe(true);
    const demoNames = new Set(parsedProducts("demo").map((p) => p.productData.productName));
    for (const p of parsedProducts("private")) expect(demoNames.has(p.productData.productName)).toBe(false);
  });

  it("marks the closed store inactive with its closed message", () => {
    const store = parsedStore("closed");
    expect(storeFile("closed").domains).toEqual(["closed.localhost"]);
    expect(store.primaryInformation.isActive).toBe(false);
    expect(store.storeMessage.active).toBe(true);
    expect(store.storeMessage.closedMessage).toMatch(/closed/);
  });

  it("uses product ids that are unique across all stores", () => {
    const ids = STORE_IDS.flatMap((id) => storeFile(id).products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("demo generator", () => {
  const build = buildDemoStores();

  it("reproduces the committed store files byte for byte", () => {
    expect(build.stores.map((s) => s.id)).toEqual([...STORE_IDS]);
    // Compared as a flag: a diff of a 2 MB file is no help; regenerate with `npx tsx data/demo/generate.ts`.
    for (const store of build.stores) {
      const same = formatJson(store) === storeFileText(store.id);
      expect({ store: store.id, same }).toEqual({ store: store.id, same: true });
    }
    expect(statSync(join(DEMO_DIR, "stores", "demo.json")).size).toBeLessThan(2_000_000);
  });

  it("reproduces the committed media files, with nothing left over", () => {
    const onDisk = MEDIA_FOLDERS.flatMap((folder) =>
      listFiles(join(DEMO_DIR, "media", folder)).map((f) => `${folder}/${f}`),
    ).sort();
    expect(onDisk).toEqual([...build.media.keys()]);
    for (const [path, svg] of build.media) {
      expect({ path, same: readFileSync(join(DEMO_DIR, "media", path), "utf8") === svg }).toEqual({ path, same: true });
    }
  });

  it("writes small SVGs with a viewBox and a title", () => {
    for (const [path, svg] of build.media) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
      );
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      if (path.startsWith("products/") || path.startsWith("swatches/")) {
        expect(svg).toContain('width="700" height="700"');
        expect(svg.length).toBeLessThan(2500);
      }
    }
    expect(build.media.size).toBeLessThan(500);
  });

  it("returns the same output on every call", () => {
    const again = buildDemoStores();
    expect(again.stores.map((s) => formatJson(s))).toEqual(build.stores.map((s) => formatJson(s)));
    expect([...again.media]).toEqual([...build.media]);
  });
});
