// The product page (spec §2): /shop/products/:productSlug (also by id), and the demo layouts
// /shop/product-standard, -columnar and -sidebar with a fixed sample product. Server-rendered with
// its data; an unknown product goes to /error-404. Breadcrumb Home > Shop > product name.
import { lazy, memo, Suspense } from "react";
import type { Route } from "./+types/product";
import { FundraiserMeter } from "../features/store-window/fundraiser-meter";
import { PageHeader } from "../components/page-header";
import { ProductView, type ProductLayout } from "../features/product/product-view";
import { t } from "../i18n/t";
import { pageUrl } from "../lib/page-url.server";
import { loadProductPage, SAMPLE_PRODUCT_SLUG } from "../lib/product-page.server";
import { pageMeta, shellFrom } from "../lib/seo";
import { useShell } from "../lib/use-shell";

// Below the fold: its chunk (product cards) loads after the page's own.
const RelatedProducts = lazy(() => import("../features/product/related-products"));

const LAYOUTS: Record<string, ProductLayout> = {
  "/shop/product-standard": "standard",
  "/shop/product-columnar": "columnar",
  "/shop/product-sidebar": "sidebar",
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const layout = LAYOUTS[url.pathname];
  const page = await loadProductPage(context, params.productSlug ?? SAMPLE_PRODUCT_SLUG, url.origin);
  return {
    ...page,
    fundraiser: await context.fundraiserProgress(),
    layout: layout ?? "standard",
    path: url.pathname,
    sample: layout !== undefined,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...pageMeta({
      title: loaderData.product.data.productData.productName,
      description: loaderData.descriptionText ?? undefined,
      path: loaderData.card.href,
      shell: shellFrom(matches),
      image: loaderData.imageUrl,
      noindex: loaderData.sample,
    }),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

// Memoized on the loader data: React Router re-renders route components on every change of its state,
// such as the routes lazy discovery patches in after hydration (see root.tsx, StoreApp).
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductPageView loaderData={loaderData} />;
}

const ProductPageView = memo(function ProductPageView({
  loaderData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
}) {
  const shell = useShell();
  const { product, card, related, layout, sample } = loaderData;
  const name = product.data.productData.productName;
  return (
    <>
      <PageHeader
        title={name}
        titleLang={shell.contentLang}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("catalog.shop"), href: "/shop" }, { label: name }]}
      />
      {sample && <p className="mb-4 text-sm text-gray-700">{t("product.sampleLayout", { layout })}</p>}
      <ProductView
        key={product.id}
        product={product}
        pricing={shell.pricing}
        unlocked={shell.unlocked}
        badges={loaderData.badges}
        availability={t("product.inStock")}
        descriptionHtml={loaderData.descriptionHtml}
        imageUrl={loaderData.imageUrl}
        saved={{ id: card.id, name, href: card.href, imageUrl: card.imageUrl, price: card.priceFrom, slug: card.slug }}
        layout={layout}
      />
      {loaderData.fundraiser && <FundraiserMeter progress={loaderData.fundraiser} />}
      {related.length > 0 && (
        <Suspense fallback={null}>
          <RelatedProducts products={related} />
        </Suspense>
      )}
    </>
  );
});
