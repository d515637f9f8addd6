// The Orders CSV export of the list's search (decision 0038): every matching order the actor may read,
// one row per order, or with rows=unit one row per unit with its personalization (decision 0097).
// A filter that cannot be used is refused (400, naming it) rather than left out: a download has no
// place to say so, and a file of more orders than asked would be taken for the search's.
import type { Route } from "./+types/orders-export";
import { checkOrderFilters } from "~core/orders/order-filters";
import { requireCan } from "../../console/console.server";
import { filtersOf } from "../../console/orders";

const PROBLEM_TEXT = {
  badDate: "is not a date written YYYY-MM-DD",
  unknownStatus: "is not an order status",
  unknownStore: "is not a store you can read",
  dateOrder: "is before from",
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.read");
  const asked = filtersOf(new URL(request.url));
  const stores = await console.services.stores.list();
  const { filters, problems } = checkOrderFilters(
    asked,
    stores.map((store) => store.id),
  );
  const refused = Object.entries(problems).map(
    ([field, problem]) =>
      `${field === "storeId" ? "store" : field}: "${asked[field as keyof typeof asked]}" ${PROBLEM_TEXT[problem]}`,
  );
  const rowsAsked = new URL(request.url).searchParams.get("rows") ?? "order";
  const rows = rowsAsked === "unit" ? "unit" : "order";
  if (rowsAsked !== rows) refused.push(`rows: "${rowsAsked}" is neither "order" nor "unit"`);
  if (refused.length > 0) {
    return new Response(`These filters cannot be used: ${refused.join("; ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const csv = await console.services.orders.ordersCsv(filters, rows);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${rows === "unit" ? "order-units" : "orders"}.csv"`,
    },
  });
}
