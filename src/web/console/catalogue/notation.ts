// The product editor's pickers and the CSV notation they write (decision 0105): colours
// ("Navy #1f2a44 +1 | Red #c00000"), sizes ("S | M | L") and quantity tiers ("1: 18.50 | 24: partPrice *
// 0.95", empty for the store's tiers, "off" for none). Each list is read into rows and written back;
// an entry the rows cannot split keeps its text in the row's first field, so writing the rows gives
// back what was typed and the server's own check names it (nothing is dropped or corrected here).
import { sameLabel } from "~core/catalog/parts";

const SEPARATOR = "|";

/** The entries of a notation list, trimmed, empty ones left out. */
export const splitNotation = (text: string) =>
  text
    .split(SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

const joinNotation = (entries: readonly string[]) => entries.join(` ${SEPARATOR} `);

/** A list separator typed in a picker's field would split its entry: a picker writes a "/" instead. */
export const withoutSeparator = (text: string) => text.replaceAll(SEPARATOR, "/");

// ---- Colours -----------------------------------------------------------------------------------------
export interface ColorRow {
  name: string;
  /** "#rrggbb" as typed (the server lower-cases it). */
  hex: string;
  /** The colour's extra over the product's price, as typed; "" for none. */
  extra: string;
}

const COLOR_ENTRY = /^(.*?)\s*(#[0-9a-fA-F]{6})(?:\s*\+\s*(.+))?$/;
export const HEX = /^#[0-9a-fA-F]{6}$/;

export function parseColors(text: string): ColorRow[] {
  return splitNotation(text).map((entry) => {
    const match = COLOR_ENTRY.exec(entry);
    if (!match) return { name: entry, hex: "", extra: "" };
    return { name: match[1]!.trim(), hex: match[2]!, extra: (match[3] ?? "").trim() };
  });
}

export function writeColors(rows: readonly ColorRow[]): string {
  return joinNotation(
    rows
      .map((row) =>
        [row.name.trim(), row.hex.trim(), row.extra.trim() ? `+${row.extra.trim()}` : ""].filter(Boolean).join(" "),
      )
      .filter(Boolean),
  );
}

// ---- Sizes -------------------------------------------------------------------------------------------
export const parseSizes = (text: string): string[] => splitNotation(text);
export const writeSizes = (sizes: readonly string[]): string =>
  joinNotation(sizes.map((s) => s.trim()).filter(Boolean));

/** The usual scales an operator adds in one click, each in its own order. */
export const SIZE_SCALES = {
  adult: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
  youth: ["YXS", "YS", "YM", "YL", "YXL"],
  toddler: ["2T", "3T", "4T", "5T"],
} as const;
export type SizeScale = keyof typeof SIZE_SCALES;

/** `sizes` with each of `more` appended in its order, unless the list has it already (any case). */
export function appendSizes(sizes: readonly string[], more: readonly string[]): string[] {
  const next = [...sizes];
  for (const size of more) if (size.trim() && !next.some((s) => sameLabel(s, size))) next.push(size.trim());
  return next;
}

// ---- Quantity tiers ------------------------------------------------------------------------------------
export interface TierRow {
  /** The quantity the row's price starts at, as typed. */
  from: string;
  /** An amount in the console's language or a formula ("partPrice * 0.95"), as typed. */
  price: string;
}

/** Empty notation: the store's tiers apply; "off": no tiers; otherwise the product's own rows. */
export type TierMode = "store" | "off" | "own";

export interface Tiers {
  mode: TierMode;
  rows: TierRow[];
}

export function parseTiers(text: string): Tiers {
  const trimmed = text.trim();
  if (trimmed === "") return { mode: "store", rows: [] };
  if (trimmed.toLowerCase() === "off") return { mode: "off", rows: [] };
  return {
    mode: "own",
    rows: splitNotation(trimmed).map((entry) => {
      const at = entry.indexOf(":");
      if (at < 0) return { from: "", price: entry };
      return { from: entry.slice(0, at).trim(), price: entry.slice(at + 1).trim() };
    }),
  };
}

export function writeTiers(tiers: Tiers): string {
  if (tiers.mode === "store") return "";
  if (tiers.mode === "off") return "off";
  return joinNotation(
    tiers.rows
      .map(({ from, price }) => {
        const start = from.trim();
        const value = price.trim();
        if (!start && !value) return "";
        return start ? `${start}:${value ? ` ${value}` : ""}` : value;
      })
      .filter(Boolean),
  );
}

/** Moves item `from` of a list to `to` (a new list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
