// The pick-up list of a store (issue 46): its pick-up orders ready to collect, at one location or all,
// with a column for the collector's signature. Printable and handed out at the clubhouse.
import { Form } from "react-router";
import type { Route } from "./+types/pickup-list";
import { requireCan } from "../../console/console.server";
import { PrintBar } from "../../console/print";
import { Button } from "../../components/button";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  FilterSelect,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "print.pickupList");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const storeId = (url.searchParams.get("store") ?? "").trim();
  const location = (url.searchParams.get("location") ?? "").trim().slice(0, 200);
  const { console } = requireCan(context, request, "orders.read", storeId || undefined);
  const stores = (await console.services.stores.list()).map((store) => ({ id: store.id, name: store.name }));
  if (!storeId || !stores.some((store) => store.id === storeId)) return { storeId: "", location, stores, list: null };
  const list = await console.services.orders.pickupList({ storeId, location });
  return { storeId, location, stores, list };
}

export default function PickupListPage({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { list, stores, storeId, location } = loaderData;
  return (
    <>
      <PrintBar back={{ to: "/console/orders", text: ct("order.back") }} />
      <ConsolePageTitle>
        {list
          ? ct("print.pickupHeading", { store: list.storeName, location: location || ct("print.allLocations") })
          : ct("print.pickupList")}
      </ConsolePageTitle>
      <Form method="get" aria-label={ct("print.pickupList")} className="no-print mb-4 flex flex-wrap items-start gap-3">
        <FilterSelect
          id="pickup-store"
          name="store"
          label={ct("orders.store")}
          defaultValue={storeId}
          options={[
            { value: "", text: ct("sheet.chooseStore") },
            ...stores.map((s) => ({ value: s.id, text: s.name })),
          ]}
        />
        {list && (
          <FilterSelect
            id="pickup-location"
            name="location"
            label={ct("print.location")}
            defaultValue={location}
            options={[
              { value: "", text: ct("print.allLocations") },
              ...list.locations.map((name) => ({ value: name, text: name })),
            ]}
          />
        )}
        <Button type="submit" className="mt-6">
          {ct("sheet.show")}
        </Button>
      </Form>
      {!list ? (
        <p>{ct("sheet.chooseStore")}</p>
      ) : (
        <ConsoleTable
          caption={ct("print.pickupCaption", { count: list.orders.length })}
          showCaption
          empty={ct("print.pickupEmpty")}
          columns={[
            { label: ct("orders.number") },
            { label: ct("orders.customer") },
            { label: ct("print.phone") },
            { label: ct("print.location") },
            { label: ct("orders.items"), align: "end" },
            { label: ct("print.bags"), align: "end" },
            { label: ct("print.signature") },
          ]}
        >
          {list.orders.map((order) => (
            <ConsoleRow key={order.orderNumber}>
              <ConsoleCell header>
                <span dir="ltr">{order.orderNumber}</span>
              </ConsoleCell>
              <ConsoleCell>{order.customerName}</ConsoleCell>
              <ConsoleCell>
                <span dir="ltr">{order.phone}</span>
              </ConsoleCell>
              <ConsoleCell>{order.location}</ConsoleCell>
              <ConsoleCell end>{order.units}</ConsoleCell>
              <ConsoleCell end>{order.bags}</ConsoleCell>
              <ConsoleCell className="min-w-48 border-b border-gray-500">
                <span className="sr-only">{ct("print.signatureHere", { name: order.customerName })}</span>
              </ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
