// The URL of the page a loader serves. On client navigations React Router calls loaders with its
// data request (/shop.data?…&_routes=…, /_root.data for /); links built from that URL must point
// at the page, not at the data request.
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}
