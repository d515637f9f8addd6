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
