// The blog's view models (spec §2 blog): what the loaders of the blog pages send to the browser. The
// sample texts come from ./blog-samples.server.ts in the page's language.

/** The four post listings: /blog/category-<layout>. */
export const BLOG_LAYOUTS = ["classic", "grid", "list", "left-sidebar"] as const;
export type BlogLayout = (typeof BLOG_LAYOUTS)[number];

/** 60 sample posts, 6 a page. */
export const BLOG_PAGE_COUNT = 10;
export const BLOG_PAGE_SIZE = 6;

export interface BlogPostSummary {
  id: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  category: string;
  comments: number;
  /** The illustration's colour (0-359) and motif. */
  hue: number;
  motif: number;
}

export interface BlogSidebarData {
  categories: { name: string; count: number }[];
  latest: { id: string; title: string; date: string; hue: number; motif: number }[];
  tags: string[];
}

export interface BlogComment {
  id: string;
  author: string;
  date: string;
  text: string;
  replies: BlogComment[];
}

export interface BlogPostView {
  title: string;
  date: string;
  author: string;
  authorBio: string;
  category: string;
  hue: number;
  motif: number;
  /** Paragraphs; the quote stands after the first `quoteAfter` of them. */
  body: string[];
  quote: { text: string; cite: string };
  quoteAfter: number;
  tags: string[];
  comments: BlogComment[];
  commentCount: number;
}

/** The page number of a listing's ?page: a bad value is page 1, an out-of-range one is clamped. */
export function blogPageNumber(raw: string | null): number {
  const page = raw === null ? Number.NaN : Number(raw);
  if (!Number.isInteger(page)) return 1;
  return Math.min(Math.max(page, 1), BLOG_PAGE_COUNT);
}

export function blogPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
