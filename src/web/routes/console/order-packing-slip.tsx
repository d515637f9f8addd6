// The packing slip of one order (issue 46): who it goes to (or where it is picked up), and every unit
// with its personalization, ticked off as packed. Printable (the console around it is not printed).
import type { Route } from "./+types/order-packing-slip";
import { sizeListsOf } from "~core/catalog/sizes";
import { orderUnits } from "~core/orders/paperwork";
import { intlTag } from "~core/i18n/locale";
import { requireCan } from "../../console/console.server";
import { PrintBar } from "../../console/print";
import { statusText } from "../../console/orders";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "print.slip");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.read");
  const { detail, storeName, pickup, sizes } = await console.services.orders.paperwork(params.orderId);
  const doc = detail.order;
  const when = new Intl.DateTimeFormat(intlTag(context.locale), { dateStyle: "medium", timeZone: "UTC" });
  const ship = doc.shippingAddress;
  return {
    id: detail.id,
    orderNumber: detail.orderNumber,
    status: detail.status,
    storeName,
    placed: when.format(new Date(detail.createdAt)),
    customer: { name: detail.customerName, email: detail.customerEmail, phone: doc.contact.phone ?? "" },
    shipTo: ship
      ? [ship.address1, ship.address2, `${ship.city}, ${ship.state} ${ship.zip}`].filter(Boolean).join(", ")
      : "",
    pickup,
    service: [doc.shippingCarrier, doc.shippingService].filter(Boolean).join(" — "),
    note: doc.note ?? "",
    units: orderUnits(doc.lines, sizeListsOf(sizes)),
  };
}

export default function PackingSlip({ loaderData: slip }: Route.ComponentProps) {
  const ct = useConsoleText();
  return (
    <article aria-labelledby="slip-title">
      <PrintBar back={{ to: `/console/orders/${slip.id}`, text: ct("print.backToOrder") }} />
      <ConsolePageTitle>
        <span id="slip-title">
          {ct("print.slipHeading", { store: slip.storeName })} <span dir="ltr">{slip.orderNumber}</span>
        </span>
      </ConsolePageTitle>
      <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{ct("orders.placed")}</dt>
        <dd>{slip.placed}</dd>
        <dt className="font-medium">{ct("orders.status")}</dt>
        <dd>{ct(statusText(slip.status))}</dd>
        <dt className="font-medium">{ct("orders.customer")}</dt>
        <dd>
          {slip.customer.name} · <span dir="ltr">{slip.customer.email}</span>
          {slip.customer.phone && (
            <>
              {" "}
              · <span dir="ltr">{slip.customer.phone}</span>
            </>
          )}
        </dd>
        {slip.pickup ? (
          <>
            <dt className="font-medium">{ct("print.pickupAt")}</dt>
            <dd>
              {slip.pickup.location}
              {slip.pickup.address && `, ${slip.pickup.address}`}
              {slip.pickup.when && ` — ${slip.pickup.when}`}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-medium">{ct("print.shipTo")}</dt>
            <dd>
              {slip.shipTo} {slip.service && `(${slip.service})`}
            </dd>
          </>
        )}
        {slip.note && (
          <>
            <dt className="font-medium">{ct("print.note")}</dt>
            <dd>{slip.note}</dd>
          </>
        )}
      </dl>
      <ConsoleTable
        caption={ct("print.slipCaption", { count: slip.units.length })}
        showCaption
        columns={[
          { label: ct("print.packed") },
          { label: ct("order.product") },
          { label: ct("order.colour") },
          { label: ct("order.sizes") },
          { label: ct("print.unit") },
          { label: ct("print.personalization") },
        ]}
      >
        {slip.units.map((unit) => (
          <ConsoleRow key={`${unit.productId}-${unit.color}-${unit.unit}`}>
            <ConsoleCell>
              <span aria-hidden="true">☐</span>
            </ConsoleCell>
            <ConsoleCell header>{unit.productName}</ConsoleCell>
            <ConsoleCell>{unit.color}</ConsoleCell>
            <ConsoleCell>
              <span dir="ltr">{unit.size}</span>
            </ConsoleCell>
            <ConsoleCell>
              <span dir="ltr">{unit.unit}</span>
            </ConsoleCell>
            <ConsoleCell>
              {Object.entries(unit.fields)
                .map(([name, value]) => `${name}: ${value}`)
                .join(" · ")}
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </article>
  );
}
