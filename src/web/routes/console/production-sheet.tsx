// The production sheet of one store for a date range (decision 0038): units per product × colour ×
// size and the names / numbers to decorate on each, as a printable page (the console's navigation and
// the form are not printed) with its CSV download.
import { Form, Link } from "react-router";
import type { Route } from "./+types/production-sheet";
import { intlTag } from "~core/i18n/locale";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { checkOrderFilters } from "~core/orders/order-filters";
import {
  FILTER_PROBLEM_TEXT,
  filterQuery,
  filtersOf,
  sheetFiltersOf,
  STATUS_OPTIONS,
  statusText,
} from "../../console/orders";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  FilterInput,
  FilterSelect,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "sheet.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url));
  const more = sheetFiltersOf(new URL(request.url));
  const { console } = requireCan(context, request, "orders.read", filters.storeId || undefined);
  const stores = (await console.services.stores.list()).map((store) => ({ id: store.id, name: store.name }));
  const storeName = stores.find((store) => store.id === filters.storeId)?.name;
  // A date that cannot be used is left out of the range and named next to its field.
  const checked = checkOrderFilters({ ...filters, storeId: "", status: "" }, []);
  const problems = { from: checked.problems.from, to: checked.problems.to };
  const range = { from: checked.filters.from, to: checked.filters.to };
  if (!filters.storeId || !storeName)
    return { filters: { ...filters, ...range }, more, asked: filters, problems, stores, sheet: null, storeName: "" };
  const sheet = await console.services.orders.productionSheet({
    storeId: filters.storeId,
    ...range,
    ...more,
    status: filters.status,
  });
  const day = new Intl.DateTimeFormat(intlTag(context.locale), { dateStyle: "medium", timeZone: "UTC" });
  const dateText = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(new Date(value)) : "");
  return {
    filters: { ...filters, ...range },
    more,
    asked: filters,
    problems,
    stores,
    storeName,
    fromText: dateText(range.from),
    toText: dateText(range.to),
    sheet,
  };
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

