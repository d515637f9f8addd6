// What an html section stores (issue 45, decision 0106): the text as the store front shows it, cleaned
// by the store front's own allow-list (web/lib/sanitize.server.ts), which stays the authority: shop
// pages still clean it again when they render. So the editor shows, after a save, exactly what shoppers
// will see (a <script> or an onclick is gone), and no second set of rules exists.
import { sanitizeContentHtml } from "../../lib/sanitize.server";
import type { Doc } from "./doc";

/** The html sections' texts of a stored pages part. */
export function storedHtmlTexts(pages: readonly { sections?: readonly unknown[] }[]): Set<string> {
  const texts = new Set<string>();
  for (const page of pages)
    for (const section of page.sections ?? []) {
      const s = section as Doc | null;
      if (s && s.type === "html" && typeof s.html === "string") texts.add(s.html);
    }
  return texts;
}

/**
 * A copy of the pages part's document whose html sections are cleaned; other sections as they are.
 * A text already stored (`kept`) is left exactly as it is: a save changes only what the operator
 * changed, and the shop cleans it when it renders anyway.
 */
export function cleanHtmlSections(doc: Doc, kept: ReadonlySet<string> = new Set()): Doc {
  const pages = doc.contentManagement;
  if (!Array.isArray(pages)) return doc;
  return {
    ...doc,
    contentManagement: pages.map((page: unknown) => {
      if (typeof page !== "object" || page === null) return page;
      const sections = (page as Doc).sections;
      if (!Array.isArray(sections)) return page;
      return {
        ...page,
        sections: sections.map((section: unknown) => {
          const s = section as Doc | null;
          return s && s.type === "html" && typeof s.html === "string" && !kept.has(s.html)
            ? { ...s, html: sanitizeContentHtml(s.html) }
            : s;
        }),
      };
    }),
  };
}
