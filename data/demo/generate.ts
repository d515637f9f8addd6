// Generates the four demo stores (import files under data/demo/stores) and their SVG images (data/demo/media)
// from the modules in ./generator (one per store, plus products, shared settings, media and the PRNG).
// Deterministic: a seeded PRNG per store and no clock, so a re-run rewrites byte-identical files.
// Run with `npx tsx data/demo/generate.ts`; `buildDemoStores()` is pure and used by demo-data.test.ts.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { closedStore } from "./generator/closed-store.ts";
import { demoStore } from "./generator/demo-store.ts";
import { MEDIA_FOLDERS, MediaRegistry } from "./generator/media.ts";
import { popupStore } from "./generator/popup-store.ts";
import { privateStore } from "./generator/private-store.ts";
import type { DemoBuild } from "./generator/types.ts";

export { MEDIA_FOLDERS, MEDIA_URL_PREFIX } from "./generator/media.ts";
export { SIZE_ORDER } from "./generator/products.ts";
export { slugify } from "./generator/random.ts";
export type { DemoBuild, StoreImportFile } from "./generator/types.ts";

/** Builds every store and every image in memory. Pure: same output on every call. */
export function buildDemoStores(): DemoBuild {
  const media = new MediaRegistry();
  const stores = [demoStore(media), privateStore(media), closedStore(media), popupStore(media)];
  return { stores, media: new Map([...media.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/**
 * JSON with one-space indentation where values that fit on a line (objects of a part, a price, a size) stay
 * on one line, so the 4,000-odd parts of the demo store remain readable without making the file huge.
 */
export function formatJson(value: unknown, width = 200): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(", ")}]`;
    if (v !== null && typeof v === "object") {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return entries.length === 0
        ? "{}"
        : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(", ")} }`;
    }
    return JSON.stringify(v);
  };
  const block = (v: unknown, indent: string, prefixLength: number): string => {
    const flat = inline(v);
    if (indent.length + prefixLength + flat.length <= width || v === null || typeof v !== "object") return flat;
    const inner = `${indent} `;
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      return `[\n${v.map((x) => inner + block(x, inner, 0)).join(",\n")}\n${indent}]`;
    }
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{\n${entries
      .map(([k, x]) => {
        const key = `${JSON.stringify(k)}: `;
        return inner + key + block(x, inner, key.length);
      })
      .join(",\n")}\n${indent}}`;
  };
  return `${block(value, "", 0)}\n`;
}

const DEMO_DIR = dirname(fileURLToPath(import.meta.url));

function writeDemoFiles(): void {
  const build = buildDemoStores();
  mkdirSync(join(DEMO_DIR, "stores"), { recursive: true });
  for (const store of build.stores) {
    writeFileSync(join(DEMO_DIR, "stores", `${store.id}.json`), formatJson(store));
  }
  for (const folder of MEDIA_FOLDERS) rmSync(join(DEMO_DIR, "media", folder), { recursive: true, force: true });
  for (const [path, svg] of build.media) {
    const file = join(DEMO_DIR, "media", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  const counts = build.stores.map((s) => `${s.id}: ${s.products.length} products`).join(", ");
  console.log(`Wrote ${build.stores.length} stores (${counts}) and ${build.media.size} images.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeDemoFiles();
