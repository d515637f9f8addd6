// The cart page (spec §2): /shop/cart. The cart lives in the browser; the server renders the frame
// and the page fills in once the saved state is loaded. A navigation state of checkout goes
// straight on to /shop/checkout.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/cart";
import { PageHeader } from "../components/page-header";
import { CartView } from "../features/cart/cart-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { useShell } from "../lib/use-shell";
import { useStoreWindow } from "../features/store-window/use-store-window";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("cart.title"), path: "/shop/cart", shell: shellFrom(matches), noindex: true });
}

export default function CartPage() {
  const shell = useShell();
  const storeWindow = useStoreWindow();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { checkout?: boolean } | string | null;
  const toCheckout = state === "checkout" || (typeof state === "object" && state?.checkout === true);
  useEffect(() => {
    if (toCheckout) navigate("/shop/checkout", { replace: true });
  }, [toCheckout, navigate]);
  return (
    <>
      <PageHeader
        title={t("cart.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("cart.title") }]}
      />
      <CartView storeActive={shell.isActive && storeWindow.open} />
    </>
  );
}
