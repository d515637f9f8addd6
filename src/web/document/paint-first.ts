// Paint first, then fetch the app (docs/performance.md, "Paint first"). React Router writes the app's
// modules into the document as <link rel="modulepreload"> tags and one inline module script, so the
// browser starts downloading ~125 KB of JavaScript while it still waits for the stylesheet, and on a
// slow link the two share the bandwidth that the first paint needs. The page is complete HTML without
// the scripts (server-rendered, links and forms work), so in their place the document carries a small
// inline script that adds them once the first contentful paint is on screen: the same preloads and the
// same module code, in the same order.
//
// This works on the finished document's text (entry.server renders it whole). If React Router ever
// writes its scripts differently, nothing matches and the document goes out as it was rendered, with
// the scripts loading the usual way: README.md (contract 5) and tests/canary/document-contracts.canary.ts.

const PRELOAD_START = '<link rel="modulepreload" href="';
const MODULE_TYPE = ' type="module" async="">';
const SCRIPT_START = "<script";
const SCRIPT_END = "</script>";
const HEAD_END = "</head>";

/**
 * The document with React Router's module preloads (in <head>) and module script (in <body>) replaced
 * as described above; unchanged when they are not found. Works on the finished document's text before
 * it is encoded, so the document is encoded to bytes once, after this (the markers are ASCII).
 */
export function paintFirst(document: string, nonce: string | undefined): string {
  const typeAt = document.indexOf(MODULE_TYPE);
  if (typeAt < 0) return document;
  const scriptStart = document.lastIndexOf(SCRIPT_START, typeAt);
  const codeStart = typeAt + MODULE_TYPE.length;
  const scriptEnd = document.indexOf(SCRIPT_END, codeStart);
  if (scriptStart < 0 || scriptEnd < 0) return document;

  const hrefs: string[] = [];
  let head = "";
  const headEnd = Math.min(document.indexOf(HEAD_END), scriptStart);
  let kept = 0;
  for (let at = document.indexOf(PRELOAD_START); at >= 0 && at < headEnd; at = document.indexOf(PRELOAD_START, at)) {
    const hrefStart = at + PRELOAD_START.length;
    const hrefEnd = document.indexOf('"', hrefStart);
    const tagEnd = document.indexOf("/>", hrefEnd);
    if (hrefEnd < 0 || tagEnd < 0) return document;
    hrefs.push(document.slice(hrefStart, hrefEnd));
    head += document.slice(kept, at);
    kept = at = tagEnd + 2;
  }
  // One <script> element for one, so hydration finds the element React rendered in its place.
  const code = document.slice(codeStart, scriptEnd);
  return (
    head +
    document.slice(kept, scriptStart) +
    starter(hrefs, code, nonce) +
    document.slice(scriptEnd + SCRIPT_END.length)
  );
}

/** JSON as a JavaScript literal inside an HTML script element ("<" could open "</script>"). */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** How long the page waits for its first contentful paint before starting the app anyway. */
export const PAINT_WAIT_MS = 3_000;

/**
 * The inline script that starts the app once the browser reports the first contentful paint (a
 * "paint" performance entry, delivered when the frame is on screen). A hidden tab paints nothing, so
 * there, and on becoming hidden, it starts at once; a browser without paint entries starts on the
 * frame after the next one; and after PAINT_WAIT_MS it starts whatever happened.
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
