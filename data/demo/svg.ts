// SVG artwork for the demo stores: garment silhouettes tinted per colour, colour swatches, store logos
// and slide banners. Every function is pure and returns the file text, so the generator stays deterministic.

export type Garment =
  | "tee"
  | "longsleeve"
  | "polo"
  | "buttondown"
  | "tank"
  | "hoodie"
  | "crewneck"
  | "quarterzip"
  | "jacket"
  | "vest"
  | "shorts"
  | "pants"
  | "joggers"
  | "cap"
  | "visor"
  | "beanie"
  | "tote"
  | "backpack"
  | "duffel"
  | "socks"
  | "tumbler";

/** A garment drawing on a 700×700 canvas: filled shapes take the garment colour, detail lines a darker shade. */
interface Silhouette {
  /** Shapes filled with the product colour. */
  fill: string[];
  /** Shapes filled with a darker shade (cuffs, hood lining, lids). */
  shade?: string[];
  /** Stroke-only detail lines (seams, zips, collars). */
  lines?: string;
  /** Small dots filled with the detail colour (buttons, eyelets). */
  dots?: [number, number, number][];
}

const LONG_SLEEVE_BODY =
  "M255 118 L302 100 Q350 138 398 100 L445 118 L520 160 Q560 300 600 480 L548 498 L478 290 L478 610 L222 610 L222 290 L152 498 L100 480 Q140 300 180 160 Z";
const TEE_BODY =
  "M255 118 L302 100 Q350 138 398 100 L445 118 L585 200 L540 305 L478 278 L478 610 L222 610 L222 278 L160 305 L115 200 Z";
const COLLAR_FLAPS = ["M302 100 L322 160 L350 122 Z", "M398 100 L378 160 L350 122 Z"];
const PANTS_BODY = "M235 100 L465 100 L495 615 L378 615 L350 250 L322 615 L205 615 Z";
const CAP_BRIM = "M130 430 Q350 395 570 430 Q580 470 540 482 Q350 455 160 482 Q120 470 130 430 Z";

