// Canary for the private React and React Router contracts the document renderer relies on
// (src/web/document/README.md names them, 1 to 6). It runs against a real production build
// (`npm run test:canary` builds first): a fresh server process is started from build/, its documents
// are fetched and driven in Chromium. After an upgrade of react, react-dom or react-router, a failure
// here says which contract moved; the README says what to change.
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

describe("in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  });
  afterAll(async () => {
    await browser?.close();
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
