// The store's category tree as the header, the filter sidebar and the category pages see it, and the
// rule that ties a content page flagged productPage to its category (spec §2).
import type { ContentEntry, StoreCategory } from "~core/entities/store.schema";

export interface CategoryNode {
  id: string;
  name: string;
  subCategory: CategoryNode[];
}

/** Builds the tree from the store's flat list of path ids ("tops", "tops/t-shirts"), in sort order. */
export function categoryTree(flat: readonly StoreCategory[]): CategoryNode[] {
  const sorted = [...flat].sort((a, b) => a.sort - b.sort);
  const byId = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const category of sorted) byId.set(category.id, { id: category.id, name: category.name, subCategory: [] });
  for (const category of sorted) {
    const node = byId.get(category.id)!;
    const parentId = category.id.includes("/") ? category.id.slice(0, category.id.lastIndexOf("/")) : null;
    const parent = parentId ? byId.get(parentId) : undefined;
    (parent ? parent.subCategory : roots).push(node);
  }
  return roots;
}

/** Every category of a tree, parents before children. */
export function flattenCategories(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...flattenCategories(node.subCategory)]);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const lastSegment = (id: string) => id.slice(id.lastIndexOf("/") + 1);

/**
 * The category a product page lists: the page's key (its url without the leading slash, e.g.
 * "hoodies") matched against a category id, then against the id's last segment, then the page name
 * against the category name, all case-insensitively.
 */
export function findCategoryFor(
  key: string,
  name: string | undefined,
  categories: readonly CategoryNode[],
): CategoryNode | undefined {
  const cleanKey = key.replace(/^\/+|\/+$/g, "");
  return (
    categories.find((c) => same(c.id, cleanKey)) ??
    categories.find((c) => same(lastSegment(c.id), lastSegment(cleanKey))) ??
    (name === undefined ? undefined : categories.find((c) => same(c.name, name)))
  );
}

/** The category a content page flagged productPage lists, if any. */
export function categoryForPage(page: ContentEntry, categories: readonly CategoryNode[]): CategoryNode | undefined {
  return findCategoryFor(page.url, page.name, categories);
}
