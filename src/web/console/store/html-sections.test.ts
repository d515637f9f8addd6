import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "../../lib/sanitize.server";
import { cleanHtmlSections, storedHtmlTexts } from "./html-sections.server";

const page = (html: string) => ({
  contentManagement: [
    {
      name: "Home",
      url: "/",
      sections: [
        { type: "html", html },
        { type: "productsCarousel", title: "<b>kept</b>", source: "latest" },
      ],
    },
  ],
});

const htmlOf = (doc: Record<string, unknown>) =>
  (doc.contentManagement as { sections: { html?: string }[] }[])[0]!.sections[0]!.html;

describe("html sections as saved", () => {
  it("keeps what the editor writes: bold, italic, headings, lists and safe links", () => {
    const html =
      '<h2>Spring</h2><p><strong>Order by May 1</strong> and <em>save</em>.</p><ul><li><p>Hoodies</p></li></ul><p><a href="https://club.example/" rel="noopener noreferrer nofollow">Club</a></p>';
    expect(htmlOf(cleanHtmlSections(page(html)))).toBe(html);
  });

  it("drops scripts, event handlers, styles and javascript: links, as the store front does", () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><h1>Big</h1>';
    const clean = htmlOf(cleanHtmlSections(page(dirty)));
    expect(clean).toBe("<p>Hi</p><a>x</a><h2>Big</h2>");
    // One set of rules: exactly the store front's sanitiser.
    expect(clean).toBe(sanitizeContentHtml(dirty));
  });

  it("leaves other sections and a document without pages as they are", () => {
    const doc = page("<p>x</p>");
    expect((cleanHtmlSections(doc).contentManagement as typeof doc.contentManagement)[0]!.sections[1]).toEqual(
      doc.contentManagement[0]!.sections[1],
    );
    const other = { storeMessage: { active: true } };
    expect(cleanHtmlSections(other)).toBe(other);
  });

  it("leaves a text already stored exactly as it is (a save changes only what the operator changed)", () => {
    const stored = '<h2 class="x">Hello & "welcome"</h2>';
    const doc = page(stored);
    const kept = storedHtmlTexts(doc.contentManagement);
    expect(htmlOf(cleanHtmlSections(doc, kept))).toBe(stored);
    expect(htmlOf(cleanHtmlSections(page(`${stored}<script>x</script>`), kept))).toBe('<h2>Hello &amp; "welcome"</h2>');
  });
});
