// The catalogue CSV (docs/recipes/catalogue-csv.md): one row per product, the columns an operator
// edits in a spreadsheet, each list cell written with a small notation ("Navy #1f2a44 | Red #c00000",
// "1: 21.99 | 24: 19.50"). This module turns a row into a product document and a document into a
// row, and nothing else: reading and writing the file (csv-parse, csv-stringify) and the database
// are the service's. A row edits an existing product: columns the file leaves out keep their values.
import type { ProductData, ProductDataInput } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import type { MessageCode } from "~core/i18n/message";
import { readNumberInput } from "~core/i18n/number-input";
import { sameLabel } from "~core/catalog/parts";
import { PRODUCT_COLUMNS, type ProductColumn } from "~core/catalog/product-columns";
import { evaluateExpression } from "~core/pricing/expression";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";

/** Every column, in the order an export writes them. Only `id` must be present in a file. */
export const CSV_COLUMNS = PRODUCT_COLUMNS;
export type CsvColumn = ProductColumn;

export const isCsvColumn = (name: string): name is CsvColumn => (CSV_COLUMNS as readonly string[]).includes(name);

/** A problem with one cell (or the whole row when column is undefined). */
export interface CellProblem {
  column: CsvColumn | undefined;
  code: MessageCode;
  params: Record<string, string | number>;
}

// ---- Spreadsheet formula injection (OWASP "CSV injection") ------------------------------------------
// A cell that starts with = + - @ (or a tab or carriage return) is a formula to Excel, LibreOffice and
// Google Sheets. Exports put a ' before it, which spreadsheets show as text; imports take one ' off
// again. Cells that already start with ' before such a character get one more, so the round trip is exact.
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function escapeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

// ---- Cell notations ---------------------------------------------------------------------------------
const LIST_SEPARATOR = "|";
const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
const joinList = (entries: readonly string[]) => entries.join(` ${LIST_SEPARATOR} `);

/**
 * An amount in a cell, read by the one number reader of core (~core/i18n/number-input) with the marks
 * the file is written in: the export's, "." before the decimals and "," between thousands ("1,500.00"
 * quoted, or "1500"), Arabic-Indic digits too. A price takes cents (`decimals` 2: "1.500" reads two
 * ways and is refused); markups and tier cells up to four decimals (0.125). undefined when not a
 * non-negative amount.
 */
function parseAmount(text: string, decimals = 4): number | undefined {
  const read = readNumberInput(text, CSV_NUMBER_LOCALE, { decimals });
  return read.ok ? read.value : undefined;
}
const CSV_NUMBER_LOCALE = "en";
const formatAmount = (amount: number) => String(amount);

/** "key: value" → [key, value], split at the first colon. */
function keyValue(entry: string): [string, string] | undefined {
  const at = entry.indexOf(":");
  if (at <= 0) return undefined;
  const key = entry.slice(0, at).trim();
  const value = entry.slice(at + 1).trim();
  return key && value ? [key, value] : undefined;
}

