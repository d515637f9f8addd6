// How large a store's content may be (issue #48, decision 0071): checked when a store document is saved
// (admin API, console, import), and again when a page is rendered, so a document saved before these
// limits (or written to the database by hand) cannot stop the server on a visit.
import type { ContentEntry, Section, StoreData } from "../entities/store.schema";

/** One html section's markup, in characters (the demo store's largest is about 500). */
export const CONTENT_HTML_MAX_CHARS = 100_000;
/** One content page (an entry of contentManagement) as JSON, in characters. */
export const CONTENT_PAGE_MAX_CHARS = 256 * 1024;
/** Every content page of a store together, as JSON, in characters. */
export const CONTENT_TOTAL_MAX_CHARS = 1024 * 1024;
/** Content pages in a store. */
export const CONTENT_PAGES_MAX = 100;
/** Sections in one content page. */
export const CONTENT_SECTIONS_MAX = 50;
/** A payment method's name: the order call's `payment` field takes no longer one (orders.schema.ts). */
export const PAYMENT_METHOD_MAX_LENGTH = 40;

/** "256 KB", "1 MB": a size in the limits' messages. */
export const describeChars = (chars: number) =>
  chars >= 1024 * 1024 ? `${+(chars / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(chars / 1024)} KB`;

const sizeOf = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * The sections of a page that may be rendered, in sort order: an html section over its limit is left
 * out, and so is every section after the page's size limit is reached (first sections first).
 */
export function renderableSections(page: ContentEntry): Section[] {
  const sorted = [...(page.sections ?? [])].sort((a, b) => a.sort - b.sort).slice(0, CONTENT_SECTIONS_MAX);
  const kept: Section[] = [];
  let total = 0;
  for (const section of sorted) {
    if (section.type === "html" && section.html.length > CONTENT_HTML_MAX_CHARS) continue;
    total += sizeOf(section);
    if (total > CONTENT_PAGE_MAX_CHARS) break;
    kept.push(section);
  }
  return kept;
}

/**
 * The store document as pages may render it: the same object when every page is within the limits,
 * else a copy whose pages hold only their renderable sections (the first CONTENT_PAGES_MAX pages).
 * The tenant applies it once per store write, so no request handles a page saved too large.
 */
export function withinContentLimits(data: StoreData): StoreData {
  const pages = data.contentManagement;
  // Documents are read back as stored: a page written before `sections` had its default may lack it.
  const fits = ({ sections = [] }: ContentEntry) =>
    sections.length <= CONTENT_SECTIONS_MAX &&
    sections.every((s) => s.type !== "html" || s.html.length <= CONTENT_HTML_MAX_CHARS) &&
    sizeOf(sections) <= CONTENT_PAGE_MAX_CHARS;
  if (pages.length <= CONTENT_PAGES_MAX && pages.every(fits)) return data;
  return {
    ...data,
    contentManagement: pages
      .slice(0, CONTENT_PAGES_MAX)
      .map((page) => (fits(page) ? page : { ...page, sections: renderableSections(page) })),
  };
}
