// The catalogue's filter sidebar (spec §2): categories tree, colours, price range, tags New /
// Featured / Best Seller, Reset. Every choice is a link to the listing's next URL (computed by the
// loader), so filters work by keyboard, survive reloads and can be shared.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { t } from "../../i18n/t";
import { navigateTo } from "../../lib/navigate";
import type { CategoryLink, FilterPanel } from "../../lib/listing";
import { PriceValues } from "./price-values";
import { useShell } from "../../lib/use-shell";

const PriceRange = lazy(() => import("./price-range"));

export function FilterSidebar({
  filters,
  resetHref,
  query,
}: {
  filters: FilterPanel;
  resetHref: string;
  query: string;
}) {
  // Category and colour names are the store's catalogue, in its content language.
  const { contentLang } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <FilterGroup title={t("catalog.categories")}>
        <ul className="space-y-1 text-sm">
          <li>
            <Link to={filters.allCategoriesHref} className="hover:text-link hover:underline">
              {t("catalog.allCategories")}
            </Link>
          </li>
          <CategoryTree nodes={filters.categories} lang={contentLang} />
        </ul>
      </FilterGroup>

      {filters.colors.length > 0 && (
        <FilterGroup title={t("catalog.colors")}>
          <ul className="flex flex-wrap gap-2">
            {filters.colors.map((color) => (
              <li key={color.name}>
                <CheckOption href={color.href} checked={color.checked} pill>
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 rounded-full border border-gray-400"
                    style={{ backgroundColor: color.hex }}
                  />
                  <span lang={contentLang}>{color.name}</span>
                </CheckOption>
              </li>
            ))}
          </ul>
        </FilterGroup>
      )}

      {filters.price.ceiling > 0 && (
        <FilterGroup title={t("catalog.price")}>
          <Suspense
            fallback={
              <div>
                <div className="h-6" />
                <PriceValues min={filters.price.min} max={filters.price.max} />
              </div>
            }
          >
            <PriceRange price={filters.price} query={query} />
          </Suspense>
        </FilterGroup>
      )}

      <FilterGroup title={t("catalog.tags")}>
        <ul className="space-y-1 text-sm">
          {filters.tags.map((tag) => (
            <li key={tag.label}>
              <CheckOption href={tag.href} checked={tag.checked}>
                {t(`product.badge.${tag.label as "New"}`)}
              </CheckOption>
            </li>
          ))}
        </ul>
      </FilterGroup>

      <button
        type="button"
        onClick={() => navigateTo(resetHref)}
        className="self-start rounded-md border border-gray-400 px-4 py-2 font-medium hover:border-link"
      >
        {t("catalog.reset")}
      </button>
    </div>
  );
}

/** A filter choice: a real checkbox whose change opens the listing's next URL. */
function CheckOption({
  href,
  checked,
  pill = false,
  children,
}: {
  href: string;
  checked: boolean;
  pill?: boolean;
  children: React.ReactNode;
}) {
  // Shows the new state at once; the listing's URL (and then `checked`) follows when it has loaded.
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <label
      className={`relative flex cursor-pointer items-center gap-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
        pill
          ? `rounded-full border px-2 py-1 text-xs ${shown ? "border-link bg-surface font-semibold" : "border-gray-300"}`
          : ""
      }`}
    >
      <input
        type="checkbox"
        checked={shown}
        onChange={() => {
          setShown(!shown);
          navigateTo(href, { preventScrollReset: true });
        }}
        // A pill's checkbox covers the whole pill, invisible: the pill itself shows the state.
        className={pill ? "absolute inset-0 cursor-pointer opacity-0" : "h-4 w-4 accent-[var(--brand-link)]"}
      />
      {children}
    </label>
  );
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  // The sidebar can be in the page twice (beside the listing and in the off-canvas panel): ids stay unique.
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-base font-semibold text-link">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CategoryTree({ nodes, lang }: { nodes: CategoryLink[]; lang: string | undefined }) {
  return (
    <>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={node.href}
            aria-current={node.active ? "page" : undefined}
            lang={lang}
            className={`hover:text-link hover:underline ${node.active ? "font-bold text-link" : ""}`}
          >
            {node.name}
          </Link>
          {node.subCategory.length > 0 && (
            <ul className="ms-3 mt-1 space-y-1 border-s border-gray-200 ps-2">
              <CategoryTree nodes={node.subCategory} lang={lang} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}
