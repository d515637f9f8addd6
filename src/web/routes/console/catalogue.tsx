// Catalogue (issue 21, docs/recipes/console-page.md): a store's products a page at a time, filtered
// by text, category, badge and visibility as a GET form; each links to its edit page. Links to the
// bulk import and to the CSV and JSON exports, and "New product" (issue 45); archived products are listed
// under their own filter. Owners and staff only (organisers get 403).
import { Form, Link } from "react-router";
import { ButtonLink } from "../../components/button";
import type { Route } from "./+types/catalogue";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";
import {
  ConsoleCell,
  ConsoleCount,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "catalogue.title");
}

const BADGES = ["Best Seller", "New", "Featured"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "catalogue.read");
  const url = new URL(request.url);
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const stores = await console.services.catalogue.stores();
  const storeId = stores.some((s) => s.id === get("store")) ? get("store") : (stores[0]?.id ?? "");
  const filters = { q: get("q"), category: get("category"), tag: get("tag"), active: get("active") };
  const deleted = get("deleted");
  if (!storeId) return { stores, storeId, filters, deleted, result: null };
  requireCan(context, request, "catalogue.read", storeId);
  const page = Number(get("page") || "1");
  const result = await console.services.catalogue.list(storeId, filters, Number.isFinite(page) ? page : 1);
  const money = consoleMoney(context.locale);
  return {
    stores,
    storeId,
    filters,
    deleted,
    result: { ...result, items: result.items.map((item) => ({ ...item, price: money(item.priceCents) })) },
  };
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

function query(params: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { stores, storeId, filters, result, deleted } = loaderData;
  const keep = { store: storeId, ...filters };
  return (
    <>
      <ConsolePageTitle>{ct("catalogue.title")}</ConsolePageTitle>
      {deleted && <FormNotice tone="success">{ct("catalogue.deletedNotice", { id: deleted })}</FormNotice>}
      {stores.length === 0 ? (
        <p>{ct("catalogue.noStores")}</p>
      ) : (
        <>
          <Form
            method="get"
            role="search"
            aria-label={ct("catalogue.filters")}
            className="mb-4 flex flex-wrap items-end gap-3"
          >
            <div>
              <label htmlFor="catalogue-store" className="mb-1 block text-sm font-medium">
                {ct("catalogue.store")}
              </label>
              <select id="catalogue-store" name="store" defaultValue={storeId} className={inputClass}>
                {stores.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="catalogue-q" className="mb-1 block text-sm font-medium">
                {ct("catalogue.search")}
              </label>
              <input
                id="catalogue-q"
                name="q"
                type="search"
                defaultValue={filters.q}
                className={`w-56 max-w-full ${inputClass}`}
              />
            </div>
            <div>
              <label htmlFor="catalogue-category" className="mb-1 block text-sm font-medium">
                {ct("catalogue.category")}
              </label>
              <select id="catalogue-category" name="category" defaultValue={filters.category} className={inputClass}>
                <option value="">{ct("catalogue.anyCategory")}</option>
                {result?.store.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name} ({category.id})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="catalogue-tag" className="mb-1 block text-sm font-medium">
                {ct("catalogue.badge")}
              </label>
              <select id="catalogue-tag" name="tag" defaultValue={filters.tag} className={inputClass}>
                <option value="">{ct("catalogue.anyBadge")}</option>
                {BADGES.map((badge) => (
                  <option key={badge} value={badge}>
                    {badge}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="catalogue-active" className="mb-1 block text-sm font-medium">
                {ct("catalogue.shown")}
              </label>
              <select id="catalogue-active" name="active" defaultValue={filters.active} className={inputClass}>
                <option value="">{ct("catalogue.shownAny")}</option>
                <option value="yes">{ct("catalogue.shownYes")}</option>
                <option value="no">{ct("catalogue.shownNo")}</option>
                <option value="archived">{ct("catalogue.shownArchived")}</option>
              </select>
            </div>
            <Button type="submit">{ct("catalogue.filter")}</Button>
          </Form>
          <p className="mb-4 flex flex-wrap items-center gap-4 text-sm">
            <ButtonLink to={`/console/catalogue/new${query({ store: storeId })}`} size="sm">
              {ct("catalogue.newProduct")}
            </ButtonLink>
            <Link to={`/console/catalogue/import${query({ store: storeId })}`} className="underline">
              {ct("catalogue.import")}
            </Link>
            <a
              href={`/console/catalogue/export${query({ store: storeId, format: "csv" })}`}
              className="underline"
              download
            >
              {ct("catalogue.exportCsv")}
            </a>
            <a
              href={`/console/catalogue/export${query({ store: storeId, format: "json" })}`}
              className="underline"
              download
            >
              {ct("catalogue.exportJson")}
            </a>
          </p>
          {result && (
            <>
              <ConsoleCount>{ct("catalogue.count", { count: result.totalCount })}</ConsoleCount>
              <ConsoleTable
                caption={ct("catalogue.caption", { store: result.store.name })}
                empty={ct("catalogue.empty")}
                columns={[
                  { label: ct("catalogue.name") },
                  { label: ct("catalogue.id") },
                  { label: ct("catalogue.price"), align: "end" },
                  { label: ct("catalogue.categories") },
                  { label: ct("catalogue.badges") },
                  { label: ct("catalogue.variants"), align: "end" },
                  { label: ct("catalogue.shown") },
                ]}
              >
                {result.items.map((item) => (
                  <ConsoleRow key={item.id}>
                    <ConsoleCell header>
                      <Link
                        to={`/console/catalogue/${encodeURIComponent(storeId)}/${encodeURIComponent(item.id)}`}
                        className="underline"
                      >
                        {item.name}
                      </Link>
                    </ConsoleCell>
                    <ConsoleCell className="whitespace-nowrap" dir="ltr">
                      {item.id}
                    </ConsoleCell>
                    <ConsoleCell end>{item.price}</ConsoleCell>
                    <ConsoleCell dir="ltr">{item.categories.join(", ")}</ConsoleCell>
                    <ConsoleCell>{item.badges.join(", ")}</ConsoleCell>
                    <ConsoleCell end>
                      {item.colors} × {item.sizes}
                    </ConsoleCell>
                    <ConsoleCell>
                      {ct(
                        item.archived
                          ? "catalogue.archivedShort"
                          : item.active
                            ? "catalogue.shownYes"
                            : "catalogue.shownNo",
                      )}
                    </ConsoleCell>
                  </ConsoleRow>
                ))}
              </ConsoleTable>
              {result.pages > 1 && (
                <nav aria-label={ct("catalogue.pages")} className="mt-4 flex items-center gap-4 text-sm">
                  {result.page > 1 && (
                    <Link to={query({ ...keep, page: String(result.page - 1) })} className="underline" rel="prev">
                      {ct("catalogue.previous")}
                    </Link>
                  )}
                  <span aria-current="page">{ct("catalogue.page", { page: result.page, pages: result.pages })}</span>
                  {result.page < result.pages && (
                    <Link to={query({ ...keep, page: String(result.page + 1) })} className="underline" rel="next">
                      {ct("catalogue.next")}
                    </Link>
                  )}
                </nav>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
