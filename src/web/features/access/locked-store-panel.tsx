// A locked private store's welcome (issue 49): on every page a visitor lands on before unlocking, the
// store's name and logo and the password box, first in the page's content, instead of a nearly blank
// page with the box hidden behind "Account". The login page has its own box and shows none.
import { t } from "../../i18n/t";
import { UnlockForm } from "./unlock-form";

export function LockedStorePanel({
  storeName,
  logoUrl,
  contentLang,
}: {
  storeName: string;
  logoUrl: string | null;
  contentLang: string | undefined;
}) {
  return (
    <section
      aria-labelledby="locked-store-title"
      data-testid="locked-store"
      className="mx-auto mb-8 flex max-w-md flex-col items-center gap-3 rounded-lg border border-gray-300 bg-surface p-6 text-center text-ink"
    >
      {logoUrl ? <img src={logoUrl} alt="" height={64} className="h-16 w-auto rounded bg-white p-1" /> : null}
      <h2 id="locked-store-title" className="text-xl font-semibold">
        <span lang={contentLang}>{storeName}</span>
      </h2>
      <p>{t("account.privateStore")}</p>
      <div className="w-full text-start">
        <UnlockForm intro={false} />
      </div>
    </section>
  );
}
