// Per-page head tags: '<page> — <store name>' title, description, canonical URL and Open Graph
// (spec §2). Route meta functions call pageMeta with the root loader's shell.
import type { MetaDescriptor } from "react-router";
import { unpackView, type PackedView } from "./packed-view";
import type { ShellData } from "./shell.server";

interface PageMetaInput {
  title: string;
  description?: string;
  /** Path (and query, when it names a distinct page) of the canonical URL. */
  path: string;
  shell: ShellData | undefined;
  image?: string;
  noindex?: boolean;
}

export function pageTitle(page: string, storeName: string | undefined): string {
  return storeName ? `${page} — ${storeName}` : page;
}

/** The root loader's shell from a meta function's matches. */
export function shellFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): ShellData | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { shell?: PackedView<ShellData> } | undefined;
  return root?.shell && unpackView(root.shell);
}

export function pageMeta({ title, description, path, shell, image, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title, shell?.storeName);
  const text = description || shell?.storeName || title;
  const url = shell ? new URL(path, shell.origin).href : path;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: url },
  ];
  if (shell) meta.push({ property: "og:site_name", content: shell.storeName });
  const ogImage = image ?? shell?.logoUrl;
  if (ogImage && shell) meta.push({ property: "og:image", content: new URL(ogImage, shell.origin).href });
  // A private store is not indexed (spec: robots.txt and every page say so).
  if (noindex || shell?.isPrivate) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
