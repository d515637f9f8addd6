// Addresses (spec §2 /account/addresses): each address with Edit and Remove, and Add New. Removing
// is not offered by this store — nothing is removed — and the page says so.
import { useState } from "react";
import { Link } from "react-router";
import { UnavailableNotice } from "../../components/unavailable-notice";
import { t } from "../../i18n/t";
import type { AddressView } from "../../lib/account";
import { AddressCard } from "./address-card";
import { ButtonLink } from "../../components/button";

const secondary = "rounded-md border border-gray-400 px-3 py-1.5 text-sm font-medium hover:border-link";

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const [attempted, setAttempted] = useState(false);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => {
          const name = `${address.firstName} ${address.lastName}`;
          return (
            <AddressCard
              key={address.id}
              address={address}
              title={address.isDefault ? t("account.defaultAddress") : name}
              actions={
                <>
                  <ButtonLink
                    to={`/account/addresses/${address.id}`}
                    aria-label={t("account.editAddressOf", { name })}
                    size="sm"
                    className="text-sm"
                  >
                    {t("account.edit")}
                  </ButtonLink>
                  <button
                    type="button"
                    onClick={() => setAttempted(true)}
                    aria-label={t("account.removeAddress", { name })}
                    className={secondary}
                  >
                    {t("account.remove")}
                  </button>
                </>
              }
            />
          );
        })}
        <Link
          to="/account/addresses/new"
          className="grid min-h-40 place-items-center rounded-lg border-2 border-dashed border-gray-300 p-4 font-semibold text-link hover:border-link"
        >
          {t("account.addNew")}
        </Link>
      </div>
      <UnavailableNotice shown={attempted} />
    </>
  );
}
