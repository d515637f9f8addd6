// A product in a listing or carousel: image, name, badges, 'From ' price, and the quick view,
// wish list and compare buttons (the quick view itself is mounted once, in the root).
import { Link } from "react-router";
import { t } from "../i18n/t";
import { formatMoney } from "../lib/format";
import { quickViewIntent } from "../lib/quick-view-prefetch";
import { useClientState } from "../lib/client-state";
import type { ProductCardData } from "../lib/product-card";
import { useShell } from "../lib/use-shell";
import { Badges } from "./badges";
import { SaveProductButton } from "./save-product-buttons";

export function ProductCard({
  product,
  layout = "grid",
  headingLevel = 3,
  priority = false,
}: {
  product: ProductCardData;
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
  /** The card's image is in the first screen (a listing's first row): fetched at once, not lazily. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = layout === "list";
  const openQuickView = useClientState((state) => state.openQuickView);
  const { contentLang } = useShell();
  const saved = {
    id: product.id,
    name: product.name,
    href: product.href,
    imageUrl: product.imageUrl,
    price: product.priceFrom,
    slug: product.slug,
  };
  const intent = () => quickViewIntent(product.slug, { name: product.name, imageUrl: product.imageUrl });
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
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="aspect-square w-full rounded-md bg-gray-100 object-contain"
        />
        <Badges badges={product.badges} layout="column" className="absolute start-2 top-2" />
      </div>
      <div className={`flex flex-1 flex-col gap-1 ${list ? "" : "mt-3"}`}>
        <Heading className="text-base font-semibold leading-snug">
          <Link to={product.href} lang={contentLang} className="text-ink hover:text-link hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="font-medium text-gray-800">
          {t("product.from")}
          {formatMoney(product.priceFrom)}
        </p>
        {list && product.summary && (
          <p className="text-sm text-gray-700" lang={contentLang}>
            {product.summary}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className="max-w-full rounded border border-gray-300 px-2 py-1 text-sm hover:border-link"
            aria-label={`${t("product.quickView")}: ${product.name}`}
            data-clear-of-scroll-top
            // The dialog's chunk and the product are asked for as the shopper means to open it.
            onPointerEnter={intent}
            onFocus={intent}
            onPointerDown={intent}
            onClick={() => {
              intent();
              openQuickView(product.slug);
            }}
          >
            {t("product.quickView")}
          </button>
          <SaveProductButton list="wishlist" product={saved} />
          <SaveProductButton list="compare" product={saved} />
        </div>
      </div>
    </article>
  );
}
