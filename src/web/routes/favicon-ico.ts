// /favicon.ico, asked for by browsers and crawlers without reading the page: the store's SVG icon.
// Without this route the unknown path redirected to the home page (spec §1), rendering it for an icon.
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: "/favicon.svg", "Cache-Control": "public, max-age=86400" },
  });
}
