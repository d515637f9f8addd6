// The comparison page (spec §2 Comparison page): rows product (image, name, link), rating (1–5 stars,
// review count), availability, price, Add To Cart (opens the quick view to pick colour and sizes),
// attribute rows (brand, colours, sizes, category, weight) and Remove. The attributes are read from
// the catalogue, so they are current. Empty: 'You have not chosen any products to compare!'.
import { useState } from "react";
import { Link } from "react-router";
import type { ProductData } from "~core/entities/product.schema";
import { t } from "../../i18n/t";
import { fetchProductById } from "../../lib/api";
import { useClientState, useClientStateHydrated } from "../../lib/client-state";
import { formatMoney } from "../../lib/format";
import { refocusAfterRemoval } from "../../lib/page-focus";
import { useAbortableRequest } from "../../lib/use-abortable-request";
import { Button, ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";

const RATING_SCALE = 5;

export function CompareView() {
  const hydrated = useClientStateHydrated();
  const compare = useClientState((state) => state.compare);
  const pending = useClientState((state) => state.pendingRemovals);
  const { removeFromList, openQuickView } = useClientState.getState();
  const [details, setDetails] = useState<Record<string, ProductData>>({});
  const ids = compare.map((item) => item.id).join(",");

  // Each product's details show as they arrive.
  useAbortableRequest(() => {
    if (!ids) return null;
    return {
      run: (signal) =>
        Promise.all(
          ids.split(",").map((id) =>
            fetchProductById(id, signal).then(
              (product) => {
                if (!signal.aborted) setDetails((d) => ({ ...d, [id]: product.data }));
              },
              () => undefined,
            ),
          ),
        ),
    };
  }, [ids]);

  if (!hydrated) return null;
  if (compare.length === 0)
    return <EmptyState message={t("compare.empty")} action={<ButtonLink to="/">{t("compare.continue")}</ButtonLink>} />;

  const attribute = (id: string, read: (data: ProductData) => string) => {
    const data = details[id];
    return data ? read(data) : "…";
  };
  const rows: { label: string; cell: (item: (typeof compare)[number]) => React.ReactNode }[] = [
    {
      label: t("compare.rating"),
      cell: (item) => {
        const rating = details[item.id]?.rating;
        const value = Math.round(rating?.value ?? 0);
        return (
          <span className="inline-flex items-center gap-1">
            <span role="img" aria-label={t("compare.ratingValue", { value })} className="text-amber-500">
              {"★".repeat(value)}
              <span className="text-gray-300">{"★".repeat(RATING_SCALE - value)}</span>
            </span>
            <span className="text-gray-700">{t("compare.reviews", { count: rating?.reviews ?? 0 })}</span>
          </span>
        );
      },
    },
    {
      label: t("compare.availability"),
      cell: () => (
        <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
          {t("product.inStock")}
        </span>
      ),
    },
    { label: t("compare.price"), cell: (item) => `${t("product.from")}${formatMoney(item.price)}` },
    {
      label: t("compare.addToCart"),
      cell: (item) => (
        <Button
          type="button"
          onClick={() => openQuickView(item.slug)}
          // The name starts with the visible text (WCAG 2.5.3), then says which product.
          aria-label={`${t("compare.addToCart")}: ${item.name}`}
          size="sm"
        >
          {t("compare.addToCart")}
        </Button>
      ),
    },
    { label: t("compare.brand"), cell: (item) => attribute(item.id, (d) => d.productData.productBrand ?? "") },
    {
      label: t("compare.colors"),
      cell: (item) => attribute(item.id, (d) => d.productData.colors.map((c) => c.colorName).join(", ")),
    },
    { label: t("compare.sizes"), cell: (item) => attribute(item.id, (d) => d.productData.sizes.join(", ")) },
    { label: t("compare.category"), cell: (item) => attribute(item.id, (d) => d.productData.categories.join(" / ")) },
    {
      label: t("compare.weight"),
      cell: (item) =>
        attribute(item.id, (d) =>
          d.productData.weight ? t("a11y.weightInPounds", { weight: d.productData.weight }) : "",
        ),
    },
    {
      label: t("compare.remove"),
      cell: (item) => (
        <button
          type="button"
          disabled={pending.includes(item.id)}
          data-remove-group="compare"
          onClick={(event) =>
            void refocusAfterRemoval(
              event.currentTarget,
              removeFromList("compare", item.id),
              t("a11y.compareRemoved", { name: item.name }),
            )
          }
          aria-label={t("compare.removeItem", { name: item.name })}
          className="rounded-md border border-gray-300 px-3 py-1.5 hover:border-red-700 disabled:opacity-50"
        >
          {t("compare.remove")}
        </button>
      ),
    },
  ];

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("compare.title")}</caption>
        <tbody>
          <tr className="border-b border-gray-200">
            <th scope="row" className="w-32 py-3 text-start align-top">
              {t("compare.product")}
            </th>
            {compare.map((item) => (
              <td
                key={item.id}
                className={`min-w-44 p-3 align-top ${pending.includes(item.id) ? "opacity-50" : ""}`}
                data-testid="compare-product"
              >
                <img
                  src={item.imageUrl}
                  alt=""
                  width={120}
                  height={120}
                  className="mb-2 h-28 w-28 rounded border border-gray-200 object-contain"
                />
                <Link to={item.href} className="font-semibold text-link hover:underline">
                  {item.name}
                </Link>
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-gray-100">
              <th scope="row" className="py-3 text-start align-top">
                {row.label}
              </th>
              {compare.map((item) => (
                <td key={item.id} className="p-3 align-top">
                  {row.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
