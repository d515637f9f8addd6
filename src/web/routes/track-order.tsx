// Track order (spec §2): /shop/track-order.
import type { Route } from "./+types/track-order";
import { PageHeader } from "../components/page-header";
import { TrackOrderForm } from "../features/track-order/track-order-form";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("track.title"), path: "/shop/track-order", shell: shellFrom(matches) });
}

export default function TrackOrderPage() {
  return (
    <>
      <PageHeader
        title={t("track.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("track.title") }]}
      />
      <TrackOrderForm />
    </>
  );
}
