// The catalogue listing (spec §2): filter sidebar at the start (off-canvas below 992 px), grid/list
// switch, sort, page size, pagination with 2 siblings, a loading indicator while the next listing
// loads, and the empty state. The listing's state is the URL; this component only follows links.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { ProductCard } from "../../components/product-card";
import { t } from "../../i18n/t";
import type { ListingView as Listing } from "../../lib/listing";
import { FilterSidebar } from "./filter-sidebar";
import { Pagination } from "../../components/pagination";
import { Button } from "../../components/button";
import { useEarlyClick } from "../../lib/early-click";

const Sheet = lazy(() => import("../../components/sheet"));
const DESKTOP_QUERY = "(min-width: 992px)";
/** Cards in the grid's first row on a phone (two columns): their images are the page's largest paint. */
const FIRST_ROW = 2;

export function ListingView({ listing }: { listing: Listing }) {
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;

  // A tap on "Show filters" before the page hydrated (kept by the starter script) opens them now.
  useEarlyClick(filtersButtonRef, () => setFiltersOpen(true));

  // The off-canvas filters close themselves when the viewport grows past 991 px (spec §2).
  useEffect(() => {
    if (!filtersOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setFiltersOpen(false);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [filtersOpen]);

  // The sidebar and the cards are elements kept across renders: this view renders again on every
  // change of the router's state (useNavigation), such as the routes lazy discovery patches in right
  // after hydration, and the sidebar and cards need not render with it.
  const { filters, resetHref, query, products } = listing;
  const sidebar = useMemo(
    () => filters && <FilterSidebar filters={filters} resetHref={resetHref} query={query} />,
    [filters, resetHref, query],
  );
  const cards = useMemo(
    () =>
      products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} priority={index < FIRST_ROW} />
        </li>
      )),
    [products, layout],
  );
  const from = listing.totalCount === 0 ? 0 : listing.skip + 1;
  const to = Math.min(listing.skip + listing.limit, listing.totalCount);

  return (
    <div className={`grid gap-8 ${sidebar ? "lg:grid-cols-[15rem_1fr]" : ""}`}>
      {sidebar && (
        <aside aria-label={t("catalog.filters")} className="hidden lg:block">
          {sidebar}
        </aside>
      )}
      <div className="min-w-0">
        <div className="mb-4 flex flex-wrap items-center gap-3 border-b border-gray-200 pb-4">
          {sidebar && (
            <button
              ref={filtersButtonRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
              className="rounded-md border border-gray-400 px-3 py-2 font-medium lg:hidden"
            >
              {t("catalog.showFilters")}
            </button>
          )}
          <p className="text-sm text-gray-700" aria-live="polite">
            {/* A page past the end (or no result at all) shows no range: "0–0 of 0" and "19961–165 of 165" said nothing. */}
            {from > 0 && from <= to
              ? t("catalog.results", { from, to, total: listing.totalCount, count: listing.totalCount })
              : t("a11y.resultsTotal", { count: listing.totalCount })}
          </p>
          <div className="ms-auto flex flex-wrap items-center gap-3">
            <div
              role="group"
              aria-label={t("catalog.view")}
              // No overflow-hidden: it clipped the focused button's outline (issue 49). The buttons round
              // their own outer corners instead.
              className="flex rounded-md border border-gray-400"
            >
              {(["grid", "list"] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={layout === mode}
                  onClick={() => setLayout(mode)}
                  className={`px-3 py-1.5 text-sm first:rounded-s-[5px] last:rounded-e-[5px] focus-visible:relative focus-visible:z-10 ${layout === mode ? "bg-button text-button-text" : "bg-white"}`}
                >
                  {t(mode === "grid" ? "catalog.grid" : "catalog.list")}
                </button>
              ))}
            </div>
            <label className="flex items-center gap-2 text-sm">
              {t("catalog.sortBy")}
              <ListingSelect value={listing.sortOptions.find((o) => o.selected)?.href}>
                {listing.sortOptions.map((option) => (
                  <option key={option.key} value={option.href}>
                    {option.key ? t(`catalog.sort.${option.key as "price_asc"}`) : t("catalog.sortDefault")}
                  </option>
                ))}
              </ListingSelect>
            </label>
            <label className="flex items-center gap-2 text-sm">
              {t("catalog.show")}
              <ListingSelect
                aria-label={t("catalog.perPage")}
                value={listing.limitOptions.find((o) => o.selected)?.href}
              >
                {listing.limitOptions.map((option) => (
                  <option key={option.limit} value={option.href}>
                    {option.limit}
                  </option>
                ))}
              </ListingSelect>
            </label>
          </div>
        </div>

        <section aria-labelledby="listing-products" aria-busy={loading} className="relative">
          <h2 id="listing-products" className="sr-only">
            {t("catalog.products")}
          </h2>
          {loading && (
            // A light veil over the results; its message sticks to the middle of the screen however
            // far down the shopper is (it was at the veil's top, 1,900 px out of sight after a
            // pagination click at the bottom of a long list).
            <div role="status" className="absolute inset-0 z-10 bg-white/40">
              <span className="sticky top-[45vh] mx-auto mt-16 mb-4 flex w-fit items-center gap-3 rounded-md border border-gray-200 bg-white px-4 py-2 font-medium shadow-lg">
                <span
                  aria-hidden="true"
                  className="h-5 w-5 animate-spin rounded-full border-2 border-gray-300 border-t-link"
                />
                {t("catalog.loading")}
              </span>
            </div>
          )}
          {listing.products.length === 0 ? (
            <div className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center">
              <p className="text-xl font-semibold">{t("catalog.noMatches")}</p>
              <p className="mt-2 text-gray-700">{t("catalog.tryReset")}</p>
              <Button type="button" onClick={() => navigate(listing.startOverHref)} className="mt-6">
                {t("catalog.resetFilters")}
              </Button>
            </div>
          ) : (
            <ul
              className={layout === "grid" ? "grid grid-cols-2 gap-4 md:grid-cols-3" : "flex flex-col gap-4"}
              data-layout={layout}
            >
              {cards}
            </ul>
          )}
        </section>

        <Pagination pagination={listing.pagination} />
      </div>

      {sidebar && filtersOpen && (
        <Suspense fallback={null}>
          <Sheet
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={t("catalog.filters")}
            closeLabel={t("catalog.closeFilters")}
            returnFocusRef={filtersButtonRef}
          >
            {sidebar}
          </Sheet>
        </Suspense>
      )}
    </div>
  );
}

/**
 * A select whose options are the listing's next URLs. It shows the shopper's choice at once and keeps
 * it while that listing loads: bound to the loaded listing only, the Sort select jumped back to the
 * old order until the new one arrived (issue 49).
 */
function ListingSelect({ value, ...props }: { value: string | undefined } & React.ComponentProps<"select">) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ href: string; over: string | undefined } | null>(null);
  // A choice stands until the listing's own value changes or the navigation it started ends.
  const state = useNavigation().state;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      setChosen(null);
    }
  }, [state]);
  const shown = chosen && chosen.over === value ? chosen.href : value;
  return (
    <select
      {...props}
      value={shown}
      onChange={(event) => {
        setChosen({ href: event.target.value, over: value });
        navigate(event.target.value, { preventScrollReset: true });
      }}
      className="rounded-md border border-gray-400 bg-white px-2 py-1.5"
    />
  );
}
