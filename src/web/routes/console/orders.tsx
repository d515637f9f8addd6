// Orders across stores (decision 0038, docs/recipes/console-page.md): filters as a GET form (store,
// status, date range, number / name / e-mail), a page at a time, the CSV export of the same search
// and the chosen store's production sheet. An organiser sees only their stores' orders.
import { Form, Link } from "react-router";
import type { Route } from "./+types/orders";
import { intlTag } from "~core/i18n/locale";
import { can } from "~core/operators/permissions";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { filterQuery, filtersOf, STATUS_OPTIONS, statusText } from "../../console/orders";
import { ConsolePageTitle, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "orders.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "orders.read");
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const tag = intlTag(context.locale);
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const [result, stores] = await Promise.all([
    console.services.orders.list(filters, Number.isFinite(page) ? page : 1),
    console.services.stores.list(),
  ]);
  return {
    filters,
    canWrite: can(actor, "orders.write"),
    stores: stores.map((store) => ({ id: store.id, name: store.name })),
    page: result.page,
    pages: result.pages,
    totalCount: result.totalCount,
    orders: result.items.map((order) => ({
      ...order,
      total: money.format(order.totalCents / 100),
      placed: when.format(new Date(order.createdAt)),
    })),
  };
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

export default function Orders({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { filters, stores, orders, page, pages, totalCount, canWrite } = loaderData;
  const storeName = new Map(stores.map((store) => [store.id, store.name]));
  return (
    <>
      <ConsolePageTitle>{ct("orders.title")}</ConsolePageTitle>
      {!canWrite && <p className="mb-4 text-sm text-gray-700">{ct("orders.readOnly")}</p>}
      <Form
        method="get"
        role="search"
        aria-label={ct("orders.filters")}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="orders-store" className="mb-1 block text-sm font-medium">
            {ct("orders.store")}
          </label>
          <select id="orders-store" name="store" defaultValue={filters.storeId} className={inputClass}>
            <option value="">{ct("orders.allStores")}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-status" className="mb-1 block text-sm font-medium">
            {ct("orders.status")}
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{ct("orders.anyStatus")}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {ct(statusText(status))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className="mb-1 block text-sm font-medium">
            {ct("orders.from")}
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="orders-to" className="mb-1 block text-sm font-medium">
            {ct("orders.to")}
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </div>
        <div>
          <label htmlFor="orders-q" className="mb-1 block text-sm font-medium">
            {ct("orders.search")}
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            className={`w-64 max-w-full ${inputClass}`}
          />
        </div>
        <Button type="submit">{ct("orders.filter")}</Button>
      </Form>
      <p className="mb-4 flex flex-wrap gap-4 text-sm">
        <a href={`/console/orders/export.csv${filterQuery(filters)}`} className="underline" download>
          {ct("orders.exportCsv")}
        </a>
        {filters.storeId ? (
          <Link
            to={`/console/orders/production-sheet${filterQuery({ ...filters, status: "", q: "" })}`}
            className="underline"
          >
            {ct("orders.productionSheet")}
          </Link>
        ) : (
          <span className="text-gray-700">{ct("orders.sheetHint")}</span>
        )}
      </p>
      <p role="status" className="mb-2 text-sm text-gray-700">
        {ct("orders.count", { count: totalCount })}
      </p>
      {orders.length === 0 ? (
        <p>{ct("orders.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{ct("orders.caption")}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="p-2 text-start">
                  {ct("orders.number")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {ct("orders.store")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {ct("orders.placed")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {ct("orders.customer")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {ct("orders.status")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {ct("orders.items")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {ct("orders.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-gray-200">
                  <th scope="row" className="p-2 text-start font-medium">
                    <Link to={`/console/orders/${encodeURIComponent(order.id)}`} className="underline" dir="ltr">
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td className="p-2">{storeName.get(order.storeId) ?? order.storeId}</td>
                  <td className="p-2">{order.placed}</td>
                  <td className="p-2">
                    {order.customerName}
                    <br />
                    <span className="text-xs text-gray-700" dir="ltr">
                      {order.customerEmail}
                    </span>
                  </td>
                  <td className="p-2">{ct(statusText(order.status))}</td>
                  <td className="p-2 text-end tabular-nums">{order.items}</td>
                  <td className="p-2 text-end tabular-nums">{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={ct("orders.pages")} className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 && (
            <Link to={filterQuery(filters, { page: String(page - 1) }) || "?"} className="underline" rel="prev">
              {ct("orders.previous")}
            </Link>
          )}
          <span aria-current="page">{ct("orders.page", { page, pages })}</span>
          {page < pages && (
            <Link to={filterQuery(filters, { page: String(page + 1) })} className="underline" rel="next">
              {ct("orders.next")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
