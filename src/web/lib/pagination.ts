// Which page numbers a pagination bar shows: first, last, the current page with 2 siblings on each
// side (spec §9), and an ellipsis for each gap.
export const PAGINATION_SIBLINGS = 2;

export type PageItem = number | "gap-start" | "gap-end";

export function paginationItems(current: number, pageCount: number, siblings = PAGINATION_SIBLINGS): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push("gap-start");
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push("gap-end");
  items.push(pageCount);
  return items;
}

export type PageLink = { kind: "page"; page: number; href: string; current: boolean } | { kind: "gap"; key: string };

/** A pagination bar's links: previous, next and each page item, built with `hrefOf(page)`. */
export interface PageLinks {
  previous: string | null;
  next: string | null;
  items: PageLink[];
}

export function pageLinks(current: number, pageCount: number, hrefOf: (page: number) => string): PageLinks {
  const page = Math.min(Math.max(1, current), Math.max(1, pageCount));
  return {
    previous: page > 1 ? hrefOf(page - 1) : null,
    next: page < pageCount ? hrefOf(page + 1) : null,
    items: paginationItems(page, pageCount).map((item) =>
      typeof item === "number"
        ? { kind: "page", page: item, href: hrefOf(item), current: item === page }
        : { kind: "gap", key: item },
    ),
  };
}