const SILHOUETTES: Record<Garment, Silhouette> = {
  tee: { fill: [TEE_BODY], lines: "M302 100 Q350 152 398 100 M160 305 L115 200 M540 305 L585 200" },
  longsleeve: { fill: [LONG_SLEEVE_BODY], lines: "M302 100 Q350 152 398 100 M108 452 L160 470 M540 470 L592 452" },
  polo: {
    fill: [TEE_BODY, ...COLLAR_FLAPS],
    lines: "M340 122 L340 225 L360 225 L360 122",
    dots: [
      [350, 160, 6],
      [350, 200, 6],
    ],
  },
  buttondown: {
    fill: [LONG_SLEEVE_BODY, ...COLLAR_FLAPS],
    lines: "M350 122 L350 610 M108 452 L160 470 M540 470 L592 452 M380 250 L440 250 L440 310 L380 310 Z",
    dots: [
      [362, 180, 6],
      [362, 260, 6],
      [362, 340, 6],
      [362, 420, 6],
      [362, 500, 6],
    ],
  },
  tank: {
    fill: [
      "M262 100 L305 100 Q350 210 395 100 L438 100 Q445 225 490 262 L490 610 L210 610 L210 262 Q255 225 262 100 Z",
    ],
    lines: "M305 100 Q350 222 395 100",
  },
  hoodie: {
    fill: [
      "M250 140 L290 122 L410 122 L450 140 L525 175 Q565 310 600 490 L548 506 L480 300 L480 610 L220 610 L220 300 L152 506 L100 490 Q135 310 175 175 Z",
      "M285 128 Q282 40 350 36 Q418 40 415 128 Q390 170 350 172 Q310 170 285 128 Z",
    ],
    shade: ["M308 124 Q350 150 392 124 Q392 70 350 64 Q308 70 308 124 Z"],
    lines: "M335 168 L330 250 M365 168 L370 250 M268 450 L432 450 L460 560 L240 560 Z M220 585 L480 585",
  },
  crewneck: {
    fill: [LONG_SLEEVE_BODY],
    lines: "M302 100 Q350 152 398 100 M296 108 Q350 170 404 108 M222 580 L478 580 M108 452 L160 470 M540 470 L592 452",
  },
  quarterzip: {
    fill: [LONG_SLEEVE_BODY, "M300 104 L300 70 Q350 60 400 70 L400 104 Q350 140 300 104 Z"],
    lines: "M350 66 L350 250 M108 452 L160 470 M540 470 L592 452",
    dots: [[350, 254, 8]],
  },
  jacket: {
    fill: [LONG_SLEEVE_BODY, "M296 104 L290 66 Q350 54 410 66 L404 104 Q350 136 296 104 Z"],
    lines: "M350 62 L350 610 M250 440 L275 520 M450 440 L425 520 M108 452 L160 470 M540 470 L592 452",
  },
  vest: {
    fill: ["M250 110 L300 95 L350 125 L400 95 L450 110 Q455 220 500 255 L500 610 L200 610 L200 255 Q245 220 250 110 Z"],
    lines: "M350 125 L350 610 M200 330 L500 330 M200 420 L500 420 M200 510 L500 510",
  },
  shorts: {
    fill: ["M215 210 L485 210 L515 470 L372 482 L350 330 L328 482 L185 470 Z"],
    lines: "M215 242 L485 242 M340 250 L335 300 M360 250 L365 300",
  },
  pants: { fill: [PANTS_BODY], lines: "M235 132 L465 132 M350 132 L350 250" },
  joggers: {
    fill: [PANTS_BODY],
    shade: ["M205 585 L322 585 L322 615 L205 615 Z", "M378 585 L495 585 L495 615 L378 615 Z"],
    lines: "M235 132 L465 132 M340 140 L335 200 M360 140 L365 200",
  },
  cap: {
    fill: ["M170 430 Q170 210 350 200 Q530 210 530 430 Z"],
    shade: [CAP_BRIM],
    lines: "M350 205 L350 430 M262 232 Q242 330 252 430 M438 232 Q458 330 448 430",
    dots: [[350, 202, 14]],
  },
  visor: {
    fill: ["M170 380 Q350 340 530 380 L530 432 Q350 398 170 432 Z"],
    shade: [CAP_BRIM],
  },
  beanie: {
    fill: ["M205 520 Q195 230 350 215 Q505 230 495 520 Z"],
    shade: ["M190 430 Q350 410 510 430 L515 540 Q350 520 185 540 Z"],
    lines: "M250 430 L248 535 M300 424 L299 530 M350 420 L350 528 M400 424 L401 530 M450 430 L452 535",
    dots: [[350, 190, 48]],
  },
  tote: {
    fill: ["M185 270 L515 270 L545 610 L155 610 Z"],
    lines: "M255 272 Q255 130 350 130 Q445 130 445 272 M275 272 Q275 152 350 152 Q425 152 425 272",
  },
  backpack: {
    fill: ["M220 200 Q220 140 350 140 Q480 140 480 200 L495 600 Q495 625 470 625 L230 625 Q205 625 205 600 Z"],
    shade: ["M250 420 L450 420 L455 580 L245 580 Z"],
    lines: "M320 140 Q350 95 380 140 M235 250 Q350 222 465 250",
  },
  duffel: {
    fill: ["M120 330 Q120 280 170 280 L530 280 Q580 280 580 330 L580 540 Q580 570 550 570 L150 570 Q120 570 120 540 Z"],
    shade: ["M120 340 L170 340 L170 520 L120 520 Z", "M530 340 L580 340 L580 520 L530 520 Z"],
    lines: "M260 280 Q350 170 440 280 M150 310 L550 310",
  },
  socks: {
    fill: [
      "M290 110 L410 110 L410 440 Q410 470 440 490 L540 545 Q585 575 555 615 Q530 645 490 625 L330 540 Q290 520 290 470 Z",
    ],
    shade: ["M290 110 L410 110 L410 160 L290 160 Z"],
    lines: "M290 200 L410 200 M290 225 L410 225",
  },
  tumbler: {
    fill: ["M250 170 L450 170 L425 610 Q425 625 410 625 L290 625 Q275 625 275 610 Z"],
    shade: ["M238 130 L462 130 L462 172 L238 172 Z"],
    lines: "M262 300 L438 300 M268 420 L432 420",
  },
};

