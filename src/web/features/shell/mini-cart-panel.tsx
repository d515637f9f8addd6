// The mini cart's dropdown: the cart's lines with their totals, the subtotal and a link to the cart.
import { addCents, fromCents } from "~core/money";
import { t } from "../../i18n/t";
import { useClientState } from "../../lib/client-state";
import { formatMoney } from "../../lib/format";
import { ButtonLink } from "../../components/button";

export default function MiniCartPanel() {
  const cart = useClientState((state) => state.cart);
  return (
    <>
      {cart.items.length === 0 ? (
        <p>{t("cart.empty")}</p>
      ) : (
        <>
          <ul className="flex max-h-72 flex-col gap-3 overflow-y-auto">
            {cart.items.map((item) => (
              <li key={item.id} className="flex gap-3 text-sm">
                {item.imageUrl && (
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 rounded border border-gray-200 object-contain"
                  />
                )}
                <div className="flex-1">
                  <p className="font-semibold">{item.product.name}</p>
                  <p className="text-gray-700">
                    {item.color} / {item.label} × {item.quantity}
                  </p>
                </div>
                <p className="tabular-nums">{formatMoney(fromCents(item.total))}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-gray-200 pt-2 font-semibold">
            <span>{t("cart.subtotal")}</span>
            <span className="tabular-nums">
              {formatMoney(fromCents(addCents(cart.subtotal, cart.personalizationTotal)))}
            </span>
          </p>
        </>
      )}
      <ButtonLink to="/shop/cart" className="mt-3">
        {t("cart.viewCart")}
      </ButtonLink>
    </>
  );
}
