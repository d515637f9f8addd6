// Orders across stores (decision 0038, docs/recipes/console-page.md): filters as a GET form (store,
// status, date range, number / name / e-mail; one that cannot be used is named next to its field and
// left out), a page at a time, the CSV export of the same search
// and the chosen store's production sheet. An organiser sees only their stores' orders.
import { data, Link } from "react-router";
import type { Route } from "./+types/orders";
import { intlTag } from "~core/i18n/locale";
import { formatMessage } from "~core/i18n/messages";
import { can } from "~core/operators/permissions";
import { checkOrderFilters, type OrderFilterField } from "~core/orders/order-filters";
import {
  BulkConfirmation,
  BulkOutcome,
  BulkRowCheckbox,
  BulkStatusForm,
  useBulkSelection,
  type BulkActionResult,
} from "../../console/bulk-status";
import { field, requireCan } from "../../console/console.server";
import { OrdersExportForm } from "../../console/orders-export-form";
import { consoleMoney } from "../../console/money";
import { FILTER_PROBLEM_TEXT, filterQuery, filtersOf, STATUS_OPTIONS, statusText } from "../../console/orders";
import {
  ConsoleCount,
  ConsoleFilters,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  FilterInput,
  FilterSelect,
  FormNotice,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "orders.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "orders.read");
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const tag = intlTag(context.locale);
  const money = consoleMoney(context.locale);
  const when = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const stores = await console.services.stores.list();
  // A filter that cannot be used is left out and named next to its field; the page still answers 200
  // with the orders the other filters find (a typo in a URL should not cost the whole list).
  const asked = filtersOf(url);
  const { filters, problems } = checkOrderFilters(
    asked,
    stores.map((store) => store.id),
  );
  const result = await console.services.orders.list(filters, Number.isFinite(page) ? page : 1);
  return {
    asked,
    filters,
    problems,
    canWrite: can(actor, "orders.write"),
    stores: stores.map((store) => ({ id: store.id, name: store.name })),
    page: result.page,
    pages: result.pages,
    totalCount: result.totalCount,
    orders: result.items.map((order) => ({
      ...order,
      total: money(order.totalCents),
      placed: when.format(new Date(order.createdAt)),
    })),
  };
}

// The bulk status change (docs/decisions/0097): "review" answers the confirmation step (nothing
// changes), "confirm" changes each order through the single change's path with the step's one-time key.
export async function action({ context, request }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const form = await request.formData();
  const ids = form.getAll("order").filter((id): id is string => typeof id === "string");
  const to = field(form, "status");
  const text = (message: Parameters<typeof formatMessage>[1] | string) =>
    typeof message === "string" ? message : formatMessage(context.locale, message);
  const answer =
    field(form, "intent") === "confirm"
      ? await console.services.afterSale.changeStatusInBulk(ids, to, field(form, "key"))
      : await console.services.afterSale.previewBulkStatus(ids, to);
  if (!answer.ok) {
    const errors = Object.fromEntries(Object.entries(answer.errors).map(([name, message]) => [name, text(message)]));
    return data({ step: "error", errors } satisfies BulkActionResult, { status: 422 });
  }
  const value = answer.value;
  if ("key" in value) {
    const orders = value.orders.map(({ id, orderNumber }) => ({ id, orderNumber }));
    return { step: "confirm", to: value.to, key: value.key, orders } satisfies BulkActionResult;
  }
  return {
    step: "done",
    to: value.to,
    changed: value.changed.length,
    refused: value.refused.map(({ orderNumber, reason }) => ({ orderNumber, reason: text(reason) })),
    replayed: value.replayed,
  } satisfies BulkActionResult;
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { asked, filters, problems, stores, orders, page, pages, totalCount, canWrite } = loaderData;
  const bulk = actionData as BulkActionResult | undefined;
  const selection = useBulkSelection(
    orders.map((order) => order.id),
    bulk?.step === "done" ? bulk : undefined,
  );
  const storeName = new Map(stores.map((store) => [store.id, store.name]));
  const problem = (field: OrderFilterField) => {
    const code = problems[field];
    return code && ct(FILTER_PROBLEM_TEXT[code], { value: asked[field] });
  };
  return (
    <>
      <ConsolePageTitle>{ct("orders.title")}</ConsolePageTitle>
      {!canWrite && <p className="mb-4 text-sm text-gray-700">{ct("orders.readOnly")}</p>}
      {Object.keys(problems).length > 0 && <FormNotice tone="error">{ct("orders.filtersLeftOut")}</FormNotice>}
      <ConsoleFilters label={ct("orders.filters")} submit={ct("orders.filter")}>
        <FilterSelect
          id="orders-store"
          name="store"
          label={ct("orders.store")}
          defaultValue={filters.storeId}
          error={problem("storeId")}
          options={[
            { value: "", text: ct("orders.allStores") },
            ...stores.map((store) => ({ value: store.id, text: store.name })),
          ]}
        />
        <FilterSelect
          id="orders-status"
          name="status"
          label={ct("orders.status")}
          defaultValue={filters.status}
          error={problem("status")}
          options={[
            { value: "", text: ct("orders.anyStatus") },
            ...STATUS_OPTIONS.map((status) => ({ value: status, text: ct(statusText(status)) })),
          ]}
        />
        <FilterInput
          id="orders-from"
          name="from"
          type="date"
          label={ct("orders.from")}
          defaultValue={filters.from}
          error={problem("from")}
        />
        <FilterInput
          id="orders-to"
          name="to"
          type="date"
          label={ct("orders.to")}
          defaultValue={filters.to}
          error={problem("to")}
        />
        <FilterInput
          id="orders-q"
          name="q"
          type="search"
          label={ct("orders.search")}
          defaultValue={filters.q}
          className="w-64 max-w-full"
        />
      </ConsoleFilters>
      <OrdersExportForm filters={filters} />
      <p className="mb-4 flex flex-wrap gap-4 text-sm">
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
        {filters.storeId && (
          <Link to={`/console/orders/pick-up-list?store=${encodeURIComponent(filters.storeId)}`} className="underline">
            {ct("print.openPickupList")}
          </Link>
        )}
        {filters.storeId && (
          <Link to={`/console/orders/low-stock?store=${encodeURIComponent(filters.storeId)}`} className="underline">
            {ct("print.openLowStock")}
          </Link>
        )}
      </p>
      {bulk?.step === "confirm" && <BulkConfirmation result={bulk} />}
      {bulk?.step === "done" && <BulkOutcome result={bulk} />}
      {canWrite && orders.length > 0 && bulk?.step !== "confirm" && (
        <BulkStatusForm selection={selection} errors={bulk?.step === "error" ? bulk.errors : {}} />
      )}
      <ConsoleCount>{ct("orders.count", { count: totalCount })}</ConsoleCount>
      <ConsoleTable
        caption={ct("orders.caption")}
        empty={ct("orders.empty")}
        columns={[
          ...(canWrite ? [{ label: ct("bulk.select"), srOnly: true }] : []),
          { label: ct("orders.number") },
          { label: ct("orders.store") },
          { label: ct("orders.placed") },
          { label: ct("orders.customer") },
          { label: ct("orders.status") },
          { label: ct("orders.items"), align: "end" },
          { label: ct("orders.total"), align: "end" },
        ]}
      >
        {orders.map((order) => (
          <ConsoleRow key={order.id}>
            {canWrite && (
              <td className="p-2">
                <BulkRowCheckbox id={order.id} orderNumber={order.orderNumber} selection={selection} />
              </td>
            )}
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
          </ConsoleRow>
        ))}
      </ConsoleTable>
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
