// Size guard: the first-load JavaScript of home, listing, product, cart and checkout (gzip of every
// script the browser loads before hydrating the page, read from the production build's manifest as
// `npm run bench` reads it) stays under each page's ceiling (bench/build-figures.ts PAGES: issue 23's
// bar where the page meets it, else its figure when last tightened plus about 1 KB). Runs after a
// build: `npm run test:canary` and `npm run test:reliability` build first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstLoadJs } from "../../bench/build-figures";

const sizes = firstLoadJs();
const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const kbOf = (file: string) =>
  Math.round((gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024) * 10) / 10;

describe("first-load JavaScript (gzip) of the production build", () => {
  it("there is a production build to measure (npm run build)", () => {
    expect(sizes, "no build/client/assets/manifest-*.js: run `npm run build` first").not.toBeNull();
  });

  it.each(sizes ?? [])(
    "$page: $kb KB, ceiling $ceiling KB (bar of issue 23: $bar KB)",
    ({ page, kb, ceiling, files }) => {
      expect(kb, `${page}: its route is not in the build's manifest`).not.toBeNull();
      const list = files
        .map((file) => ({ file, kb: kbOf(file) }))
        .sort((a, b) => b.kb - a.kb)
        .map(({ file, kb: size }) => `  ${String(size).padStart(6)} KB  ${file}`)
        .join("\n");
      expect(
        kb,
        `\n\nFIRST-LOAD JS OVER THE CEILING on ${page}: ${kb} KB of gzip > ${ceiling} KB. What the page loads ` +
          `before hydrating:\n${list}\nLoad what first paint and hydration do not need lazily (docs/decisions/0037).\n`,
      ).toBeLessThanOrEqual(ceiling);
    },
  );
});
