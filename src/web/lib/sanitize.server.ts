// Store content HTML (html sections, slide texts, footer items) comes from store operators and is
// untrusted. Loaders pass it through this allow-list, so the markup that server and browser render
// (the same loader data) never carries scripts, event handlers, styles or javascript: URLs.
// Server-only: sanitize-html stays out of the browser bundle.
import sanitizeHtml from "sanitize-html";

const SAFE_SCHEMES = ["http", "https", "mailto", "tel"];

const blockOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "span",
    "div",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A store's h1 would compete with the page's own heading: content headings start at h2.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

const inlineOptions: sanitizeHtml.IOptions = {
  ...blockOptions,
  allowedTags: ["br", "strong", "b", "em", "i", "u", "s", "small", "span"],
  allowedAttributes: {},
};

/**
 * Sanitising is pure and the same store texts (footer items, slides, product descriptions) come back
 * on every page, so each distinct input is cleaned once per process; the oldest entry makes room.
 */
const REMEMBERED = 2_000;

function remembering(options: sanitizeHtml.IOptions): (html: string) => string {
  const seen = new Map<string, string>();
  return (html) => {
    const known = seen.get(html);
    if (known !== undefined) return known;
    const clean = sanitizeHtml(html, options);
    if (seen.size >= REMEMBERED) seen.delete(seen.keys().next().value as string);
    seen.set(html, clean);
    return clean;
  };
}

/** Block content (html sections): paragraphs, lists, tables, links and images from safe URLs. */
export const sanitizeContentHtml: (html: string) => string = remembering(blockOptions);

/** Inline content (slide titles and texts, footer item texts): text with emphasis, no links or blocks. */
export const sanitizeInlineHtml: (html: string) => string = remembering(inlineOptions);

/** A link target from store content: relative paths and http(s)/mailto/tel only; anything else is dropped. */
export function safeHref(link: string): string | null {
  const value = link.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    return SAFE_SCHEMES.includes(url.protocol.replace(/:$/, "")) ? url.href : null;
  } catch {
    return null;
  }
}
