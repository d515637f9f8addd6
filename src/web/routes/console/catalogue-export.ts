// The Catalogue section's exports: ?store=…&format=csv|json, streamed a page of products at a time by
// the same exportCatalogue as the admin API (the import's formats).
import type { Route } from "./+types/catalogue-export";
import { requireCan } from "../../console/console.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const storeId = url.searchParams.get("store") ?? "";
  const format = url.searchParams.get("format") === "json" ? "json" : "csv";
  const { console } = requireCan(context, request, "catalogue.read", storeId);
  const pieces = await console.services.catalogue.export(storeId, format);
  // The first piece is awaited here, so an unknown store is a 404, not a broken download.
  const first = await pieces.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${storeId}-products.${format}"`,
    },
  });
}
