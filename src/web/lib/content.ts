// Content page sections as the page renders them (spec §3): store HTML already sanitised, links
// checked, carousel products already loaded. Built by content.server.ts.
import type { ProductCardData } from "./product-card";

export interface SlideView {
  imageFull: string;
  imageClassic: string | null;
  imageMobile: string | null;
  /** Sanitised inline HTML. */
  titleHtml: string | null;
  textHtml: string | null;
  action: { text: string; href: string } | null;
}

export type SectionView =
  | { type: "html"; html: string }
  | { type: "slider"; slides: SlideView[] }
  | { type: "productsCarousel"; title: string | null; columns: number; rows: number; products: ProductCardData[] };

export interface ContentPageView {
  name: string;
  title: string;
  url: string;
  sections: SectionView[];
  /** Plain text for the meta description, from the first html section. */
  description: string | null;
}
