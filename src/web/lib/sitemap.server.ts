// The paths a public store's sitemap lists. Products are read page by page up to a cap, so one
// sitemap stays well under the protocol's 50,000 URLs and the request stays quick.
import type { WebLoadContext } from "~server/context";
import type { CategoryNode } from "./categories";

const PAGE = 100;
const MAX_PRODUCTS = 10_000;

export async function loadSitemapPaths(context: WebLoadContext, categories: CategoryNode[]): Promise<string[]> {
  const pages = context.store.data.contentManagement.map((page) => page.url || "/");
  const paths = new Set<string>(["/", ...pages, "/shop", ...categories.map((c) => `/category/${c.id}`)]);
  for (let skip = 0; skip < MAX_PRODUCTS; skip += PAGE) {
    const cards = await context.catalog.listProductCards({
      skip,
      take: PAGE,
      sort: undefined,
      filters: [{ key: "activeProduct", operation: "equal", value: true }],
    });
    for (const card of cards) paths.add(`/shop/products/${encodeURIComponent(card.linkSlug)}`);
    if (cards.length < PAGE) break;
  }
  return [...paths];
}
