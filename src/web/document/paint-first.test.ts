// paintFirst's own rules on small documents, and what its starter script does when run. Whether React
// Router still writes the shape these documents have is checked on a real production build by
// tests/canary/document-contracts.canary.ts (contract 5 of ./README.md), not by a copy of its output.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { paintFirstParts, PAINT_WAIT_MS } from "./paint-first";

/** paintFirstParts on a document's UTF-8 bytes, joined and read back as text. */
const paintFirst = (html: string, nonce: string | undefined) =>
  Buffer.concat(paintFirstParts(Buffer.from(html), nonce)).toString("utf8");

const NONCE = "R2LrwiBklN5y+X4nuZ4XIQ==";
const MODULE_CODE = 'import * as a from "/assets/a.js";\nimport("/assets/b.js");';

function documentOf({ nonce = NONCE, body = "<main>page</main>", code = MODULE_CODE } = {}) {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
    `<link rel="modulepreload" href="/assets/a.js"${n}/><link rel="modulepreload" href="/assets/b.js"${n}/>` +
    `<link${n} rel="stylesheet" href="/assets/shell.css"/></head><body>${body}` +
    `<script${n}>window.context = {};</script><script${n} type="module" async="">${code}</script>` +
    `<script${n}>window.data = [];</script></body></html>`
  );
}

interface Element {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the starter script of a document against a small browser: what it appended, and the triggers. */
function runStarter(html: string, browser: { hidden?: boolean; paintEntries?: boolean } = {}) {
  const code = /<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error("no starter script in the document");
  const appended: Element[] = [];
  const listeners: Record<string, (event?: unknown) => void> = {};
  const attributes = new Set<string>();
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void) | null = null;
  const document = {
    visibilityState: browser.hidden ? "hidden" : "visible",
    createElement: (tag: string): Element => ({ tag }),
    head: { appendChild: (element: Element) => appended.push(element) },
    body: { appendChild: (element: Element) => appended.push(element) },
    addEventListener: (type: string, listener: (event?: unknown) => void) => (listeners[type] = listener),
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const window: Record<string, unknown> = browser.paintEntries === false ? {} : { PerformanceObserver };
  runInNewContext(code, {
    document,
    window,
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  });
  return {
    appended,
    document,
    paint: (name: string) => observer?.({ getEntries: () => [{ name }] }, { disconnect() {} }),
    window,
    /** A click on an element inside `button` (null: outside any button that shows a panel). */
    click: (button: object | null) =>
      listeners.click?.({
        target: { closest: (selector: string) => (selector === "button[aria-expanded]" ? button : null) },
      }),
    hydrate: () => attributes.add("data-hydrated"),
    becomeHidden: () => {
      document.visibilityState = "hidden";
      listeners.visibilitychange?.();
    },
    timers,
    frames,
  };
}

describe("paintFirst", () => {
  const out = paintFirst(documentOf(), NONCE);

  it("takes the module preloads and the module script out and leaves everything else in place", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    expect(out).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell.css"/>`);
    expect(out).toContain(`<script nonce="${NONCE}">window.context = {};</script>`);
    expect(out.indexOf("window.data")).toBeGreaterThan(out.indexOf("(function()"));
    // One <script> element for one, so hydration finds the element React rendered in its place.
    expect(out.match(/<script\b/g)).toHaveLength(3);
  });

  it("starts nothing before the first contentful paint, then adds the preloads in order and the module code, with the nonce", () => {
    const browser = runStarter(out);
    expect(browser.appended).toEqual([]);
    browser.paint("first-paint");
    expect(browser.appended).toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/a.js", nonce: NONCE },
      { tag: "link", rel: "modulepreload", href: "/assets/b.js", nonce: NONCE },
      { tag: "script", type: "module", nonce: NONCE, textContent: MODULE_CODE },
    ]);
    // Whatever triggers later (the wait running out) starts nothing twice.
    for (const timer of browser.timers) timer.run();
    expect(browser.appended).toHaveLength(3);
  });

  it("keeps a tap on a menu's button before hydration for its component, and starts at once", () => {
    const browser = runStarter(out);
    browser.click(null);
    expect(browser.appended).toEqual([]);
    expect(browser.window.__earlyClick).toBeUndefined();
    const menuButton = { id: "menu" };
    browser.click(menuButton);
    expect(browser.window.__earlyClick).toBe(menuButton);
    expect(browser.appended).toHaveLength(3);
    // Once the page has hydrated, React takes the clicks: nothing more is kept.
    browser.hydrate();
    browser.click({ id: "cart" });
    expect(browser.window.__earlyClick).toBe(menuButton);
    expect(browser.appended).toHaveLength(3);
  });

  it("starts at once in a hidden tab, and when the tab becomes hidden", () => {
    expect(runStarter(out, { hidden: true }).appended).toHaveLength(3);
    const browser = runStarter(out);
    browser.becomeHidden();
    expect(browser.appended).toHaveLength(3);
  });

  it(`starts after ${PAINT_WAIT_MS} ms whatever happened, and two frames later without paint entries`, () => {
    const waiting = runStarter(out);
    expect(waiting.timers.map((timer) => timer.ms)).toEqual([PAINT_WAIT_MS]);
    waiting.timers[0]?.run();
    expect(waiting.appended).toHaveLength(3);

    const old = runStarter(out, { paintEntries: false });
    old.frames.shift()?.();
    expect(old.appended).toEqual([]);
    old.frames.shift()?.();
    expect(old.appended).toHaveLength(3);
  });

  it("escapes every '<' of the carried code, and hands over the code exactly", () => {
    const tricky = `${MODULE_CODE}\nconst text = "<!--<script>";`;
    const result = paintFirst(documentOf({ code: tricky }), NONCE);
    expect(result).not.toContain("<!--<script>");
    const browser = runStarter(result, { hidden: true });
    expect(browser.appended.at(-1)?.textContent).toBe(tricky);
  });

  it("keeps text in any script around it intact (it works on bytes)", () => {
    const code = `window.title = "متجر — Магазин";${MODULE_CODE}`;
    const result = paintFirst(documentOf({ body: "<main>متجر — Магазин</main>", code }), NONCE);
    expect(result).toContain("<main>متجر — Магазин</main>");
    expect(runStarter(result, { hidden: true }).appended.at(-1)?.textContent).toBe(code);
  });

  it("leaves a document without a module script as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>No store</p></body></html>";
    expect(paintFirst(plain, NONCE)).toBe(plain);
  });

  it("works without a nonce", () => {
    const result = paintFirst(documentOf({ nonce: "" }), undefined);
    expect(result).not.toContain(" nonce=");
    const appended = runStarter(result, { hidden: true }).appended;
    expect(appended).toHaveLength(3);
    expect(appended.every((element) => element.nonce === undefined)).toBe(true);
  });
});