export default function ProductionSheetPage({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { filters, more, asked, problems, stores, sheet, storeName } = loaderData;
  const problem = (field: "from" | "to") => {
    const code = problems[field];
    return code && ct(FILTER_PROBLEM_TEXT[code], { value: asked[field] });
  };
  const query = filterQuery({ ...filters, q: "" }, more);
  return (
    <>
      {/* Printed: the sheet only (the console's header, navigation and this form are left out). */}
      <style>{`@media print { header, nav, footer, .no-print { display: none !important; } table { page-break-inside: auto; } tr { page-break-inside: avoid; } body { font-size: 11pt; } a { text-decoration: none; color: inherit; } }`}</style>
      <p className="no-print mb-2 text-sm">
        <Link to={`/console/orders${query}`} className="underline">
          {ct("order.back")}
        </Link>
      </p>
      <ConsolePageTitle>{storeName ? ct("sheet.heading", { store: storeName }) : ct("sheet.title")}</ConsolePageTitle>
      <Form method="get" aria-label={ct("sheet.title")} className="no-print mb-4 flex flex-wrap items-start gap-3">
        <div>
          <label htmlFor="sheet-store" className="mb-1 block text-sm font-medium">
            {ct("orders.store")}
          </label>
          <select id="sheet-store" name="store" defaultValue={filters.storeId} className={inputClass} required>
            <option value="">{ct("sheet.chooseStore")}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <FilterInput
          id="sheet-from"
          name="from"
          type="date"
          label={ct("orders.from")}
          defaultValue={filters.from}
          error={problem("from")}
        />
        <FilterInput
          id="sheet-to"
          name="to"
          type="date"
          label={ct("orders.to")}
          defaultValue={filters.to}
          error={problem("to")}
        />
        <FilterSelect
          id="sheet-status"
          name="status"
          label={ct("orders.status")}
          defaultValue={filters.status}
          options={[
            { value: "", text: ct("orders.anyStatus") },
            ...STATUS_OPTIONS.map((status) => ({ value: status, text: ct(statusText(status)) })),
          ]}
        />
        <FilterInput id="sheet-brand" name="brand" label={ct("sheet.brand")} defaultValue={more.brand} />
        <FilterInput
          id="sheet-supplier"
          name="supplierCode"
          label={ct("sheet.supplierCode")}
          defaultValue={more.supplierCode}
        />
        <FilterInput
          id="sheet-location"
          name="decorationLocation"
          label={ct("sheet.decorationLocation")}
          defaultValue={more.decorationLocation}
        />
        <Button type="submit" className="mt-6">
          {ct("sheet.show")}
        </Button>
      </Form>
      {!sheet ? (
        <p>{ct("sheet.chooseStore")}</p>
      ) : (
        <>
          <p className="mb-1">
            {ct("sheet.range", {
              from: loaderData.fromText || ct("sheet.anyDate"),
              to: loaderData.toText || ct("sheet.anyDate"),
            })}
          </p>
          <p role="status" className="mb-3">
            {ct("sheet.summary", {
              orders: ct("sheet.orders", { count: sheet.orders }),
              units: ct("sheet.units", { count: sheet.totalUnits }),
            })}
          </p>
          <p className="no-print mb-4 flex flex-wrap gap-4 text-sm">
            <a href={`/console/orders/production-sheet.csv${query}`} className="underline" download>
              {ct("sheet.csv")}
            </a>
            <button type="button" className="underline" onClick={() => window.print()}>
              {ct("sheet.print")}
            </button>
          </p>
          <ConsoleTable
            caption={ct("sheet.matrixCaption")}
            empty={ct("sheet.empty")}
            columns={[
              { label: ct("order.product") },
              { label: ct("order.colour") },
              { label: ct("sheet.supplierCode") },
              { label: ct("sheet.decorationLocation") },
              ...sheet.matrix.sizes.map((size) => ({ label: size, align: "end" as const })),
              { label: ct("sheet.total"), align: "end" },
            ]}
          >
            {sheet.matrix.rows.map((row) => (
              <ConsoleRow key={`${row.productId}-${row.color}`}>
                <ConsoleCell header>
                  {row.productName}
                  {row.brand ? ` (${row.brand})` : ""}
                </ConsoleCell>
                <ConsoleCell>{row.color}</ConsoleCell>
                <ConsoleCell>
                  <span dir="ltr">{row.supplierCode}</span>
                </ConsoleCell>
                <ConsoleCell>{row.decorationLocation}</ConsoleCell>
                {sheet.matrix.sizes.map((size) => (
                  <ConsoleCell key={size} end>
                    {row.counts[size] ?? ""}
                  </ConsoleCell>
                ))}
                <ConsoleCell end>{row.total}</ConsoleCell>
              </ConsoleRow>
            ))}
            {sheet.matrix.rows.length > 0 && (
              <ConsoleRow>
                <ConsoleCell header>{ct("sheet.total")}</ConsoleCell>
                <ConsoleCell />
                <ConsoleCell />
                <ConsoleCell />
                {sheet.matrix.sizes.map((size) => (
                  <ConsoleCell key={size} end>
                    {sheet.matrix.totals[size] ?? 0}
                  </ConsoleCell>
                ))}
                <ConsoleCell end>{sheet.matrix.total}</ConsoleCell>
              </ConsoleRow>
            )}
          </ConsoleTable>
          <ConsoleTable
            caption={ct("sheet.caption")}
            empty={ct("sheet.empty")}
            columns={[
              { label: ct("order.product") },
              { label: ct("order.colour") },
              { label: ct("order.sizes") },
              { label: ct("order.quantity"), align: "end" },
              { label: ct("sheet.decorations") },
            ]}
          >
            {sheet.rows.map((row) => (
              <ConsoleRow key={`${row.productId}-${row.color}-${row.size}`} top>
                <ConsoleCell header>{row.productName}</ConsoleCell>
                <ConsoleCell>{row.color}</ConsoleCell>
                <ConsoleCell>
                  <span dir="ltr">{row.size}</span>
                </ConsoleCell>
                <ConsoleCell end>{row.quantity}</ConsoleCell>
                <ConsoleCell>
                  {row.decorations.length === 0 ? (
                    ct("order.none")
                  ) : (
                    <ul>
                      {row.decorations.map((unit, index) => (
                        <li key={index}>
                          <span dir="ltr">
                            {unit.orderNumber} {unit.unit}
                          </span>
                          :{" "}
                          {Object.entries(unit.fields)
                            .map(([name, value]) => `${name} ${value}`)
                            .join(" · ")}
                        </li>
                      ))}
                    </ul>
                  )}
                </ConsoleCell>
              </ConsoleRow>
            ))}
          </ConsoleTable>
        </>
      )}
    </>
  );
}