export const GARMENT_LABELS: Record<Garment, string> = {
  tee: "T-shirt",
  longsleeve: "Long-sleeve tee",
  polo: "Polo",
  buttondown: "Button-down shirt",
  tank: "Tank top",
  hoodie: "Hoodie",
  crewneck: "Crewneck",
  quarterzip: "Quarter-zip pullover",
  jacket: "Jacket",
  vest: "Vest",
  shorts: "Shorts",
  pants: "Pants",
  joggers: "Joggers",
  cap: "Cap",
  visor: "Visor",
  beanie: "Beanie",
  tote: "Tote bag",
  backpack: "Backpack",
  duffel: "Duffel bag",
  socks: "Socks",
  tumbler: "Tumbler",
};

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes a colour towards black (amount > 0) so outlines stay visible on light garments. */
export function darken(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}

/** Mixes a colour towards white. */
export function lighten(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const lin = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lin[0] ?? 0) + 0.7152 * (lin[1] ?? 0) + 0.0722 * (lin[2] ?? 0);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The shapes of a garment, in the garment's own 700×700 coordinates. */
function garmentShapes(garment: Garment, hex: string): string {
  const s = SILHOUETTES[garment];
  const outline = luminance(hex) > 0.6 ? darken(hex, 0.35) : darken(hex, 0.45);
  const detail = luminance(hex) > 0.2 ? darken(hex, 0.3) : lighten(hex, 0.35);
  const shade = luminance(hex) > 0.2 ? darken(hex, 0.18) : lighten(hex, 0.12);
  const stroke = `stroke="${outline}" stroke-width="6" stroke-linejoin="round"`;
  const parts = [
    ...s.fill.map((d) => `<path d="${d}" fill="${hex}" ${stroke}/>`),
    ...(s.shade ?? []).map((d) => `<path d="${d}" fill="${shade}" ${stroke}/>`),
  ];
  if (s.lines) {
    parts.push(`<path d="${s.lines}" fill="none" stroke="${detail}" stroke-width="5" stroke-linecap="round"/>`);
  }
  for (const [cx, cy, r] of s.dots ?? []) parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${detail}"/>`);
  return parts.join("");
}

function svgOpen(width: number, height: number, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img"><title>${escapeXml(title)}</title>`
  );
}

/** A product photo stand-in: the garment silhouette in one colour on a light studio background. */
export function garmentSvg(garment: Garment, hex: string, colorName: string): string {
  return (
    svgOpen(700, 700, `${GARMENT_LABELS[garment]} in ${colorName}`) +
    `<rect width="700" height="700" fill="#f4f5f7"/>` +
    `<ellipse cx="350" cy="650" rx="230" ry="18" fill="#000" opacity=".06"/>` +
    garmentShapes(garment, hex) +
    `</svg>\n`
  );
}

/** A square colour chip; galleries must leave these out (class type Swatch). */
export function swatchSvg(hex: string, colorName: string): string {
  return (
    svgOpen(700, 700, `${colorName} swatch`) +
    `<rect width="700" height="700" fill="${hex}"/>` +
    `<rect x="3" y="3" width="694" height="694" fill="none" stroke="${darken(hex, 0.3)}" stroke-width="6"/>` +
    `</svg>\n`
  );
}

export interface LogoSpec {
  title: string;
  initials: string;
  line1: string;
  line2: string;
  primary: string;
  secondary: string;
  /** Shield for team stores, rounded square for company stores. */
  shape: "shield" | "badge";
}

