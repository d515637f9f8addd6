// Canary for the private React and React Router contracts the document renderer relies on
// (src/web/document/README.md names them, 1 to 7). It runs against a real production build
// (`npm run test:canary` builds first): a fresh server process is started from build/, its documents
// are fetched and driven in Chromium. After an upgrade of react, react-dom or react-router, a failure
// here says which contract moved; the README says what to change.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { createElement, lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_RENDERED_BOUNDARY } from "~web/document/render.server";
import { exchange, HOST, startServer, type ServerProcess } from "../reliability/harness";

const PAGES = ["/", "/shop", "/shop/products/heavyweight-cotton-tee"];

const broken = (contract: number, what: string) =>
  `\n\nCONTRACT ${contract} BROKEN (src/web/document/README.md, contract ${contract}): ${what}\n`;

let server: ServerProcess;
/** Each page's first document (its lazily loaded components not yet loaded) and a later one. */
const documents = new Map<string, { first: string; later: string }>();

async function documentOf(path: string): Promise<string> {
  const answer = await exchange(server.port, "GET", path);
  expect(
    answer.status,
    `\n\nDOCUMENT RENDER FAILED (src/web/document/README.md, most likely contract 1, 3 or 4): ${path} ` +
      `answered ${answer.status}. The server's log:\n${server.output().slice(-3000)}\n`,
  ).toBe(200);
  const html = String(answer.body);
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(nonce, `${path}: a nonce on the document's scripts`).not.toBe("");
  return html.split(nonce).join("NONCE");
}

beforeAll(async () => {
  server = await startServer();
  for (const path of PAGES) documents.set(path, { first: await documentOf(path), later: await documentOf(path) });
});
afterAll(async () => {
  await server?.stop();
});

