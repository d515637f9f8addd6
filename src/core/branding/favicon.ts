// A store's browser-tab icon: its initials on its primary colour, as a small SVG. Stores upload a
// logo for the header, not an icon; without one, browsers asked for /favicon.ico, which (an unknown
// path, spec §1) redirected them to the home page: a whole page rendered for an icon nobody saw.
import { readableTextColor } from "./contrast";

/** Up to two letters: the first of the name's first two words ("Lakeside Eagles Team Store" → "LE"). */
export function storeInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_/.,&+]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "");
  return letters.join("").toLocaleUpperCase() || "?";
}

/** The icon: `name`'s initials in a readable colour on `background` (a validated #rrggbb colour). */
export function storeIconSvg(name: string, background: string): string {
  // Letters and digits only (storeInitials), so nothing in them needs escaping in the markup.
  const initials = storeInitials(name);
  const fontSize = Array.from(initials).length > 1 ? 15 : 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${background}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Arial,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="${readableTextColor(background, "#ffffff")}">${initials}</text></svg>`
  );
}
