import { describe, expect, it } from "vitest";
import { paintFirst as paintFirstBytes, PAINT_WAIT_MS } from "./paint-first";

const paintFirst = (html: string, nonce: string | undefined) =>
  paintFirstBytes(Buffer.from(html), nonce).toString("utf8");

// The shape React Router 7 writes (copied from a rendered page, shortened).
const NONCE = "R2LrwiBklN5y+X4nuZ4XIQ==";
const MODULE_CODE = `;
import * as route0 from "/assets/root-BKzcRrrT.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-YkS0WIbM.js");`;
const DOCUMENT =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-YkS0WIbM.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/shell-CH-I1nVz.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-C5ZMKU6F.css#"/></head>` +
  `<body><main>page</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_CODE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`;

describe("paintFirst", () => {
  const out = paintFirst(DOCUMENT, NONCE);

  it("takes the module preloads and the module script out of the document", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toContain('type="module" async');
    // Everything else stays where it was.
    expect(out).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-C5ZMKU6F.css#"/>`);
    expect(out).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(out.indexOf("streamController.enqueue")).toBeGreaterThan(out.indexOf("requestAnimationFrame"));
  });

  it("puts one script with the nonce in the module script's place, carrying the preloads in order and the module code", () => {
    const scripts = out.match(/<script\b/g) ?? [];
    expect(scripts).toHaveLength((DOCUMENT.match(/<script\b/g) ?? []).length);
    const starter = /<script nonce="([^"]+)">(\(function\(\)[\s\S]*?)<\/script>/.exec(out);
    expect(starter?.[1]).toBe(NONCE);
    const code = starter?.[2] ?? "";
    expect(code).toContain('["/assets/entry.client-YkS0WIbM.js","/assets/shell-CH-I1nVz.js"]');
    expect(code).toContain(JSON.stringify(MODULE_CODE));
    expect(code).toContain('s.type="module"');
  });

  it("starts the scripts on the first contentful paint, at once in a hidden tab, and at the latest after the wait", () => {
    expect(out).toContain('if(d.visibilityState==="hidden")return start();');
    expect(out).toContain('if(e.name==="first-contentful-paint"){o.disconnect();start()}');
    expect(out).toContain('.observe({type:"paint",buffered:true})');
    expect(out).toContain(`setTimeout(start,${PAINT_WAIT_MS})`);
  });

  it("escapes every '<' of the carried code, so it cannot change how the HTML parser reads the script", () => {
    const tricky = DOCUMENT.replace(MODULE_CODE, `${MODULE_CODE}\nconst text = "<!--<script>";`);
    const result = paintFirst(tricky, NONCE);
    expect(result).not.toContain("<!--<script>");
    expect(result).toContain("\\u003c!--\\u003cscript>");
  });

  it("keeps text in any script around it intact (it works on bytes)", () => {
    const arabic = DOCUMENT.replace("<main>page</main>", "<main>متجر — Магазин</main>").replace(
      "window.__reactRouterRouteModules",
      'window.title = "متجر"; window.__reactRouterRouteModules',
    );
    const result = paintFirst(arabic, NONCE);
    expect(result).toContain("<main>متجر — Магазин</main>");
    expect(result).toContain('window.title = \\"متجر\\"');
    expect(result).not.toMatch(/<link rel="modulepreload"/);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>No store</p></body></html>";
    expect(paintFirst(plain, NONCE)).toBe(plain);
  });

  it("works without a nonce", () => {
    const bare = DOCUMENT.replaceAll(` nonce="${NONCE}"`, "");
    const result = paintFirst(bare, undefined);
    expect(result).toMatch(/<script>\(function\(\)\{var d=document,n="",/);
    expect(result).not.toContain('type="module" async');
  });
});
