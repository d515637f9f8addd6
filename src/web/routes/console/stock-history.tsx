// A colour × size's stock history (issue 46, decision 0080): every change of its count, newest first,
// with what was left and who or what made it (an order, its cancellation or refund, an operator's edit,
// a catalogue import). Reached from the low-stock list; read by anyone who may read the store's orders.
import { Link } from "react-router";
import { intlTag } from "~core/i18n/locale";
import type { Route } from "./+types/stock-history";
import { requireCan } from "../../console/console.server";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "stockHistory.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => (query.get(name) ?? "").trim();
  const storeId = read("store");
  const item = { productId: read("product"), color: read("color"), size: read("size") };
  if (!storeId || !item.productId || !item.color || !item.size)
    throw new Response("Choose a colour and size from the low-stock list.", { status: 404 });
  const { console } = requireCan(context, request, "orders.read", storeId);
  const history = await console.services.orders.stockHistory(storeId, item);
  const when = new Intl.DateTimeFormat(intlTag(context.locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: history.timeZone,
  });
  return {
    storeId,
    item,
    ...history,
    rows: history.rows.map((row) => ({ ...row, when: when.format(new Date(row.at)) })),
  };
}

export default function StockHistoryPage({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { storeId, storeName, productName, item, rows, timeZone } = loaderData;
  // Order numbers and e-mails are left-to-right text inside the sentence: isolated, so an Arabic
  // sentence keeps "LE-100001" whole.
  const isolate = (text: string) => `\u2068${text}\u2069`;
  const by = (row: (typeof rows)[number]) => {
    const order = isolate(row.orderNumber ?? "");
    switch (row.reason) {
      case "order":
        return ct("stockHistory.byOrder", { order });
      case "cancellation":
        return ct("stockHistory.byCancellation", { order });
      case "refund":
        return ct("stockHistory.byRefund", { order });
      case "import":
        return ct("stockHistory.byImport");
      default:
        return row.actorEmail
          ? ct("stockHistory.byOperator", { email: isolate(row.actorEmail) })
          : ct("stockHistory.byEdit");
    }
  };
  return (
    <>
      <ConsolePageTitle>
        {ct("stockHistory.heading", { product: productName, color: item.color, size: item.size })}
      </ConsolePageTitle>
      <p className="mb-4">
        <Link to={`/console/orders/low-stock?store=${encodeURIComponent(storeId)}`} className="underline">
          {ct("stockHistory.back", { store: storeName })}
        </Link>
      </p>
      <ConsoleTable
        caption={ct("stockHistory.caption", { count: rows.length, zone: timeZone })}
        showCaption
        empty={ct("stockHistory.empty")}
        columns={[
          { label: ct("stockHistory.when") },
          { label: ct("stockHistory.change"), align: "end" },
          { label: ct("stockHistory.left"), align: "end" },
          { label: ct("stockHistory.by") },
        ]}
      >
        {rows.map((row, index) => (
          <ConsoleRow key={`${row.at}-${index}`}>
            <ConsoleCell header>
              <time dateTime={row.at}>{row.when}</time>
            </ConsoleCell>
            <ConsoleCell end>
              <bdi dir="ltr">{row.delta > 0 ? `+${row.delta}` : `\u2212${Math.abs(row.delta)}`}</bdi>
            </ConsoleCell>
            <ConsoleCell end>
              <bdi dir="ltr">{row.quantityAfter < 0 ? `\u2212${-row.quantityAfter}` : row.quantityAfter}</bdi>
            </ConsoleCell>
            <ConsoleCell>
              {row.orderId ? (
                <Link to={`/console/orders/${encodeURIComponent(row.orderId)}`} className="whitespace-nowrap underline">
                  {by(row)}
                </Link>
              ) : (
                <bdi>{by(row)}</bdi>
              )}
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </>
  );
}
