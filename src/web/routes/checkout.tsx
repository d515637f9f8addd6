// The checkout page (spec §2): /shop/checkout. The server renders the frame with the store's checkout
// settings; the cart lives in the browser, so the form fills in once the saved state is loaded.
import type { Route } from "./+types/checkout";
import { PageHeader } from "../components/page-header";
import { CheckoutView } from "../features/checkout/checkout-view";
import { t } from "../i18n/t";
import { loadCheckout } from "../lib/checkout.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckout(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("checkout.title"), path: "/shop/checkout", shell: shellFrom(matches), noindex: true });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("checkout.title")}
        crumbs={[
          { label: t("shell.home"), href: "/" },
          { label: t("checkout.cartCrumb"), href: "/shop/cart" },
          { label: t("checkout.title") },
        ]}
      />
      <CheckoutView config={loaderData} />
    </>
  );
}
