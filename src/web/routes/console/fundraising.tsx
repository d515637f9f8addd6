// Fundraising (issue #21): what each store raised so far, and for one store over a date range its
// figures by kind of share (per item, percentage, per order), by day (an SVG bar chart with the same
// figures as a table) and by product, with CSV downloads. Cancelled orders do not count. An organiser
// sees only their stores: asking for another store's figures is refused (403).
import { Form, Link } from "react-router";
import type { Route } from "./+types/fundraising";
import { intlTag } from "~core/i18n/locale";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import { DayBars } from "../../console/day-bars";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  consoleTitle,
  useConsoleLayout,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "nav.fundraising");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const requested = get("store");
  const { console, actor } = requireCan(context, request, "fundraising.read", requested || undefined);
  // An organiser of one store goes straight to it.
  const storeId = requested || (actor.role === "organiser" && actor.storeIds.length === 1 ? actor.storeIds[0] : "");
  const tag = intlTag(context.locale);
  const money = consoleMoney(context.locale);
  const dayFormat = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00.000Z`));
  const overview = (await console.services.fundraising.overview()).map((row) => ({
    storeId: row.storeId,
    storeName: row.storeName,
    isEnabled: row.isEnabled,
    raisedSoFar: money(row.raisedSoFarCents),
  }));
  if (!storeId) return { overview, store: null, from: get("from"), to: get("to") };
  const figures = await console.services.fundraising.store(storeId, { from: get("from"), to: get("to") });
  const { settings, report } = figures;
  const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  return {
    overview,
    from: figures.range.from ?? "",
    to: figures.range.to ?? "",
    store: {
      id: figures.storeId,
      name: figures.storeName,
      settings: {
        isEnabled: settings.isEnabled,
        perItem: money(settings.perItemCents),
        perOrder: money(settings.perOrderCents),
        percentage: `${percent.format(settings.percentage)}%`,
        goal: settings.goalCents === null ? null : money(settings.goalCents),
        percentOfGoal:
          settings.goalCents && settings.goalCents > 0
            ? Math.floor((figures.raisedSoFarCents / settings.goalCents) * 100)
            : null,
      },
      raisedSoFar: money(figures.raisedSoFarCents),
      fromText: figures.range.from ? dayText(figures.range.from) : "",
      toText: figures.range.to ? dayText(figures.range.to) : "",
      totals: {
        raised: money(report.totals.cents),
        perItem: money(report.totals.perItemCents),
        percentage: money(report.totals.percentageCents),
        perOrder: money(report.totals.perOrderCents),
        orders: report.totals.orders,
        units: report.totals.units,
      },
      cancelledOrders: report.cancelledOrders,
      days: report.byDay.map((row) => ({
        day: row.day,
        label: dayText(row.day),
        orders: row.orders,
        cents: row.cents,
        amount: money(row.cents),
      })),
      products: report.byProduct.map((row) => ({
        id: row.productId,
        name: row.productName,
        units: row.units,
        perItem: money(row.perItemCents),
        percentage: money(row.percentageCents),
        raised: money(row.cents),
      })),
    },
  };
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

export default function Fundraising({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { dir } = useConsoleLayout();
  const { overview, store, from, to } = loaderData;
  const query = (view: string) => {
    const params = new URLSearchParams({ store: store?.id ?? "", view });
    if (from) params.set("from", from);
    if (to) params.set("to", to);
    return `/console/fundraising/export.csv?${params.toString()}`;
  };
  return (
    <>
      <ConsolePageTitle>
        {store ? ct("fundraising.heading", { store: store.name }) : ct("fundraising.title")}
      </ConsolePageTitle>
      <Form method="get" aria-label={ct("fundraising.filters")} className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="fundraising-store" className="mb-1 block text-sm font-medium">
            {ct("fundraising.store")}
          </label>
          <select id="fundraising-store" name="store" defaultValue={store?.id ?? ""} className={inputClass} required>
            <option value="">{ct("fundraising.chooseStore")}</option>
            {overview.map((row) => (
              <option key={row.storeId} value={row.storeId}>
                {row.storeName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="fundraising-from" className="mb-1 block text-sm font-medium">
            {ct("fundraising.from")}
          </label>
          <input
            id="fundraising-from"
            name="from"
            type="date"
            defaultValue={from}
            aria-describedby="fundraising-dates-hint"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="fundraising-to" className="mb-1 block text-sm font-medium">
            {ct("fundraising.to")}
          </label>
          <input
            id="fundraising-to"
            name="to"
            type="date"
            defaultValue={to}
            aria-describedby="fundraising-dates-hint"
            className={inputClass}
          />
        </div>
        <Button type="submit">{ct("fundraising.show")}</Button>
        <p id="fundraising-dates-hint" className="w-full text-sm text-gray-700">
          {ct("fundraising.datesHint")}
        </p>
      </Form>

      {!store ? (
        <ConsoleTable
          caption={ct("fundraising.overviewCaption")}
          columns={[
            { label: ct("fundraising.store") },
            { label: ct("fundraising.enabled") },
            { label: ct("fundraising.raisedSoFar"), align: "end" },
          ]}
        >
          {overview.map((row) => (
            <ConsoleRow key={row.storeId}>
              <ConsoleCell header>
                <Link
                  to={`/console/fundraising?store=${encodeURIComponent(row.storeId)}`}
                  className="underline"
                  aria-label={ct("fundraising.open", { store: row.storeName })}
                >
                  {row.storeName}
                </Link>
              </ConsoleCell>
              <ConsoleCell>{row.isEnabled ? ct("fundraising.on") : ct("fundraising.off")}</ConsoleCell>
              <ConsoleCell end>{row.raisedSoFar}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      ) : (
        <>
          <section aria-labelledby="fundraising-settings" className="mb-8">
            <h2 id="fundraising-settings" className="mb-3 text-xl font-semibold">
              {ct("fundraising.settings")}
            </h2>
            <dl className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm">
              <dt className="font-medium">{ct("fundraising.enabled")}</dt>
              <dd>{store.settings.isEnabled ? ct("fundraising.on") : ct("fundraising.off")}</dd>
              <dt className="font-medium">{ct("fundraising.perItem")}</dt>
              <dd className="tabular-nums">{store.settings.perItem}</dd>
              <dt className="font-medium">{ct("fundraising.perOrder")}</dt>
              <dd className="tabular-nums">{store.settings.perOrder}</dd>
              <dt className="font-medium">{ct("fundraising.percentage")}</dt>
              <dd className="tabular-nums">{store.settings.percentage}</dd>
              <dt className="font-medium">{ct("fundraising.goal")}</dt>
              <dd className="tabular-nums">{store.settings.goal ?? ct("fundraising.noGoal")}</dd>
              <dt className="font-medium">{ct("fundraising.raisedSoFar")}</dt>
              <dd className="tabular-nums" data-testid="raised-so-far">
                {store.settings.goal && store.settings.percentOfGoal !== null
                  ? ct("fundraising.progress", {
                      raised: store.raisedSoFar,
                      goal: store.settings.goal,
                      percent: store.settings.percentOfGoal,
                    })
                  : store.raisedSoFar}
              </dd>
            </dl>
            {store.settings.goal && store.settings.percentOfGoal !== null && (
              <progress
                max={100}
                value={Math.min(100, store.settings.percentOfGoal)}
                aria-label={ct("fundraising.raisedSoFar")}
                className="mt-2 w-full max-w-xl"
              />
            )}
            {!store.settings.isEnabled && <p className="mt-2 text-sm">{ct("fundraising.disabledNote")}</p>}
            <p className="mt-2 max-w-2xl text-sm text-gray-700">{ct("fundraising.settingsNote")}</p>
          </section>

          <section aria-labelledby="fundraising-range" className="mb-8">
            <h2 id="fundraising-range" className="mb-2 text-xl font-semibold">
              {ct("fundraising.inRange")}
            </h2>
            <p className="mb-1">
              {ct("fundraising.range", {
                from: store.fromText || ct("fundraising.anyDate"),
                to: store.toText || ct("fundraising.anyDate"),
              })}
            </p>
            <p role="status" className="mb-1 font-medium">
              {ct("fundraising.summary", {
                amount: store.totals.raised,
                orders: store.totals.orders,
                units: store.totals.units,
              })}
            </p>
            {store.cancelledOrders > 0 && (
              <p className="mb-3 text-sm">{ct("fundraising.cancelledNote", { count: store.cancelledOrders })}</p>
            )}
            <p className="mb-4 flex flex-wrap gap-4 text-sm">
              <span className="font-medium">{ct("fundraising.export")}:</span>
              <a href={query("days")} className="underline" download>
                {ct("fundraising.csvDays")}
              </a>
              <a href={query("products")} className="underline" download>
                {ct("fundraising.csvProducts")}
              </a>
              <a href={query("orders")} className="underline" download>
                {ct("fundraising.csvOrders")}
              </a>
            </p>
            <ConsoleTable
              caption={ct("fundraising.partsCaption")}
              showCaption
              className="w-full max-w-xl"
              columns={[{ label: ct("fundraising.part") }, { label: ct("fundraising.amount"), align: "end" }]}
              footer={
                <tr>
                  <ConsoleCell header weight="medium">
                    {ct("fundraising.total")}
                  </ConsoleCell>
                  <ConsoleCell end>{store.totals.raised}</ConsoleCell>
                </tr>
              }
            >
              {(
                [
                  ["fundraising.perItem", store.totals.perItem],
                  ["fundraising.percentage", store.totals.percentage],
                  ["fundraising.perOrder", store.totals.perOrder],
                ] as const
              ).map(([key, amount]) => (
                <ConsoleRow key={key}>
                  <ConsoleCell header weight="normal">
                    {ct(key)}
                  </ConsoleCell>
                  <ConsoleCell end>{amount}</ConsoleCell>
                </ConsoleRow>
              ))}
            </ConsoleTable>
          </section>

          <section aria-labelledby="fundraising-by-day" className="mb-8">
            <h2 id="fundraising-by-day" className="mb-3 text-xl font-semibold">
              {ct("fundraising.byDay")}
            </h2>
            {store.days.length === 0 ? (
              <p>{ct("fundraising.empty")}</p>
            ) : (
              <>
                <DayBars days={store.days} dir={dir} />
                <details open={store.days.length <= 31} className="mt-3">
                  <summary className="cursor-pointer font-medium">{ct("fundraising.tableToggle")}</summary>
                  <div className="mt-2">
                    <ConsoleTable
                      caption={ct("fundraising.dayCaption")}
                      className="w-full max-w-xl"
                      columns={[
                        { label: ct("fundraising.day") },
                        { label: ct("fundraising.orders"), align: "end" },
                        { label: ct("fundraising.amount"), align: "end" },
                      ]}
                    >
                      {store.days.map((row) => (
                        <ConsoleRow key={row.day}>
                          <ConsoleCell header weight="normal">
                            <time dateTime={row.day}>{row.label}</time>
                          </ConsoleCell>
                          <ConsoleCell end>{row.orders}</ConsoleCell>
                          <ConsoleCell end>{row.amount}</ConsoleCell>
                        </ConsoleRow>
                      ))}
                    </ConsoleTable>
                  </div>
                </details>
              </>
            )}
          </section>

          <section aria-labelledby="fundraising-by-product">
            <h2 id="fundraising-by-product" className="mb-3 text-xl font-semibold">
              {ct("fundraising.byProduct")}
            </h2>
            <ConsoleTable
              caption={ct("fundraising.productCaption")}
              empty={ct("fundraising.empty")}
              columns={[
                { label: ct("fundraising.product") },
                { label: ct("fundraising.units"), align: "end" },
                { label: ct("fundraising.perItem"), align: "end" },
                { label: ct("fundraising.percentage"), align: "end" },
                { label: ct("fundraising.amount"), align: "end" },
              ]}
            >
              {store.products.map((row) => (
                <ConsoleRow key={row.id}>
                  <ConsoleCell header>{row.name}</ConsoleCell>
                  <ConsoleCell end>{row.units}</ConsoleCell>
                  <ConsoleCell end>{row.perItem}</ConsoleCell>
                  <ConsoleCell end>{row.percentage}</ConsoleCell>
                  <ConsoleCell end>{row.raised}</ConsoleCell>
                </ConsoleRow>
              ))}
            </ConsoleTable>
            <p className="mt-2 text-sm text-gray-700">{ct("fundraising.productNote")}</p>
          </section>
        </>
      )}
    </>
  );
}
