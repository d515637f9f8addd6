// Per-player bag labels of one order (issue 46): a label per player (name, number, sizes and the items
// that go in their bag), and one for the customer's unnamed items. Printable, a label per block.
import type { Route } from "./+types/order-bag-labels";
import { sizeListsOf } from "~core/catalog/sizes";
import { bagLabels } from "~core/orders/paperwork";
import { requireCan } from "../../console/console.server";
import { PrintBar } from "../../console/print";
import { ConsolePageTitle, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "print.labels");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.read");
  const { detail, storeName, sizes } = await console.services.orders.paperwork(params.orderId);
  return {
    id: detail.id,
    orderNumber: detail.orderNumber,
    storeName,
    labels: bagLabels(detail.order.lines, detail.customerName, sizeListsOf(sizes)),
  };
}

export default function BagLabels({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { labels } = loaderData;
  return (
    <>
      <PrintBar back={{ to: `/console/orders/${loaderData.id}`, text: ct("print.backToOrder") }} />
      <ConsolePageTitle>
        {ct("print.labelsHeading", { count: labels.length })} <span dir="ltr">{loaderData.orderNumber}</span>
      </ConsolePageTitle>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={ct("print.labels")}>
        {labels.map((label, index) => (
          <li
            key={index}
            className="print-keep rounded border-2 border-dashed border-gray-700 p-4"
            aria-label={ct("print.labelOf", { name: label.name })}
          >
            <p className="text-sm">
              {loaderData.storeName} · <span dir="ltr">{loaderData.orderNumber}</span>
            </p>
            <p className="text-2xl font-bold">
              {label.name}
              {label.number && (
                <>
                  {" "}
                  <span dir="ltr">#{label.number}</span>
                </>
              )}
            </p>
            <p>
              {ct("order.sizes")}: <span dir="ltr">{label.sizes.join(", ")}</span>
            </p>
            <p className="mt-2 font-medium">{ct("print.items", { count: label.items.length })}</p>
            <ul className="list-disc ps-5">
              {label.items.map((item, i) => (
                <li key={i}>
                  {item.productName} — {item.color} — <span dir="ltr">{item.size}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
