// Stores: search, state as the server decides it (open, opens on, closed since, inactive, private) and sales so far. An organiser sees only theirs.
import { Link } from "react-router";
import { can } from "~core/operators/permissions";
import type { Route } from "./+types/stores";
import { requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import { StoreStateBadge, storeStateView } from "../../console/store-state";
import {
  ConsoleCount,
  ConsoleFilters,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  FilterInput,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "stores.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "stores.read");
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const money = consoleMoney(context.locale);
  const stores = await console.services.stores.list({ search });
  return {
    search,
    canWrite: can(actor, "stores.write"),
    stores: stores.map(({ state, ...store }) => ({
      ...store,
      state: storeStateView(state, context.locale),
      sales: money(store.salesCents),
    })),
  };
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { stores, search, canWrite } = loaderData;
  return (
    <>
      <ConsolePageTitle>{ct("stores.title")}</ConsolePageTitle>
      {canWrite && (
        <p className="mb-4">
          <Link to="/console/stores/new" className="font-medium underline">
            {ct("stores.new.link")}
          </Link>
        </p>
      )}
      <ConsoleFilters label={ct("stores.filters")} submit={ct("stores.searchSubmit")}>
        <FilterInput
          id="stores-search"
          name="q"
          type="search"
          label={ct("stores.search")}
          defaultValue={search}
          className="w-72 max-w-full"
        />
      </ConsoleFilters>
      <ConsoleCount>{ct("stores.count", { count: stores.length })}</ConsoleCount>
      <ConsoleTable
        caption={ct("stores.caption")}
        empty={ct(search ? "stores.empty" : "stores.none")}
        columns={[
          { label: ct("stores.name") },
          { label: ct("stores.domains") },
          { label: ct("stores.status") },
          { label: ct("stores.orders"), align: "end" },
          { label: ct("stores.sales"), align: "end" },
        ]}
      >
        {stores.map((store) => (
          <ConsoleRow key={store.id}>
            <th scope="row" className="p-2 text-start font-medium">
              {canWrite ? (
                <Link
                  to={`/console/stores/${encodeURIComponent(store.id)}`}
                  aria-label={ct("stores.edit.link", { name: store.name })}
                  className="underline"
                >
                  {store.name}
                </Link>
              ) : (
                store.name
              )}
              <span className="block text-xs font-normal text-gray-700" dir="ltr">
                {store.id}
              </span>
            </th>
            <td className="p-2" dir="ltr">
              {store.domains.join(", ")}
            </td>
            <td className="p-2">
              <StoreStateBadge view={store.state} />
            </td>
            <td className="p-2 text-end tabular-nums">{store.orders}</td>
            <td className="p-2 text-end tabular-nums">{store.sales}</td>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </>
  );
}
