// The parts of a product the catalogue CSV has no column for, as the console's product form edits
// them (issue 21): the price of each size within a colour, the stock of each colour × size, the
// design locations and each colour's swatch (hex and swatch image). The form's other fields are the
// CSV's cells (rowToProduct); these fields are applied on top of the document those cells make, in
// the same import (importCatalogue's `amend`), so the product schema, the slug check and the single
// transaction are the ones every other write goes through. One field, one message, by its name:
//   part_extra.<partId>      what the part costs over the price and its colour's extra (2XL: 2), "" = 0
//   stock.<partId>           units in stock, "" = not counted
//   design_main              designs.mainDesignId
//   design.<i>.name|type|colors|stitches   one design location; a row left empty is dropped
//   swatch_hex.<n>, swatch_hex_was.<n>, swatch_image.<n>   the n-th colour's hex (when changed here)
//                                                           and swatch image URL
import { createHash } from "node:crypto";
import { sameLabel } from "~core/catalog/parts";
import type { Media, ProductData, ProductDataInput } from "~core/entities/product.schema";
import type { MessageCode } from "~core/i18n/message";
import { editedStockCount } from "~server/modules/inventory/inventory.service";
import { colorExtras } from "./catalog-csv";

export interface FieldProblem {
  column: string;
  code: MessageCode;
  params: Record<string, string | number>;
}

/** How many empty design-location rows the form offers for adding (no JavaScript needed). */
export const NEW_DESIGN_ROWS = 1;

const SIGNED_AMOUNT = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const URL_START = (url: string) => url.startsWith("/") || /^https?:\/\//i.test(url);
const cents = (amount: number) => Math.round(amount * 100);
const SWATCH_CLASS = "Swatch";

/** Whether a form field is one of this module's (the console passes them with the CSV's cells). */
export const isExtraField = (name: string) =>
  /^(part_extra|stock|swatch_hex|swatch_hex_was|swatch_image)\.[^.]+$/.test(name) ||
  name === "design_main" ||
  /^design\.\d+\.(name|type|colors|stitches)$/.test(name);

type Doc = ProductDataInput & { productData: ProductDataInput["productData"] };
type InventoryRecord = ProductData["inventoryData"]["partInventoryArray"][number];

const countOf = (record: InventoryRecord) => record.quantityAvailable?.quantity.value ?? record.inventory;
const partSizeOf = (part: ProductData["productData"]["productPartArray"][number]) =>
  part.apparelSize.labelSize ?? part.apparelSize.customSize ?? "";
const isSwatch = (media: { classTypeArray?: Media["classTypeArray"] }) =>
  (media.classTypeArray ?? []).some((c) => sameLabel(c.classTypeName, SWATCH_CLASS));

/** The document without its stock counts, which orders change while a form is open. */
function withoutCounts(data: ProductData): ProductData {
  const records = data.inventoryData.partInventoryArray.map((record) => {
    const { quantityAvailable: _available, inventory: _inventory, ...rest } = record;
    return rest;
  });
  return { ...data, inventoryData: { ...data.inventoryData, partInventoryArray: records } };
}

/**
 * What a form carries back (decision 0107): a fingerprint of the stored document without its stock
 * counts (the stale-form check: an order taking units does not make the form stale), then the counts
 * the form showed per part, so a typed count is applied as a change against them (loadedStock).
 */
export function productVersion(data: ProductData): string {
  const hash = createHash("sha256")
    .update(JSON.stringify(withoutCounts(data)))
    .digest("base64url")
    .slice(0, 22);
  const counts = productExtras(data)
    .parts.filter((part) => part.stock !== "")
    .map((part) => [part.id, Number(part.stock)]);
  return `${hash}.${Buffer.from(JSON.stringify(counts)).toString("base64url")}`;
}

/** Whether `version` was made from this document, its stock counts aside. */
export function sameProductVersion(data: ProductData, version: string): boolean {
  return productVersion(data).split(".")[0] === version.split(".")[0];
}

/** The stock counts per part a form was loaded with ("" = not counted); undefined when not readable. */
export function loadedStock(version: string | undefined): ReadonlyMap<string, string> | undefined {
  const encoded = version?.split(".")[1];
  if (encoded === undefined) return undefined;
  try {
    const counts: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (!Array.isArray(counts)) return undefined;
    const loaded = new Map<string, string>();
    for (const entry of counts) {
      if (!Array.isArray(entry) || typeof entry[0] !== "string" || !Number.isInteger(entry[1])) return undefined;
      loaded.set(entry[0], String(entry[1]));
    }
    return loaded;
  } catch {
    return undefined;
  }
}

