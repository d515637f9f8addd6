// The product page (spec §2): /shop/products/:productSlug (also by id), and the demo layouts
// /shop/product-standard, -columnar and -sidebar with a fixed sample product. Server-rendered with
// its data; an unknown product goes to /error-404. Breadcrumb Home > Shop > product name.
import { lazy, memo, Suspense } from "react";
import type { Route } from "./+types/product";
import { PageHeader } from "../components/page-header";
import { ProductView, type ProductLayout } from "../features/product/product-view";
import { t } from "../i18n/t";
import { pageUrl } from "../lib/page-url.server";
import { unpackView } from "../lib/packed-view";
import { loadProductPage, SAMPLE_PRODUCT_SLUG } from "../lib/product-page.server";
import { pageMeta, shellFrom } from "../lib/seo";
import { useShell } from "../lib/use-shell";

// Below the fold: its chunk (product cards) loads after the page's own.
const RelatedProducts = lazy(() => import("../features/product/related-products"));
// Only a fundraiser store shows it, below the purchase panel: its code loads on those stores alone.
const FundraiserMeter = lazy(() =>
  import("../features/store-window/fundraiser-meter").then((module) => ({ default: module.FundraiserMeter })),
);

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
    page,
    fundraiser: await context.fundraiserProgress(),
    layout: layout ?? "standard",
    path: url.pathname,
    sample: layout !== undefined,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const page = unpackView(loaderData.page);
  return [
    ...pageMeta({
      title: page.product.data.productData.productName,
      description: page.descriptionText ?? undefined,
      path: page.card.href,
      shell: shellFrom(matches),
      image: page.imageUrl,
      noindex: loaderData.sample,
    }),
    { "script:ld+json": page.jsonLd },
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
  const { layout, sample } = loaderData;
  const page = unpackView(loaderData.page);
  const { product, card, related } = page;
  const name = product.data.productData.productName;
  return (
    <>
      <PageHeader
        title={name}
        titleLang={shell.contentLang}
        crumbs={[
          { label: t("shell.home"), href: "/" },
          { label: t("catalog.shop"), href: "/shop" },
          { label: name, lang: shell.contentLang },
        ]}
      />
      {sample && <p className="mb-4 text-sm text-gray-700">{t("product.sampleLayout", { layout })}</p>}
      <ProductView
        key={product.id}
        product={product}
        pricing={shell.pricing}
        unlocked={shell.unlocked}
        badges={page.badges}
        availability={t("product.inStock")}
        descriptionHtml={page.descriptionHtml}
        imageUrl={page.imageUrl}
        saved={{ id: card.id, name, href: card.href, imageUrl: card.imageUrl, price: card.priceFrom, slug: card.slug }}
        layout={layout}
      />
      {loaderData.fundraiser && (
        <Suspense fallback={null}>
          <FundraiserMeter progress={loaderData.fundraiser} />
        </Suspense>
      )}
      {related.length > 0 && (
        <Suspense fallback={null}>
          <RelatedProducts products={related} />
        </Suspense>
      )}
    </>
  );
});
