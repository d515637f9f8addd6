// A store's fundraising figures as CSV (issue #21): by day, by product or by order, for the same
// store and date range as the page. An organiser may download only their stores' figures.
import type { Route } from "./+types/fundraising-export";
import { requireCan } from "../../console/console.server";

const VIEWS = ["days", "products", "orders"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const storeId = get("store");
  if (!storeId) throw new Response("Choose a store (store=…).", { status: 400 });
  const { console } = requireCan(context, request, "fundraising.read", storeId);
  const view = VIEWS.find((one) => one === (get("view") || "days"));
  if (!view) throw new Response("view must be days, products or orders.", { status: 400 });
  const csv = await console.services.fundraising.csv(storeId, { from: get("from"), to: get("to") }, view);
  const name = storeId.replace(/[^\w-]/g, "");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="fundraising-${name}-${view}.csv"`,
    },
  });
}
