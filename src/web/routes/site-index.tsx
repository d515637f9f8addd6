// /site (spec §2): redirects to /site/about-us, keeping the query (?lang=, ?dir=).
import { redirect } from "react-router";
import type { Route } from "./+types/site-index";
import { pageUrl } from "../lib/page-url.server";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/site/about-us${pageUrl(request).search}`);
}
