// Paint first, then fetch the app (docs/performance.md, "Paint first"). React Router writes the app's
// modules into the document as <link rel="modulepreload"> tags and one inline module script, so the
// browser starts downloading ~125 KB of JavaScript while it still waits for the stylesheet, and on a
// slow link the two share the bandwidth that the first paint needs. The page is complete HTML without
// the scripts (server-rendered, links and forms work), so in their place the document carries a small
// inline script that adds them once the first contentful paint is on screen: the same preloads and the
// same module code, in the same order.
//
// This works on the finished document's bytes (entry.server renders it whole and encodes it once). If
// React Router ever writes its scripts differently, nothing matches and the document goes out as it was
// rendered, with the scripts loading the usual way: README.md (contract 5) and
// tests/canary/document-contracts.canary.ts.

import { EARLY_CLICK_KEY, EARLY_CLICK_SELECTOR } from "../lib/early-click";

// Every marker is ASCII, and no byte of a multi-byte UTF-8 character is an ASCII byte, so a marker
// found in the bytes is the marker in the text.
const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const MODULE_TYPE = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const HEAD_END = Buffer.from("</head>");
const TAG_CLOSE = Buffer.from("/>");
const QUOTE = 0x22;

/**
 * The document with React Router's module preloads (in <head>) and module script (in <body>) replaced
 * as described above, as the parts it is made of (slices of `document` and the starter), for the
 * caller to join with the doctype and the hydration data in one copy; `[document]` when they are not
 * found. Works on the encoded document: searching the rendered text would flatten the rope again and
 * its result would need encoding (docs/performance.md, stops 37 and 39).
 */
export function paintFirstParts(document: Buffer<ArrayBuffer>, nonce: string | undefined): Uint8Array[] {
  // React Router's <Scripts> end the body, after everything the page renders: the module script is
  // sought from the end, and the preloads only within <head>, so neither search reads the page's body
  // (two forward passes over it before: 0.8 % of the product page's server time).
  const typeAt = document.lastIndexOf(MODULE_TYPE);
  if (typeAt < 0) return [document];
  const scriptStart = document.lastIndexOf(SCRIPT_START, typeAt);
  const codeStart = typeAt + MODULE_TYPE.length;
  const scriptEnd = document.indexOf(SCRIPT_END, codeStart);
  if (scriptStart < 0 || scriptEnd < 0) return [document];

  const hrefs: string[] = [];
  const parts: Uint8Array[] = [];
  const headEnd = Math.min(document.indexOf(HEAD_END), scriptStart);
  const head = document.subarray(0, Math.max(headEnd, 0));
  let kept = 0;
  for (let at = head.indexOf(PRELOAD_START); at >= 0; at = head.indexOf(PRELOAD_START, at)) {
    const hrefStart = at + PRELOAD_START.length;
    const hrefEnd = document.indexOf(QUOTE, hrefStart);
    const tagEnd = hrefEnd < 0 ? -1 : document.indexOf(TAG_CLOSE, hrefEnd);
    if (tagEnd < 0) return [document];
    hrefs.push(document.toString("utf8", hrefStart, hrefEnd));
    parts.push(document.subarray(kept, at));
    kept = at = tagEnd + TAG_CLOSE.length;
  }
  // One <script> element for one, so hydration finds the element React rendered in its place.
  const code = document.toString("utf8", codeStart, scriptEnd);
  parts.push(
    document.subarray(kept, scriptStart),
    Buffer.from(starter(hrefs, code, nonce)),
    document.subarray(scriptEnd + SCRIPT_END.length),
  );
  return parts;
}

/** JSON as a JavaScript literal inside an HTML script element ("<" could open "</script>"). */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** How long the page waits for its first contentful paint before starting the app anyway. */
export const PAINT_WAIT_MS = 3_000;

/**
 * The inline script that starts the app once the browser reports the first contentful paint (a
 * "paint" performance entry, delivered when the frame is on screen). A hidden tab paints nothing, so
 * there, and on becoming hidden, it starts at once; a browser without paint entries starts on the
 * frame after the next one; and after PAINT_WAIT_MS it starts whatever happened. A tap on a menu's
 * button before then starts it at once, and the button is kept for its component (../lib/early-click).
 */
function starter(hrefs: string[], moduleCode: string, nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return `<script${attribute}>(function(){var d=document,n=${literal(nonce ?? "")},started=false;${starterBody(hrefs, moduleCode)}</script>`;
}

/** Starter bodies by their preloads and module code: a few per build (one per set of matched routes). */
const starterBodies = new Map<string, string>();
const STARTER_BODIES_KEPT = 64;

/** The starter after its nonce: the same for every document whose preloads and module code are these. */
function starterBody(hrefs: string[], moduleCode: string): string {
  const key = `${hrefs.join(" ")}\n${moduleCode}`;
  let body = starterBodies.get(key);
  if (body === undefined) {
    body =
      `function start(){if(started)return;started=true;` +
      `${literal(hrefs)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});` +
      `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${literal(moduleCode)};d.body.appendChild(s)}` +
      // A tap on a menu's button before hydration is kept for its component, and starts the app now.
      `d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(${literal(EARLY_CLICK_SELECTOR)});` +
      `if(b&&!d.documentElement.hasAttribute("data-hydrated")){window[${literal(EARLY_CLICK_KEY)}]=b;start()}},true);` +
      `if(d.visibilityState==="hidden")return start();` +
      `d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")start()});` +
      `setTimeout(start,${PAINT_WAIT_MS});` +
      `var P=window.PerformanceObserver;` +
      `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
      `new P(function(list,o){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint"){o.disconnect();start()}})}).observe({type:"paint",buffered:true});` +
      `else requestAnimationFrame(function(){requestAnimationFrame(start)})})()`;
    if (starterBodies.size >= STARTER_BODIES_KEPT) starterBodies.clear();
    starterBodies.set(key, body);
  }
  return body;
}
