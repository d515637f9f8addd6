// The product editor's price preview as the page shows it (issue 21): the core's tier preview worded
// in the console's language, and the quantities the operator asks about.
import type { ProductPreview } from "~server/modules/catalog-admin/catalogue.console";
import { consoleMoney } from "../money";

export const DEFAULT_QUANTITIES = "1, 12, 24, 48, 72";

export interface PreviewView {
  source: ProductPreview["source"];
  minimumQuantity: number | null;
  tiers: { range: string; price: string | null; designSteps: string | null }[];
  quantities: {
    quantity: number;
    unitPrice: string | null;
    total: string | null;
    next: { more: number; price: string } | null;
    /** The price breaks this quantity falls under: its tier's range and the design tables' column. */
    tier: string | null;
    designBreak: number | null;
  }[];
  /** Design-table breaks that fall inside a tier (where the price drops below the tier's row), listed. */
  designStepsInside: string | null;
  /** What a shopper pays for each size of the colour, at each quantity. */
  bySizeColor: string;
  bySize: { size: string; prices: (string | null)[] }[];
}

export function previewView(preview: ProductPreview, locale: string): PreviewView {
  const money = consoleMoney(locale as never);
  const format = (cents: number | undefined) => (cents === undefined ? null : money(cents));
  const number = new Intl.NumberFormat(locale);
  const list = (values: number[]) =>
    values.length === 0 ? null : new Intl.ListFormat(locale, { type: "conjunction" }).format(values.map(number.format));
  // A tier's row is priced at its first quantity; a design break after it lowers the price inside it.
  const stepsInside = (tier: ProductPreview["tiers"][number]) =>
    preview.designBreaks.filter((b) => b > tier.start && (tier.end === undefined || b <= tier.end));
  return {
    source: preview.source,
    minimumQuantity: preview.minimumQuantity ?? null,
    tiers: preview.tiers.map((t) => ({
      range: t.label,
      price: format(t.unitPrice),
      designSteps: list(stepsInside(t)),
    })),
    quantities: preview.quantities.map((q) => ({
      quantity: q.quantity,
      unitPrice: format(q.unitPrice),
      total: format(q.total),
      next: q.nextTier ? { more: q.nextTier.moreUnits, price: money(q.nextTier.unitPrice) } : null,
      tier: q.tierIndex === undefined ? null : (preview.tiers[q.tierIndex]?.label ?? null),
      designBreak: q.designBreak ?? null,
    })),
    designStepsInside: list(preview.tiers.flatMap(stepsInside)),
    bySizeColor: preview.bySizeColor,
    bySize: preview.bySize.map((row) => ({ size: row.size, prices: row.unitPrices.map(format) })),
  };
}

export function parseQuantities(text: string): number[] {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.length > 0 &&
    numbers.length <= 20 &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 100000)
    ? numbers
    : [];
}
