// /account/addresses (spec §2 Addresses).
import type { Route } from "./+types/account-addresses";
import { AccountFrame } from "../features/account/account-frame";
import { AddressBook } from "../features/account/address-book";
import { t } from "../i18n/t";
import { addressesOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { addresses: addressesOf(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: t("account.addresses"),
    path: "/account/addresses",
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={t("account.addresses")} section="addresses">
      <AddressBook addresses={loaderData.addresses} />
    </AccountFrame>
  );
}
