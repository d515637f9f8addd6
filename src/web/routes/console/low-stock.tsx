// A store's low stock (decision 0080): every tracked colour × size at or below the store's threshold
// (below zero when sold beyond stock), fewest first, and the threshold itself, editable by owners and
// staff (audited). The operator also gets it by e-mail once a day.
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/low-stock";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import {
  ConsoleCell,
  ConsoleField,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FilterSelect,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "lowStock.title");
}

const storeOf = (request: Request) => (new URL(request.url).searchParams.get("store") ?? "").trim();

export async function loader({ context, request }: Route.LoaderArgs) {
  const storeId = storeOf(request);
  const { console } = requireCan(context, request, "orders.read", storeId || undefined);
  const stores = (await console.services.stores.list()).map((store) => ({ id: store.id, name: store.name }));
  if (!storeId || !stores.some((store) => store.id === storeId)) return { storeId: "", stores, view: null };
  return { storeId, stores, view: await console.services.orders.lowStock(storeId) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const storeId = storeOf(request);
  const { console } = requireCan(context, request, "orders.write", storeId);
  const form = await request.formData();
  const value = typeof form.get("threshold") === "string" ? (form.get("threshold") as string) : "";
  return console.services.orders.setLowStockThreshold(storeId, value);
}

export default function LowStockPage({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const result = useActionData<typeof action>();
  const { view, stores, storeId } = loaderData;
  return (
    <>
      <ConsolePageTitle>
        {view ? ct("lowStock.heading", { store: view.storeName }) : ct("lowStock.title")}
      </ConsolePageTitle>
      <Form method="get" aria-label={ct("lowStock.title")} className="mb-4 flex flex-wrap items-start gap-3">
        <FilterSelect
          id="low-stock-store"
          name="store"
          label={ct("orders.store")}
          defaultValue={storeId}
          options={[
            { value: "", text: ct("sheet.chooseStore") },
            ...stores.map((s) => ({ value: s.id, text: s.name })),
          ]}
        />
        <Button type="submit" className="mt-6">
          {ct("sheet.show")}
        </Button>
      </Form>
      {view && (
        <>
          {result?.ok === true && <FormNotice tone="success">{ct("lowStock.saved")}</FormNotice>}
          <Form method="post" className="mb-4 flex flex-wrap items-end gap-3" aria-label={ct("lowStock.threshold")}>
            <CsrfField />
            <ConsoleField
              id="low-stock-threshold"
              label={ct("lowStock.threshold")}
              hint={ct("lowStock.thresholdHint")}
              error={result?.ok === false ? ct("lowStock.badThreshold") : undefined}
              inputProps={{
                name: "threshold",
                inputMode: "numeric",
                defaultValue: String(view.threshold),
                dir: "ltr",
                className: "w-28",
              }}
            />
            <Button type="submit">{ct("lowStock.save")}</Button>
          </Form>
          <ConsoleTable
            caption={ct("lowStock.caption", { count: view.items.length, threshold: view.threshold })}
            showCaption
            empty={ct("lowStock.empty")}
            columns={[
              { label: ct("order.product") },
              { label: ct("order.colour") },
              { label: ct("order.sizes") },
              { label: ct("lowStock.left"), align: "end" },
              { label: ct("stockHistory.title") },
            ]}
          >
            {view.items.map((item) => (
              <ConsoleRow key={`${item.productId}-${item.color}-${item.size}`}>
                <ConsoleCell header>{item.productName}</ConsoleCell>
                <ConsoleCell>{item.color}</ConsoleCell>
                <ConsoleCell>
                  <span dir="ltr">{item.size}</span>
                </ConsoleCell>
                <ConsoleCell end>
                  <span dir="ltr">{item.quantity}</span>
                </ConsoleCell>
                <ConsoleCell>
                  <Link
                    to={`/console/orders/stock-history?${new URLSearchParams({ store: storeId, product: item.productId, color: item.color, size: item.size }).toString()}`}
                    className="underline"
                    aria-label={ct("stockHistory.linkLabel", {
                      product: item.productName,
                      color: item.color,
                      size: item.size,
                    })}
                  >
                    {ct("stockHistory.link")}
                  </Link>
                </ConsoleCell>
              </ConsoleRow>
            ))}
          </ConsoleTable>
        </>
      )}
    </>
  );
}