const COLOR_ENTRY = /^(.+?)\s+(#[0-9a-fA-F]{6})(?:\s*\+\s*(\d+(?:\.\d+)?))?$/;
const BADGES = ["Best Seller", "New", "Featured"] as const;
const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Light Blue" → "light-blue", as the demo's part ids spell colours. */
function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

interface ParsedColor {
  colorName: string;
  hex: string;
  extra: number;
}

/** The document a new product starts from before its row's cells are applied. */
function blankProduct(id: string): ProductDataInput {
  return { productData: { productId: id, productName: "", minimumPartPrice: 0 } };
}

export interface RowContext {
  store: StoreData;
  /** The product as stored, when the row's id names one: cells the file leaves out keep its values. */
  existing: ProductData | undefined;
  /**
   * `existing` was read for this row alone and is not used after it: its cells are applied to it in
   * place. Otherwise it is copied first (a copy of a product document costs about as much as parsing
   * it, which counted in a large import).
   */
  consumeExisting?: boolean;
}

/**
 * A row (cells by column, only the file's columns) → the product document to validate, and the
 * problems of its cells. Every cell is checked, so one pass reports all of a row's problems.
 */
export function rowToProduct(
  cells: ReadonlyMap<CsvColumn, string>,
  context: RowContext,
): { id: string; data: ProductDataInput; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const problem = (column: CsvColumn | undefined, code: MessageCode, params: Record<string, string | number> = {}) =>
    problems.push({ column, code, params });
  const has = (column: CsvColumn) => cells.has(column);
  const cell = (column: CsvColumn) => unescapeCell(cells.get(column) ?? "").trim();

  const id = cell("id");
  if (!id) problem("id", "catalogue.required");
  else if (!ID_PATTERN.test(id)) problem("id", "catalogue.badId");

  const repriced = has("colors") || has("sizes") || has("price");
  // Read before the cells below change the document, which may be `existing` itself.
  const previousExtras = context.existing && repriced ? colorExtras(context.existing) : new Map<string, number>();
  // A copy of the stored document (or a blank one) that the cells below overwrite.
  const data = (
    context.existing && context.consumeExisting
      ? context.existing
      : structuredClone(context.existing ?? blankProduct(id))
  ) as ProductDataInput & {
    productData: ProductDataInput["productData"];
  };
  const productData = data.productData;
  const options = (data.productOptions ??= {});
  const isNew = context.existing === undefined;

  const requiredText = (column: CsvColumn, apply: (text: string) => void) => {
    if (!has(column)) {
      if (isNew) problem(column, "catalogue.required");
      return;
    }
    const text = cell(column);
    if (!text) problem(column, "catalogue.required");
    else apply(text);
  };
  const optionalAmount = (column: CsvColumn, apply: (amount: number | undefined) => void) => {
    if (!has(column)) return;
    const text = cell(column);
    if (!text) return apply(undefined);
    const amount = parseAmount(text, 2);
    if (amount === undefined) problem(column, "catalogue.notAmount");
    else apply(amount);
  };
  const yesNo = (column: CsvColumn, empty: boolean, apply: (value: boolean) => void) => {
    if (!has(column)) return;
    const text = cell(column).toLowerCase();
    if (!text) apply(empty);
    else if (YES.has(text)) apply(true);
    else if (NO.has(text)) apply(false);
    else problem(column, "catalogue.notYesNo");
  };

  if (has("slug")) {
    const slug = cell("slug");
    if (slug && !SLUG.test(slug)) problem("slug", "catalogue.badSlug");
    productData.slug = slug || undefined;
  }
  if (has("sku")) productData.productId = cell("sku") || id;
  requiredText("name", (name) => (productData.productName = name));
  if (has("brand")) productData.productBrand = cell("brand");
  if (has("supplier_code")) productData.supplierCode = cell("supplier_code") || undefined;
  if (has("decoration_location")) productData.decorationLocation = cell("decoration_location") || undefined;
  if (has("description")) {
    const description = cell("description");
    // The plain-text copy was made from the old description; the store front derives it when absent.
    if (description !== productData.description) productData.descriptionText = undefined;
    productData.description = description;
  }

  if (has("categories")) {
    const byId = new Map(context.store.categories.map((c) => [c.id, c.name]));
    const ids = splitList(cell("categories"));
    for (const categoryId of ids)
      if (!byId.has(categoryId)) problem("categories", "catalogue.unknownCategory", { entry: categoryId });
    productData.selectedCategories = ids.map((categoryId) => ({ id: categoryId }));
    // The names along each path ("tops/t-shirts" → Tops, T-Shirts), as the demo documents carry them.
    const names = new Set<string>();
    for (const categoryId of ids) {
      const parts = categoryId.split("/");
      for (let i = 1; i <= parts.length; i++) {
        const name = byId.get(parts.slice(0, i).join("/"));
        if (name) names.add(name);
      }
    }
    productData.categories = [...names];
  }

  let price = productData.minimumPartPrice;
  requiredText("price", (text) => {
    const amount = parseAmount(text, 2);
    if (amount === undefined) problem("price", "catalogue.notAmount");
    else price = productData.minimumPartPrice = amount;
  });
  optionalAmount("discount_price", (amount) => (productData.discountPrice = amount));

  // Colours: "Name #rrggbb", "+ extra" when the colour costs more than `price` (heathers, neons).
  let colors: ParsedColor[] | undefined;
  if (has("colors")) {
    colors = [];
    for (const entry of splitList(cell("colors"))) {
      const match = COLOR_ENTRY.exec(entry);
      if (!match) {
        problem("colors", "catalogue.badColor", { entry });
        continue;
      }
      const colorName = (match[1] as string).trim();
      if (colors.some((c) => sameLabel(c.colorName, colorName))) {
        problem("colors", "catalogue.duplicateColor", { entry: colorName });
        continue;
      }
      colors.push({ colorName, hex: (match[2] as string).toLowerCase(), extra: Number(match[3] ?? 0) });
    }
    productData.colors = colors.map(({ colorName, hex }) => ({ colorName, hex }));
  }
  const colorNames = (productData.colors ?? []).map((c) => c.colorName);

  if (has("sizes")) productData.sizes = splitList(cell("sizes"));
  const sizes = productData.sizes ?? [];
  const knownSize = (label: string) => sizes.some((size) => sameLabel(size, label));

  if (has("size_markups") || has("sizes")) {
    const markups = new Map<string, number>();
    for (const entry of has("size_markups") ? splitList(cell("size_markups")) : []) {
      const pair = keyValue(entry);
      const amount = pair && parseAmount(pair[1]);
      if (!pair || amount === undefined) problem("size_markups", "catalogue.badMarkup", { entry });
      else if (!knownSize(pair[0])) problem("size_markups", "catalogue.unknownSize", { entry: pair[0] });
      else markups.set(pair[0].toLowerCase(), amount);
    }
    const previous = options.sizes ?? [];
    options.sizes = sizes.map((label) => ({
      label,
      sizeMarkup: has("size_markups")
        ? (markups.get(label.toLowerCase()) ?? 0)
        : (previous.find((s) => sameLabel(s.label, label))?.sizeMarkup ?? 0),
    }));
  }

  if (has("option_markups")) {
    options.priceDataFormatted = [];
    for (const entry of splitList(cell("option_markups"))) {
      const pair = keyValue(entry);
      const amount = pair && parseAmount(pair[1]);
      if (!pair || amount === undefined) problem("option_markups", "catalogue.badMarkup", { entry });
      else if (!sameLabel(pair[0], "All") && !knownSize(pair[0]))
        problem("option_markups", "catalogue.unknownSize", { entry: pair[0] });
      else options.priceDataFormatted.push({ label: pair[0], markup: amount });
    }
  }

  // Tiers: "quantity: price or formula"; empty = the store's tiers apply; "off" = no tiers at all.
  if (has("tiers")) {
    const text = cell("tiers");
    const pricing = (data.pricingManagement ??= {});
    if (!text) pricing.productCost = undefined;
    else if (text.toLowerCase() === "off") pricing.productCost = { enabled: false, xValues: [], formulas: [] };
    else {
      const xValues: number[] = [];
      const formulas: (number | string)[] = [];
      for (const entry of splitList(text)) {
        const pair = keyValue(entry);
        if (!pair || !/^[1-9]\d*$/.test(pair[0])) {
          problem("tiers", "catalogue.badTier", { entry });
          continue;
        }
        const start = Number(pair[0]);
        if (xValues.includes(start)) {
          problem("tiers", "catalogue.duplicateTier", { entry: start });
          continue;
        }
        const formula = parseAmount(pair[1]) ?? pair[1];
        const result = evaluateExpression(formula, { partPrice: price, minimumPartPrice: price });
        if (!result.ok) problem("tiers", "catalogue.badFormula", { entry: pair[1], detail: result.message });
        xValues.push(start);
        formulas.push(formula);
      }
      pricing.productCost = { enabled: true, xValues, formulas: [formulas] };
    }
  }

  if (has("badges")) {
    const badges: (typeof BADGES)[number][] = [];
    for (const entry of splitList(cell("badges"))) {
      const badge = BADGES.find((b) => sameLabel(b, entry));
      if (badge) badges.push(badge);
      else problem("badges", "catalogue.unknownBadge", { entry });
    }
    options.featuredProduct = badges;
  }
  yesNo("active", true, (value) => (options.activeProduct = value));
  if (has("sort_order")) {
    const text = cell("sort_order");
    if (!text) options.sortOrder = 0;
    else if (/^-?\d+$/.test(text)) options.sortOrder = Number(text);
    else problem("sort_order", "catalogue.notWholeNumber");
  }

  const personalization = (data.personalization ??= {});
  yesNo("personalization", false, (value) => (personalization.isEnable = value));
  if (has("personalization_fields")) personalization.list = splitList(cell("personalization_fields"));

  if (has("fundraiser_per_item") || has("fundraiser_percentage")) {
    let perItem = has("fundraiser_per_item") ? undefined : productData.fundraiser?.perItem;
    let percentage = has("fundraiser_percentage") ? undefined : productData.fundraiser?.percentage;
    optionalAmount("fundraiser_per_item", (amount) => (perItem = amount));
    optionalAmount("fundraiser_percentage", (amount) => {
      if (amount !== undefined && amount > 100) problem("fundraiser_percentage", "catalogue.notPercentage");
      else percentage = amount;
    });
    productData.fundraiser =
      perItem === undefined && percentage === undefined
        ? undefined
        : { isEnabled: true, perItem: perItem ?? 0, percentage: percentage ?? 0 };
  }
  optionalAmount("weight", (amount) => (productData.weight = amount));
  if (has("image")) productData.primaryImageUrl = cell("image") || undefined;

  // Images: "URL" or "Colour: URL". Swatches and other classed media are not in the CSV and are kept.
  if (has("images")) {
    const media = data.mediaData?.media ?? [];
    const kept = media.filter((m) => (m.classTypeArray ?? []).length > 0);
    const gallery = [];
    for (const entry of splitList(cell("images"))) {
      const bare = entry.startsWith("/") || /^https?:\/\//i.test(entry);
      const pair = bare ? undefined : keyValue(entry);
      const url = bare ? entry : pair?.[1];
      if (!url || !(url.startsWith("/") || /^https?:\/\//i.test(url))) {
        problem("images", "catalogue.badImage", { entry });
        continue;
      }
      if (pair && !colorNames.some((name) => sameLabel(name, pair[0])))
        problem("images", "catalogue.unknownColor", { entry: pair[0] });
      gallery.push({ url, mediaType: "Image", ...(pair ? { color: pair[0] } : {}) });
    }
    data.mediaData = {
      media: [...gallery, ...kept].map((m, order) => ({ ...m, order })),
    };
  }

  if (repriced) {
    // Without a colours cell, each colour keeps the extra its current part prices show.
    const extras = new Map(colors?.map((c) => [c.colorName, c.extra]) ?? previousExtras);
    rebuildParts(data, id, extras, price);
  }
  return { id, data, problems };
}

/**
 * The product's parts (one per colour × size) after its colours, sizes or price changed: a part
 * that still exists keeps its id, weights and inventory; new ones are named `{id}-{colour}-{size}`
 * as the demo names them. Every part's price is `price` plus its colour's extra (the CSV has no
 * per-size part prices: size markups say what a bigger size costs).
 */
function rebuildParts(data: ProductDataInput, id: string, extras: ReadonlyMap<string, number>, price: number): void {
  const productData = data.productData;
  const previousParts = productData.productPartArray ?? [];
  const colorNames = (productData.colors ?? []).map((c) => c.colorName);
  const extraOf = (colorName: string | undefined) => (colorName === undefined ? 0 : (extras.get(colorName) ?? 0));
  const colorsOrNone: (string | undefined)[] = colorNames.length > 0 ? colorNames : [undefined];
  const sizes = productData.sizes ?? [];
  const sizesOrNone: (string | undefined)[] = sizes.length > 0 ? sizes : [undefined];
  const used = new Set<string>();
  const parts = [];
  const prices = [];
  for (const colorName of colorsOrNone) {
    for (const size of sizesOrNone) {
      const previous = previousParts.find(
        (part) =>
          (colorName === undefined
            ? (part.colorArray ?? []).length === 0
            : (part.colorArray ?? []).some((c) => sameLabel(c.colorName, colorName))) &&
          sameLabel(part.apparelSize?.labelSize ?? part.apparelSize?.customSize, size),
      );
      let partId = previous?.partId ?? [id, colorName && slugify(colorName), size].filter(Boolean).join("-");
      for (let n = 2; used.has(partId); n++) partId = `${previous?.partId ?? partId}-${n}`;
      used.add(partId);
      parts.push({
        ...previous,
        partId,
        colorArray: colorName === undefined ? [] : [{ colorName }],
        apparelSize: size === undefined ? {} : { labelSize: size },
      });
      const amount = Math.round((price + extraOf(colorName)) * 100) / 100;
      prices.push({ partId, partPriceArray: [{ price: amount }] });
    }
  }
  productData.productPartArray = parts;
  data.pricingData = { partArray: prices };
  const kept = new Set(parts.map((p) => p.partId));
  if (data.inventoryData?.partInventoryArray)
    data.inventoryData.partInventoryArray = data.inventoryData.partInventoryArray.filter((entry) =>
      kept.has(entry.partId),
    );
}

/** Each colour's extra over minimumPartPrice: its cheapest part price less the product's price. */
export function colorExtras(data: ProductData): Map<string, number> {
  const priceOf = new Map(
    (data.pricingData?.partArray ?? []).map((p) => [
      p.partId,
      Math.min(...p.partPriceArray.map((x) => x.price).filter((x) => x > 0)),
    ]),
  );
  const extras = new Map<string, number>();
  for (const color of data.productData.colors) {
    const prices = data.productData.productPartArray
      .filter((part) => part.colorArray.some((c) => sameLabel(c.colorName, color.colorName)))
      .map((part) => priceOf.get(part.partId))
      .filter((p): p is number => p !== undefined && Number.isFinite(p));
    if (prices.length === 0) continue;
    const extra = Math.round((Math.min(...prices) - data.productData.minimumPartPrice) * 100) / 100;
    if (extra > 0) extras.set(color.colorName, extra);
  }
  return extras;
}

/** A product document → its row, every column, cells escaped against formula injection. */
export function productToRow(id: string, slug: string, data: ProductData): Record<CsvColumn, string> {
  const { productData, productOptions, personalization, pricingManagement } = data;
  const extras = colorExtras(data);
  const cost = pricingManagement.productCost;
  const markups = productOptions.sizes.filter((s) => s.sizeMarkup > 0);
  const row: Record<CsvColumn, string> = {
    id,
    slug,
    sku: productData.productId === id ? "" : productData.productId,
    name: productData.productName,
    brand: productData.productBrand,
    supplier_code: productData.supplierCode ?? "",
    decoration_location: productData.decorationLocation ?? "",
    description: productData.description,
    categories: joinList(productData.selectedCategories.map((c) => c.id)),
    price: formatAmount(productData.minimumPartPrice),
    discount_price: productData.discountPrice === undefined ? "" : formatAmount(productData.discountPrice),
    colors: joinList(
      productData.colors.map((c) => {
        const extra = extras.get(c.colorName);
        return `${c.colorName} ${c.hex}${extra ? ` +${formatAmount(extra)}` : ""}`;
      }),
    ),
    sizes: joinList(productData.sizes),
    size_markups: joinList(markups.map((s) => `${s.label}: ${formatAmount(s.sizeMarkup)}`)),
    option_markups: joinList(productOptions.priceDataFormatted.map((m) => `${m.label}: ${formatAmount(m.markup)}`)),
    tiers:
      cost === undefined
        ? ""
        : !cost.enabled
          ? "off"
          : joinList(cost.xValues.map((start, i) => `${start}: ${String(cost.formulas[0]?.[i] ?? 0)}`)),
    badges: joinList(productOptions.featuredProduct),
    active: productOptions.activeProduct ? "yes" : "no",
    sort_order: String(productOptions.sortOrder),
    personalization: personalization.isEnable ? "yes" : "no",
    personalization_fields: joinList(personalization.list),
    fundraiser_per_item: productData.fundraiser?.isEnabled ? formatAmount(productData.fundraiser.perItem) : "",
    fundraiser_percentage: productData.fundraiser?.isEnabled ? formatAmount(productData.fundraiser.percentage) : "",
    weight: productData.weight === undefined ? "" : formatAmount(productData.weight),
    image: productData.primaryImageUrl ?? "",
    images: joinList(
      data.mediaData.media
        .filter((m) => m.classTypeArray.length === 0)
        .map((m) => (m.color ? `${m.color}: ${m.url}` : m.url)),
    ),
  };
  for (const column of CSV_COLUMNS) row[column] = escapeCell(row[column]);
  return row;
}

/** The product-schema path of a field → the column that writes it, so a schema problem names a column. */
export function columnOfPath(path: readonly PropertyKey[]): CsvColumn | undefined {
  const key = path.map(String).join(".");
  const table: [string, CsvColumn][] = [
    ["productData.productName", "name"],
    ["productData.productId", "sku"],
    ["productData.slug", "slug"],
    ["productData.productBrand", "brand"],
    ["productData.supplierCode", "supplier_code"],
    ["productData.decorationLocation", "decoration_location"],
    ["productData.description", "description"],
    ["productData.selectedCategories", "categories"],
    ["productData.minimumPartPrice", "price"],
    ["productData.discountPrice", "discount_price"],
    ["productData.colors", "colors"],
    ["productData.sizes", "sizes"],
    ["productData.fundraiser.perItem", "fundraiser_per_item"],
    ["productData.fundraiser.percentage", "fundraiser_percentage"],
    ["productData.weight", "weight"],
    ["productData.primaryImageUrl", "image"],
    ["mediaData", "images"],
    ["productOptions.sizes", "size_markups"],
    ["productOptions.priceDataFormatted", "option_markups"],
    ["productOptions.featuredProduct", "badges"],
    ["productOptions.sortOrder", "sort_order"],
    ["personalization.list", "personalization_fields"],
    ["pricingManagement", "tiers"],
  ];
  return table.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];
}
