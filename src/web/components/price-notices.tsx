// The notice of prices the server's last quote changed (spec: never silently), with Dismiss. Shown on
// the cart and the checkout.
import { t } from "../i18n/t";
import { useClientState } from "../lib/client-state";

export function PriceNotices() {
  const notices = useClientState((state) => state.priceNotices);
  const dismiss = useClientState((state) => state.dismissPriceNotices);
  if (notices.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-ink">
      <p className="font-semibold">{t("cart.priceNotice")}</p>
      <ul className="mt-1 list-disc ps-5">
        {notices.map((notice, i) => (
          <li key={`${notice}-${i}`}>{notice}</li>
        ))}
      </ul>
      <button type="button" onClick={dismiss} className="mt-2 text-link underline">
        {t("cart.dismiss")}
      </button>
    </div>
  );
}
