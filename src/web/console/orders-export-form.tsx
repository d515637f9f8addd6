// The orders CSV of the list's search (decision 0038): one row per order, or one row per unit with
// its personalization (decision 0097). A plain GET form: the browser downloads the file.
import type { OrderFilters } from "~core/orders/order-filters";
import { Button } from "../components/button";
import { useConsoleText } from "./ui";

export function OrdersExportForm({ filters }: { filters: OrderFilters }) {
  const ct = useConsoleText();
  const kept: [string, string][] = [
    ["store", filters.storeId],
    ["status", filters.status],
    ["from", filters.from],
    ["to", filters.to],
    ["q", filters.q],
  ];
  return (
    <form method="get" action="/console/orders/export.csv" className="mb-4 flex flex-wrap items-end gap-4 text-sm">
      {kept
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-medium">{ct("export.title")}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="rows" value="order" defaultChecked className="h-4 w-4" />
          {ct("export.perOrder")}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="rows" value="unit" className="h-4 w-4" />
          {ct("export.perUnit")}
        </label>
      </fieldset>
      <Button type="submit" size="sm">
        {ct("export.download")}
      </Button>
    </form>
  );
}
