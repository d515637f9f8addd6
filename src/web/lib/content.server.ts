// Content pages (spec §2, §3): finds a store's page by url and turns its sections into what the page
// renders, in sort order. Store HTML is sanitised here, on the server, for server and browser alike.
import type { ProductFilter } from "~core/catalog/listing-query.schema";
import type { ContentEntry, Section } from "~core/entities/store.schema";
import { renderableSections } from "~core/stores/content-limits";
import type { WebLoadContext } from "~server/context";
import { sharedView } from "../document/shared-views.server";
import type { ContentPageView, SectionView } from "./content";
import { packView, type PackedView } from "./packed-view";
import { cardFromFields } from "./product-card.server";
import { safeHref, sanitizeContentHtml, sanitizeInlineHtml } from "./sanitize.server";

const TAG_SOURCES = ["Featured", "New", "Best Seller"] as const;
const DEFAULT_COLUMNS = 3;
const DESCRIPTION_LENGTH = 160;

const normalisePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, "")}`.toLowerCase();

export function findHomePage(context: WebLoadContext): ContentEntry | undefined {
  const pages = context.store.data.contentManagement;
  return pages.find((page) => page.name.toLowerCase() === "home") ?? pages.find((page) => page.url === "/");
}

export function findContentPage(context: WebLoadContext, path: string): ContentEntry | undefined {
  const wanted = normalisePath(path);
  return context.store.data.contentManagement.find((page) => normalisePath(page.url) === wanted);
}

/** Columns of a products carousel from its layout name's numeric suffix ("grid-4" → 4), default 3. */
export function carouselColumns(layout: string): number {
  const match = /(\d+)\s*$/.exec(layout);
  const columns = match ? Number(match[1]) : DEFAULT_COLUMNS;
  return columns >= 1 && columns <= 6 ? columns : DEFAULT_COLUMNS;
}

/**
 * The view of one of the store's content pages (an entry of its contentManagement), shared by
 * requests while the store is unchanged (StoreCatalog.remember), packed as JSON text for each request
 * (decision 0058).
 */
export async function loadContentPage(
  context: WebLoadContext,
  page: ContentEntry,
): Promise<PackedView<ContentPageView>> {
  const index = context.store.data.contentManagement.indexOf(page);
  if (index < 0) return packView(await contentPage(context, page));
  return sharedView(context, "content-page", { index, unlocked: context.unlocked }, (viewContext) =>
    contentPage(viewContext, page),
  );
}

async function contentPage(context: WebLoadContext, page: ContentEntry): Promise<ContentPageView> {
  // Only what the size limits allow: a page saved too large before them renders without the excess.
  const sorted = renderableSections(page);
  const sections = (await Promise.all(sorted.map((section) => sectionView(context, section)))).filter(
    (section): section is SectionView => section !== null,
  );
  const firstHtml = sections.find((section) => section.type === "html");
  const text = firstHtml?.html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return {
    name: page.name,
    title: page.title || page.name,
    url: page.url,
    sections,
    description: text ? text.slice(0, DESCRIPTION_LENGTH) : null,
  };
}

async function sectionView(context: WebLoadContext, section: Section): Promise<SectionView | null> {
  switch (section.type) {
    case "html":
      return { type: "html", html: sanitizeContentHtml(section.html) };
    case "slider":
      return {
        type: "slider",
        slides: section.slides.map((slide) => {
          const href = slide.action ? safeHref(slide.action.link) : null;
          return {
            imageFull: slide.imageFull,
            imageClassic: slide.imageClassic || null,
            imageMobile: slide.imageMobile || null,
            titleHtml: slide.title ? sanitizeInlineHtml(slide.title) : null,
            textHtml: slide.text ? sanitizeInlineHtml(slide.text) : null,
            action: slide.action && href ? { text: slide.action.text, href } : null,
          };
        }),
      };
    case "productsCarousel": {
      // A locked private store shows no products: the carousel waits until the visitor unlocks.
      if (!context.unlocked) return null;
      const filters: ProductFilter[] = [{ key: "activeProduct", operation: "equal", value: true }];
      const tag = TAG_SOURCES.find((source) => source.toLowerCase() === section.source.toLowerCase());
      if (tag) filters.push({ key: "productOptions.featuredProduct", operation: "contains", values: [tag] });
      if (section.categories.length > 0) {
        filters.push({ key: "selectedCategories", operation: "equal", values: section.categories });
      }
      const cards = await context.catalog.listProductCards({ skip: 0, take: section.limit, sort: undefined, filters });
      if (cards.length === 0) return null;
      return {
        type: "productsCarousel",
        title: section.title || null,
        columns: carouselColumns(section.layout),
        rows: section.rows,
        products: cards.map(cardFromFields),
      };
    }
  }
}
