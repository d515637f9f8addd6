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
    const list = await context.catalog.listProducts({
      skip,
      take: PAGE,
      requireTotalCount: false,
      includeFilters: false,
      include: undefined,
      sort: undefined,
      filters: [{ key: "activeProduct", operation: "equal", value: true }],
    });
    for (const item of list.items)
      paths.add(`/shop/products/${encodeURIComponent(item.data.productData.slug ?? item.id)}`);
    if (list.items.length < PAGE) break;
  }
  return [...paths];
}
