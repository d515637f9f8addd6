// /account/login (spec §2): a single password field that unlocks a private store. Visitors who
// need no password (public store, or already unlocked) go to the home page.
import { redirect } from "react-router";
import type { Route } from "./+types/account-login";
import { PageHeader } from "../components/page-header";
import { UnlockForm } from "../features/access/unlock-form";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.store.data.primaryInformation.privateStore || context.unlocked) throw redirect("/");
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("account.loginTitle"), path: "/account/login", shell: shellFrom(matches), noindex: true });
}

export default function AccountLogin() {
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title={t("account.loginHeading")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("account.loginTitle") }]}
      />
      <p className="mb-4">{t("account.privateStore")}</p>
      <UnlockForm intro={false} />
    </div>
  );
}
