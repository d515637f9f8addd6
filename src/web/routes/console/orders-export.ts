// The Orders CSV export of the list's search (decision 0038): every matching order the actor may read.
import type { Route } from "./+types/orders-export";
import { requireCan } from "../../console/console.server";
import { filtersOf } from "../../console/orders";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.read");
  const csv = await console.services.orders.ordersCsv(filtersOf(new URL(request.url)));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="orders.csv"',
    },
  });
}
