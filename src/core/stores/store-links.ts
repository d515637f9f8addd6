// The links of a store's menus, submenus and footer (issue 45): what the console's link picker chooses
// (a category or content page of the store, a product, an external web address) as the one stored
// value the store front reads (spec §3: submenu.menu[].url, footerSection*.items[].link), and back.
//   category  /category/<id>            (the category page; its id is a path like tops/t-shirts)
//   page      the page's own url         (contentManagement[].url, e.g. /about)
//   product   /shop/products/<slug>
//   external  an http(s) or mailto/tel address, as typed
//   advanced  any other value, as typed (the store front's safeHref still decides what is shown)
// Pure: the console's form reader and its picker both use it.

export const LINK_KINDS = ["category", "page", "product", "external", "advanced"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const isLinkKind = (value: string): value is LinkKind => (LINK_KINDS as readonly string[]).includes(value);

export interface LinkTarget {
  kind: LinkKind;
  /** The category id, the page url, the product slug, or the address as typed. */
  target: string;
}

/** What a store offers to link to: its categories (by id), content pages (by url) and products (by slug, suggestions). */
export interface LinkTargets {
  categories: readonly { id: string; name: string }[];
  pages: readonly { url: string; name: string }[];
  products: readonly { slug: string; name: string }[];
}

const CATEGORY = /^\/category\/(.+?)\/?$/;
const PRODUCT = /^\/shop\/products\/([^/?#]+)\/?$/;
const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

/** The stored link value of a chosen target ("" when nothing is chosen). */
export function linkValue({ kind, target }: LinkTarget): string {
  const value = target.trim();
  if (value === "") return "";
  switch (kind) {
    case "category":
      return `/category/${value.split("/").map(encodeURIComponent).join("/")}`;
    case "product":
      return `/shop/products/${encodeURIComponent(value)}`;
    case "page":
    case "external":
    case "advanced":
      return value;
  }
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The target a stored link value names, given what the store offers: a value that names none of its
 * categories, pages or products, and is not an external address, is "advanced" (kept as typed).
 */
export function readLink(value: string, targets: LinkTargets): LinkTarget {
  const link = value.trim();
  const category = CATEGORY.exec(link);
  if (category) {
    const id = category[1]!.split("/").map(decode).join("/");
    if (targets.categories.some((c) => c.id === id)) return { kind: "category", target: id };
  }
  const product = PRODUCT.exec(link);
  if (product) {
    const slug = decode(product[1]!);
    // Any product address: the picker offers the store's products as suggestions, not a closed list.
    if (slug !== undefined && slug !== "") return { kind: "product", target: slug };
  }
  if (link !== "" && targets.pages.some((p) => p.url === link)) return { kind: "page", target: link };
  if (EXTERNAL.test(link)) return { kind: "external", target: link };
  return { kind: link === "" ? "page" : "advanced", target: link };
}