/** Each colour's extra over the price in cents, as productToRow writes it in the colours cell. */
function colorExtraCents(data: ProductData): Map<string, number> {
  return new Map([...colorExtras(data)].map(([color, extra]) => [color, cents(extra)]));
}

export interface ProductExtrasView {
  /** One per part: its colour and size, what it costs over price + colour extra, and its stock. */
  parts: { id: string; color: string; size: string; priceCents: number; extra: string; stock: string }[];
  designMain: string;
  designs: { name: string; type: string; colors: string; stitches: string }[];
  swatches: { color: string; hex: string; image: string }[];
}

const formatCents = (value: number) => {
  const text = (Math.abs(value) / 100).toFixed(2).replace(/\.00$/, "");
  return value < 0 ? `-${text}` : text;
};

/** The form's values for a stored product: what the form shows and, sent back unchanged, keeps. */
export function productExtras(data: ProductData): ProductExtrasView {
  const extras = colorExtraCents(data);
  const base = cents(data.productData.minimumPartPrice);
  const priceOf = new Map(data.pricingData.partArray.map((p) => [p.partId, p.partPriceArray[0]?.price]));
  const records = data.inventoryData.partInventoryArray;
  return {
    parts: data.productData.productPartArray.map((part) => {
      const color = part.colorArray[0]?.colorName ?? "";
      const price = priceOf.get(part.partId);
      const priceCents = price === undefined ? base : cents(price);
      const counts = records
        .filter((r) => r.partId === part.partId)
        .map(countOf)
        .filter((n): n is number => n !== undefined);
      const extra = priceCents - base - (extras.get(color) ?? 0);
      return {
        id: part.partId,
        color,
        size: partSizeOf(part),
        priceCents,
        extra: extra === 0 ? "" : formatCents(extra),
        stock: counts.length === 0 ? "" : String(counts.reduce((a, b) => a + b, 0)),
      };
    }),
    designMain: data.designs.mainDesignId ?? "",
    designs: data.designs.locations.map((l) => ({
      name: l.name ?? "",
      type: l.designType ?? "",
      colors: l.colorsTotal === undefined ? "" : String(l.colorsTotal),
      stitches: l.stitchesTotal === undefined ? "" : String(l.stitchesTotal),
    })),
    swatches: data.productData.colors.map((c) => ({
      color: c.colorName,
      hex: c.hex,
      image:
        data.mediaData.media.find((m) => isSwatch(m) && m.color !== undefined && sameLabel(m.color, c.colorName))
          ?.url ?? "",
    })),
  };
}

/**
 * Applies the form's extra fields to `data` (the document the CSV cells made, parts already rebuilt
 * from the colours, sizes and price) and returns the problems, each by its field's name. Parts the
 * form does not name (new colours or sizes) keep the price the cells gave them and their stock.
 */
