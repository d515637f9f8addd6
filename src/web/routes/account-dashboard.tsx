// /account/dashboard (spec §2): the account area's sample dashboard.
import type { Route } from "./+types/account-dashboard";
import { AccountFrame } from "../features/account/account-frame";
import { Dashboard } from "../features/account/dashboard";
import { t } from "../i18n/t";
import { dashboardOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return dashboardOf(context.locale);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.dashboard"),
    path: "/account/dashboard",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={t("account.dashboard")} section="dashboard">
      <Dashboard {...loaderData} />
    </AccountFrame>
  );
}
