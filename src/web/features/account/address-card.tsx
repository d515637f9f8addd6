// One address as the account area shows it: name, company, street, city, state and zip, phone and
// e-mail; marked when it is the default one. `actions` holds the page's buttons for it.
import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import type { AddressView } from "../../lib/account";

export function AddressCard({ address, title, actions }: { address: AddressView; title: string; actions?: ReactNode }) {
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {address.isDefault && (
          <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-brand-text">
            {t("account.default")}
          </span>
        )}
      </div>
      <address className="flex flex-col not-italic leading-relaxed">
        <span className="font-medium">{name}</span>
        {address.company && <span>{address.company}</span>}
        <span dir="auto">{[address.address1, address.address2].filter(Boolean).join(", ")}</span>
        <span dir="ltr" className="self-start">{`${address.city}, ${address.state} ${address.zip}`}</span>
        <span dir="ltr" className="self-start">
          {address.phone}
        </span>
        <span dir="ltr" className="self-start">
          {address.email}
        </span>
      </address>
      {actions && <div className="mt-auto flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
