// A product in a listing or carousel: image, name, badges, 'From ' price, quick view and
// wishlist/compare buttons. Those three buttons get their behaviour with the product and cart issue.
import { Link } from "react-router";
import { t } from "../i18n/t";
import { formatMoney } from "../lib/format";
import type { ProductCardData } from "../lib/product-card";

const BADGE_CLASSES = { red: "bg-red-700", blue: "bg-blue-700", purple: "bg-purple-700" } as const;

export function ProductCard({
  product,
  layout = "grid",
  headingLevel = 3,
}: {
  product: ProductCardData;
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = layout === "list";
  return (
    <article
      className={`group relative flex h-full rounded-lg border border-gray-200 bg-white p-3 ${list ? "flex-row gap-4" : "flex-col"}`}
      data-testid="product-card"
    >
      <div className={`relative shrink-0 ${list ? "w-32 sm:w-44" : ""}`}>
        <img
          src={product.imageUrl}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full rounded-md bg-gray-100 object-contain"
        />
        {product.badges.length > 0 && (
          <ul className="absolute start-2 top-2 flex flex-col items-start gap-1" aria-label="Badges">
            {product.badges.map((badge) => (
              <li
                key={badge.label}
                data-tone={badge.tone}
                className={`rounded px-2 py-0.5 text-xs font-semibold text-white ${BADGE_CLASSES[badge.tone]}`}
              >
                {t(`product.badge.${badge.label}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`flex flex-1 flex-col gap-1 ${list ? "" : "mt-3"}`}>
        <Heading className="text-base font-semibold leading-snug">
          <Link to={product.href} className="text-ink hover:text-link hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="font-medium text-gray-800">
          {t("product.from")}
          {formatMoney(product.priceFrom)}
        </p>
        {list && product.summary && <p className="text-sm text-gray-700">{product.summary}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className="whitespace-nowrap rounded border border-gray-300 px-2 py-1 text-sm hover:border-link"
            data-product-id={product.id}
          >
            {t("product.quickView")}
          </button>
          <button
            type="button"
            aria-label={t("product.addToWishlist")}
            title={t("product.addToWishlist")}
            className="grid h-8 w-8 place-items-center rounded border border-gray-300 hover:border-link"
            data-product-id={product.id}
          >
            <HeartIcon />
          </button>
          <button
            type="button"
            aria-label={t("product.addToCompare")}
            title={t("product.addToCompare")}
            className="grid h-8 w-8 place-items-center rounded border border-gray-300 hover:border-link"
            data-product-id={product.id}
          >
            <CompareIcon />
          </button>
        </div>
      </div>
    </article>
  );
}

function HeartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z" />
    </svg>
  );
}

function CompareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />
    </svg>
  );
}
