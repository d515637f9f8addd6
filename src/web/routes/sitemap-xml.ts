// sitemap.xml per store: home, content pages, the catalogue, categories and products. A private
// store lists nothing (it is not indexed).
import type { Route } from "./+types/sitemap-xml";
import { flattenCategories } from "../lib/categories";
import { loadSitemapPaths } from "../lib/sitemap.server";
import { loadCategories } from "../lib/shell.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const paths = context.store.data.primaryInformation.privateStore
    ? []
    : await loadSitemapPaths(context, flattenCategories(await loadCategories(context)));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
