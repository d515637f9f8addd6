// What a shop prints after the sale (issue 46): the units of an order one by one with their
// personalization (the packing slip, the orders CSV), and per-player bag labels (a player's name and
// number, and every item of the order that carries them). Pure: the console's print pages read it.
import { orderBySize, type SizeListsOf } from "../catalog/sizes";
import type { OrderLine } from "../checkout/order-draft";

type Line = Pick<OrderLine, "productId" | "productName" | "color" | "sizes" | "personalization">;

/** One unit of an order: its product, colour and size, its unit label ("L-2") and fields (Name → ALEX). */
export interface OrderUnit {
  productId: string;
  productName: string;
  color: string;
  size: string;
  unit: string;
  fields: Record<string, string>;
}

/**
 * Every unit of the lines, one entry per unit: the personalised ones with their fields (grouped by
 * their unit label, as entered), then the plain ones of each size, numbered after them.
 */
export function orderUnits(lines: readonly Line[], sizeListsOf?: SizeListsOf): OrderUnit[] {
  const units: OrderUnit[] = [];
  for (const line of lines) {
    const groups = new Map<string, { size: string; fields: Record<string, string> }>();
    for (const entry of line.personalization) {
      if (!entry.value.trim()) continue;
      const key = entry.groupId || entry.label;
      const group = groups.get(key) ?? { size: entry.size, fields: {} };
      group.fields[entry.name] = entry.value;
      groups.set(key, group);
    }
    // The product's own size order, else the store's (docs/decisions/0092); without them, the order's.
    const sizes = sizeListsOf ? orderBySize(line.sizes, sizeListsOf(line.productId), (s) => s.size) : line.sizes;
    for (const size of sizes) {
      const decorated = [...groups.entries()].filter(([, group]) => group.size === size.size).slice(0, size.quantity);
      for (const [label, group] of decorated) {
        units.push({ ...base(line), size: size.size, unit: label, fields: group.fields });
      }
      for (let n = decorated.length + 1; n <= size.quantity; n++) {
        units.push({ ...base(line), size: size.size, unit: `${size.size}-${n}`, fields: {} });
      }
    }
  }
  return units;
}

const base = (line: Line) => ({ productId: line.productId, productName: line.productName, color: line.color });

/** A bag label: whose bag (a player's name and number, or the customer's name) and what goes in it. */
export interface BagLabel {
  name: string;
  number: string;
  sizes: string[];
  items: OrderUnit[];
}

const NAME_FIELD = /^(name|player|player name|имя|الاسم)$/i;
const NUMBER_FIELD = /^(number|no\.?|#|номер|الرقم)$/i;

/**
 * One label per player: units carrying the same name and number go in one bag; units without a name
 * go in the customer's bag. Players in name order, the customer's bag last.
 */
/**
 * A unit's player name and number, from its personalization fields ("Name"/"Имя", "Number"/"#"…),
 * and its other fields as "Field: value; …".
 */
export function nameAndNumber(fields: Record<string, string>): { name: string; number: string; other: string } {
  const entries = Object.entries(fields);
  return {
    name: entries.find(([field]) => NAME_FIELD.test(field.trim()))?.[1]?.trim() ?? "",
    number: entries.find(([field]) => NUMBER_FIELD.test(field.trim()))?.[1]?.trim() ?? "",
    other: entries
      .filter(([field]) => !NAME_FIELD.test(field.trim()) && !NUMBER_FIELD.test(field.trim()))
      .map(([field, value]) => `${field}: ${value}`)
      .join("; "),
  };
}

/** A unit with what it cost: its size's unit price and its own personalization fees (the orders CSV per unit). */
export interface PricedUnit extends OrderUnit {
  unitPrice: number;
  personalizationPrice: number;
}

/** Every unit of the lines with its prices: as many as the lines' quantities, each once. */
export function pricedUnits(lines: readonly (Line & Pick<OrderLine, "id">)[], sizeListsOf?: SizeListsOf): PricedUnit[] {
  return lines.flatMap((line) =>
    orderUnits([line], sizeListsOf).map((unit) => ({
      ...unit,
      unitPrice: line.sizes.find((size) => size.size === unit.size)?.unitPrice ?? 0,
      personalizationPrice: line.personalization
        .filter((entry) => entry.value.trim() !== "" && (entry.groupId || entry.label) === unit.unit)
        .reduce((sum, entry) => sum + entry.price, 0),
    })),
  );
}

export function bagLabels(lines: readonly Line[], customerName: string, sizeListsOf?: SizeListsOf): BagLabel[] {
  const bags = new Map<string, BagLabel>();
  const rest: OrderUnit[] = [];
  for (const unit of orderUnits(lines, sizeListsOf)) {
    const { name, number } = nameAndNumber(unit.fields);
    if (!name && !number) {
      rest.push(unit);
      continue;
    }
    const key = `${name.toLowerCase()}\u0000${number}`;
    const bag = bags.get(key) ?? { name, number, sizes: [], items: [] };
    bag.items.push(unit);
    if (!bag.sizes.includes(unit.size)) bag.sizes.push(unit.size);
    bags.set(key, bag);
  }
  const labels = [...bags.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.number.localeCompare(b.number, undefined, { numeric: true }),
  );
  if (rest.length > 0) {
    labels.push({ name: customerName, number: "", sizes: [...new Set(rest.map((u) => u.size))], items: rest });
  }
  return labels;
}
