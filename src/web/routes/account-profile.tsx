// /account/profile (spec §2 Edit Profile).
import type { Route } from "./+types/account-profile";
import { AccountFrame } from "../features/account/account-frame";
import { ProfileForm } from "../features/account/profile-form";
import { t } from "../i18n/t";
import { customerOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { customer: customerOf(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.editProfile"),
    path: "/account/profile",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={t("account.editProfile")} section="profile">
      <ProfileForm customer={loaderData.customer} />
    </AccountFrame>
  );
}
