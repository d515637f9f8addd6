// /account/password (spec §2 Password).
import type { Route } from "./+types/account-password";
import { AccountFrame } from "../features/account/account-frame";
import { PasswordForm } from "../features/account/password-form";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.password"),
    path: "/account/password",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountPassword() {
  return (
    <AccountFrame title={t("account.password")} section="password">
      <PasswordForm />
    </AccountFrame>
  );
}
