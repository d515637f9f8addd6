// The product page's body (spec §2): gallery, name, badges, brand, availability, description, and
// the purchase panel; the layout variants are the demo pages /shop/product-standard, -columnar and
// -sidebar.
import { lazy, Suspense, useState } from "react";
import type { Badge } from "~core/catalog/badges";
import { Badges } from "../../components/badges";
import { SanitizedHtml } from "../../components/sanitized-html";
import { t } from "../../i18n/t";
import type { SavedProduct } from "../../lib/client-state";
import type { PricingStore } from "../../lib/pricing-store";
import { ProductGallery } from "./product-gallery";
import { defaultColor, type PurchasableProduct } from "~core/cart/purchase-selection";
import { ProductPurchase } from "./product-purchase";
import { asStoreData } from "../../lib/pricing-store";
import { useShell } from "../../lib/use-shell";

// Secondary to buying: their chunk follows the page's own.
const SaveProductButton = lazy(() =>
  import("../../components/save-product-buttons").then((module) => ({ default: module.SaveProductButton })),
);

export type ProductLayout = "standard" | "columnar" | "sidebar";

export function ProductView({
  product,
  pricing,
  unlocked,
  badges,
  availability,
  descriptionHtml,
  imageUrl,
  saved,
  layout = "standard",
}: {
  product: PurchasableProduct;
  pricing: PricingStore;
  unlocked: boolean;
  badges: Badge[];
  availability: string;
  descriptionHtml: string;
  imageUrl: string;
  saved: SavedProduct;
  layout?: ProductLayout;
}) {
  const [color, setColor] = useState(() => defaultColor(asStoreData(pricing), product.data));
  const info = product.data.productData;
  const { contentLang } = useShell();
  const columns =
    layout === "columnar"
      ? "lg:grid-cols-[1fr_1fr_1fr]"
      : layout === "sidebar"
        ? "lg:grid-cols-[2fr_3fr]"
        : "lg:grid-cols-2";
  return (
    <div className={`grid grid-cols-1 gap-8 ${columns}`} data-layout={layout}>
      <ProductGallery product={product.data} color={color} name={info.productName} />
      <div className="flex flex-col gap-4">
        <Badges badges={badges} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {info.productBrand && (
            <>
              <dt className="font-semibold">{t("product.brand")}</dt>
              <dd lang={contentLang}>{info.productBrand}</dd>
            </>
          )}
          <dt className="font-semibold">{t("product.availability")}</dt>
          <dd>
            <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">{availability}</span>
          </dd>
        </dl>
        <div className="flex h-8 gap-2">
          <Suspense fallback={null}>
            <SaveProductButton list="wishlist" product={saved} />
            <SaveProductButton list="compare" product={saved} />
          </Suspense>
        </div>
        {layout !== "columnar" && <Description html={descriptionHtml} />}
        {layout !== "columnar" && (
          <ProductPurchase
            product={product}
            pricing={pricing}
            unlocked={unlocked}
            imageUrl={imageUrl}
            onColorChange={setColor}
          />
        )}
      </div>
      {layout === "columnar" && (
        <div className="flex flex-col gap-4">
          <Description html={descriptionHtml} />
          <ProductPurchase
            product={product}
            pricing={pricing}
            unlocked={unlocked}
            imageUrl={imageUrl}
            onColorChange={setColor}
          />
        </div>
      )}
    </div>
  );
}

function Description({ html }: { html: string }) {
  return (
    <section aria-label={t("product.description")}>
      <SanitizedHtml html={html} className="prose prose-sm max-w-none text-gray-800 [&_li]:ms-5 [&_ul]:list-disc" />
    </section>
  );
}
