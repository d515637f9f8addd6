// The production sheet (docs/decisions/0038): what a decorator works from. For a store's orders, the
// units of each product × colour × size, and the names and numbers to put on each unit, grouped the
// same way. Pure: the server feeds it the stored orders' lines.
import { compareSizes } from "../catalog/sizes";
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

export interface ProductionRow {
  productId: string;
  productName: string;
  color: string;
  size: string;
  quantity: number;
  decorations: DecoratedUnit[];
}

export interface ProductionSheet {
  rows: ProductionRow[];
  totalUnits: number;
  /** Every personalization field name met, in first-seen order: the CSV's columns. */
  fieldNames: string[];
}

export function productionSheet(orders: readonly ProductionOrder[]): ProductionSheet {
  const rows = new Map<string, ProductionRow>();
  const fieldNames: string[] = [];
  const rowOf = (line: ProductionOrder["lines"][number], size: string) => {
    const key = `${line.productId}\u0000${line.color}\u0000${size}`;
    let row = rows.get(key);
    if (!row) {
      row = {
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
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.productName.localeCompare(b.productName) || a.color.localeCompare(b.color) || compareSizes(a.size, b.size),
  );
  return { rows: sorted, totalUnits: sorted.reduce((sum, row) => sum + row.quantity, 0), fieldNames };
}

/**
 * The sheet as one CSV: a total row per product × colour × size, followed by one row per unit to
 * decorate with its order, unit and a column per personalization field.
 */
export function productionSheetCsv(sheet: ProductionSheet): string {
  const header = ["Product", "Product ID", "Colour", "Size", "Quantity", "Order", "Unit", ...sheet.fieldNames];
  const out: CsvValue[][] = [];
  for (const row of sheet.rows) {
    out.push([
      row.productName,
      row.productId,
      row.color,
      row.size,
      row.quantity,
      "",
      "",
      ...sheet.fieldNames.map(() => ""),
    ]);
    for (const unit of row.decorations) {
      out.push([
        row.productName,
        row.productId,
        row.color,
        row.size,
        1,
        unit.orderNumber,
        unit.unit,
        ...sheet.fieldNames.map((name) => unit.fields[name] ?? ""),
      ]);
    }
  }
  return toCsv(header, out);
}
