import { describe, expect, it } from "vitest";
import { StoreDataSchema, type ContentEntry } from "../entities/store.schema";
import {
  CONTENT_HTML_MAX_CHARS,
  CONTENT_PAGE_MAX_CHARS,
  PAYMENT_METHOD_MAX_LENGTH,
  renderableSections,
} from "./content-limits";

const store = (extra: Record<string, unknown>) => ({
  primaryInformation: { storeURL: "x.localhost", storeName: "X" },
  ...extra,
});
const page = (sections: { html: string; sort?: number }[]): ContentEntry => ({
  name: "about",
  url: "/about",
  sort: 0,
  navbarVisibility: true,
  productPage: false,
  shopHidden: false,
  sections: sections.map((s, i) => ({ type: "html" as const, sort: s.sort ?? i, html: s.html })),
});

describe("content size limits at save", () => {
  it("refuses a 10 MB html section, naming it and the limit", () => {
    const result = StoreDataSchema.safeParse(store({ contentManagement: [page([{ html: "x".repeat(10_000_000) }])] }));
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(["contentManagement", 0, "sections", 0, "html"]);
    expect(issue.message).toContain("100,000 characters");
  });

  it("refuses a page over its size made of sections each within theirs, and pages over their total", () => {
    const big = Array.from({ length: 4 }, () => ({ html: "x".repeat(CONTENT_HTML_MAX_CHARS) }));
    const one = StoreDataSchema.safeParse(store({ contentManagement: [page(big)] }));
    expect(one.success).toBe(false);
    expect(one.error!.issues[0]!.message).toMatch(/a content page may be at most 256 KB/);
    const many = Array.from({ length: 12 }, () => page([{ html: "x".repeat(CONTENT_HTML_MAX_CHARS) }]));
    const all = StoreDataSchema.safeParse(store({ contentManagement: many }));
    expect(all.success).toBe(false);
    expect(all.error!.issues[0]!.message).toMatch(/content pages may be at most 1 MB/);
  });

  it("accepts a payment method name as long as an order may name, not one longer", () => {
    const named = (name: string) =>
      StoreDataSchema.safeParse(store({ storeSpecificFeatures: { paymentMethods: [name] } })).success;
    expect(named("P".repeat(PAYMENT_METHOD_MAX_LENGTH))).toBe(true);
    expect(named("P".repeat(PAYMENT_METHOD_MAX_LENGTH + 1))).toBe(false);
  });
});

describe("renderableSections (a page saved too large before the limits)", () => {
  it("leaves out an oversized html section and whatever passes the page's size", () => {
    const sections = renderableSections(
      page([{ html: "first" }, { html: "x".repeat(10_000_000) }, { html: "third" }]),
    ).map((s) => (s.type === "html" ? s.html : ""));
    expect(sections).toEqual(["first", "third"]);
    const many = page(Array.from({ length: 10 }, () => ({ html: "y".repeat(CONTENT_HTML_MAX_CHARS) })));
    const kept = renderableSections(many);
    expect(kept.length).toBe(Math.floor(CONTENT_PAGE_MAX_CHARS / (CONTENT_HTML_MAX_CHARS + 40)));
  });
});