export function applyProductExtras(
  data: Doc,
  fields: Readonly<Record<string, string>>,
  loaded?: ReadonlyMap<string, string>,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (column: string, code: MessageCode, params: Record<string, string | number> = {}) =>
    problems.push({ column, code, params });
  const value = (name: string) => fields[name]?.trim();
  const productData = data.productData;
  const parts = productData.productPartArray ?? [];

  // Colours first: a hex changed here wins over the colours cell (only when changed, so an edit of
  // the cell is not undone by the swatch row showing the old hex).
  const colors = productData.colors ?? [];
  const media = [...(data.mediaData?.media ?? [])];
  let mediaChanged = false;
  for (let n = 0; n < colors.length; n++) {
    const color = colors[n]!;
    const hex = value(`swatch_hex.${n}`);
    if (hex !== undefined && hex !== value(`swatch_hex_was.${n}`)) {
      if (!HEX.test(hex)) problem(`swatch_hex.${n}`, "catalogue.badHex");
      else colors[n] = { ...color, hex: hex.toLowerCase() };
    }
    const image = value(`swatch_image.${n}`);
    if (image === undefined) continue;
    const at = media.findIndex((m) => isSwatch(m) && m.color !== undefined && sameLabel(m.color, color.colorName));
    if (image && !URL_START(image)) {
      problem(`swatch_image.${n}`, "catalogue.badSwatch");
      continue;
    }
    const current = at >= 0 ? media[at] : undefined;
    if ((current?.url ?? "") === image) continue;
    mediaChanged = true;
    if (!image) media.splice(at, 1);
    else if (current) media[at] = { ...current, url: image };
    else
      media.push({
        url: image,
        mediaType: "Image",
        color: color.colorName,
        classTypeArray: [{ classTypeName: SWATCH_CLASS }],
        order: media.length,
      });
  }
  if (mediaChanged) data.mediaData = { media: media.map((m, order) => ({ ...m, order })) };

  // Per-size prices: the form's extra on top of the price the cells gave the part.
  const prices = data.pricingData?.partArray ?? [];
  for (const part of parts) {
    const text = value(`part_extra.${part.partId}`);
    if (text === undefined || text === "") continue;
    if (!SIGNED_AMOUNT.test(text)) {
      problem(`part_extra.${part.partId}`, "catalogue.notSignedAmount");
      continue;
    }
    const entry = prices.find((p) => p.partId === part.partId);
    const first = entry?.partPriceArray?.[0];
    if (!entry || !first) continue;
    const total = cents(first.price) + cents(Number(text));
    if (total <= 0) problem(`part_extra.${part.partId}`, "catalogue.priceBelowZero");
    else first.price = total / 100;
  }

  // Stock: a count left as the form showed it keeps the part's records as stored now (an order may
  // have taken units since); a changed count is applied as a change against what the form showed
  // (decision 0107, `loaded`; without it, against what is stored) and replaces the part's records
  // with one; an emptied one removes them (stock not counted).
  const inventory = (data.inventoryData ??= {});
  let records = [...(inventory.partInventoryArray ?? [])];
  for (const part of parts) {
    const text = value(`stock.${part.partId}`);
    if (text === undefined) continue;
    const mine = records.filter((r) => r.partId === part.partId);
    const counts = mine.map((r) => r.quantityAvailable?.quantity.value ?? r.inventory);
    const known = counts.filter((n): n is number => n !== undefined);
    const stored = known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0);
    const shown = loaded ? (loaded.get(part.partId) ?? "") : stored === undefined ? "" : String(stored);
    if (text === shown) continue;
    if (text !== "" && !WHOLE.test(text)) {
      problem(`stock.${part.partId}`, "catalogue.notStock");
      continue;
    }
    records = records.filter((r) => r.partId !== part.partId);
    if (text !== "")
      records.push({
        partId: part.partId,
        labelSize: part.apparelSize?.labelSize ?? part.apparelSize?.customSize,
        partColor: part.colorArray?.[0]?.colorName,
        quantityAvailable: { quantity: { value: editedStockCount({ loaded: shown, typed: Number(text), stored }) } },
      });
  }
  inventory.partInventoryArray = records;

  // Designs: the main design id and the location rows the form sent (all of them: a row emptied is removed).
  if (fields.design_main !== undefined) {
    const designs = (data.designs ??= {});
    designs.mainDesignId = value("design_main") || undefined;
    const rows = new Set<number>();
    for (const name of Object.keys(fields)) {
      const match = /^design\.(\d+)\./.exec(name);
      if (match) rows.add(Number(match[1]));
    }
    const locations = [];
    for (const row of [...rows].sort((a, b) => a - b)) {
      const name = value(`design.${row}.name`) ?? "";
      const type = value(`design.${row}.type`) ?? "";
      const colorsText = value(`design.${row}.colors`) ?? "";
      const stitchesText = value(`design.${row}.stitches`) ?? "";
      if (!name && !type && !colorsText && !stitchesText) continue;
      const count = (text: string, field: string) => {
        if (text === "") return undefined;
        if (WHOLE.test(text)) return Number(text);
        problem(`design.${row}.${field}`, "catalogue.notWholeNumber");
        return undefined;
      };
      locations.push({
        name: name || undefined,
        designType: type || undefined,
        colorsTotal: count(colorsText, "colors"),
        stitchesTotal: count(stitchesText, "stitches"),
      });
    }
    designs.locations = locations;
  }
  return problems;
}

/** The extra fields as the form shows a stored product (and sends them back when left unchanged). */
export function extraFieldsOf(view: ProductExtrasView): Record<string, string> {
  const fields: Record<string, string> = { design_main: view.designMain };
  for (const part of view.parts) {
    fields[`part_extra.${part.id}`] = part.extra;
    fields[`stock.${part.id}`] = part.stock;
  }
  view.designs.forEach((design, row) => {
    fields[`design.${row}.name`] = design.name;
    fields[`design.${row}.type`] = design.type;
    fields[`design.${row}.colors`] = design.colors;
    fields[`design.${row}.stitches`] = design.stitches;
  });
  view.swatches.forEach((swatch, n) => {
    fields[`swatch_hex.${n}`] = swatch.hex;
    fields[`swatch_hex_was.${n}`] = swatch.hex;
    fields[`swatch_image.${n}`] = swatch.image;
  });
  return fields;
}
