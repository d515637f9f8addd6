// /account/addresses/{addressId} (spec §2 Edit Address) and /account/addresses/new (Add New); an
// unknown address goes back to the address book.
import { redirect } from "react-router";
import type { Route } from "./+types/account-address";
import { AccountFrame } from "../features/account/account-frame";
import { AddressForm } from "../features/account/address-form";
import { t } from "../i18n/t";
import { addressOf } from "../lib/account.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context, params }: Route.LoaderArgs) {
  if (params.addressId === "new") return { address: null };
  const address = addressOf(context.locale, params.addressId);
  if (!address) throw redirect("/account/addresses");
  return { address };
}

const titleOf = (isNew: boolean) => t(isNew ? "account.newAddress" : "account.editAddress");

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  return pageMeta({
    title: titleOf(!loaderData?.address),
    path: `/account/addresses/${params.addressId}`,
    shell: shellFrom(matches),
    noindex: true,
  });
}

export default function AccountAddress({ loaderData }: Route.ComponentProps) {
  const { address } = loaderData;
  return (
    <AccountFrame
      title={titleOf(!address)}
      section="address"
      parent={{ label: t("account.addresses"), href: "/account/addresses" }}
    >
      <AddressForm key={address?.id ?? "new"} address={address} />
    </AccountFrame>
  );
}
