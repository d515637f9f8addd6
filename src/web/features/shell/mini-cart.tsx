// The cart indicator and its mini-view dropdown (spec §2): the number of units in the cart, and the
// lines with their totals and a link to the cart page.
import { lazy, Suspense } from "react";
import { useDisclosure } from "../../components/use-disclosure";
import { t } from "../../i18n/t";
import { useClientState } from "../../lib/client-state";
import { Icon } from "../../components/icon";

// The dropdown's contents load the first time it opens.
const MiniCartPanel = lazy(() => import("./mini-cart-panel"));

export function MiniCart() {
  const { open, rootRef, buttonRef, onBlur, toggle } = useDisclosure();
  const count = useClientState((state) => state.cart.quantity);
  return (
    <div ref={rootRef} onBlur={onBlur} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mini-cart"
        onClick={toggle}
        className="relative grid h-11 w-11 place-items-center rounded"
      >
        <span className="sr-only">
          {t("cart.cart")}, {t("cart.itemCount", { count })}
        </span>
        <Icon size={24}>
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="17" cy="20" r="1.5" />
        </Icon>
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-accent-text"
        >
          {count}
        </span>
      </button>
      <div
        id="mini-cart"
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-80 rounded-md border border-gray-200 bg-white p-4 text-ink shadow-lg"
      >
        {open && (
          <Suspense fallback={null}>
            <MiniCartPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
