// The production sheet of one store as CSV (decision 0038).
import type { Route } from "./+types/production-sheet-csv";
import { checkOrderFilters } from "~core/orders/order-filters";
import { requireCan } from "../../console/console.server";
import { filtersOf, sheetFiltersOf } from "../../console/orders";

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  if (!filters.storeId) throw new Response("Choose a store.", { status: 400 });
  for (const field of ["from", "to"] as const) {
    if (checkOrderFilters({ ...filters, storeId: "", status: "" }, []).problems[field])
      throw new Response(`${field}: "${filters[field]}" is not a date written YYYY-MM-DD, or is before from.`, {
        status: 400,
      });
  }
  const { console } = requireCan(context, request, "orders.read", filters.storeId);
  const csv = await console.services.orders.productionSheetCsv({
    storeId: filters.storeId,
    from: filters.from,
    to: filters.to,
    status: filters.status,
    ...sheetFiltersOf(new URL(request.url)),
  });
  const name = filters.storeId.replace(/[^\w-]/g, "");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="production-sheet-${name}.csv"`,
    },
  });
}
