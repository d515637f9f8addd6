// Related products (same mainDesignId) under the product page: a row of product cards that scrolls
// sideways with snap points.
import { ProductCard } from "../../components/product-card";
import { t } from "../../i18n/t";
import type { ProductCardData } from "../../lib/product-card";

export default function RelatedProducts({ products }: { products: ProductCardData[] }) {
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="mb-4 text-xl font-semibold">
        {t("product.related")}
      </h2>
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {products.map((item) => (
          <li key={item.id} className="w-56 shrink-0 snap-start">
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
