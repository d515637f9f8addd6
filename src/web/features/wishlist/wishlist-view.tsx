// The wish list (spec §2 Wishlist page): Image, Product, Price, Show Product and remove (about
// 0.5 s); empty: 'Your wish list is empty!' with Continue to the home page.
import { Link } from "react-router";
import { t } from "../../i18n/t";
import { useClientState, useClientStateHydrated } from "../../lib/client-state";
import { formatMoney } from "../../lib/format";
import { CloseIcon } from "../../components/icon";
import { refocusAfterRemoval } from "../../lib/page-focus";
import { ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";

export function WishlistView() {
  const hydrated = useClientStateHydrated();
  const wishlist = useClientState((state) => state.wishlist);
  const pending = useClientState((state) => state.pendingRemovals);
  const removeFromList = useClientState((state) => state.removeFromList);
  if (!hydrated) return null;
  if (wishlist.length === 0)
    return (
      <EmptyState message={t("wishlist.empty")} action={<ButtonLink to="/">{t("wishlist.continue")}</ButtonLink>} />
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pe-3 text-start">
              {t("wishlist.image")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("wishlist.product")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("wishlist.price")}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t("wishlist.show")}</span>
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t("compare.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {wishlist.map((item) => (
            <tr
              key={item.id}
              className={`border-b border-gray-100 ${pending.includes(item.id) ? "opacity-50" : ""}`}
              data-testid="wishlist-row"
            >
              <td className="py-3 pe-3">
                <img
                  src={item.imageUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="h-12 w-12 rounded border border-gray-200 object-contain sm:h-16 sm:w-16"
                />
              </td>
              <td className="py-3">
                <Link to={item.href} className="font-semibold text-link hover:underline">
                  {item.name}
                </Link>
              </td>
              <td className="px-2 py-3 text-end tabular-nums">
                {t("product.from")}
                {formatMoney(item.price)}
              </td>
              <td className="py-3 text-center">
                <ButtonLink to={item.href} size="sm">
                  {t("wishlist.show")}
                </ButtonLink>
              </td>
              <td className="py-3 text-center">
                <button
                  type="button"
                  disabled={pending.includes(item.id)}
                  data-remove-group="wishlist"
                  onClick={(event) =>
                    void refocusAfterRemoval(
                      event.currentTarget,
                      removeFromList("wishlist", item.id),
                      t("a11y.wishlistRemoved", { name: item.name }),
                    )
                  }
                  aria-label={t("wishlist.remove", { name: item.name })}
                  className="grid h-9 w-9 place-items-center rounded border border-gray-300 hover:border-red-700"
                >
                  <CloseIcon />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
