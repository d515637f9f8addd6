// The order-success page (spec §2): /shop/checkout/success. Checkout navigates here with the order's
// number and receipt token; the page reads the stored order with them (and survives a reload).
import type { Route } from "./+types/checkout-success";
import { PageHeader } from "../components/page-header";
import { OrderReceipt } from "../features/checkout/order-receipt";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("success.title"),
    path: "/shop/checkout/success",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function CheckoutSuccessPage() {
  return (
    <>
      <PageHeader
        title={t("success.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("success.title") }]}
      />
      <OrderReceipt />
    </>
  );
}
