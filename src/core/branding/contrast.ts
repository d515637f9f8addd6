// Brand colours come from store operators; text placed on them must stay readable (WCAG 2.x AA).
// These helpers compute contrast and pick a readable text colour when the store's pair fails.

const AA_NORMAL_TEXT = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG definition). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The preferred text colour when it reaches AA on the background, else black or white, whichever reads better. */
export function readableTextColor(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}

/** WCAG 2.2 non-text contrast (1.4.11) and focus appearance: a focus indicator needs 3:1 against what it sits on. */
export const NON_TEXT_CONTRAST = 3;

/**
 * The focus ring's colour: the first of the store's `preferred` colours that reaches 3:1 against every
 * background it is drawn on, else black or white, whichever contrasts better with the least favourable
 * background. A light accent (gold, lime, silver) then never becomes a ring nobody can see.
 */
export function focusRingColor(backgrounds: string[], preferred: string[]): string {
  const worst = (colour: string) => Math.min(...backgrounds.map((bg) => contrastRatio(bg, colour)));
  const readable = preferred.find((colour) => worst(colour) >= NON_TEXT_CONTRAST);
  if (readable !== undefined) return readable;
  return worst("#000000") >= worst("#ffffff") ? "#000000" : "#ffffff";
}
