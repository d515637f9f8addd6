// The production sheet (docs/decisions/0038): what a decorator works from. For a store's orders, the
// units of each product × colour × size, and the names and numbers to put on each unit, grouped the
// same way. Pure: the server feeds it the stored orders' lines.
import { orderSizes, sizeRank, type SizeListsOf } from "../catalog/sizes";
import type { OrderLine } from "../checkout/order-draft";
import { toCsv, type CsvValue } from "./csv";

export interface ProductionOrder {
  orderNumber: string;
  lines: Pick<OrderLine, "productId" | "productName" | "color" | "sizes" | "personalization">[];
}

/** One unit to decorate: the order it belongs to, its unit ("S-1": size and number) and its fields (Name → ALEX). */
export interface DecoratedUnit {
  orderNumber: string;
  unit: string;
  fields: Record<string, string>;
}

/** What a decorator orders and prints by, from the product (decision 0080): empty when not given. */
export interface ProductionAttributes {
  brand: string;
  supplierCode: string;
  decorationLocation: string;
}

export interface ProductionRow extends ProductionAttributes {
  productId: string;
  productName: string;
  color: string;
  size: string;
  quantity: number;
  decorations: DecoratedUnit[];
}

export interface ProductionSheet {
  /** Rows by product, colour, then each product's own size order (else the store's size list). */
  rows: ProductionRow[];
  /** Every size met, in the products' size orders (the size run's columns; docs/decisions/0092). */
  sizes: string[];
  totalUnits: number;
  /** Every personalization field name met, in first-seen order: the CSV's columns. */
  fieldNames: string[];
}

export interface ProductionFilters {
  brand?: string;
  supplierCode?: string;
  decorationLocation?: string;
}

const NO_ATTRIBUTES: ProductionAttributes = { brand: "", supplierCode: "", decorationLocation: "" };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function productionSheet(
  orders: readonly ProductionOrder[],
  attributesOf: (productId: string) => ProductionAttributes = () => NO_ATTRIBUTES,
  filters: ProductionFilters = {},
  sizeListsOf: SizeListsOf = () => ({}),
): ProductionSheet {
  const wanted = (productId: string) => {
    const attributes = attributesOf(productId);
    return (["brand", "supplierCode", "decorationLocation"] as const).every(
      (key) => !filters[key]?.trim() || same(attributes[key], filters[key] ?? ""),
    );
  };
  const rows = new Map<string, ProductionRow>();
  const fieldNames: string[] = [];
  const rowOf = (line: ProductionOrder["lines"][number], size: string) => {
    const key = `${line.productId}\u0000${line.color}\u0000${size}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        ...attributesOf(line.productId),
        productId: line.productId,
        productName: line.productName,
        color: line.color,
        size,
        quantity: 0,
        decorations: [],
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const order of orders) {
    for (const line of order.lines) {
      if (!wanted(line.productId)) continue;
      for (const size of line.sizes) rowOf(line, size.size).quantity += size.quantity;
      // One unit per group ("S-1", "S-2"): its fields together, in the order they were entered.
      const units = new Map<string, { size: string; fields: Record<string, string> }>();
      for (const entry of line.personalization) {
        if (!entry.value.trim()) continue;
        const key = entry.groupId || entry.label;
        const unit = units.get(key) ?? { size: entry.size, fields: {} };
        unit.fields[entry.name] = entry.value;
        units.set(key, unit);
        if (!fieldNames.includes(entry.name)) fieldNames.push(entry.name);
      }
      for (const [label, unit] of units) {
        rowOf(line, unit.size).decorations.push({ orderNumber: order.orderNumber, unit: label, fields: unit.fields });
      }
    }
  }
  const ranks = new Map<string, (label: string) => number>();
  const rankIn = (productId: string) => {
    let rank = ranks.get(productId);
    if (!rank) ranks.set(productId, (rank = sizeRank(sizeListsOf(productId))));
    return rank;
  };
  const bySize = (a: ProductionRow, b: ProductionRow) => {
    const left = rankIn(a.productId)(a.size);
    const right = rankIn(b.productId)(b.size);
    return left === right ? 0 : left < right ? -1 : 1;
  };
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.productName.localeCompare(b.productName) ||
      a.productId.localeCompare(b.productId) ||
      a.color.localeCompare(b.color) ||
      bySize(a, b),
  );
  // The columns: each product's own list in row order, then the store's list, then sizes as met.
  const productIds = [...new Set(sorted.map((row) => row.productId))];
  const sizes = orderSizes([...new Set(sorted.map((row) => row.size))], {
    product: productIds.flatMap((id) => sizeListsOf(id).product ?? []),
    store: productIds.length > 0 ? sizeListsOf(productIds[0] as string).store : undefined,
  });
  return { rows: sorted, sizes, totalUnits: sorted.reduce((sum, row) => sum + row.quantity, 0), fieldNames };
}

/**
 * The sheet as one CSV: a total row per product × colour × size (its Quantity is the units of that
 * size), followed by one row per unit to decorate with its order, unit and a column per
 * personalization field. A unit row leaves Quantity empty (its unit is already in the total above),
 * so the Quantity column sums to the sheet's units (decision 0080).
 */
export function productionSheetCsv(sheet: ProductionSheet): string {
  const header = [
    "Product",
    "Product ID",
    "Brand",
    "Supplier code",
    "Decoration location",
    "Colour",
    "Size",
    "Quantity",
    "Order",
    "Unit",
    ...sheet.fieldNames,
  ];
  const out: CsvValue[][] = [];
  for (const row of sheet.rows) {
    const item = [
      row.productName,
      row.productId,
      row.brand,
      row.supplierCode,
      row.decorationLocation,
      row.color,
      row.size,
    ];
    out.push([...item, row.quantity, "", "", ...sheet.fieldNames.map(() => "")]);
    for (const unit of row.decorations) {
      out.push([...item, "", unit.orderNumber, unit.unit, ...sheet.fieldNames.map((name) => unit.fields[name] ?? "")]);
    }
  }
  return toCsv(header, out);
}

/** A size run: product × colour rows, one column per size met (in the sheet's size order), with totals. */
export interface SizeRunMatrix {
  sizes: string[];
  rows: (ProductionAttributes & {
    productId: string;
    productName: string;
    color: string;
    counts: Record<string, number>;
    total: number;
  })[];
  totals: Record<string, number>;
  total: number;
}

export function sizeRunMatrix(sheet: ProductionSheet): SizeRunMatrix {
  const sizes: string[] = [...sheet.sizes];
  const rows = new Map<string, SizeRunMatrix["rows"][number]>();
  const totals: Record<string, number> = {};
  for (const row of sheet.rows) {
    if (!sizes.includes(row.size)) sizes.push(row.size);
    const key = `${row.productId}\u0000${row.color}`;
    const entry = rows.get(key) ?? {
      productId: row.productId,
      productName: row.productName,
      color: row.color,
      brand: row.brand,
      supplierCode: row.supplierCode,
      decorationLocation: row.decorationLocation,
      counts: {},
      total: 0,
    };
    entry.counts[row.size] = (entry.counts[row.size] ?? 0) + row.quantity;
    entry.total += row.quantity;
    totals[row.size] = (totals[row.size] ?? 0) + row.quantity;
    rows.set(key, entry);
  }
  return {
    sizes,
    rows: [...rows.values()],
    totals,
    total: sheet.totalUnits,
  };
}