describe("React DOM", () => {
  it("renderToString leaves a Suspense boundary it cannot finish marked <!--$!--> (contract 4)", () => {
    const Never = lazy(() => new Promise<never>(() => {}));
    const html = renderToString(
      createElement("main", null, createElement(Suspense, { fallback: "…" }, createElement(Never))),
    );
    expect(html, broken(4, `renderToString wrote ${html}`)).toContain(CLIENT_RENDERED_BOUNDARY);
  });

  it("the first documents of a fresh process (rendered waiting for lazy modules) equal later ones, boundaries in place (contracts 4 and 6)", () => {
    for (const [path, { first, later }] of documents) {
      expect(
        first,
        broken(
          4,
          `${path}: the first document differs from a later one, so the second render was not taken or differs`,
        ),
      ).toBe(later);
      expect(
        first,
        broken(6, `${path}: a Suspense boundary is left pending or moved into place by script`),
      ).not.toMatch(/<!--\$[!?]-->|<template id="B:|\$RC\(/);
    }
  });
});

describe("React Router", () => {
  it("hands over the loader data once, in our script after the document (contracts 1 and 3)", () => {
    for (const [path, { later }] of documents) {
      const calls = later.match(/streamController\.enqueue\(/g) ?? [];
      const end = later.indexOf("</html>");
      expect(
        calls.length,
        calls.length === 0
          ? broken(3, `${path}: no hydration data: renderMeta.didRenderScripts is not set by <Scripts> any more`)
          : broken(1, `${path}: React Router wrote its own hydration data: serverHandoffStream is not the handoff`),
      ).toBe(1);
      expect(
        later.indexOf("streamController.enqueue("),
        broken(1, `${path}: the hydration data is not after </html>`),
      ).toBeGreaterThan(end);
      expect(later, broken(1, `${path}: the script does not close the stream`)).toContain(
        "window.__reactRouterContext.streamController.close();</script>",
      );
    }
  });

  it("encodes the loader data as JSON lines, so a data block may write each '<' as \\u003c (contract 2)", () => {
    for (const [path, { later }] of documents) {
      const block = /<script type="application\/json">([\s\S]*?)<\/script><script nonce="NONCE">\(function\(b\)/.exec(
        later,
      )?.[1];
      expect(block, broken(2, `${path}: no hydration data block before the script that hands it over`)).toBeDefined();
      const lines = block!.split("\n").filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        // turbo-stream's lines: a JSON value, or one prefixed with a promise's id ("P1:").
        expect(
          () => JSON.parse(line.replace(/^[A-Z]\d+:/, "")),
          broken(2, `${path}: React Router's hydration data is no longer JSON lines: ${line.slice(0, 200)}`),
        ).not.toThrow();
      }
    }
  });

  it("writes module preloads and one async module script that paint-first replaces (contract 5)", () => {
    for (const [path, { later }] of documents) {
      expect(later, broken(5, `${path}: a module preload was left in the document`)).not.toMatch(
        /<link rel="modulepreload"/,
      );
      expect(later, broken(5, `${path}: the module script was left in the document`)).not.toMatch(
        /<script[^>]* type="module"/,
      );
      const starter = /<script nonce="NONCE">\(function\(\)\{var d=document[\s\S]*?<\/script>/.exec(later)?.[0] ?? "";
      expect(starter, broken(5, `${path}: no paint-first starter`)).not.toBe("");
      expect(starter, broken(5, `${path}: the starter carries no preloads`)).toMatch(/\["\/assets\/[^"]+\.js"/);
      expect(starter, broken(5, `${path}: the starter carries no route modules`)).toContain(
        "__reactRouterRouteModules",
      );
    }
  });
});

/** The href of each `<link rel="stylesheet">` of a document. */
const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "");

/** The file names each lazy import of a built client chunk lists (Vite's `__vite__mapDeps` header). */
function lazyImportDeps(): { chunk: string; deps: string[] }[] {
  const assets = resolve(import.meta.dirname, "../../build/client/assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const code = readFileSync(join(assets, file), "utf8");
      if (!code.startsWith("const __vite__mapDeps")) return [];
      const list = /m\.f=(\[[^\]]*\])/.exec(code.slice(0, code.indexOf("\n")))?.[1];
      expect(list, broken(7, `${file}: Vite's __vite__mapDeps header has no m.f=[…] list`)).toBeDefined();
      return [{ chunk: file, deps: JSON.parse(list!) as string[] }];
    });
}

describe("React Router and Vite: the shell's stylesheet, linked once (contract 7)", () => {
  it("each document links the shell's stylesheet once, as React Router marks CSS a lazy chunk also imports (…css#)", () => {
    for (const [path, { later }] of documents) {
      const links = stylesheetLinks(later);
      expect(links, broken(7, `${path}: not exactly one stylesheet link: ${links.join(", ")}`)).toHaveLength(1);
      expect(
        links[0],
        broken(7, `${path}: the shell's stylesheet is linked without React Router's "#" (allDynamicCssFiles)`),
      ).toMatch(/^\/assets\/[^"#]+\.css#$/);
    }
  });

  it("every lazy import that lists the shell's stylesheet lists it as the document links it", () => {
    const linked = (stylesheetLinks(documents.get("/")!.later)[0] ?? "").replace(/^\//, "");
    const file = linked.replace(/#$/, "");
    const chunks = lazyImportDeps();
    expect(chunks.length, broken(7, "no built chunk starts with Vite's __vite__mapDeps header")).toBeGreaterThan(0);
    const naming = chunks.filter(({ deps }) => deps.some((dep) => dep.replace(/#$/, "") === file));
    expect(
      naming.length,
      broken(
        7,
        `no lazy import lists ${file} any more: the shell-chunk plugin's rewrite (vite.config.ts) no longer ` +
          `applies; check the white-label e2e "downloads the shell's stylesheet once" and simplify`,
      ),
    ).toBeGreaterThan(0);
    for (const { chunk, deps } of naming)
      expect(
        deps.filter((dep) => dep.replace(/#$/, "") === file),
        broken(7, `${chunk}: lists the shell's stylesheet other than as the document links it (${linked})`),
      ).toEqual([linked]);
  });
});

describe("in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the shell's stylesheet downloads once per visit, lazy chunks and a client navigation included (contract 7)", async () => {
    const page = await browser.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    // The listing's and the product page's lazy chunks (filters, quick view, save buttons) list it.
    await page.goto(`http://${HOST}:${server.port}/shop`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await page.locator('main a[href^="/shop/products/"]').first().click();
    await page.waitForURL(/\/shop\/products\//);
    await page.waitForLoadState("networkidle");
    const links = await page.locator('link[rel="stylesheet"]').count();
    await page.close();
    expect(
      stylesheets,
      broken(7, `the stylesheet was downloaded ${stylesheets.length} times (Vite's preload did not find it linked)`),
    ).toHaveLength(1);
    expect(links, broken(7, "a second stylesheet link was added")).toBe(1);
  });

  for (const path of PAGES) {
    it(`${path}: the scripts start after the first paint, the page hydrates without a mismatch and navigates (contracts 2, 5)`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(`http://${HOST}:${server.port}${path}`);
      const hydrated = await page
        .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      expect(
        hydrated,
        broken(
          2,
          `${path}: the page did not hydrate (window.__reactRouterContext.streamController?) ${errors.join(" | ")}`,
        ),
      ).toBe(true);
      expect(errors, broken(5, `${path}: errors while hydrating (a hydration mismatch?)`)).toEqual([]);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? -1,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.startTime),
      }));
      expect(timing.scripts.length, broken(5, `${path}: no app script was loaded`)).toBeGreaterThan(0);
      for (const start of timing.scripts)
        expect(start, broken(5, `${path}: a script started before the first paint`)).toBeGreaterThanOrEqual(
          timing.paint,
        );
      // A client-side navigation reads loader data through React Router's data requests.
      const before = await page.locator("h1").first().textContent();
      if (path === "/shop") await page.locator('main a[href^="/shop/products/"]').first().click();
      else await page.getByRole("navigation").first().getByRole("link", { name: "Shop", exact: true }).first().click();
      await page.waitForURL(path === "/shop" ? /\/shop\/products\// : /\/shop$/);
      await page.waitForFunction((old) => document.querySelector("h1")?.textContent !== old, before);
      expect(errors, broken(2, `${path}: errors after a client-side navigation`)).toEqual([]);
      await page.close();
    });
  }
});