/** A horizontal store logo (360×96): an emblem with initials and a two-line word mark. */
export function logoSvg(spec: LogoSpec): string {
  // Bold capitals are about 0.72 em wide in Arial; shrink long names to fit the 250 px word-mark area.
  const nameSize = Math.min(26, Math.floor(250 / (spec.line1.length * 0.72)));
  const emblem =
    spec.shape === "shield"
      ? `<path d="M8 8 L80 8 L80 46 Q80 78 44 90 Q8 78 8 46 Z" fill="${spec.primary}" stroke="${spec.secondary}" stroke-width="5"/>`
      : `<rect x="8" y="8" width="80" height="80" rx="18" fill="${spec.primary}" stroke="${spec.secondary}" stroke-width="5"/>`;
  const font = `font-family="Arial, Helvetica, sans-serif" font-weight="700"`;
  return (
    svgOpen(360, 96, spec.title) +
    emblem +
    `<text x="44" y="${spec.shape === "shield" ? 56 : 60}" text-anchor="middle" ${font} font-size="28" fill="${spec.secondary}">${escapeXml(spec.initials)}</text>` +
    `<text x="100" y="46" ${font} font-size="${nameSize}" fill="${spec.primary}">${escapeXml(spec.line1)}</text>` +
    `<text x="101" y="74" ${font} font-size="15" letter-spacing="2" fill="${darken(spec.secondary, 0.25)}">${escapeXml(spec.line2)}</text>` +
    `</svg>\n`
  );
}

export type BannerSize = "full" | "classic" | "mobile";
export const BANNER_DIMENSIONS: Record<BannerSize, [number, number]> = {
  full: [1920, 600],
  classic: [1200, 500],
  mobile: [768, 600],
};

export interface BannerSpec {
  title: string;
  primary: string;
  secondary: string;
  /** One or two garments drawn on the banner, largest first. */
  garments: [Garment, string][];
  /** Varies the stripe pattern between slides. */
  variant: number;
}

/**
 * A slide background without text (the slide's title and text are rendered by the page, so they stay
 * translatable and accessible): brand gradient, diagonal stripes and the featured garments on the right.
 */
export function bannerSvg(spec: BannerSpec, size: BannerSize): string {
  const [w, h] = BANNER_DIMENSIONS[size];
  const id = `g${spec.variant}`;
  const stripeX = Math.round(w * (size === "mobile" ? 0.05 : 0.42));
  const stripes = [0, 1, 2]
    .map((i) => {
      const x = stripeX + i * Math.round(w * 0.07) + spec.variant * 20;
      return `<path d="M${x} ${h} L${x + Math.round(h * 0.6)} 0 L${x + Math.round(h * 0.6) + 40} 0 L${x + 40} ${h} Z" fill="${spec.secondary}" opacity="${(0.5 - i * 0.15).toFixed(2)}"/>`;
    })
    .join("");
  // Garments sit right-aligned on wide banners and bottom-centred on the mobile one, on a soft spotlight.
  const s0 = size === "mobile" ? 0.5 : (h / 700) * 0.8;
  const s1 = s0 * 0.7;
  const groupWidth = 700 * (s0 * 0.8 + s1);
  const x0 = size === "mobile" ? (w - groupWidth) / 2 : w * 0.96 - groupWidth;
  const y0 = size === "mobile" ? h - 700 * s0 - 10 : (h - 700 * s0) / 2;
  const placed: [number, number, number][] = [
    [x0, y0, s0],
    [x0 + 700 * s0 * 0.8, y0 + 700 * (s0 - s1), s1],
  ];
  const spotlight = `<circle cx="${Math.round(x0 + 350 * s0)}" cy="${Math.round(y0 + 350 * s0)}" r="${Math.round(330 * s0)}" fill="#fff" opacity=".12"/>`;
  const garments = spec.garments
    .slice(0, 2)
    .map(([garment, hex], i) => {
      const [x, y, scale] = placed[i] ?? [0, 0, 1];
      return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale.toFixed(3)})">${garmentShapes(garment, hex)}</g>`;
    })
    .join("");
  return (
    svgOpen(w, h, spec.title) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${spec.primary}"/><stop offset="1" stop-color="${darken(spec.primary, 0.4)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    stripes +
    spotlight +
    garments +
    `</svg>\n`
  );
}
