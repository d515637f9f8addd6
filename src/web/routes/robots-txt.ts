// robots.txt per store: a private store is not indexed; a public one points at its sitemap.
import type { Route } from "./+types/robots-txt";

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = context.store.data.primaryInformation.privateStore
    ? "User-agent: *\nDisallow: /\n"
    : [
        "User-agent: *",
        "Allow: /",
        "Disallow: /account",
        "Disallow: /shop/cart",
        "Disallow: /shop/checkout",
        "Disallow: /error-404",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
