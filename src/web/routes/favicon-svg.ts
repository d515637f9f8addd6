// The store's browser-tab icon (~core/branding/favicon): its initials on its primary colour. Every
// page links it; /favicon.ico, which browsers and crawlers ask for by themselves, points here.
import type { Route } from "./+types/favicon-svg";
import { storeIconSvg } from "~core/branding/favicon";

export function loader({ context }: Route.LoaderArgs) {
  const data = context.store.data;
  return new Response(storeIconSvg(data.primaryInformation.storeName, data.storeBranding.primaryColor), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });
}
