// The store editor's categories, price tables and sizes (issue 21): what the action does to the
// document formToDocument read before saving it, with the page's reorder buttons ("intent").
// Pure: the action runs it on the request's form, tests on their own.
import { usualSizeOrder } from "~core/catalog/sizes";

type Doc = Record<string, unknown>;
type Row = Record<string, unknown>;

const parentOf = (id: string) => {
  const cut = id.lastIndexOf("/");
  return cut === -1 ? "" : id.slice(0, cut);
};

/** A typed slug as the schema wants it: trimmed, lower case, spaces as "-". */
const slugify = (text: string) => text.trim().toLowerCase().replace(/\s+/g, "-");

/** The categories of a parent in the order shoppers see them (sort, then place in the list). */
function siblings(list: Row[], parent: string): Row[] {
  return list
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => typeof row.id === "string" && parentOf(row.id) === parent)
    .sort((a, b) => Number(a.row.sort ?? 0) - Number(b.row.sort ?? 0) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * Categories as saved: the new row (parent, slug, name) becomes a category after its siblings,
 * the sub-categories of a removed one go with it, and "move:categories:<id>:-1|1" swaps it with its
 * neighbour among its siblings. Rows left as they were keep their id, name and sort exactly.
 */
export interface NewCategoryRow {
  parent: string;
  slug: string;
  name: string;
}

export function prepareCategories(doc: Doc, removedIds: string[], intent: string): NewCategoryRow | undefined {
  const rows = ((doc.categories as Row[] | undefined) ?? []).filter(
    (row) => row.id !== undefined || String(row.slug ?? "").trim() !== "" || String(row.name ?? "").trim() !== "",
  );
  const list: Row[] = [];
  let added: NewCategoryRow | undefined;
  for (const row of rows) {
    if (row.id !== undefined) {
      list.push(row);
      continue;
    }
    added = { parent: String(row.parent ?? ""), slug: String(row.slug ?? ""), name: String(row.name ?? "") };
    const parent = typeof row.parent === "string" ? row.parent : "";
    const slug = slugify(String(row.slug ?? ""));
    const id = parent ? `${parent}/${slug}` : slug;
    const after = siblings(list, parent).map((r) => Number(r.sort ?? 0));
    list.push({ id, name: row.name ?? "", sort: after.length > 0 ? Math.max(...after) + 1 : 0 });
  }
  const kept = list.filter(
    (row) => !removedIds.some((removed) => typeof row.id === "string" && row.id.startsWith(`${removed}/`)),
  );
  const [verb, list_, rawId, dir] = intent.split(":");
  if (verb === "move" && list_ === "categories" && rawId) {
    const id = decodeURIComponent(rawId);
    const group = siblings(kept, parentOf(id));
    const at = group.findIndex((row) => row.id === id);
    const to = at + (dir === "-1" ? -1 : 1);
    if (at !== -1 && to >= 0 && to < group.length) {
      group.forEach((row, i) => (row.sort = i));
      group[at]!.sort = to;
      group[to]!.sort = at;
    }
  }
  // The new row stays last, so a refused save can show it in the new row's fields again.
  doc.categories = added ? [...kept.filter((row) => row !== list[list.length - 1]), list[list.length - 1]!] : kept;
  return added;
}

/**
 * "order:sizes" (the size list's "usual order" button): the sizes read from the picker's notation in the
 * usual order (toddler, youth, XS to 6XL, numbers by value), numbered 1, 2, 3… again.
 */
export function prepareSizes(doc: Doc, intent: string): void {
  const list = doc.sizes as Row[] | undefined;
  if (!list || intent !== "order:sizes") return;
  doc.sizes = usualSizeOrder(list.map((row) => String(row.label ?? ""))).map((label, sort) => ({
    label,
    sort: sort + 1,
  }));
}

export const PRICE_TABLES = ["productCost", "numberOfColors", "stitchCount"] as const;
export type PriceTable = (typeof PRICE_TABLES)[number];
export const Y_FIELD = { numberOfColors: "colorsTotal", stitchCount: "stitchesTotal" } as const;

/**
 * Price tables as saved: empty cells (null) at the end of a row are dropped (a quantity without a
 * price), and so are empty rows at the end; an empty cell between prices becomes "" so the check of
 * formulas reports it next to the cell. A design table gets its row field (colours or stitches) back.
 */
export function preparePricing(doc: Doc): void {
  const pricing = doc.pricingManagement as Record<string, Row | undefined> | undefined;
  if (!pricing) return;
  for (const table of PRICE_TABLES) {
    const t = pricing[table];
    if (!t) continue;
    if (Array.isArray(t.formulas)) {
      const rows = (t.formulas as unknown[][]).map((row) => {
        const cells = [...row];
        while (cells.length > 0 && (cells[cells.length - 1] === null || cells[cells.length - 1] === "")) cells.pop();
        return cells.map((cell) => (cell === null ? "" : cell));
      });
      while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
      t.formulas = rows;
    }
    if (table !== "productCost") t.yField ??= Y_FIELD[table];
  }
}
