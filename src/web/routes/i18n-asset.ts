// /i18n/<locale>.<hash>.js: the page's texts as a script (i18n/catalogs.server.ts messagesAsset),
// cached for a year — a new catalogue has a new hash. An outdated hash is a 404: the page that asked
// for it was rendered by an older server and reloads with the current one.
import type { Route } from "./+types/i18n-asset";
import { messagesAssetFor } from "../i18n/catalogs.server";

export function loader({ params }: Route.LoaderArgs) {
  const asset = messagesAssetFor(params.file);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(asset.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
